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
