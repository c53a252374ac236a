// The new-game form's last line-up (names, captains or computer levels, colours, teams), kept in
// this window's storage so the next game starts from it. Anything unreadable is ignored.
const KEY = 'mq.lineUp.v1';
const COLOURS = new Set(['white', 'orange', 'blue', 'green', 'pink', 'red']);
const LEVELS = new Set(['easy', 'medium', 'hard', 'expert']);

export interface LineUpSeat {
  name: string;
  kind: 'human' | 'computer';
  level: string;
  colours: [string, string];
  team: 0 | 1;
}

function valid(x: unknown): x is LineUpSeat {
  const s = x as LineUpSeat;
  return (
    typeof s === 'object' && s !== null && typeof s.name === 'string' && s.name.length <= 40 &&
    (s.kind === 'human' || s.kind === 'computer') && LEVELS.has(s.level) &&
    Array.isArray(s.colours) && s.colours.length === 2 && s.colours.every((c) => COLOURS.has(c)) && (s.team === 0 || s.team === 1)
  );
}

export function loadLineUp(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): LineUpSeat[] | null {
  try {
    const seats: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    return Array.isArray(seats) && seats.length >= 2 && seats.length <= 6 && seats.every(valid) ? seats : null;
  } catch {
    return null;
  }
}

export function saveLineUp(seats: LineUpSeat[], storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(KEY, JSON.stringify(seats.map((s) => ({ name: s.name, kind: s.kind, level: s.level, colours: s.colours, team: s.team }))));
  } catch {
    // storage full or refused: the next form simply starts from the defaults
  }
}

/** Forgets the last line-up: the next form starts from the default one (play-test: "Reset to default" came undone at the next New game). */
export function forgetLineUp(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // storage refused: the form still shows the default line-up now
  }
}

/**
 * What tells two line-ups apart on the form: captains, levels, colours, teams and typed names (a
 * made-up name, "Captain 2", counts by its number: it follows the language). `madeUp`: that number, or null.
 */
export function lineUpKey(seats: readonly LineUpSeat[], madeUp: (name: string) => number | null): string {
  return JSON.stringify(seats.map((s) => [madeUp(s.name) ?? s.name, s.kind, s.kind === 'computer' ? s.level : '', s.colours, s.team]));
}
