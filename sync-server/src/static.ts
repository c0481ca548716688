/**
 * Serves the built PWA with an SPA fallback: hashed assets cached as immutable,
 * `index.html`, the service worker and the manifest never cached, so a new
 * version is always found.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const NEVER_CACHE = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

export function staticHandler(root: string) {
  const base = normalize(root + sep);
  return (c: Context) => {
    const index = join(base, 'index.html');
    if (!existsSync(index)) {
      return c.text('Front Desk RM: the app is not built yet. The API is running under /api; build the PWA with `npm run build`.', 503);
    }
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      // A malformed escape ('/%', overlong UTF-8 such as '%c0%ae') names no file: the client's mistake, not a 500.
      return c.text('Bad request: the address is not valid', 400);
    }
    const file = normalize(join(base, path));
    // Never leave the build folder, whatever '..' the path holds.
    const inside = file.startsWith(base);
    const found = inside && existsSync(file) && statSync(file).isFile();
    const target = found ? file : index;
    const name = target.slice(base.length);
    const headers: Record<string, string> = { 'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream' };
    if (NEVER_CACHE.has(name) || !found) headers['Cache-Control'] = 'no-cache';
    else if (name.startsWith(`assets${sep}`)) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
    else headers['Cache-Control'] = 'public, max-age=3600';
    return c.body(readFileSync(target), 200, headers);
  };
}
