import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { spawnServer } from '../../sync-server/dist/testing/spawn-server.js';
const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const server = await spawnServer();
try {
  for (const path of process.argv.slice(2)) {
    execFileSync(process.execPath, [cli, server.url + path, '--quiet', '--only-categories=performance,accessibility,best-practices', '--output=json', '--output-path=/tmp/lh.json', '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: 'inherit' });
    const r = JSON.parse(readFileSync('/tmp/lh.json', 'utf8'));
    const a = r.audits;
    console.log(path, 'perf', r.categories.performance.score * 100, 'a11y', r.categories.accessibility.score * 100, 'bp', r.categories['best-practices'].score * 100);
    for (const k of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive']) console.log('  ', k, a[k].displayValue, a[k].score);
    console.log('  bootup', JSON.stringify(a['bootup-time'].details?.items?.slice(0, 6).map((i) => [i.url.split('/').pop(), Math.round(i.total), Math.round(i.scripting)])));
    console.log('  mainthread', JSON.stringify(a['mainthread-work-breakdown'].details?.items?.map((i) => [i.group, Math.round(i.duration)])));
    console.log('  long tasks', JSON.stringify(a['long-tasks']?.details?.items?.slice(0, 6).map((i) => [i.url.split('/').pop(), Math.round(i.duration), Math.round(i.startTime)])));
    console.log('  lcp element', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet));
    console.log('  cls', JSON.stringify(a['layout-shifts']?.details?.items?.slice(0,3).map(i=>[i.node?.snippet?.slice(0,80), i.score])));
  }
} finally { await server.stop(); }
