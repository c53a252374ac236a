// The pseudo-locale: English with accented letters, about 40% longer and bracketed ("[Ŝţàŕţ ñéŵ ĝàɱé
// ~~~~]"), so layouts can be checked for clipped or overflowing text and for strings left out of the
// catalogue. Tests only: it is never offered to players.
import { icuText, parseMessage, printMessage } from './icu.js';
import type { Catalogue } from './messages/types.js';

const ACCENTS: Record<string, string> = {
  a: 'à', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'À', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Ŝ', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

export function pseudoText(text: string): string {
  return text.replace(/[A-Za-z]/g, (c) => ACCENTS[c] ?? c);
}

/** One message in the pseudo-locale: accented text, padding for ~40% more length, brackets. */
export function pseudoMessage(icu: string): string {
  if (!icu) return icu;
  const ast = parseMessage(icu);
  let letters = 0;
  const body = printMessage(ast, (text) => {
    letters += text.length;
    return pseudoText(text);
  });
  // padding in short runs, so it breaks across lines as words do
  const pad = '~'.repeat(Math.max(2, Math.ceil(letters * 0.4))).replace(/(~{5})(?=~)/g, '$1 ');
  return `[${body} ${pad}]`;
}

export function pseudoCatalogue(en: Catalogue): Catalogue {
  const out: Record<string, string> = {};
  for (const [key, msg] of Object.entries(en)) out[key] = pseudoMessage(icuText(msg));
  return out as Catalogue;
}
