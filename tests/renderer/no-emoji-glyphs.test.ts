// The app's own fonts are the system's: a picture character (emoji) shows as an empty box where no
// emoji font is installed (play-test: "Where to ▯ setting the move…" on Debian). Neither the
// screens nor the words use one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '../../renderer/src');
// pictographs and the "media" clocks and hourglasses (U+23E9-U+23FA), drawn only by emoji fonts
const EMOJI = /[\u{1F000}-\u{1FAFF}\u{23E9}-\u{23FA}]/u;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.(svelte|ts|css)$/.test(e.name) ? [p] : [];
  });
}

describe('no emoji in the renderer', () => {
  it('no screen, style or message uses a character only an emoji font draws', () => {
    const found = files(ROOT).flatMap((f) =>
      fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (EMOJI.test(line) ? [`${path.relative(ROOT, f)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
