/**
 * Serves the built PWA. A page the build prerendered is served as itself
 * (`/about` from `about.html`, `/` from `index.html`, every game code's login
 * from the login template); any other route gets the unprerendered shell,
 * `app.html`, which the app renders on the device. Hashed assets are cached as
 * immutable; HTML, the service worker and the manifest never, so a new version
 * is always found. Text is sent compressed: the build writes `.br` and `.gz`
 * beside each file, and anything without them is gzipped once and kept.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
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

/** Formats that shrink under gzip; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map']);
/** Below this a compressed body saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1024;

const NEVER_CACHE = new Set(['manifest.webmanifest']);
/**
 * A script beside the pages, not under assets/, is the service worker's: the worker itself and what it imports (its
 * static routes, workbox's runtime). The browser checks them for a new version through its HTTP cache, so they are
 * never kept there: an hour-old import would leave the new worker running the old one's code.
 */
const workerScript = (name: string, ext: string) => ext === '.js' && !name.includes(sep);

/** The shell for routes that need the device's data; the build writes it beside the prerendered pages. */
export const SHELL = 'app.html';
/** Every `/login/{gameCode}` shares one prerendered page; the code is read from the address once the script runs. */
const LOGIN_WITH_CODE = /^\/game\/revenue-management\/login\/[^/]+\/?$/;
const LOGIN_TEMPLATE = join('game', 'revenue-management', 'login', 'code.html');

interface Encoded {
  mtimeMs: number;
  size: number;
  gzip: Buffer<ArrayBuffer>;
}

export function staticHandler(root: string) {
  const base = normalize(root + sep);
  // On-the-fly gzip, done once per file version: builds without precompressed siblings, dev copies.
  const gzipped = new Map<string, Encoded>();

  const isFile = (file: string) => file.startsWith(base) && existsSync(file) && statSync(file).isFile();

  /** The file an address names, or the prerendered page for it, or null. */
  function resolve(path: string): string | null {
    const file = normalize(join(base, path));
    // Never leave the build folder, whatever '..' the path holds.
    if (!file.startsWith(base)) return null;
    if (isFile(file)) return file;
    if (path.endsWith('/') && isFile(join(file, 'index.html'))) return join(file, 'index.html');
    const trimmed = file.endsWith(sep) ? file.slice(0, -1) : file;
    if (!extname(trimmed) && isFile(`${trimmed}.html`)) return `${trimmed}.html`;
    if (LOGIN_WITH_CODE.test(path) && isFile(join(base, LOGIN_TEMPLATE))) return join(base, LOGIN_TEMPLATE);
    return null;
  }

  function body(c: Context, file: string): { data: Buffer<ArrayBuffer>; encoding?: 'br' | 'gzip' } {
    const ext = extname(file);
    const raw = readFileSync(file);
    if (!COMPRESSIBLE.has(ext) || raw.length < MIN_COMPRESS_BYTES) return { data: raw };
    const stat = statSync(file);
    // A compressed copy counts only if it is no older than the file: one edited after the build is sent as it is now.
    const fresh = (copy: string) => existsSync(copy) && statSync(copy).mtimeMs >= stat.mtimeMs;
    const accepts = (c.req.header('accept-encoding') ?? '').toLowerCase();
    if (/\bbr\b/.test(accepts) && fresh(`${file}.br`)) return { data: readFileSync(`${file}.br`), encoding: 'br' };
    if (!/\bgzip\b/.test(accepts)) return { data: raw };
    if (fresh(`${file}.gz`)) return { data: readFileSync(`${file}.gz`), encoding: 'gzip' };
    let kept = gzipped.get(file);
    if (!kept || kept.mtimeMs !== stat.mtimeMs || kept.size !== stat.size) {
      kept = { mtimeMs: stat.mtimeMs, size: stat.size, gzip: gzipSync(raw) };
      gzipped.set(file, kept);
    }
    return { data: kept.gzip, encoding: 'gzip' };
  }

  return (c: Context) => {
    // A build without prerendered pages (or from before them) has only index.html, which is then the shell.
    const shell = existsSync(join(base, SHELL)) ? join(base, SHELL) : join(base, 'index.html');
    if (!existsSync(shell)) {
      return c.text('Front Desk RM: the app is not built yet. The API is running under /api; build the PWA with `npm run build`.', 503);
    }
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      // A malformed escape ('/%', overlong UTF-8 such as '%c0%ae') names no file: the client's mistake, not a 500.
      return c.text('Bad request: the address is not valid', 400);
    }
    const found = resolve(path);
    const target = found ?? shell;
    const name = target.slice(base.length);
    const ext = extname(target);
    const headers: Record<string, string> = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' };
    if (ext === '.html' || NEVER_CACHE.has(name) || workerScript(name, ext)) headers['Cache-Control'] = 'no-cache';
    else if (name.startsWith(`assets${sep}`)) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
    else headers['Cache-Control'] = 'public, max-age=3600';
    const { data, encoding } = body(c, target);
    if (COMPRESSIBLE.has(ext)) headers['Vary'] = 'Accept-Encoding';
    if (encoding) headers['Content-Encoding'] = encoding;
    return c.body(data, 200, headers);
  };
}
