// Player names as the screens show them. Names the app made up are said in the player's language:
// main's "Player N" for a record that names no one (version-1 files) and the default captains of
// any language ("Captain 3", "Capitaine 3", also main's for a scenario game), and the learner of a
// lesson ("Apprentice", "Apprenti"). A name a player
// typed is shown as typed; stored names are never rewritten (as with titles, lib/game-titles.ts).
import { LANGUAGES } from '../../../electron/api/contract.js';
import { defaultSeatNumber, seatName } from './made-up-names.js';
import { translator, type Translate } from './i18n.js';

/** The learner's name a lesson is started with, in every language. */
let learners: Set<string> | null = null;
const isLearner = (name: string) => (learners ??= new Set(LANGUAGES.map((l) => translator(l)('lessons.playerName')))).has(name);

/** Main's name for a seat a record does not name (engine/record/format.ts). */
const MAIN_PLAYER = /^Player (\d)$/;

const defaults = new Map<string, number | null>();
function defaultNumber(name: string): number | null {
  let n = defaults.get(name);
  if (n === undefined) defaults.set(name, (n = defaultSeatNumber(name)));
  return n;
}

export function shownName(t: Translate, name: string): string {
  const main = MAIN_PLAYER.exec(name);
  if (main) return t('names.player', { n: Number(main[1]) });
  if (isLearner(name)) return t('lessons.playerName');
  const n = defaultNumber(name);
  return n === null ? name : seatName(t, n);
}

/** The same players, made-up names said in the player's language (objects kept where nothing changes). */
export function withShownNames<P extends { name: string }>(t: Translate, players: readonly P[]): P[] {
  return players.map((p) => {
    const name = shownName(t, p.name);
    return name === p.name ? p : { ...p, name };
  });
}
