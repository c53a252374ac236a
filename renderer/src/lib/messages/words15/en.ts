// English strings added by the words play-test (issue 15): key caps, spread into ../en.ts.
export const words15En = {
  // key caps as printed on the language's keyboards (the Rules screen's keyboard table)
  'keys.tab': 'Tab',
  'keys.enter': 'Enter',
  'keys.backspace': 'Backspace',
  'keys.esc': 'Esc',
};
