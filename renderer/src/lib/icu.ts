// ICU MessageFormat helpers shared by the catalogue (i18n.ts), the pseudo-locale and the tests:
// old plural objects as ICU text, the arguments a message uses, and a printer that rewrites the
// literal text of a message while keeping its arguments, plurals and selects.
import { IntlMessageFormat } from 'intl-messageformat';
import type { Plural } from './messages/types.js';

export type Ast = ReturnType<IntlMessageFormat['getAst']>;
type El = Ast[number];

// Element types of @formatjs/icu-messageformat-parser.
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

/** An old-style plural object as one ICU plural on {n} (an explicit zero form becomes `=0`). */
export function icuText(msg: string | Plural): string {
  if (typeof msg === 'string') return msg;
  const forms = Object.entries(msg)
    .filter(([, text]) => text !== undefined)
    .map(([cat, text]) => `${cat === 'zero' ? '=0' : cat} {${text as string}}`);
  return `{n, plural, ${forms.join(' ')}}`;
}

export function parseMessage(text: string, locale = 'en'): Ast {
  return new IntlMessageFormat(text, locale, undefined, { ignoreTag: true }).getAst();
}

function optionsOf(el: El): Record<string, { value: Ast }> | null {
  return 'options' in el && el.options && typeof el.options === 'object' ? (el.options as Record<string, { value: Ast }>) : null;
}

/** Every argument a message uses, nested ones included (sorted, unique). */
export function argumentNames(ast: Ast): string[] {
  const names = new Set<string>();
  const walk = (els: Ast) => {
    for (const el of els) {
      if (el.type >= ARGUMENT && el.type <= PLURAL && 'value' in el && typeof el.value === 'string') names.add(el.value);
      for (const opt of Object.values(optionsOf(el) ?? {})) walk(opt.value);
    }
  };
  walk(ast);
  return [...names].sort();
}

/** The arguments that must be numbers: counts (plural, selectordinal), numbers, dates and times. */
export function numericArguments(ast: Ast): string[] {
  const names = new Set<string>();
  const walk = (els: Ast) => {
    for (const el of els) {
      if (el.type === PLURAL || el.type === NUMBER || el.type === DATE || el.type === TIME) names.add(el.value);
      for (const opt of Object.values(optionsOf(el) ?? {})) walk(opt.value);
    }
  };
  walk(ast);
  return [...names];
}

/** Quotes literal text so ICU reads it back as the same text. */
function quote(text: string, inPlural: boolean): string {
  let out = text.replace(/'/g, "''");
  out = out.replace(/[{}]/g, (c) => `'${c}'`);
  return inPlural ? out.replace(/#/g, "'#'") : out;
}

/** The message printed back as ICU text, with `literal` applied to every piece of plain text. */
export function printMessage(ast: Ast, literal: (text: string) => string, inPlural = false): string {
  let out = '';
  for (const el of ast) {
    if (el.type === LITERAL) out += quote(literal(el.value), inPlural);
    else if (el.type === ARGUMENT) out += `{${el.value}}`;
    else if (el.type === POUND) out += '#';
    else if (el.type === NUMBER || el.type === DATE || el.type === TIME) {
      const kind = el.type === NUMBER ? 'number' : el.type === DATE ? 'date' : 'time';
      const style = typeof el.style === 'string' ? `, ${el.style}` : '';
      out += `{${el.value}, ${kind}${style}}`;
    } else if (el.type === SELECT || el.type === PLURAL) {
      const opts = Object.entries(optionsOf(el) ?? {})
        .map(([k, o]) => `${k} {${printMessage(o.value, literal, el.type === PLURAL)}}`)
        .join(' ');
      const head = el.type === PLURAL ? `${el.pluralType === 'ordinal' ? 'selectordinal' : 'plural'}, ${el.offset ? `offset:${el.offset} ` : ''}` : 'select, ';
      out += `{${el.value}, ${head}${opts}}`;
    }
  }
  return out;
}
