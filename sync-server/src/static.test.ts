import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './testing/harness.js';

let dist: string;
let h: Harness;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'fdrm-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'app.html'), '<!doctype html><title>Front Desk RM</title>');
  // Prerendered pages, as the build writes them.
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title><h1>Revenue, practised</h1>');
  writeFileSync(join(dist, 'about.html'), '<!doctype html><title>About</title><h1>About us</h1>');
  mkdirSync(join(dist, 'game', 'revenue-management', 'login'), { recursive: true });
  writeFileSync(join(dist, 'game', 'revenue-management', 'login.html'), '<h1>Sign in</h1>');
  writeFileSync(join(dist, 'game', 'revenue-management', 'login', 'code.html'), '<h1>Join a game</h1>');
  writeFileSync(join(dist, 'assets', 'big-1a2b3c.js'), `export const words = ${JSON.stringify('occupancy '.repeat(2000))};`);
  writeFileSync(join(dist, 'assets', 'pre-4d5e6f.js'), 'x'.repeat(4096));
  writeFileSync(join(dist, 'assets', 'pre-4d5e6f.js.br'), 'brotli bytes');
  writeFileSync(join(dist, 'assets', 'pre-4d5e6f.js.gz'), 'gzip bytes');
  writeFileSync(join(dist, 'sw.js'), 'importScripts("/sw-server-routes.js");');
  writeFileSync(join(dist, 'sw-server-routes.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dist, 'workbox-1a2b3c4d.js'), 'define([], () => {});');
  writeFileSync(join(dist, 'assets', 'app-3f2a1b.js'), 'console.log(1)');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
  h = await startHarness({ pwaDist: dist });
});
afterAll(async () => {
  await h.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string) => h.app.request(path);

describe('serving the built app', () => {
  it('caches hashed assets as immutable', async () => {
    const res = await get('/assets/app-3f2a1b.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('never caches a page, the service worker, the scripts it imports or the manifest', async () => {
    for (const path of ['/', '/index.html', '/about', '/app.html', '/sw.js', '/sw-server-routes.js', '/workbox-1a2b3c4d.js', '/manifest.webmanifest'])
      expect({ path, cache: (await get(path)).headers.get('cache-control') }).toEqual({ path, cache: 'no-cache' });
  });

  it('serves a prerendered page as itself, with or without a trailing .html', async () => {
    expect(await (await get('/')).text()).toContain('Revenue, practised');
    expect(await (await get('/about')).text()).toContain('About us');
    expect(await (await get('/about.html')).text()).toContain('About us');
    expect(await (await get('/game/revenue-management/login')).text()).toContain('Sign in');
  });

  it('answers every game code with the one login template', async () => {
    for (const code of ['DEMO26', 'ABC234', 'lower']) {
      expect(await (await get(`/game/revenue-management/login/${code}`)).text()).toContain('Join a game');
    }
    // Deeper paths under the login are not logins: the shell takes them.
    expect(await (await get('/game/revenue-management/login/DEMO26/extra')).text()).toContain('<title>Front Desk RM</title>');
  });

  it('sends text compressed when the client accepts it, and never an image', async () => {
    const plain = await get('/assets/big-1a2b3c.js');
    const raw = await plain.arrayBuffer();
    const res = await h.app.request('/assets/big-1a2b3c.js', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const zipped = Buffer.from(await res.arrayBuffer());
    expect(zipped.length).toBeLessThan(raw.byteLength / 10);
    expect(gunzipSync(zipped).toString()).toBe(Buffer.from(raw).toString());
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it("prefers the build's brotli, then its gzip, to compressing again", async () => {
    const br = await h.app.request('/assets/pre-4d5e6f.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe('brotli bytes');
    const gz = await h.app.request('/assets/pre-4d5e6f.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe('gzip bytes');
  });

  it('never sends a compressed copy older than the file, as when a release edits the service worker in place', async () => {
    const file = join(dist, 'assets', 'edited-7a8b9c.js');
    writeFileSync(file, 'y'.repeat(4096));
    writeFileSync(`${file}.br`, 'stale brotli');
    writeFileSync(`${file}.gz`, 'stale gzip');
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const res = await h.app.request('/assets/edited-7a8b9c.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe('y'.repeat(4096));
  });

  it('answers any other app route with the shell', async () => {
    const res = await get('/game/revenue-management/game/S1');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Front Desk RM</title>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('never serves a file from outside the build', async () => {
    const res = await get('/../../package.json');
    expect(await res.text()).toContain('<title>Front Desk RM</title>');
    expect((await get('/%2e%2e/%2e%2e/package.json')).headers.get('content-type')).toContain('text/html');
  });

  it('answers 400, not 500, to an address with a malformed escape', async () => {
    for (const path of ['/%', '/%zz', '/%c0%ae%c0%ae/package.json']) {
      const res = await get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
    }
  });

  it('keeps API answers JSON', async () => {
    expect((await get('/api/nothing')).status).toBe(404);
  });

  it('takes index.html as the shell in a build without prerendered pages', async () => {
    const plain = mkdtempSync(join(tmpdir(), 'fdrm-plain-'));
    writeFileSync(join(plain, 'index.html'), '<!doctype html><title>Plain shell</title>');
    const bare = await startHarness({ pwaDist: plain });
    try {
      expect(await (await bare.app.request('/game/revenue-management/game/S1')).text()).toContain('Plain shell');
    } finally {
      await bare.close();
      rmSync(plain, { recursive: true, force: true });
    }
  });

  it('says plainly when the app is not built', async () => {
    const bare = await startHarness({ pwaDist: join(dist, 'missing') });
    try {
      const res = await bare.app.request('/');
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('the app is not built yet');
    } finally {
      await bare.close();
    }
  });
});
