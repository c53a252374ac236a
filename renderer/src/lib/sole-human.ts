// "You" on the results: the one human seat of a race against computer captains. Hot-seat games
// (several humans) and captains-only races have no "you": everyone is named and drawn alike, as
// singling out one of several people at the same screen would pick a favourite.
import type { BoatId } from '../../../engine/index.js';

/** The seat of the only human player, or null when there are none or several. */
export function soleHumanSeat(players: readonly { kind: string }[]): number | null {
  const humans = players.flatMap((p, i) => (p.kind === 'human' ? [i] : []));
  return humans.length === 1 ? humans[0]! : null;
}

/** The boats of the only human player (two in a two-boats game); none when there is no such player. */
export function soleHumanBoats(players: readonly { kind: string }[], boats: readonly { id: BoatId; owner: number }[]): BoatId[] {
  const seat = soleHumanSeat(players);
  return seat === null ? [] : boats.filter((b) => b.owner === seat).map((b) => b.id);
}
