// A planned turn in plain words and marks: the destination list's labels, the board's end-space
// labels and the warnings before confirming. Everything is read off the engine's LegalTurn (cost,
// end, pushes, outcome); nothing here decides what is legal.
import { boatProgress, driftwoodSlowdown, sailingSpeed, hexDistance, hexKey, isBlackRose, leavesOnlyCrashes, neighbour, speedChangeCost, stuckAtFinish, type Boat, type Dir, type GameState, type Hex, type LegalTurn } from '../../../engine/index.js';
import { DOCK_MISS } from './dock-words.js';
import type { MessageKey, Translate } from './i18n.js';
import type { Destination } from './turns.js';
import { boatLabel, nameList, placeParams, riverDir, upperFirst, type SeatInfo } from './words.js';

/** What happens when a way ends, as marks the board draws as icons (and the list as words). */
export type OutcomeMark = 'passenger' | 'noPassenger' | 'push' | 'stranded' | 'crash' | 'finish';

/** A stop on a dock that gives no passenger is marked too (the engine says so: LegalTurn.passenger). */
export function outcomeMarks(turn: LegalTurn): OutcomeMark[] {
  const marks: OutcomeMark[] = [];
  if (turn.passenger === 'taken') marks.push('passenger');
  else if (turn.passenger) marks.push('noPassenger');
  if (turn.pushed?.length) marks.push('push');
  if (turn.stranded) marks.push('stranded');
  if (turn.crash) marks.push('crash');
  if (turn.finishes) marks.push('finish');
  return marks;
}

/**
 * The icons on a lit space's badge, for its ways (cheapest first): what the ways there do, except
 * a push, marked only where the cheapest way (the one a click plays, whose coal the badge shows)
 * pushes (play-test: with boats close nearly every lit space had a push mark, as some longer way
 * there pushed, and the mark stopped meaning anything). A way there that takes a passenger drops
 * the "no passenger" mark: the ways are told apart when the space is picked.
 */
export function endMarks(options: readonly LegalTurn[]): OutcomeMark[] {
  const all = [...new Set<OutcomeMark>(options.flatMap((o) => outcomeMarks(o)))];
  const pushes = !!options[0]?.pushed?.length;
  return all.filter((m) => !(m === 'noPassenger' && all.includes('passenger')) && (m !== 'push' || pushes));
}

/** Progress beyond which a move counts as down (or up) the river rather than across it. */
const ALONG = 0.05;

/** "3 spaces downstream": how far and which way along the river (the list's first words). */
export function distanceText(t: Translate, state: GameState, mover: Boat, d: Destination): string {
  return awayText(t, state, mover, d.hex, d.progress);
}

/** The same for any space (`progress`: its progress down the river, when already known). */
export function awayText(t: Translate, state: GameState, mover: Boat, hex: Hex, progress = boatProgress(state, { pos: hex, place: null })): string {
  if (!mover.pos) return '';
  const n = hexDistance(mover.pos, hex);
  if (n === 0) return t('plan.stay');
  const delta = progress - boatProgress(state, mover);
  return t(delta > ALONG ? 'plan.downstream' : delta < -ALONG ? 'plan.upstream' : 'plan.across', { n });
}

/** The side of `from` that `to` lies on, when they are neighbours. */
function sideOf(from: Hex, to: Hex): Dir | null {
  const k = hexKey(to);
  return ([0, 1, 2, 3, 4, 5] as Dir[]).find((d) => hexKey(neighbour(from, d)) === k) ?? null;
}

/**
 * "1 coal, ends facing north-east, picks up a passenger": what one way costs and does. With the
 * position the turn starts from (`origin`), a push says which way it sends the boat: two ways to one
 * space can differ only in that, and a tile and kind of space alone read the same (play-test).
 */
export function wayText(t: Translate, state: GameState, players: SeatInfo[], mover: Boat, turn: LegalTurn, origin?: GameState): string {
  return wayParts(t, state, players, mover, turn, origin).join(', ');
}

