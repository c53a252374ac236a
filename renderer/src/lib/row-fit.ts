// A row of controls kept to one line where it can (issue 14, pseudo-locale at 1024x700: the Confirm
// row took two lines and the hint button two more, and the list of places had no room left): the
// row is marked `tight` while its controls, in their own words, would take a second line or wrap
// inside; its CSS then says the short forms (icons with their names as tooltips, a short word).

/** Whether the row's controls lie on more than one line, or a control's words wrap inside it. */
export function rowWraps(row: HTMLElement): boolean {
  const kids = [...row.children].filter((c): c is HTMLElement => c instanceof HTMLElement && c.offsetWidth > 0);
  if (kids.length === 0) return false;
  const top = kids[0]!.getBoundingClientRect().top;
  if (kids.some((k) => Math.abs(k.getBoundingClientRect().top - top) > 2)) return true;
  for (const b of row.querySelectorAll<HTMLElement>('button, label')) {
    if (b.offsetWidth === 0) continue;
    const range = document.createRange();
    range.selectNodeContents(b);
    const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    if (lines.size > 1) return true;
  }
  return false;
}

/** Svelte action: marks the row `tight` now and again when its width or its words change. */
export function fitRow(row: HTMLElement) {
  let frame = 0;
  let width = -1;
  const lay = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      width = row.clientWidth;
      row.classList.remove('tight');
      row.classList.toggle('tight', rowWraps(row));
    });
  };
  // (its own change of form changes its height only: a new width or new words measure it again)
  const ro = new ResizeObserver(() => {
    if (row.clientWidth !== width) lay();
  });
  ro.observe(row);
  const mo = new MutationObserver(lay);
  mo.observe(row, { subtree: true, characterData: true, childList: true });
  // (a short window sets smaller words at the same width)
  window.addEventListener('resize', lay);
  lay();
  return {
    destroy() {
      cancelAnimationFrame(frame);
      ro.disconnect();
      mo.disconnect();
      window.removeEventListener('resize', lay);
    },
  };
}
