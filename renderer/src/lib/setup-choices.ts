// The new-game form's last river and seat set-up choices (B tiles, the A tiles they replace, the
// river's length, the Black Rose, two boats per captain, teams), kept in this window's storage beside the line-up (line-up.ts)
// so the next game starts from them (newcomer's play-test of issue 14: they were lost between games).
// Anything unreadable is ignored; the form still asks the engine whether the choice can be played.
import { SHORT_RIVER_LENGTH } from '../../../engine/index.js';

const KEY = 'mq.setupChoices.v1';

/** The part of the window's storage used (typed here: the rules' unit tests run without a DOM). */
export interface KeyStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
const local = (): KeyStore | undefined => (globalThis as { localStorage?: KeyStore }).localStorage;

export interface SetupChoices {
  blackRose: boolean;
  /** B tiles played. */
  advanced: string[];
  /** The B tiles a length ticked for the player (unticked again for a shorter river). */
  autoTicked: string[];
  /** A tiles set aside by hand; null: the engine's default. */
  replace: string[] | null;
  length: number;
  /**
   * Two boats per captain and teams, as asked (play-test pt27: "Same captains as last time" brought
   * the captains back but not their two boats). Absent in choices saved before: off.
   */
  twoBoats: boolean;
  teams: boolean;
}

const tileList = (x: unknown, prefix: 'A' | 'B', known: readonly string[]): x is string[] =>
  Array.isArray(x) && x.length <= known.length && x.every((t) => typeof t === 'string' && t.startsWith(prefix) && known.includes(t));

/** The stored choices, with only tiles in `known` (the engine's tile ids); null when there are none or they are unreadable. */
export function loadSetupChoices(known: readonly string[], storage: Pick<KeyStore, 'getItem'> | undefined = local()): SetupChoices | null {
  try {
    const c = JSON.parse(storage?.getItem(KEY) ?? 'null') as SetupChoices | null;
    if (typeof c !== 'object' || c === null) return null;
    if (typeof c.blackRose !== 'boolean' || !Number.isInteger(c.length) || c.length < SHORT_RIVER_LENGTH || c.length > 18) return null;
    if (!tileList(c.advanced, 'B', known) || !tileList(c.autoTicked, 'B', known) || !(c.replace === null || tileList(c.replace, 'A', known))) return null;
    const flag = (x: unknown): boolean | null => (x === undefined ? false : typeof x === 'boolean' ? x : null);
    const twoBoats = flag(c.twoBoats);
    const teams = flag(c.teams);
    if (twoBoats === null || teams === null) return null;
    return { blackRose: c.blackRose, advanced: c.advanced, autoTicked: c.autoTicked.filter((t) => c.advanced.includes(t)), replace: c.replace, length: c.length, twoBoats, teams };
  } catch {
    return null;
  }
}

export function saveSetupChoices(c: SetupChoices, storage: Pick<KeyStore, 'setItem'> | undefined = local()): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ blackRose: c.blackRose, advanced: c.advanced, autoTicked: c.autoTicked, replace: c.replace, length: c.length, twoBoats: c.twoBoats, teams: c.teams }));
  } catch {
    // storage full or refused: the next form simply starts from the defaults
  }
}
