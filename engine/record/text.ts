// Text that players type (game titles, captains' names) and the file names made from titles.
// Pure (no imports, no Node or DOM globals: the record format, the API contract and with it the
// renderer use it): the schemas, the record reader and the export apply the same rules.

/** Field → the codes a refusal carries (also API error codes, translated by the renderer). */
export const TEXT_ERROR_CODES = [
  'title/empty', // nothing visible once normalised
  'title/invalid-character', // control, text-direction or broken (lone surrogate) characters
  'title/too-long',
  'name/empty',
  'name/invalid-character',
  'name/too-long',
] as const;
export type TextErrorCode = (typeof TEXT_ERROR_CODES)[number];
export type TextField = 'title' | 'name';

/**
 * Refused outright: control characters (NUL...), lone surrogates, noncharacters, and the explicit
 * bidirectional embeddings, overrides and isolates, which reorder the text around them ("evil‮gpj.exe"
 * shows as "evilexe.jpg"). Marks like LRM/RLM stay: right-to-left text uses them.
 */
const FORBIDDEN = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]/u;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'gu');
/** Letters that draw nothing (Hangul fillers, braille blank, Mongolian vowel separator). */
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0\u2800\u180E]/gu;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** NFC, runs of whitespace (tabs, newlines, no-break spaces...) made one space, trimmed. */
export function normaliseText(text: string): string {
  return text.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** Why `normalised` text cannot be a title or name, or null when it can. */
export function textProblem(normalised: string, max: number): 'empty' | 'invalid-character' | 'too-long' | null {
  if (FORBIDDEN.test(normalised)) return 'invalid-character';
  if (!VISIBLE.test(normalised.replace(BLANK_LETTERS, ''))) return 'empty';
  if (normalised.length > max) return 'too-long';
  return null;
}

/**
 * The same rules for text that arrives in a file: forbidden characters dropped, cut to `max`
 * (whole characters), and `fallback` when nothing visible is left, so a game is not refused for
 * its title.
 */
export function cleanText(text: string, max: number, fallback: string): string {
  const cleaned = cut(normaliseText(text.replace(FORBIDDEN_ALL, '')), (s) => s.length <= max).trim();
  return textProblem(cleaned, max) === null ? cleaned : fallback;
}

/** The longest prefix of whole user-perceived characters (grapheme clusters) that `fits`. */
function cut(text: string, fits: (s: string) => boolean): string {
  if (fits(text)) return text;
  let out = '';
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    if (!fits(out + segment)) break;
    out += segment;
  }
  return out;
}

// ---- file names ------------------------------------------------------------------------------

/** Windows device names, reserved with any extension ("CON.txt") and trailing spaces. */
const RESERVED = /^(CON|PRN|AUX|NUL|COM[0-9¹²³]|LPT[0-9¹²³])$/i;
/** Windows forbids these; "/" and ":" also matter on Linux and macOS. Format characters (bidi...) are dropped too. */
const FILE_FORBIDDEN = /[<>:"/\\|?*\p{Cc}]/gu;
const FILE_DROPPED = /[\p{Cf}\p{Cs}\uFFFE\uFFFF]/gu;
const ZWJ = '\u200D';
/** UTF-8 bytes for the name before its extension: ext4 and others allow 255, Windows paths are short. */
export const MAX_FILE_BASE_BYTES = 150;

/** UTF-8 length, counted (TextEncoder is a DOM/Node global the engine does not assume); a lone surrogate counts 3, as TextEncoder writes U+FFFD. */
function utf8Length(s: string): number {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

/**
 * `title` made a file name that Windows, macOS and Linux all accept as typed, keeping every character
 * they allow (accents, dashes, any script, emoji): forbidden characters become spaces, format
 * characters are dropped (emoji joiners kept), leading dots (hidden files) and trailing dots and
 * spaces go, device names get an underscore, and the length is capped in UTF-8 bytes on a
 * character boundary. `fallback` when nothing is left.
 */
export function safeFileBase(title: string, fallback: string): string {
  let base = title
    .normalize('NFC')
    .replace(FILE_DROPPED, (c) => (c === ZWJ ? c : ''))
    .replace(FILE_FORBIDDEN, ' ')
    .replace(/\s+/gu, ' ');
  const trimEnds = (s: string) => s.replace(/^[\s.]+/u, '').replace(/[\s.]+$/u, '');
  base = trimEnds(cut(trimEnds(base), (s) => utf8Length(s) <= MAX_FILE_BASE_BYTES));
  if (!VISIBLE.test(base.replace(BLANK_LETTERS, ''))) return fallback;
  const dot = base.indexOf('.');
  const stem = (dot < 0 ? base : base.slice(0, dot)).trimEnd();
  if (RESERVED.test(stem)) base = `${stem}_${dot < 0 ? '' : base.slice(dot)}`;
  return base;
}
