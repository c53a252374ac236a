// The play screen's side panel as a player sees it during a turn (issues 14 and 15): nothing past the
// panel's drawn edge, every boat card whole in sight with a name of its own, the captions whole, the
// panel itself never scrolled. Shared by the layout specs (panel-layout, pseudo-locale, coal-note).
import type { Page } from '@playwright/test';

/** What does not fit, as short lines ("'Show all' 4 px past the panel's edge"); none when all is well. */
export async function panelFit(page: Page): Promise<string[]> {
  return [...(await panelFitIn(page)), ...(await confirmRowCut(page))];
}

function panelFitIn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const scroll = document.querySelector<HTMLElement>('.side-scroll')!;
    const side = document.querySelector<HTMLElement>('aside.side')!;
    if (scroll.scrollHeight - scroll.clientHeight > 1) out.push(`the panel scrolls (${scroll.scrollHeight - scroll.clientHeight} px)`);
    // the panel's edge as drawn: the right side of the boxes that show it (the decision's, the cards')
    const boxes = [...side.querySelectorAll<HTMLElement>('[data-testid="turn-input"], li.card')].filter((el) => el.offsetWidth > 0);
    const edge = Math.max(...boxes.map((el) => el.getBoundingClientRect().right));
    const left = Math.min(...boxes.map((el) => el.getBoundingClientRect().left));
    const label = (el: HTMLElement) => el.dataset.testid ?? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 20)}"`;
    for (const el of side.querySelectorAll<HTMLElement>('button, h3, select, [data-testid="turn-order"] li')) {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || getComputedStyle(el).visibility === 'hidden') continue;
      if (r.right > edge + 0.5) out.push(`${label(el)} ${Math.round(r.right - edge)} px past the panel's edge`);
      if (r.left < left - 0.5) out.push(`${label(el)} ${Math.round(left - r.left)} px left of the panel's edge`);
      // (a heading cut short by an ellipsis on purpose, its whole words in its tooltip, is not cut: text-fit's rule)
      const told = getComputedStyle(el).textOverflow === 'ellipsis' && (el.getAttribute('title') ?? '').includes((el.textContent ?? '').trim());
      if (el.scrollWidth > el.clientWidth + 1 && !told) out.push(`${label(el)} cut (${el.clientWidth} of ${el.scrollWidth} px)`);
    }
    // every boat card whole in its box and in the panel's view
    const box = document.querySelector<HTMLElement>('[data-testid="boat-cards"]')!.getBoundingClientRect();
    const view = scroll.getBoundingClientRect();
    const cards = [...side.querySelectorAll<HTMLElement>('li.card')];
    const whole = cards.filter((c) => {
      const r = c.getBoundingClientRect();
      return r.height > 0 && r.top >= Math.max(box.top, view.top, 0) - 1 && r.bottom <= Math.min(box.bottom, view.bottom, innerHeight) + 1;
    });
    if (whole.length < cards.length) out.push(`${whole.length} of ${cards.length} boat cards whole in sight`);
    // each card's name (and the colour line, where shown) tells its boat from the others
    const said = cards.map((c) => [...c.querySelectorAll<HTMLElement>('strong, .colour')].filter((e) => e.offsetWidth > 0).map((e) => e.textContent?.trim()).join(' '));
    const twice = said.filter((s, i) => said.indexOf(s) !== i);
    if (twice.length) out.push(`boat cards named alike: ${twice.join(' | ')}`);
    // the list of places (or ways): its heading and its "more below" sign drawn on top, under no
    // other control (the Confirm row is kept at the decision's foot); an entry cut by the list's
    // edge only with that sign in sight (play-test pt24: Russian at 1024x700, "Where to" cut
    // mid-entry and no sign; the pseudo-locale, the heading and the sign under the Confirm row)
    const onTop = (el: HTMLElement): boolean => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && (hit === el || el.contains(hit));
    };
    const heading = side.querySelector<HTMLElement>('[data-testid="turn-input"] h3');
    if (heading && heading.offsetWidth > 0 && !onTop(heading)) out.push(`the list's heading "${heading.textContent?.trim()}" under another control`);
    const sign = side.querySelector<HTMLElement>('[data-testid="dest-below"]');
    const signSeen = !!sign && sign.offsetWidth > 0 && onTop(sign);
    if (sign && sign.offsetWidth > 0 && !signSeen) out.push(`the list's "more below" sign under another control`);
    const list = side.querySelector<HTMLElement>('[data-testid="destinations"], [data-testid="ways"]');
    if (list) {
      // the list as seen: its box cut by every box round it that clips
      let top = list.getBoundingClientRect().top;
      let bottom = list.getBoundingClientRect().bottom;
      for (let e = list.parentElement; e && e !== document.body; e = e.parentElement) {
        if (getComputedStyle(e).overflowY === 'visible') continue;
        top = Math.max(top, e.getBoundingClientRect().top);
        bottom = Math.min(bottom, e.getBoundingClientRect().bottom);
      }
      const commit = side.querySelector<HTMLElement>('.input > .commit')?.getBoundingClientRect().top;
      if (commit !== undefined) bottom = Math.min(bottom, commit);
      const cut = [...list.querySelectorAll<HTMLElement>(':scope > li')].filter((li) => {
        const r = li.getBoundingClientRect();
        const seen = Math.min(r.bottom, bottom) - Math.max(r.top, top);
        return seen > 2 && seen < r.height - 2;
      });
      if (cut.length && !signSeen && cut.some((li) => li.getBoundingClientRect().bottom > bottom)) out.push(`an entry of the list cut at its foot with no "more below" sign in sight`);
    }
    return out;
  });
}

