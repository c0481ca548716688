import { request } from 'node:http';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from '../testing/http-server.js';
import { securityHeaders, workedOutSecurityHeaders } from './security-headers.js';

const OPTIONS = { crossOriginEmbedderPolicy: false, contentSecurityPolicy: { defaultSrc: ["'self'"] }, permissionsPolicy: { camera: false } };

/** The raw header lines of a GET over real HTTP: name (lower case) to every value sent. */
function rawHeaders(url: string): Promise<Map<string, string[]>> {
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      const lines = new Map<string, string[]>();
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        const name = res.rawHeaders[i]!.toLowerCase();
        lines.set(name, [...(lines.get(name) ?? []), res.rawHeaders[i + 1]!]);
      }
      res.resume();
      res.on('end', () => resolve(lines));
    })
      .on('error', reject)
      .end();
  });
}

function app(middleware: ReturnType<typeof securityHeaders>) {
  return new Hono()
    .use(middleware)
    .get('/plain', (c) => c.json({ ok: true }))
    .get('/framed', (c) => c.body('framed', 200, { 'X-Frame-Options': 'DENY', 'Content-Type': 'text/plain' }))
    .get('/refused', () => {
      throw new Error('refused');
    })
    .onError((_, c) => c.json({ success: false }, 500));
}

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

describe('the browser policies, worked out once', () => {
  it("sends what Hono's secureHeaders sends, once each, over Node and through app.request alike", async () => {
    const expected = [...(await app(secureHeaders(OPTIONS)).request('/plain')).headers];
    expect(expected.length).toBeGreaterThan(10);
    const ours = app(securityHeaders(workedOutSecurityHeaders(OPTIONS)));
    expect([...(await ours.request('/plain')).headers]).toEqual(expected);
    const served = await listen(ours);
    servers.push(served);
    for (const path of ['/plain', '/refused']) {
      const lines = await rawHeaders(served.url + path);
      for (const [name, value] of expected) {
        if (name === 'content-length') continue;
        expect(lines.get(name), `${path} ${name}`).toEqual([value]);
      }
    }
  });

  it('keeps a header the route sets itself, on either path', async () => {
    const ours = app(securityHeaders(workedOutSecurityHeaders(OPTIONS)));
    expect((await ours.request('/framed')).headers.get('x-frame-options')).toBe('DENY');
    const served = await listen(ours);
    servers.push(served);
    const lines = await rawHeaders(served.url + '/framed');
    expect(lines.get('x-frame-options')).toEqual(['DENY']);
    expect(lines.get('content-security-policy')).toEqual(["default-src 'self'"]);
  });
});
