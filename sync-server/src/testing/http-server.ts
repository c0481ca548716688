/** Serves a harness's app over real HTTP on a free port. Test and benchmark support. */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import { withHotRead, type HotRead } from '../result-read.js';

/** Serves `app` as main.ts does: with the app's hot read in front when it is given (`createApp(...).hotRead`). */
export async function listen(app: Hono<any>, hotRead?: HotRead): Promise<{ url: string; close: () => Promise<void>; server: ServerType }> {
  return new Promise((resolve) => {
    const server = serve(
      { fetch: app.fetch, port: 0, hostname: '127.0.0.1', ...(hotRead ? { createServer: withHotRead(hotRead) } : {}) },
      (info: AddressInfo) => {
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          server,
          close: () =>
            new Promise<void>((done) => {
              (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
              server.close(() => done());
            }),
        });
      },
    );
  });
}

/** Reads server-sent events from a fetch response as parsed JSON payloads. */
export async function* readEvents(res: Response): AsyncGenerator<{ event: string; data: any }> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) yield { event, data: JSON.parse(data) };
    }
  }
}
