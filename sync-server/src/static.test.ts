import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './testing/harness.js';

let dist: string;
let h: Harness;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'fdrm-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Front Desk RM</title>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'assets', 'app-3f2a1b.js'), 'console.log(1)');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
  h = await startHarness({ pwaDist: dist });
});
afterAll(() => {
  h.close();
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

  it('never caches index.html, the service worker or the manifest', async () => {
    for (const path of ['/index.html', '/sw.js', '/manifest.webmanifest']) expect((await get(path)).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers any app route with index.html', async () => {
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

  it('says plainly when the app is not built', async () => {
    const bare = await startHarness({ pwaDist: join(dist, 'missing') });
    try {
      const res = await bare.app.request('/');
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('the app is not built yet');
    } finally {
      bare.close();
    }
  });
});
