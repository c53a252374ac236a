// What can be measured of words on screen: text clipped by a box that hides overflow, sticking out
// of its button or wrapping inside it, or widening the page; and, in the pseudo-locale, text that
// is not in it (a string outside the message catalogue). Shared by the pseudo-locale pass and the
// walk through every screen in every language.
import type { Page } from '@playwright/test';

export interface TextProblem {
  text: string;
  problem: string;
  where: string;
}

/**
 * Every visible piece of text on the page measured against the boxes that hold it: a box that
 * hides overflow must contain the text (scrollWidth/clientWidth and bounding boxes), text in a
 * button stays 2 px inside its edges on one line, and the page never scrolls sideways.
 */
export async function textProblems(page: Page): Promise<TextProblem[]> {
  return page.evaluate(() => {
    const out: { text: string; problem: string; where: string }[] = [];
    const describe = (el: Element) => {
      const id = el.closest('[data-testid]')?.getAttribute('data-testid');
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}${id ? ` in [${id}]` : ''}`;
    };
    const hidden = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) === 0) return true;
      }
      const r = el.getBoundingClientRect();
      return r.width <= 1 || r.height <= 1; // visually hidden text for screen readers
    };
    const clips = (s: CSSStyleDeclaration) => s.overflowX !== 'visible' || s.overflowY !== 'visible';
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      const wide = [...document.body.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && e.children.length === 0);
      out.push({ text: wide.map((e) => e.textContent?.trim().slice(0, 40)).join(' | '), problem: `page is ${document.documentElement.scrollWidth}px wide`, where: 'html' });
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!text || !el || el.closest('svg, canvas, script, style, option, [aria-hidden="true"]') || hidden(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const t = range.getBoundingClientRect();
      if (t.width === 0) continue;
      // Scrolled out of view in a scrolling panel: not on screen, nothing to measure.
      let scroller: Element | null = el;
      while (scroller && scroller !== document.body && !/auto|scroll/.test(getComputedStyle(scroller).overflowY + getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      if (scroller && scroller !== document.body) {
        const r = scroller.getBoundingClientRect();
        if (t.bottom <= r.top + 1 || t.top >= r.bottom - 1) continue;
      }
      // Clipped: inside a box that hides overflow, the text must lie within that box.
      // A scrolling panel legitimately holds text partly out of view: from there up, only horizontal cuts count.
      let scrolled = false;
      let scrolledX = false;
      for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) {
        const s = getComputedStyle(box);
        const scrollsY = s.overflowY === 'auto' || s.overflowY === 'scroll';
        scrolled ||= scrollsY;
        if (!clips(s)) continue;
        const b = box.getBoundingClientRect();
        const cutX = t.left < b.left - 1 || t.right > b.right + 1;
        const cutY = !scrolled && (t.top < b.top - 1 || t.bottom > b.bottom + 1);
        const wider = s.overflowX !== 'auto' && s.overflowX !== 'scroll' && box.scrollWidth > box.clientWidth + 1;
        // Cut short with an ellipsis on purpose (a one-line header), the whole text in its title.
        if ((cutX || wider) && !cutY && s.textOverflow === 'ellipsis' && (box.getAttribute('title') ?? '').includes(text)) break;
        // A panel that scrolls sideways holds its text within reach (as a scrolling panel does
        // downwards): from there up, horizontal cuts do not count.
        scrolledX ||= s.overflowX === 'auto' || s.overflowX === 'scroll';
        if (scrolledX && !cutY && !wider) continue;
        if (cutX || cutY || wider) {
          out.push({ text, problem: `clipped by ${describe(box)} (text ${Math.round(t.width)}px, box ${Math.round(b.width)}px)`, where: describe(el) });
          break;
        }
      }
      // In a button: inside its edges with room to breathe; a short label stays on one line.
      const button = el.closest('button, [role="button"], [role="radio"], [role="tab"], a.button, label.button');
      // A badge pinned to a button's corner on purpose (a heading arrow's coal) is not its label.
      let pinned = false;
      for (let e: Element | null = el; e && e !== button; e = e.parentElement) pinned ||= getComputedStyle(e).position === 'absolute';
      if (button && !pinned) {
        const b = button.getBoundingClientRect();
        if (t.left < b.left + 2 || t.right > b.right - 2) {
          out.push({ text, problem: `touches or leaves its button (${Math.round(t.left - b.left)}px / ${Math.round(b.right - t.right)}px)`, where: describe(el) });
        }
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1 && text.split(/\s+/).length <= 4) out.push({ text, problem: `wraps onto ${lines.size} lines in its button`, where: describe(el) });
      }
    }
    return out;
  });
}

/** Text that is not in the pseudo-locale (no accented letters): a string outside the catalogue. */
export async function untranslated(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!el || el.closest('svg, script, style, input, textarea')) continue;
      if (/[A-Za-z]{4,}/.test(text) && !/[àçéîöûñŕšţ]/i.test(text)) found.add(text.slice(0, 60));
    }
    return [...found];
  });
}

/** Words cut in two across lines (a column narrowed below its longest word: "Импортированна / я"). */
export async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent ?? '';
      if (!el || el.closest('svg, canvas, script, style, option, input, textarea, [aria-hidden="true"]')) continue;
      for (const m of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        const r = document.createRange();
        r.setStart(node, m.index);
        r.setEnd(node, m.index + m[0].length);
        const lines = new Set([...r.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top)));
        if (lines.size > 1) out.add(m[0]);
      }
    }
    return [...out];
  });
}

/**
 * Menus whose chosen value is cut (a <select> draws it inside its own box, out of reach of the text
 * walk above): the value's width, in the menu's font, against the room between its paddings (the
 * arrow sits in the right one). Visible menus in `scope` (default: the whole page).
 */
export async function cutMenus(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((sel) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    const out: string[] = [];
    for (const menu of document.querySelector(sel)?.querySelectorAll('select') ?? []) {
      const s = getComputedStyle(menu);
      const text = menu.selectedOptions[0]?.textContent?.trim() ?? '';
      if (!text || menu.getBoundingClientRect().width <= 1 || s.visibility === 'hidden') continue;
      ctx.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      const room = menu.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      const need = ctx.measureText(text).width;
      const id = menu.getAttribute('data-testid') ?? menu.getAttribute('aria-label') ?? '?';
      if (need > room + 1) out.push(`${id}: "${text}" needs ${Math.round(need)}px, has ${Math.round(room)}px`);
    }
    return out;
  }, scope);
}
