// A game's title as the library, home and replay screens show it. Titles the app made up are
// stored as text in the language of whoever made them ("Game of November 26, 2026, 9:45 AM",
// main's "Imported game" for a record without one, "… (copy)", a challenge's or a lesson's name),
// so they are recognised here and said again in the player's language; a title a player typed is shown as it is. Saves keep their
// stored text (exports, file names), so nothing old needs rewriting.
import { LANGUAGES } from '../../../electron/api/contract.js';
import { CATALOGUES, translator, type MessageKey, type Translate } from './i18n.js';

/** The title a record without one gets when read (the record reader: engine/record on main, once merged). */
const MAIN_IMPORTED = 'Imported game';
/** Main's default title when none is given (games-service defaultTitle: UTC, minutes). */
const MAIN_DEFAULT = /^Game of (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/;

type Made =
  | { kind: 'imported' }
  | { kind: 'date'; date: number }
  | { kind: 'named'; key: MessageKey; n: number | null }
  | { kind: 'copy'; inner: Made | string }
  | { kind: 'fork'; inner: Made | string; n: number };

/**
 * The tables below are made on first use (a title to show), not when the app starts: they compile
 * messages in all four languages, ~0.1 s of every start on a slow machine.
 */
function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

/** "<inner> (copy)" / "<inner> (from move N)" in every language, as prefix + suffix around the inner title. */
const wrappers = once(() => LANGUAGES.flatMap((lang) => {
  const tr = translator(lang);
  const [copyBefore, copyAfter] = tr('game.copyTitle', { title: '\u0001' }).split('\u0001') as [string, string];
  const [forkBefore, forkRest] = tr('game.forkTitle', { title: '\u0001', n: '\u0002' }).split('\u0001') as [string, string];
  const [forkMid, forkAfter] = forkRest.split('\u0002') as [string, string];
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    { kind: 'copy' as const, re: new RegExp(`^${esc(copyBefore)}(.+)${esc(copyAfter)}$`, 'su') },
    { kind: 'fork' as const, re: new RegExp(`^${esc(forkBefore)}(.+)${esc(forkMid)}(\\d+)${esc(forkAfter)}$`, 'su') },
  ];
}));

/**
 * Titles the app gives a shipped challenge ("First pickup") or a lesson ("Lesson 3: Islands and
 * banks"), in every language, to the message that says them.
 */
const named = once(() => new Map<string, Made>(
  LANGUAGES.flatMap((lang) => {
    const tr = translator(lang);
    return (Object.keys(CATALOGUES.en) as MessageKey[]).flatMap((key): [string, Made][] => {
      if (key.startsWith('challenges.name.')) return [[tr(key), { kind: 'named', key, n: null }]];
      const lesson = /^lessons\.name\.(\d+)$/.exec(key);
      if (lesson) return [[tr('lessons.gameTitle', { n: Number(lesson[1]), name: tr(key) }), { kind: 'named', key, n: Number(lesson[1]) }]];
      return [];
    });
  }),
));

/** A made-up default title in any language: its numbers give the day and time, tried against each month. */
function madeUpDate(title: string): number | null {
  const nums = title.match(/\d+/g)?.map(Number) ?? [];
  const yearAt = nums.findIndex((x) => x >= 1000);
  if (yearAt < 0 || nums.length < 4) return null;
  const year = nums[yearAt]!;
  const [hour, minute] = nums.slice(-2) as [number, number];
  const day = nums.find((x, i) => i !== yearAt && x <= 31);
  if (day === undefined || hour > 23 || minute > 59) return null;
  for (const lang of LANGUAGES) {
    const tr = translator(lang);
    for (let month = 0; month < 12; month++) {
      for (const h of hour < 12 ? [hour, hour + 12] : [hour]) {
        const date = new Date(year, month, day, h, minute).getTime();
        if (tr('game.defaultTitle', { date }) === title) return date;
      }
    }
  }
  return null;
}

function read(title: string): Made | string {
  if (title === MAIN_IMPORTED) return { kind: 'imported' };
  const made = named().get(title);
  if (made) return made;
  const main = MAIN_DEFAULT.exec(title);
  if (main) return { kind: 'date', date: Date.parse(`${main[1]}T${main[2]}:00Z`) };
  for (const w of wrappers()) {
    const m = w.re.exec(title);
    if (!m) continue;
    const inner = read(m[1]!);
    return w.kind === 'copy' ? { kind: 'copy', inner } : { kind: 'fork', inner, n: Number(m[2]) };
  }
  const date = /\d{4}/.test(title) ? madeUpDate(title) : null;
  return date === null ? title : { kind: 'date', date };
}

function say(t: Translate, made: Made | string): string {
  if (typeof made === 'string') return made;
  switch (made.kind) {
    case 'imported':
      return t('game.importedTitle');
    case 'named':
      return made.n === null ? t(made.key) : t('lessons.gameTitle', { n: made.n, name: t(made.key) });
    case 'date':
      return t('game.defaultTitle', { date: made.date });
    case 'copy':
      return t('game.copyTitle', { title: say(t, made.inner) });
    case 'fork':
      return t('game.forkTitle', { title: say(t, made.inner), n: made.n });
  }
}

const known = new Map<string, Made | string>();

/** The title to show: made-up titles in the player's language, typed ones unchanged. */
export function shownTitle(t: Translate, title: string): string {
  let made = known.get(title);
  if (made === undefined) {
    made = read(title);
    if (known.size > 2000) known.clear();
    known.set(title, made);
  }
  return say(t, made);
}
