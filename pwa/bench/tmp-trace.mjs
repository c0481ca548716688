import { chromium } from '@playwright/test';
import { spawnServer } from '../../sync-server/dist/testing/spawn-server.js';
const server = await spawnServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
for (const path of process.argv.slice(2)) {
const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
const page = await context.newPage();
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
await page.goto(server.url + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const buf = await browser.stopTracing();
const events = JSON.parse(buf.toString()).traceEvents;
const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > 30000);
console.log(path);
for (const t of tasks) {
  const inside = events.filter((e) => e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.dur > 3000 && e.name !== 'RunTask');
  const sum = {};
  for (const e of inside) { const k = e.name + (e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop() : '') + (e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''); sum[k] = Math.max(sum[k] ?? 0, Math.round(e.dur / 1000)); }
  console.log(` task ${Math.round(t.dur / 1000)}ms`, JSON.stringify(Object.entries(sum).sort((a, b) => b[1] - a[1]).slice(0, 8)));
}
await context.close();
}
await browser.close(); await server.stop();
