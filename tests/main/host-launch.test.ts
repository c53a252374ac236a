// The browser host's launch helpers: where user data lives and which browser opens the app window.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findChromium, hasDisplay } from '../../electron/host/browser.js';
import { defaultUserDataDir } from '../../electron/host/user-data.js';
import { tempDir } from './helpers.js';

describe('user-data folder', () => {
  it('matches Electron userData for productName "Mississippi Queen" on each OS', () => {
    const home = process.env.HOME ?? '';
    expect(defaultUserDataDir({ HOME: home }, 'linux')).toBe(path.join(home, '.config', 'Mississippi Queen'));
    expect(defaultUserDataDir({ XDG_CONFIG_HOME: '/x/cfg' }, 'linux')).toBe('/x/cfg/Mississippi Queen');
    expect(defaultUserDataDir({ APPDATA: 'C:\\Users\\p\\AppData\\Roaming' }, 'win32')).toBe(
      path.join('C:\\Users\\p\\AppData\\Roaming', 'Mississippi Queen'),
    );
    expect(defaultUserDataDir({}, 'darwin')).toMatch(/Library[/\\]Application Support[/\\]Mississippi Queen$/);
    expect(defaultUserDataDir({ MQ_USER_DATA: '/tmp/elsewhere' }, 'linux')).toBe('/tmp/elsewhere');
  });
});

describe('browser discovery', () => {
  it('finds an executable Chromium-family browser on PATH, or none', () => {
    const bin = tempDir();
    expect(findChromium('linux', { PATH: bin })).toBeNull();
    fs.writeFileSync(path.join(bin, 'google-chrome'), 'not executable');
    expect(findChromium('linux', { PATH: bin })).toBeNull();
    fs.chmodSync(path.join(bin, 'google-chrome'), 0o755);
    expect(findChromium('linux', { PATH: bin })).toBe(path.join(bin, 'google-chrome'));
    fs.writeFileSync(path.join(bin, 'chromium'), '', { mode: 0o755 });
    expect(findChromium('linux', { PATH: bin })).toBe(path.join(bin, 'chromium'));
  });

  it('only opens a window where there is a display', () => {
    expect(hasDisplay('linux', {})).toBe(false);
    expect(hasDisplay('linux', { DISPLAY: ':0' })).toBe(true);
    expect(hasDisplay('linux', { WAYLAND_DISPLAY: 'wayland-0' })).toBe(true);
    expect(hasDisplay('win32', {})).toBe(true);
  });
});
