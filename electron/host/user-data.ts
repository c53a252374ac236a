// Where saves, settings and logs live. The browser host uses the same folder as the Electron app
// (Electron's app.getPath('userData') for productName "Mississippi Queen"), so both share saves.
import os from 'node:os';
import path from 'node:path';

export const APP_DIR_NAME = 'Mississippi Queen';

export function defaultUserDataDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (env.MQ_USER_DATA) return path.resolve(env.MQ_USER_DATA);
  const home = os.homedir();
  if (platform === 'win32') return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), APP_DIR_NAME);
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', APP_DIR_NAME);
  return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), APP_DIR_NAME);
}
