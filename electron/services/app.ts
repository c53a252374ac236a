// App-level facts for the renderer: name, version, which host runs it, runtime versions.
import type { HostKind, ResponseOf } from '../api/contract.js';

export interface AppServiceOptions {
  name: string;
  version: string;
  host: HostKind;
  e2e: boolean;
  /** The system's preferred languages, best first (Electron's `app.getPreferredSystemLanguages()`). */
  systemLanguages?: readonly string[];
}

export class AppService {
  constructor(private readonly options: AppServiceOptions) {}

  info(): ResponseOf<'getAppInfo'> {
    const versions: Record<string, string> = { node: process.versions.node };
    for (const key of ['electron', 'chrome'] as const) {
      const v = process.versions[key];
      if (v) versions[key] = v;
    }
    return {
      name: this.options.name,
      version: this.options.version,
      host: this.options.host,
      platform: process.platform,
      versions,
      e2e: this.options.e2e,
      systemLanguages: [...(this.options.systemLanguages ?? [])].slice(0, 32),
    };
  }

  ping(nonce: string): ResponseOf<'ping'> {
    return { nonce, at: Date.now() };
  }
}
