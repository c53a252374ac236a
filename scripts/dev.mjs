// `npm run dev`: the vite dev server (hot reload) plus, for the API, Electron when installed or
// the browser host otherwise. In the browser case open the printed vite URL: its fragment holds the
// host's one-time launch code (never the token), exchanged through vite's /api proxy (HTTP and
// WebSocket) to the host.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createServer } from 'vite';
import { buildAll } from './build.mjs';
import { electronStatus, whyNoElectron } from './electron-path.mjs';
import { ensureElectronNative, ROOT } from './native-electron.mjs';

await buildAll({ quiet: true }); // main, preload and host bundles (the renderer comes from vite)
// Found without require('electron'), which would try to download a missing binary (Electron 42+).
const status = electronStatus();
const electron = status.state === 'installed' ? status.binary : null;
const children = [];
const stop = () => {
  for (const c of children) c.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

if (electron) {
  const vite = await createServer({ configFile: path.join(ROOT, 'vite.config.ts') });
  await vite.listen();
  const url = vite.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';
  const child = spawn(electron, ['.'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, MQ_DEV_URL: url, MQ_NATIVE_BINDING: ensureElectronNative() },
  });
  children.push(child);
  child.on('exit', stop);
} else {
  console.log(`${whyNoElectron(status)}; using the browser host.`);
  const host = spawn(process.execPath, [path.join(ROOT, 'out/host/index.mjs'), '--ready-json', ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(host);
  host.on('exit', stop);
  const ready = await new Promise((resolve) => {
    host.stdout.on('data', (buf) => {
      const m = /MQ_HOST_READY (.*)/.exec(String(buf));
      if (m) resolve(JSON.parse(m[1]));
    });
  });
  const target = ready.origin;
  const vite = await createServer({
    configFile: path.join(ROOT, 'vite.config.ts'),
    server: {
      proxy: {
        // The host checks Origin and Host: present the proxied requests as coming from its own origin.
        '/api': { target, ws: true, changeOrigin: true, headers: { origin: target } },
      },
    },
  });
  await vite.listen();
  const url = vite.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';
  const code = new URL(ready.url).hash; // #code=…, good once within a couple of minutes
  console.log(`Dev server: ${url.replace(/\/?$/, '/')}${code}  (works once; saves in ${ready.userDataDir})`);
}
