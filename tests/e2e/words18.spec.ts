// The words play-test 18 (issue 15): the longest names the setup allows read whole at 1024x700 in
// the four languages (the header, the hand-over cover, the boat cards: wrapped, never cut); the home
// screen's buttons in balanced rows at every size; the hand-over cover says which of a captain's
// two boats moves now, and that a boat of theirs was pushed since their last turn.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { leaveHandOver, playDecision, readView, shot } from './play-helpers.js';
import { setUpMode, startGame } from './play-modes.js';

test.afterEach(() => leaveHandOver(false));

/** Two names of the longest the setup allows (40 characters), per language. */
const LONG: Record<string, [string, string]> = {
  en: ['Bartholomew Fitzgerald Worthington-Smyth', 'Maximilian Alexander Montgomery-Jonesson'],
  fr: ['Marie-Christine de La Rochefoucauld-Béra', 'Jean-Baptiste Dieudonné Vaillancourt-Roy'],
  it: ['Maria Francesca Bianchi di Montecatini T', 'Giovanni Battista Santangelo-Buonarroti '],
  ru: ['Наталья Александровна Ковалевская-Орлова', 'Константин Вячеславович Преображенский-Ю'],
};

async function language(page: Page, lang: string): Promise<void> {
  await page.getByTestId('language').selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * Every piece of text on screen that shows one of `names`: it holds the whole name, and no box that
 * hides overflow cuts it (an ellipsis included: the name is not read whole).
 */
function cutNames(page: Page, names: string[]): Promise<string[]> {
  return page.evaluate((wanted) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const el = node.parentElement;
      if (!el || el.closest('svg, canvas, script, style, option, input, [aria-hidden="true"]')) continue;
      const name = wanted.find((n) => text.includes(n.trim().slice(0, 12)));
      if (!name) continue;
      let shown = true;
      for (let e: Element | null = el; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.display === 'none' || s.visibility === 'hidden') shown = false;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      const t = range.getBoundingClientRect();
      const own = el.getBoundingClientRect();
      // (text for screen readers only sits in a 1 px box on purpose)
      if (!shown || t.width === 0 || own.width <= 1 || own.height <= 1) continue;
      const where = el.closest('[data-testid]')?.getAttribute('data-testid') ?? el.tagName;
      if (!text.includes(name.trim())) out.push(`${where}: "${text.trim()}" is not the whole name`);
      for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) {
        const s = getComputedStyle(box);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const b = box.getBoundingClientRect();
        const scrolls = /auto|scroll/.test(s.overflowY);
        if (scrolls && (t.bottom <= b.top || t.top >= b.bottom)) break; // scrolled out of view: not on screen
        if (t.left < b.left - 1 || t.right > b.right + 1 || (!scrolls && (t.top < b.top - 1 || t.bottom > b.bottom + 1)) || (s.textOverflow === 'ellipsis' && box.scrollWidth > box.clientWidth + 1)) {
          out.push(`${where}: "${text.trim()}" cut by ${box.tagName.toLowerCase()}.${String(box.className).split(' ')[0]} (text ${Math.round(t.width)}x${Math.round(t.height)}, box ${Math.round(b.width)}x${Math.round(b.height)})`);
          break;
        }
      }
    }
    return out;
  }, names);
}

// (the four languages in one test, a race each, left for the home screen between them: a test per
// language cost each the app's load)
test('en, fr, it, ru: the longest names read whole at 1024x700 (header, hand-over cover, boat cards)', async ({ app: page, pageErrors }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1024, height: 700 });
  for (const lang of ['en', 'fr', 'it', 'ru']) {
    const names = LONG[lang]!;
    if (lang !== 'en') {
      // (the race so far is saved: leaving asks nothing; the next player's cover is passed first)
      if (await page.getByTestId('hand-over').isVisible()) await page.getByTestId('hand-over-start').click();
      await page.getByTestId('leave-game').click();
      await expect(page.getByTestId('new-game')).toBeVisible();
    }
    await language(page, lang);
    await setUpMode(page, { seats: [{ name: names[0] }, { name: names[1] }], twoBoats: true, seed: 3 });
    // the setup keeps 40 characters: these are the longest it allows
    for (const i of [0, 1]) expect(await page.getByTestId(`seat-name-${i}`).inputValue(), lang).toHaveLength(40);
    leaveHandOver(true);
    await startGame(page);
    await expect(page.getByTestId('play')).toHaveAttribute('data-idle', 'true', { timeout: 60_000 });
    const cover = page.getByTestId('hand-over');
    if (await cover.isVisible()) {
      expect(await cutNames(page, names), `${lang} cover`).toEqual([]);
      await shot(page, `words18-${lang}-cover`);
      await page.getByTestId('hand-over-start').click();
    }
    await expect(page.getByTestId('whose-turn')).toBeVisible();
    await expect(page.getByTestId('boat-cards')).toBeVisible();
    expect(await cutNames(page, names), `${lang} play`).toEqual([]);
    // the header's line shows the whole name (it wraps rather than cut it)
    const v = await readView(page);
    await expect(page.getByTestId('whose-turn')).toContainText(v.players[(v.pending as { player: number }).player]!.name.trim());
    await shot(page, `words18-${lang}-play`);
    // after a move, the next player's cover and turn read whole too
    await playDecision(page);
    await expect(page.getByTestId('play')).toHaveAttribute('data-idle', 'true', { timeout: 60_000 });
    expect(await cutNames(page, names), `${lang} after a move`).toEqual([]);
  }
  expect(pageErrors).toEqual([]);
});

