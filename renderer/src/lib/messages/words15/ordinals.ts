// Places as ordinals ("1st", "2nd", "1er", "2e"), as ICU selectordinal on {n}, with the words
// around the number inside each branch so the message stays one phrase.
/** English: "1st", "2nd", "3rd", "4th", "11th", "21st". */
export const ordinalEn = (before = '', after = '') =>
  `{n, selectordinal, one {${before}#st${after}} two {${before}#nd${after}} few {${before}#rd${after}} other {${before}#th${after}}}`;
/** French: "1er" (or "1re" for a feminine noun), then "2e", "3e". */
export const ordinalFr = (before = '', after = '', feminine = false) =>
  `{n, selectordinal, one {${before}#${feminine ? 're' : 'er'}${after}} other {${before}#e${after}}}`;
