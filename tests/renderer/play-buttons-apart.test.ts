// The play screen's buttons that can be on screen together must not read alike (play-test 15: in
// French the reconnect banner's "Annuler" (stop waiting) and the turn's "Annuler" (take a step
// back) were the same word). Over every language's catalogue: no two such buttons start with the
// same word (the word that says what a button does), and going back in a turn shares no word at
// all with giving up a wait or closing something.
import { describe, expect, it } from 'vitest';
import { translator, type MessageKey } from '../../renderer/src/lib/i18n.js';

const LANGS = ['en', 'fr', 'it', 'ru'] as const;

/** Going back in a turn: a step, or the whole turn (screens/Play.svelte's turn panel and step panel). */
const GO_BACK: MessageKey[] = ['play.undo', 'panels.stepBack', 'play.undoTurn', 'panels.undoTurnShort'];
/** Giving up a wait, leaving, closing (the network banner and overlays, notes over the board). */
const GIVE_UP: MessageKey[] = ['netui.resumeCancel', 'hint.dismiss', 'toast.dismiss', 'coal.out.dismiss'];
/**
 * Every button the play screen can show at once (a network race's "reconnecting" banner over a
 * turn under way, with a hint and a toast open; a spectator's "take over" has no turn beside it): the long and short forms of one button are never both shown, so
 * each group lists one form; the turn's buttons are checked with their long forms and short forms.
 */
const TOGETHER: MessageKey[][] = [
  ['play.confirm', 'play.undo', 'play.undoTurn', 'play.skipToEnd', 'play.resetView', 'play.toEnd', 'nav.rules'],
  ['panels.confirmShort', 'play.undo', 'panels.undoTurnShort', 'play.skip', 'play.resetView'],
  ['play.confirm', 'play.undoTurn', 'panels.stepBack', 'modes.doTransfer', 'modes.skipTransfer'],
  ['netui.resumeCancel', 'netui.handOver', 'play.confirm', 'play.undo', 'play.undoTurn', 'panels.stepBack', 'hint.play', 'hint.dismiss', 'toast.show', 'toast.dismiss', 'coal.out.dismiss'],
];
/** The same action in two places (one step back from the turn panel or the step panel): may share words. */
const SAME_ACTION: [MessageKey, MessageKey][] = [['play.undo', 'panels.stepBack']];

const words = (text: string): string[] => text.toLocaleLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 0);
/** Articles and prepositions (they say nothing of what a button does). */
const SMALL = new Set(['the', 'a', 'to', 'of', 'le', 'la', 'les', 'l', 'de', 'du', 'd', 'un', 'une', 'à', 'il', 'lo', 'i', 'di', 'del', 'della', 'una', 'uno', 'al', 'alla', 'с', 'на', 'в', 'к']);
const same = (a: MessageKey, b: MessageKey) => SAME_ACTION.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

describe('the play screen’s buttons read apart', () => {
  for (const lang of LANGS) {
    const t = translator(lang);
    const say = (k: MessageKey) => t(k, { n: 1 });

    it(`${lang}: no two buttons shown together start with the same word`, () => {
      const clash: string[] = [];
      for (const group of TOGETHER) {
        for (const [i, a] of group.entries()) {
          for (const b of group.slice(i + 1)) {
            if (same(a, b)) continue;
            if (words(say(a))[0] === words(say(b))[0]) clash.push(`${a} "${say(a)}" / ${b} "${say(b)}"`);
          }
        }
      }
      expect([...new Set(clash)]).toEqual([]);
    });

    it(`${lang}: going back in a turn shares no word with giving up a wait or closing`, () => {
      const clash: string[] = [];
      for (const a of GO_BACK) {
        for (const b of GIVE_UP) {
          const shared = words(say(a)).filter((w) => !SMALL.has(w) && words(say(b)).includes(w));
          if (shared.length) clash.push(`${a} "${say(a)}" / ${b} "${say(b)}": ${shared.join(', ')}`);
        }
      }
      expect(clash).toEqual([]);
    });
  }

  it('the check can fail: French before play-test 15 said "Annuler" for both', () => {
    const before = words('Annuler');
    expect(words('↶ Annuler le pas').filter((w) => !SMALL.has(w) && before.includes(w))).toEqual(['annuler']);
  });
});
