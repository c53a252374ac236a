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

/** Vite's built files: `/assets/name-<8-character content hash>.ext`; their content never changes under that name. */
const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/**
 * How long a browser may keep a file: a hashed build file for good (a new build has new names,
 * so the page never reparses the same 1.8 MB of script on every load), anything else (index.html,
 * which names the current build's files) checked again on every load.
 */
export function cacheControl(urlPath: string): string {
  const decoded = decodeUrlPath(urlPath);
  return decoded !== null && HASHED_ASSET.test(decoded) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The decoded path, or null when it is not valid percent-encoding (a client error, not a host failure) or holds NUL. */
export function decodeUrlPath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return null;
  }
  return decoded.includes('\0') ? null : decoded;
}

/**
 * The file to serve for `urlPath` ("/assets/x.js"), or null when it does not exist, the path is
 * malformed, or it lies outside `root`, also through a symbolic link: the real path is checked, so a
 * link in the folder cannot expose another file. Paths without an extension fall back to index.html
 * (the renderer is a single page).
 */
export function resolveStatic(root: string, urlPath: string): string | null {
  const decoded = decodeUrlPath(urlPath);
  if (decoded === null) return null;
  const rootAbs = path.resolve(root);
  const candidate = path.resolve(rootAbs, '.' + path.posix.normalize('/' + decoded));
  if (candidate !== rootAbs && !candidate.startsWith(rootAbs + path.sep)) return null;
  const file = realFileInside(rootAbs, candidate);
  if (file) return file;
  if (path.extname(candidate) === '') return realFileInside(rootAbs, path.join(rootAbs, 'index.html'));
  return null;
}

/** `p`'s real path when it is a file whose real path lies inside root's real path, else null. */
function realFileInside(root: string, p: string): string | null {
  try {
    const realRoot = fs.realpathSync(root);
    const real = fs.realpathSync(p);
    if (!real.startsWith(realRoot + path.sep)) return null;
    return fs.statSync(real).isFile() ? real : null;
  } catch {
    return null;
  }
}
