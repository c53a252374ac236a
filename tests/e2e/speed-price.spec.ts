// The speed buttons' prices in a lesson (newcomer's play-test, lesson 9: the present speed read
// "1+ coal", taken for a bug): the present speed says it is free, and a line under the buttons what
// turning adds at it, whole (not cut) in the narrowest window, in every language. Every button is one
// height (play-test pt28: "ogni percorso ha una virata a pagamento, +1 carbone" inside some buttons made them two lines taller).
import type { GameView } from '../../electron/services/games/schemas.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { turnExtras } from '../../renderer/src/lib/plan-words.js';
import { expect, test } from './fixtures.js';
import { nextFrames, waitIdle } from './play-helpers.js';
import { panelFit } from './panel-fit.js';
import { playByApiUntil, setUpMode, startGame } from './play-modes.js';

// (what turning adds says it is coal: "+1 to turn" was read as a riddle, play-test pt24)
const SAID = {
  en: ['free', 'Speeds 1 and 4: every way needs a paid turn, +1 coal'],
  fr: ['gratuit', 'Vitesses 1 et 4\u00a0: chaque route demande un virage payant, +1 charbon'],
  it: ['gratis', 'Velocità 1 e 4: ogni percorso ha una virata a pagamento, +1 carbone'],
  ru: ['бесплатно', 'Скорости 1 и 4: на любом пути платный поворот, +1 уголь'],
} as const;

test('lesson 9: the present speed reads "free", "every way needs a paid turn, +1 coal" under the buttons, whole, the buttons one height, in four languages at 1024x700', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  await app.setViewportSize({ width: 1024, height: 700 });
  await app.getByTestId('open-lessons').click();
  await app.getByTestId('lesson-play-9').click();
  await expect(app.getByTestId('lesson-guide')).toHaveAttribute('data-status', 'open', { timeout: 30_000 });
  await waitIdle(app);
  // the boat's present speed: the button chosen before any other is
  const present = app.locator('[data-testid^="speed-"][aria-checked="true"]');
  await expect(present).toHaveCount(1);
  for (const [lang, [price, turning]] of Object.entries(SAID)) {
    await app.getByTestId('play-language').selectOption(lang);
    await expect(present.getByTestId('speed-price')).toHaveText(price);
    await expect(app.getByTestId('speed-turning')).toHaveText(turning);
    await expect(present.getByTestId('speed-turning')).toHaveCount(0);
    const heights = await app.locator('[data-testid^="speed-"][role="radio"]').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
    expect(new Set(heights).size, `${lang}: the speed buttons' heights ${heights.join(', ')}`).toBe(1);
    // no button's words cut at the panel's narrowest
    const cut = await app.locator('[data-testid="speed-price"], [data-testid="speed-turning"]').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > e.parentElement!.getBoundingClientRect().right).map((e) => e.textContent));
    expect(cut, lang).toEqual([]);
    await expect(app.locator('[data-testid="speed-price"]').filter({ hasText: '+' })).toHaveCount(0);
  }
  expect(pageErrors).toEqual([]);
});

// (play-test pt28, Italian at 1024x700 with six boats: only speed 6's button carried "+1 carbone per
// virare", two lines taller than the others, and read as that speed's own price)
test('six boats at 1024x700 in Italian: where some speeds only pay to turn, every speed button is one height, the line under them says which, and at every speed the Confirm row is whole', async ({ app, pageErrors }) => {
  test.setTimeout(120_000);
  await app.setViewportSize({ width: 1024, height: 700 });
  await setUpMode(app, { seats: ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena', 'Franco'].map((name) => ({ name })), seed: 5 });
  await startGame(app);
  const en = translator('en');
  const paying = (v: GameView) => {
    const mover = v.state.boats.find((b) => b.id === (v.pending as { boat?: string }).boat);
    return mover ? [1, 2, 3, 4, 5, 6].filter((n) => turnExtras(en, v.legalTurns, v.state, [n]).length > 0) : [];
  };
  // a move where some speeds of one row of buttons pay to turn, none of the other's
  const v = await playByApiUntil(app, (x) => x.pending.kind === 'move' && !x.state.turn?.speedChosen && paying(x).length > 0 && new Set(paying(x).map((n) => n > 3)).size === 1, 30);
  await app.getByTestId('play-language').selectOption('it');
  await expect(app.locator('html')).toHaveAttribute('lang', 'it', { timeout: 20_000 });
  await waitIdle(app);
  const heights = await app.locator('[data-testid^="speed-"][role="radio"]').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
  expect(new Set(heights).size, `the speed buttons' heights ${heights.join(', ')}`).toBe(1);
  await expect(app.getByTestId('speed-turning')).toContainText(`Velocità ${paying(v).join(' e ')}`);
  // at each speed the list of places above the Confirm row gives way, the row whole in sight (pt28 #10)
  for (const n of [1, 2, 3, 4, 5, 6]) {
    const speed = app.getByTestId(`speed-${n}`);
    if (await speed.isDisabled()) continue;
    await speed.click();
    await waitIdle(app);
    await nextFrames(app);
    expect(await panelFit(app), `speed ${n}`).toEqual([]);
  }
  expect(pageErrors).toEqual([]);
});
