// Maps a request path to a file of the built renderer (out/renderer), refusing anything that would
// escape the folder. Shared by Electron's app:// handler and the browser host.
import fs from 'node:fs';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.glb': 'model/gltf-binary',
  '.wasm': 'application/wasm',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file to serve for `urlPath` ("/assets/x.js"), or null when it does not exist or lies outside
 * `root`. Paths without an extension fall back to index.html (the renderer is a single page).
 */
export function resolveStatic(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const rootAbs = path.resolve(root);
  const candidate = path.resolve(rootAbs, '.' + path.posix.normalize('/' + decoded));
  if (candidate !== rootAbs && !candidate.startsWith(rootAbs + path.sep)) return null;
  if (isFile(candidate)) return candidate;
  if (path.extname(candidate) === '') {
    const index = path.join(rootAbs, 'index.html');
    return isFile(index) ? index : null;
  }
  return null;
}

function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}
