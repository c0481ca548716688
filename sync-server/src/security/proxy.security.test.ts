/**
 * The server behind a forwarding proxy of the test's own (issue 51, item 1): a
 * hotel group's rooms reach it through one proxy, so every tablet arrives from
 * one peer address. With `TRUST_PROXY=1` each client is counted by the address
 * the proxy saw, so one room does not lock out another; without it the header
 * is ignored, so no client can choose its own address, through the proxy or
 * straight to the server.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_GAME_CODE } from '../seed.js';
import { startServedHarness } from '../testing/harness.js';

/** The header a test uses to say which client behind the proxy sends a request; the proxy turns it into the address it saw. */
const CLIENT = 'x-test-client';

/** A forwarding proxy: it appends the client's address to X-Forwarded-For, as nginx's `$proxy_add_x_forwarded_for` does. */
async function startProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const to = new URL(target);
  const server: Server = createServer((req: IncomingMessage, res) => {
    const seen = String(req.headers[CLIENT] ?? req.socket.remoteAddress);
    const prior = req.headers['x-forwarded-for'];
    const headers: Record<string, string | string[] | undefined> = {
      ...req.headers,
      host: to.host,
      'x-forwarded-for': prior ? `${String(prior)}, ${seen}` : seen,
    };
    delete headers[CLIENT];
    const upstream = request({ host: to.hostname, port: to.port, path: req.url, method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

/** A server allowing 3 joins per address in the window, behind a proxy; `trustProxy` as given. */
async function behindProxy(trustProxy: number) {
  const served = await startServedHarness({ limits: { joinPerWindow: 3, loginPerWindow: 1000 }, trustProxy });
  closing.push(() => served.close());
  const proxy = await startProxy(served.url);
  closing.push(() => proxy.close());
  /** A participant's login by game code, as one client behind the proxy (or straight to the server), with any headers it adds. */
  const join = async (via: string, email: string, headers: Record<string, string> = {}) =>
    (
      await fetch(`${via}/api/user/login/${DEMO_GAME_CODE}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ email }),
      })
    ).status;
  return { served, proxy, join };
}

const PLAYERS = ['priya.nair@demo.frontdeskrm.test', 'arjun.mehta@demo.frontdeskrm.test', 'rohan.das@demo.frontdeskrm.test'];

describe('behind a forwarding proxy', () => {
  it('with TRUST_PROXY=1 counts each client by its own address: ten rooms through one proxy, no lockout', async () => {
    const { proxy, join } = await behindProxy(1);
    const statuses: number[] = [];
    for (let room = 1; room <= 10; room++) for (const email of PLAYERS) statuses.push(await join(proxy.url, email, { [CLIENT]: `203.0.113.${room}` }));
    expect(statuses).toEqual(Array(30).fill(200));
    // One client past its own allowance is stopped, and only that one.
    expect(await join(proxy.url, PLAYERS[0]!, { [CLIENT]: '203.0.113.1' })).toBe(429);
    expect(await join(proxy.url, PLAYERS[0]!, { [CLIENT]: '203.0.113.11' })).toBe(200);
  });

  it('with TRUST_PROXY=1 reads the address the proxy saw, never one the client wrote in front of it', async () => {
    const { proxy, join } = await behindProxy(1);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push(await join(proxy.url, PLAYERS[0]!, { [CLIENT]: '198.51.100.7', 'X-Forwarded-For': `192.0.2.${i}` }));
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('without TRUST_PROXY ignores X-Forwarded-For: behind the proxy every client is the proxy, and no client picks its own address', async () => {
    const { served, proxy, join } = await behindProxy(0);
    // Through the proxy: one peer address, one allowance (the lockout TRUST_PROXY is there to lift).
    const through: number[] = [];
    for (let room = 1; room <= 4; room++) through.push(await join(proxy.url, PLAYERS[0]!, { [CLIENT]: `203.0.113.${room}` }));
    expect(through).toEqual([200, 200, 200, 429]);
    // Straight to the server with a new forged address each time: still one client.
    const forged: number[] = [];
    for (let i = 0; i < 4; i++) forged.push(await join(served.url, PLAYERS[1]!, { 'X-Forwarded-For': `192.0.2.${i}` }));
    expect(forged).toEqual([429, 429, 429, 429]);
  });
});
