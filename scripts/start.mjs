// `npm start`: builds the engine, the sync server and the PWA, then serves the API
// and the app on one port over SQLite, seeding demo data on first start.
import { execFileSync, spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNode } from './check-node.mjs';

checkNode(resolve(dirname(fileURLToPath(import.meta.url)), '..'));

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
execFileSync(npm, ['run', 'build'], { stdio: 'inherit' });

// The server's own Node flags, defined once beside it (read from the build just made).
const { SERVER_NODE_FLAGS } = await import('../sync-server/dist/node-flags.js');
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'sync-server/dist/main.js'], { stdio: 'inherit' });
// Pass Ctrl+C and termination on to the server so it closes the database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
