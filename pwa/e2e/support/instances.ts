/**
 * Several server instances on one throw-away PostgreSQL behind one address
 * (issue 20): a small round-robin proxy in front, as a load balancer would
 * be, that sends each request to an instance that is up and, when the one it
 * chose refuses the connection, to the next. `kill()` kills one instance
 * (SIGKILL, chosen by the seeded `pick`), `start()` starts every killed one
 * again; the address stays the same throughout.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { startPostgresCluster } from '@front-desk-rm/sync-server/testing/postgres-cluster';
import { freePort } from '@front-desk-rm/sync-server/testing/spawn-server';
import { startServer, type TestServer } from './server.js';

export interface Instances extends TestServer {
  /** Each instance's own address, and whether it is up. */
  instances(): { url: string; up: boolean }[];
}

export async function startInstances(
  options: { count?: number; env?: Record<string, string | undefined>; pick?: () => number; log?: (line: string) => void } = {},
): Promise<Instances> {
  const count = options.count ?? 2;
  const pick = options.pick ?? Math.random;
  const cluster = await startPostgresCluster();
  const env = { ...options.env, DATABASE_URL: await cluster.createDatabase() };
  // One after another: the first seeds the demo, the others find it.
  const servers: { server: TestServer; up: boolean }[] = [];
  for (let i = 0; i < count; i++) servers.push({ server: await startServer({ env }), up: true });

  let turn = 0;
  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer, tried: number) => {
    const live = servers.filter((s) => s.up);
    if (live.length === 0 || tried >= servers.length) {
      res.writeHead(502, { 'Content-Type': 'application/json' }).end(JSON.stringify({ success: false, message: 'No server instance is up' }));
      return;
    }
    const target = new URL(live[turn++ % live.length]!.server.url);
    const upstream = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      // An instance killed mid-answer (an event stream, say) ends the client's response too, which then reconnects.
      answer.on('error', () => res.destroy());
      answer.on('aborted', () => res.destroy());
    });
    upstream.on('error', () => {
      // Refused before it answered: the next instance takes the request, as a load balancer's retry would.
      if (!res.headersSent) forward(req, res, body, tried + 1);
      else res.destroy();
    });
    res.on('close', () => upstream.destroy());
    upstream.end(body);
  };
  const proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), 0));
  });
  const port = await freePort();
  await new Promise<void>((done) => proxy.listen(port, '127.0.0.1', done));

  return {
    url: `http://127.0.0.1:${port}`,
    instances: () => servers.map((s) => ({ url: s.server.url, up: s.up })),
    async kill() {
      const live = servers.filter((s) => s.up);
      const victim = live[Math.floor(pick() * live.length)];
      if (!victim) return;
      victim.up = false;
      await victim.server.kill();
      options.log?.(`instance ${servers.indexOf(victim) + 1} of ${servers.length} killed`);
    },
    async start() {
      for (const s of servers.filter((x) => !x.up)) {
        await s.server.start();
        s.up = true;
        options.log?.(`instance ${servers.indexOf(s) + 1} of ${servers.length} started again`);
      }
    },
    async redeploy(next) {
      // One at a time, as a rolling deploy: the others keep answering meanwhile.
      for (const s of servers) {
        s.up = false;
        await s.server.redeploy({ ...next, DATABASE_URL: env.DATABASE_URL });
        s.up = true;
      }
    },
    async stop() {
      proxy.closeAllConnections();
      await new Promise<void>((done) => proxy.close(() => done()));
      for (const s of servers) await s.server.stop();
      await cluster.stop();
    },
  };
}