/** wayText's phrases one by one ("1 coal", "ends facing north-east", "pushes ..."). */
export function wayParts(t: Translate, state: GameState, players: SeatInfo[], mover: Boat, turn: LegalTurn, origin?: GameState): string[] {
  const bits = [t('play.pathCost', { n: turn.coalSpent }), t('plan.facing', { dir: riverDir(state, turn.end.pos, turn.end.heading) })];
  // a stop on a passenger dock: whether one boards, and why not (the engine's reason), before the pick
  if (turn.passenger === 'taken') bits.push(t('plan.passenger'));
  else if (turn.passenger) bits.push(t(DOCK_MISS[turn.passenger], { speed: turn.end.speed }));
  if (turn.coalFor?.sandbank) bits.push(t('turnplan.offSandbank', { cost: t('play.pathCost', { n: turn.coalFor.sandbank }) }));
  for (const p of turn.pushed ?? []) {
    const from = origin?.boats.find((b) => b.id === p.boat)?.pos;
    const dir = from ? sideOf(from, p.pos) : null;
    const boat = boatLabel(t, players, state, p.boat);
    bits.push(dir === null ? t('play.pushes', { boat, ...placeParams(t, state, p.pos) }) : t('turnplan.pushes', { boat, dir: riverDir(state, from, dir), ...placeParams(t, state, p.pos) }));
  }
  if (turn.stranded) bits.push(t('plan.stranded'));
  // driftwood slows the boat at the end of the move (the engine says by how much): said before, not only in the log
  else if (driftwoodSlowdown(origin ?? state, turn)) bits.push(t('turnplan.driftwood', { speed: turn.end.speed }));
  if (turn.revealsTile) bits.push(t('play.revealsTile'));
  if (turn.finishes) bits.push(t('plan.finish'));
  if (turn.crash) bits.push(t(hemmedIn(turn, origin ?? state) ? 'play.crashHemmedIn' : 'play.crash'));
  return bits;
}

/**
 * The ways to one space without saying the same thing again and again (play-test: four ways read
 * "3 coal, ends facing south, pushes ..." in full, differing only at the end): the phrases every
 * way shares, said once, and for each way only its own, first letter raised as each starts a button
 * ("Pushes Cy (blue) one space south ..."). Where a way would have nothing of its own (what it does
 * the others do too, and more), every way is said in full and nothing is shared.
 */
export function waysApart(ways: readonly (readonly string[])[]): { shared: string[]; own: string[] } {
  const shared = ways.length > 1 ? ways[0]!.filter((p) => ways.every((w) => w.includes(p))) : [];
  const rest = ways.map((w) => w.filter((p) => !shared.includes(p)));
  const full = rest.some((r) => r.length === 0);
  return { shared: full ? [] : shared, own: (full ? ways : rest).map((r) => upperFirst(r.join(', '))) };
}

/** The list entry for a destination: distance and direction, then its cheapest way. */
export function destinationText(t: Translate, state: GameState, players: SeatInfo[], mover: Boat, d: Destination): string {
  const away = distanceText(t, state, mover, d);
  // a crash says so first, with its cost ("spaces to go" would suggest the move can go on)
  const turn = d.options[0]!;
  if (turn.crash) return t('panels.crashEntry', { away, cost: t('play.pathCost', { n: turn.coalSpent }) });
  const way = wayText(t, state, players, mover, d.options[0]!, state);
  // "4 spaces downstream" is how far the end lies; a way longer than that says the spaces it sails,
  // in the log's words (issue 17 #4: the list's "4 spaces" against the log's "speed 6, 6 spaces")
  const sailed = turn.path.length - 1;
  const along = mover.pos && sailed > hexDistance(mover.pos, d.hex) ? `, ${t('log.part.moved', { n: sailed })}` : '';
  return away ? `${away}${along}, ${way}` : way;
}

/**
 * Why a speed costs coal when its change of speed alone would cost less (lesson 9: the present speed
 * read "1+ coal" because every way at it must turn): what the cheapest way there pays for, from the
 * engine's own count (LegalTurn.coalFor). Empty where the price is the speed change's alone.
 */
export function priceWhy(t: Translate, turns: readonly LegalTurn[], state: GameState, mover: Boat, speed: number): string {
  const cheapest = cheapestAt(turns, state, speed);
  const f = cheapest?.coalFor;
  if (!cheapest || !f || cheapest.coalSpent === 0 || cheapest.coalSpent <= speedChangeCost(mover.speed, speed)) return '';
  const cost = (n: number) => t('play.pathCost', { n });
  const parts = [
    ...(f.turns ? [t('turnplan.priceTurns', { cost: cost(f.turns) })] : []),
    ...(f.speed ? [t('turnplan.priceSpeed', { cost: cost(f.speed) })] : []),
    ...(f.sandbank ? [t('turnplan.priceSandbank', { cost: cost(f.sandbank) })] : []),
  ];
  return parts.length ? t('turnplan.priceWhy', { speed, parts: parts.join(', ') }) : '';
}

/** Each list's cheapest way at each sailing speed, made in one pass (the speed row asks for every speed three times a render). */
const cheapestBySpeed = new WeakMap<readonly LegalTurn[], { state: GameState; by: Map<number, LegalTurn> }>();