/**
 * The Confirm row's buttons not whole in sight ("confirm cut (4 px out of its box)"): each inside every
 * box round it that clips, and on top at the middle of its top and bottom edges (play-test pt28,
 * Italian at 1024x700: the row said cut by a few px at the decision's foot under the list of places
 * and its "more below" sign).
 */
export function confirmRowCut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const label = (el: HTMLElement) => el.dataset.testid ?? el.tagName.toLowerCase();
    for (const b of document.querySelectorAll<HTMLElement>('aside.side .input > .commit button')) {
      const r = b.getBoundingClientRect();
      if (r.width < 2 || getComputedStyle(b).visibility === 'hidden') continue;
      let bottom = innerHeight;
      let top = 0;
      for (let e = b.parentElement; e && e !== document.body; e = e.parentElement) {
        if (getComputedStyle(e).overflowY === 'visible') continue;
        const c = e.getBoundingClientRect();
        const border = parseFloat(getComputedStyle(e).borderBottomWidth) || 0;
        bottom = Math.min(bottom, c.bottom - border);
        top = Math.max(top, c.top);
      }
      // (the middle of its top and bottom edges: its rounded corners show its parent)
      const mid = r.left + r.width / 2;
      const covered = [r.top + 2, r.bottom - 2].filter((y) => {
        const hit = document.elementFromPoint(mid, y);
        return !hit || !(hit === b || b.contains(hit));
      });
      if (r.bottom > bottom + 0.5 || r.top < top - 0.5) out.push(`${label(b)} cut (${Math.round(Math.max(r.bottom - bottom, top - r.top))} px out of its box)`);
      else if (covered.length) out.push(`${label(b)} under another control`);
    }
    return out;
  });
}

/** Whether the list of places shows its first `n` entries (all, when fewer) whole in its box and the panel's view. */
export function placesInSight(page: Page, n: number): Promise<string[]> {
  return page.evaluate((want) => {
    const list = document.querySelector<HTMLElement>('[data-testid="destinations"]');
    if (!list) return ['no list of places'];
    const b = list.getBoundingClientRect();
    const view = document.querySelector<HTMLElement>('.side-scroll')!.getBoundingClientRect();
    const commit = document.querySelector<HTMLElement>('.input > .commit')?.getBoundingClientRect().top ?? innerHeight;
    const items = [...list.querySelectorAll<HTMLElement>(':scope > li')].slice(0, want);
    const seen = items.filter((li) => {
      const r = li.getBoundingClientRect();
      return r.height > 0 && r.top >= Math.max(b.top, view.top) - 1 && r.bottom <= Math.min(b.bottom, view.bottom, commit) + 1;
    });
    return seen.length < items.length ? [`${seen.length} of the first ${items.length} places whole in sight (the list ${Math.round(b.height)} px)`] : [];
  }, n);
}

/**
 * The log's lines in sight, each whole: not cut short by an ellipsis, not sliced by the log's box or
 * the window's foot (the newest says what just happened: fit26's one-line log under 740 px cut it).
 */
export function logLinesCut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ol = document.querySelector<HTMLElement>('[data-testid="game-log"]');
    if (!ol) return ['no log'];
    const box = ol.getBoundingClientRect();
    const out: string[] = [];
    let seen = 0;
    for (const li of ol.querySelectorAll<HTMLElement>('li')) {
      const r = li.getBoundingClientRect();
      if (r.height === 0 || r.bottom <= box.top + 0.5 || r.top >= box.bottom - 0.5) continue; // folded or scrolled away
      seen++;
      const said = `the log's line "${(li.textContent ?? '').trim().slice(0, 30)}"`;
      if (li.scrollWidth > li.clientWidth + 1) out.push(`${said} cut short`);
      if (r.top < box.top - 0.5 || r.bottom > Math.min(box.bottom, innerHeight) + 0.5) out.push(`${said} sliced by its box`);
    }
    if (!seen) out.push('no log line in sight');
    return out;
  });
}
