// The player's name in networked races (play-test of issue 17): a name they typed is remembered
// (settings.netName) for the next host or join; one the app made up ("Captain 1", in any language)
// is not, and never hides the one they typed before. Made-up names are shown in each viewer's
// language everywhere (lib/shown-names.ts): the lobby, the room list, Home's card.
import { defaultSeatNumber } from './made-up-names.js';

/** A name worth remembering: typed by the player, not empty and not a made-up default captain's. */
export function rememberedName(name: string): string | null {
  const n = name.trim();
  return n && defaultSeatNumber(n) === null ? n : null;
}

/** The host's name offered when opening seats: the setup's first player's if typed there, else the name used last, else the setup's. */
export function hostNameOffered(setupName: string | undefined, saved: string | undefined): string {
  if (setupName !== undefined && rememberedName(setupName)) return setupName;
  return (saved && rememberedName(saved)) || setupName || '';
}

/**
 * The new-game line-up with the player's remembered name (settings.netName) on its first player's
 * seat when that seat still has a made-up name: after a network race, New game said "Captain 1"
 * again (play-test). A name typed in the setup is kept; so is a line-up where the name is taken.
 */
export function withPlayerName<T extends { name: string; kind: string }>(seats: readonly T[], saved: string | undefined): T[] {
  const name = saved === undefined ? null : rememberedName(saved);
  const first = seats.findIndex((s) => s.kind === 'human');
  if (!name || first < 0 || rememberedName(seats[first]!.name) || seats.some((s) => s.name.trim() === name)) return [...seats];
  return seats.map((s, i) => (i === first ? { ...s, name } : s));
}
