// A small, strict option parser: every option is declared, unknown ones are usage errors.
import { UsageError } from './errors.js';

export interface OptionSpec {
  /** 'string' takes a value (`--x v` or `--x=v`); 'flag' takes none. */
  type: 'string' | 'flag';
  description: string;
  placeholder?: string;
}

export interface Parsed {
  positionals: string[];
  options: Record<string, string | true>;
}

export function parseArgs(
  command: string,
  argv: readonly string[],
  spec: Record<string, OptionSpec>,
  positionals: { min: number; max: number },
): Parsed {
  const out: Parsed = { positionals: [], options: {} };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--') && a.length > 2) {
      const eq = a.indexOf('=');
      const name = eq >= 0 ? a.slice(2, eq) : a.slice(2);
      const s = spec[name];
      if (!s) throw new UsageError(`unknown option --${name}`, command);
      if (name in out.options) throw new UsageError(`--${name} given twice`, command);
      if (s.type === 'flag') {
        if (eq >= 0) throw new UsageError(`--${name} takes no value`, command);
        out.options[name] = true;
      } else {
        const v = eq >= 0 ? a.slice(eq + 1) : argv[++i];
        if (v === undefined || v === '') throw new UsageError(`--${name} needs a value`, command);
        out.options[name] = v;
      }
    } else {
      out.positionals.push(a);
    }
  }
  if (out.positionals.length < positionals.min)
    throw new UsageError(`expected ${positionals.min} argument(s), got ${out.positionals.length}`, command);
  if (out.positionals.length > positionals.max)
    throw new UsageError(`unexpected argument '${out.positionals[positionals.max]}'`, command);
  return out;
}

/** An integer option within bounds; `fallback` when absent. */
export function intOption(
  command: string,
  p: Parsed,
  name: string,
  lo: number,
  hi: number,
  fallback?: number,
): number {
  const v = p.options[name];
  if (v === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required`, command);
    return fallback;
  }
  if (v === true || !/^-?\d+$/.test(v)) throw new UsageError(`--${name} must be an integer, got '${String(v)}'`, command);
  const n = Number(v);
  if (n < lo || n > hi) throw new UsageError(`--${name} must be ${lo}..${hi}, got ${n}`, command);
  return n;
}

export function stringOption(p: Parsed, name: string): string | undefined {
  const v = p.options[name];
  return typeof v === 'string' ? v : undefined;
}

export function formatOptions(spec: Record<string, OptionSpec>): string {
  return Object.entries(spec)
    .map(([k, s]) => `  --${k}${s.type === 'string' ? ` ${s.placeholder ?? 'VALUE'}` : ''}`.padEnd(28) + s.description)
    .join('\n');
}
