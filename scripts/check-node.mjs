// Checks run before `npm start` builds anything. An unsupported Node, or a better-sqlite3 installed under another
// Node, would otherwise end in a segmentation fault (better-sqlite3 13's Node-API 10 binary on a Node without
// Node-API 10) or a NODE_MODULE_VERSION stack trace from deep inside the server; both say what to run instead.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Exits with a message saying what to do when this Node cannot run the server; returns when it can. */
export function checkNode(root) {
  const wanted = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
  if (!satisfies(process.versions.node, wanted)) {
    fail(`Front Desk RM needs Node ${wanted}; this is Node ${process.versions.node}. Install Node 24 (or the latest 22), then run \`npm ci\`.`);
  }
  // In a child process, since a native module that does not fit this Node can take the whole process down.
  const probe = spawnSync(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').prepare('SELECT 1').get()"], {
    cwd: join(root, 'sync-server'),
    encoding: 'utf8',
  });
  if (probe.status === 0) return;
  if (/Cannot find module 'better-sqlite3'/.test(probe.stderr)) fail('better-sqlite3 is not installed. Run `npm ci`, then `npm start` again.');
  fail(
    `better-sqlite3 does not load on Node ${process.versions.node} (${reason(probe)}).\n` +
      'It was installed or built under another Node. Run `npm ci` with this Node, then `npm start` again.',
  );
}

function reason({ signal, stderr }) {
  if (signal) return `it stopped the process with ${signal}`;
  const [built, needed] = [...stderr.matchAll(/NODE_MODULE_VERSION (\d+)/g)].map((match) => match[1]);
  if (built && needed) return `its binary is for NODE_MODULE_VERSION ${built}, this Node runs ${needed}`;
  const line = stderr.split('\n').find((text) => /^\w*Error/.test(text.trim())) ?? stderr.trim().split('\n')[0];
  return line?.trim() || 'no message';
}

/** `version` meets a `>=major.minor` range, the only form the root package's `engines` uses. */
function satisfies(version, range) {
  const [major, minor] = version.split('.').map(Number);
  const [wantMajor, wantMinor = 0] = range.replace('>=', '').split('.').map(Number);
  return major > wantMajor || (major === wantMajor && minor >= wantMinor);
}

function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}