/** The cheapest way (no crash) sailed at `speed`, if any (of several as cheap, the first listed). */
function cheapestAt(turns: readonly LegalTurn[], state: GameState, speed: number): LegalTurn | undefined {
  let known = cheapestBySpeed.get(turns);
  if (!known || known.state !== state) {
    const by = new Map<number, LegalTurn>();
    for (const x of turns) {
      if (x.crash) continue;
      const s = sailingSpeed(state, x);
      const best = by.get(s);
      if (!best || x.coalSpent < best.coalSpent) by.set(s, x);
    }
    known = { state, by };
    cheapestBySpeed.set(turns, known);
  }
  return known.by.get(speed);
}

/**
 * A speed button's price: what the speed itself costs on its cheapest way (a change of speed,
 * leaving a sandbank: "free" when nothing), less what turning adds, which turnExtras says once under
 * the buttons (newcomer's play-test, lesson 9: the present speed read "1+ coal" and was taken for a
 * bug). With no way left at that speed, the change of speed's price alone.
 */
export function speedPrice(t: Translate, turns: readonly LegalTurn[], state: GameState, mover: Boat, speed: number): string {
  const cheapest = cheapestAt(turns, state, speed);
  const own = cheapest ? cheapest.coalSpent - (cheapest.coalFor?.turns ?? 0) : speedChangeCost(mover.speed, speed);
  return own === 0 ? t('play.speedFree') : t('play.speedCost', { n: own });
}

/**
 * What turning adds, said once under the speed buttons rather than inside some of them (play-test
 * pt28: "+1 carbone per virare" made those buttons two lines taller and read as that speed's own
 * price): one line for each amount, naming its speeds ("Speeds 1 and 6: every way needs a paid turn,
 * +1 coal"). The speeds whose cheapest way must pay to turn, among `speeds`; none, no line.
 */
export function turnExtras(t: Translate, turns: readonly LegalTurn[], state: GameState, speeds: readonly number[]): string[] {
  const by = new Map<number, number[]>();
  for (const s of speeds) {
    const n = cheapestAt(turns, state, s)?.coalFor?.turns ?? 0;
    if (n > 0) by.set(n, [...(by.get(n) ?? []), s]);
  }
  return [...by]
    .sort(([a], [b]) => a - b)
    .map(([n, at]) => t('play.speedTurnAt', { n: at.length, speeds: nameList(t, at.map(String)), extra: t('play.speedTurnExtra', { n }) }));
}

/**
 * Why a speed cannot be used: the coal it needs against the coal aboard, or no complete move at
 * it. The Black Rose's coal is unlimited: what stops it is its allowance for the turn.
 */
export function speedWhy(t: Translate, mover: Boat, speed: number): string {
  const cost = speedChangeCost(mover.speed, speed);
  if (mover.coal >= cost) return t('play.speedNoMove');
  return t(isBlackRose(mover) ? 'turnplan.roseAllowance' : 'plan.needsCoal', { n: cost, have: mover.coal });
}

/**
 * Where a way is played from, for the warnings that look one turn ahead: the position the turn
 * starts from (or has got to) and the listed turn that plays it, or the rest of it, from there.
 */
export interface LookAhead {
  state: GameState;
  turn: LegalTurn;
}

/**
 * A departure hemmed in by boats costs no turn (mq-rules-4, engine/flow.ts endTurn): the way's words
 * and the warning both say so (play-test: "crash: loses its next turn" above "hemmed in: no turn lost").
 */
export function hemmedIn(turn: LegalTurn, from: GameState | undefined): boolean {
  return turn.crash === 'blocked' && !!from?.turn?.departing;
}

/**
 * What to say before this way is confirmed (each a whole sentence). With where it is played from
 * (`ahead`), also the engine's look ahead: a stop that strands the boat at the Finish, and a way that
 * leaves no coal and only crashes for the next turn.
 */
export function warningsFor(turn: LegalTurn, mover: Boat, ahead?: LookAhead): MessageKey[] {
  const out: MessageKey[] = [];
  if (turn.crash) out.push(hemmedIn(turn, ahead?.state) ? 'plan.warnHemmedIn' : 'plan.warnCrash');
  // (the Black Rose's coal is unlimited: spending its turn's allowance is no last coal)
  if (turn.coalSpent > 0 && turn.end.coal === 0 && mover.coal > 0 && !isBlackRose(mover)) out.push('plan.warnLastCoal');
  if (turn.stranded) out.push('plan.warnSandbank');
  // a way that ends on the dock too fast stops there: "passes it" would read wrong (lesson 4)
  if (turn.passesDock) out.push(turn.passenger === 'fast' ? 'plan.warnDockTooFast' : 'plan.warnPassDock');
  if (ahead && stuckAtFinish(ahead.state, ahead.turn)) out.push('panels.warnStuckAtFinish');
  // the words say "no coal left": a boat with coal, or stuck on a sandbank (told above), is not told so
  if (ahead && turn.end.coal === 0 && !turn.stranded && leavesOnlyCrashes(ahead.state, ahead.turn)) out.push('panels.warnCrashNext');
  return out;
}
