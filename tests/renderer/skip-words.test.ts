// The board's short "skip the animation" button, shown while a computer captain's move is drawn, is
// not read as passing the turn (play-test pt29: French "Passer" on the board in a computer's turn):
// its word is none of the words that start passing something in the app (the hand-over, coal).
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { translator } from '../../renderer/src/lib/i18n.js';

const first = (s: string) => s.trim().split(/\s+/)[0]!.toLowerCase();

describe('the short skip button', () => {
  it.each(LANGUAGES)('%s: its word starts no phrase of passing', (lang) => {
    const t = translator(lang);
    const skip = first(t('panels.skipShort'));
    const passing = [t('panels.passTo', { name: 'Ann' }), t('modes.doTransfer', { n: 1 })].map(first);
    expect(passing).not.toContain(skip);
  });
});
