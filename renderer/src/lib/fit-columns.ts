// A grid of buttons (the speeds) in as many columns as its words allow (issue 15, pseudo-locale at
// 1024x700: "+1 to turn" ran out of its button three to a row). The grid tries `most` columns, then
// one fewer while a button's words are wider than the button, down to `least`: long languages take
// another row rather than cut a word, short ones keep theirs.

/** Whether any button in the grid holds words wider than itself (its content overflows). */
function overflowing(grid: HTMLElement): boolean {
  return [...grid.children].some((b) => b.scrollWidth > b.clientWidth + 1);
}

/** Lays the grid out in the most columns (of `most`..`least`) in which no button's words overflow. */
export function layColumns(grid: HTMLElement, most: number, least: number): number {
  let n = most;
  grid.style.gridTemplateColumns = `repeat(${n}, minmax(0, 1fr))`;
  while (n > least && overflowing(grid)) {
    n -= 1;
    grid.style.gridTemplateColumns = `repeat(${n}, minmax(0, 1fr))`;
  }
  return n;
}

/** Svelte action: lays the grid out now and again when its width or its words change. */
export function fitColumns(grid: HTMLElement, opts: { most: number; least: number }) {
  let { most, least } = opts;
  let frame = 0;
  let width = -1;
  const lay = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      width = grid.clientWidth;
      layColumns(grid, most, least);
    });
  };
  // (its own column change resizes no width: only a new width or new words lay it out again)
  const ro = new ResizeObserver(() => {
    if (grid.clientWidth !== width) lay();
  });
  ro.observe(grid);
  const mo = new MutationObserver(lay);
  mo.observe(grid, { subtree: true, characterData: true, childList: true });
  // (a short window sets a speed's words on one line: another need at the same width)
  window.addEventListener('resize', lay);
  lay();
  return {
    update(next: { most: number; least: number }) {
      ({ most, least } = next);
      lay();
    },
    destroy() {
      cancelAnimationFrame(frame);
      ro.disconnect();
      mo.disconnect();
      window.removeEventListener('resize', lay);
    },
  };
}