test('the home buttons stand in balanced rows at 1920x1080, 1280x800 and 1024x700 in every language', async ({ app: page, pageErrors }) => {
  const rows = () =>
    page.getByTestId('home-actions').evaluate((box) => {
      const tops = new Map<number, string[]>();
      for (const b of box.querySelectorAll('button')) {
        const top = Math.round(b.getBoundingClientRect().top);
        tops.set(top, [...(tops.get(top) ?? []), b.textContent?.trim() ?? '']);
      }
      return [...tops.values()];
    });
  for (const lang of ['fr', 'en', 'it', 'ru']) {
    await language(page, lang);
    for (const size of [{ width: 1920, height: 1080 }, { width: 1280, height: 800 }, { width: 1024, height: 700 }]) {
      await page.setViewportSize(size);
      const r = await rows();
      const sizes = r.map((x) => x.length);
      // one row, or rows within one button of each other: never a button alone on its line
      const where = `${lang} ${size.width}x${size.height}: ${JSON.stringify(r)}`;
      if (r.length > 1) expect(Math.min(...sizes), where).toBeGreaterThanOrEqual(2);
      expect(Math.max(...sizes) - Math.min(...sizes), where).toBeLessThanOrEqual(1);
    }
  }
  expect(pageErrors).toEqual([]);
});

test('the hand-over cover says which of two boats moves, and that one of theirs was pushed', async ({ app: page, pageErrors }) => {
  test.setTimeout(300_000);
  await setUpMode(page, { seats: [{ name: 'Ada' }, { name: 'Ben' }], twoBoats: true, seed: 7 });
  await startGame(page);
  leaveHandOver(true);
  const cover = page.getByTestId('hand-over');
  let sawSecond = false;
  let sawPushed = false;
  /** Boats pushed by the other player, waiting for their player's cover to say so. */
  let owed: { boat: string; owner: number }[] = [];
  for (let i = 0; i < 60 && !(sawSecond && sawPushed); i++) {
    await expect(page.getByTestId('play')).toHaveAttribute('data-idle', 'true', { timeout: 60_000 });
    if (await cover.isVisible()) {
      const v = await readView(page);
      const seat = (v.pending as { player: number }).player;
      const boat = (v.pending as { boat: string }).boat;
      const other = v.state.boats.find((b) => b.owner === seat && b.id !== boat)!;
      const at = v.state.order.indexOf(other.id);
      // which of the two: the second once the other has moved this round
      if (at >= 0 && at < v.state.turnIndex) {
        await expect(page.getByTestId('hand-over-two')).toHaveText(new RegExp(`^Your second boat this round: the ${other.id} one has moved\\.$`));
        sawSecond = true;
      } else if (at > v.state.turnIndex) await expect(page.getByTestId('hand-over-two')).toHaveText(`Your ${other.id} boat moves later this round.`);
      const theirs = owed.filter((o) => o.owner === seat);
      await expect(page.getByTestId('hand-over-pushed')).toHaveCount(theirs.length);
      for (const o of theirs) await expect(page.getByTestId('hand-over-pushed').filter({ hasText: `your ${o.boat} boat was pushed by` })).toHaveCount(1);
      if (theirs.length) {
        await shot(page, 'words18-cover-pushed');
        sawPushed = true;
        owed = owed.filter((o) => o.owner !== seat);
      }
      await page.getByTestId('hand-over-start').click();
      await expect(cover).toHaveCount(0);
      continue;
    }
    const before = await readView(page);
    const done = await playDecision(page, { push: true });
    if (done.pushed) {
      const mover = before.state.boats.find((b) => b.id === (before.pending as { boat: string }).boat)!;
      const after = await readView(page);
      const moved = after.state.boats.filter((b) => b.owner !== mover.owner && JSON.stringify(b.pos) !== JSON.stringify(before.state.boats.find((x) => x.id === b.id)!.pos));
      for (const b of moved) if (!owed.some((o) => o.boat === b.id)) owed.push({ boat: b.id, owner: b.owner });
    }
  }
  expect(sawSecond).toBe(true);
  expect(sawPushed).toBe(true);
  expect(pageErrors).toEqual([]);
});

