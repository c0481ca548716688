import { chromium } from '@playwright/test';
import { spawnServer } from '../../sync-server/dist/testing/spawn-server.js';
const server = await spawnServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
for (const path of process.argv.slice(2)) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => { window.__loaf = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__loaf.push({ start: Math.round(e.startTime), dur: Math.round(e.duration), block: Math.round(e.blockingDuration), render: Math.round(e.renderStart ? e.startTime + e.duration - e.renderStart : 0), style: Math.round(e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0), scripts: e.scripts.map((s) => `${s.invoker} ${s.sourceURL.split('/').pop()} ${Math.round(s.duration)}ms`) }); }).observe({ type: 'long-animation-frame', buffered: true }); });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  console.log(path);
  for (const f of await page.evaluate(() => window.__loaf)) if (f.block > 0) console.log(' ', JSON.stringify(f));
  await context.close();
}
await browser.close(); await server.stop();
