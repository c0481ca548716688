import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { spawnServer } from '/work/main/sync-server/dist/testing/spawn-server.js';
const server = await spawnServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox'] });
for (const path of process.argv.slice(2)) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const m = new Map();
  cdp.on('Network.responseReceived', (e) => e.type === 'Script' && m.set(e.requestId, { url: e.response.url.split('/').pop(), enc: e.response.headers['content-encoding'] }));
  cdp.on('Network.loadingFinished', (e) => m.has(e.requestId) && (m.get(e.requestId).bytes = e.encodedDataLength));
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  let total = 0; let gzt = 0;
  console.log('\n' + path);
  for (const v of m.values()) { const gz = gzipSync(readFileSync('/work/main/pwa/dist/assets/' + v.url)).length; gzt += gz; total += v.bytes; console.log(' ', v.url.padEnd(45), v.enc, (v.bytes / 1024).toFixed(1), 'gz', (gz/1024).toFixed(1)); }
  console.log('  total', (total / 1024).toFixed(1), 'gz', (gzt/1024).toFixed(1));
  await context.close();
}
await browser.close(); await server.stop();
