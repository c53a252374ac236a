// French typography: a no-break space (narrow before ! ? ;) before double punctuation and inside
// « », so a line never starts with a lone ":" or "!". Checked over every French message as the
// player reads it, and over the screens' own glue: a label the screen joins to its value with a
// colon takes the language's colon (punct.colon), as the network lobby did not (play-test:
// "Place 1:", "Longueur du fleuve: 8 tuiles").
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translator, type MessageKey } from '../../renderer/src/lib/i18n.js';
import { en } from '../../renderer/src/lib/messages/en.js';

const fr = translator('fr');
const PARAMS = { n: 2, name: 'Alice', boat: 'Alice', title: 'Course', names: 'Alice', to: 'Bob', from: 'Alice', date: Date.UTC(2026, 10, 26, 9, 45) };

/** Each double punctuation mark (and guillemet) without the no-break space French puts next to it. */
function badSpacing(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(.?)([:;!?»])/gu)) {
    const [all, before, mark] = m as unknown as [string, string, string];
    const at = m.index + all.length;
    // a time (09:45), a port (hôte:2567), an address (mq://, hôte:2567) or a doubled mark (?!) is not a sentence's mark
    if (mark === ':' && (text.slice(at, at + 2) === '//' || /^\d/u.test(text.slice(at)))) continue;
    if (/[!?]/u.test(before) && /[!?]/u.test(mark)) continue;
    const want = mark === ':' || mark === '»' ? /[\u00a0\u202f]/u : /[\u202f\u00a0]/u;
    if (!want.test(before)) out.push(text.slice(Math.max(0, m.index - 12), at + 8));
  }
  for (const m of text.matchAll(/«(.?)/gu)) if (!/[\u00a0\u202f]/u.test(m[1]!)) out.push(text.slice(m.index, m.index + 12));
  return out;
}

describe('French double punctuation', () => {
  it('every French message has its no-break space before : ; ! ? and inside « »', () => {
    const bad = (Object.keys(en) as MessageKey[]).flatMap((key) => badSpacing(fr(key, PARAMS)).map((s) => `${key}: ${JSON.stringify(s)}`));
    expect(bad).toEqual([]);
    expect(fr('netfind.serverPlaceholder')).toMatch(/:2567/);
  });

  it('the check finds a mark without its space, and leaves times and addresses (the check itself)', () => {
    expect(badSpacing('Place 1: libre')).toHaveLength(1);
    expect(badSpacing('Gagné !')).toHaveLength(1);
    expect(badSpacing('«Course»')).toHaveLength(2);
    expect(badSpacing('à 09:45, mq://hôte:2567\u00a0: ok\u202f! «\u00a0a\u00a0»')).toEqual([]);
  });
});

/** The renderer's sources, messages aside (they are checked above). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return p.endsWith(path.join('lib', 'messages')) || e.name === 'lab' ? [] : sources(p);
    return /\.(svelte|ts)$/.test(e.name) ? [p] : [];
  });
}

/**
 * Text a screen shows that glues a colon (or ; ! ?) to a word it fills in: in markup after `{…}`
 * or a closing tag ("{t('new.length')}: {…}", "</strong>: "), in a template literal after `${…}`.
 * TypeScript's own colons (`{ a }: Props`, `}: {`) are not text.
 */
function gluedMarks(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const out: string[] = [];
  const markup = file.endsWith('.svelte') ? text.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, (m) => m.replace(/[^\n]/g, ' ')) : '';
  markup.split('\n').forEach((line, i) => {
    if (/(\}|<\/\w+>)[:;!?](?=[ \t]|$|\{|<|")/.test(line)) out.push(`${file}:${i + 1}: ${line.trim()}`);
  });
  text.split('\n').forEach((line, i) => {
    if (/`[^`]*\$\{[^`]*\}[:;!?] [^`]*`/.test(line) && !/new Error|console\.|\berr\.name\b/.test(line)) out.push(`${file}:${i + 1}: ${line.trim()}`);
  });
  return out;
}

describe('screens join a label and its value with the language’s colon', () => {
  it('no screen glues a colon to words it fills in', () => {
    expect(sources(path.resolve('renderer/src')).flatMap(gluedMarks)).toEqual([]);
  });

  it('the French colon is spaced, the English one is not', () => {
    expect(fr('punct.colon')).toBe('\u00a0:');
    expect(translator('en')('punct.colon')).toBe(':');
  });
});
