// The main-process log: one line per entry in <userData>/logs/main.log, rotated by size
// (main.log → main.1.log → … → main.<keep>.log, the oldest dropped). Writes are synchronous so the
// last lines before a crash are on disk.
import fs from 'node:fs';
import path from 'node:path';

export type LogLevel = 'info' | 'warn' | 'error';

export interface LoggerOptions {
  maxBytes?: number;
  keep?: number;
  /** Also print to stderr (development, the browser host's terminal). */
  echo?: boolean;
}

export class Logger {
  readonly file: string;
  private size: number;
  private readonly maxBytes: number;
  private readonly keep: number;
  private readonly echo: boolean;

  constructor(
    readonly dir: string,
    options: LoggerOptions = {},
  ) {
    this.maxBytes = options.maxBytes ?? 1024 * 1024;
    this.keep = options.keep ?? 3;
    this.echo = options.echo ?? false;
    fs.mkdirSync(dir, { recursive: true });
    this.file = path.join(dir, 'main.log');
    this.size = fs.existsSync(this.file) ? fs.statSync(this.file).size : 0;
  }

  info(message: string, data?: unknown): void {
    this.write('info', message, data);
  }
  warn(message: string, data?: unknown): void {
    this.write('warn', message, data);
  }
  error(message: string, data?: unknown): void {
    this.write('error', message, data);
  }

  write(level: LogLevel, message: string, data?: unknown): void {
    const extra = data === undefined ? '' : ' ' + (typeof data === 'string' ? data : safeJson(data));
    const line = `${new Date().toISOString()} ${level.toUpperCase()} ${message}${extra}`.replace(/\n/g, '\n  ') + '\n';
    const bytes = Buffer.byteLength(line);
    if (this.size > 0 && this.size + bytes > this.maxBytes) this.rotate();
    try {
      fs.appendFileSync(this.file, line);
      this.size += bytes;
    } catch {
      // Logging must never take the app down (disk full, folder removed...).
    }
    if (this.echo) process.stderr.write(line);
  }

  private rotate(): void {
    try {
      fs.rmSync(this.rotated(this.keep), { force: true });
      for (let i = this.keep - 1; i >= 1; i--) {
        if (fs.existsSync(this.rotated(i))) fs.renameSync(this.rotated(i), this.rotated(i + 1));
      }
      fs.renameSync(this.file, this.rotated(1));
    } catch {
      // If rotation fails we keep appending to the current file rather than lose entries.
    }
    this.size = fs.existsSync(this.file) ? fs.statSync(this.file).size : 0;
  }

  private rotated(n: number): string {
    return path.join(this.dir, `main.${n}.log`);
  }
}

function safeJson(data: unknown): string {
  try {
    return JSON.stringify(data);
  } catch {
    return String(data);
  }
}
