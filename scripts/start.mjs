// `npm start`: builds the engine and the sync server, then serves the API (and the
// PWA once it is built) on one port over SQLite, seeding demo data on first start.
import { execFileSync, spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
execFileSync(npm, ['run', 'build'], { stdio: 'inherit' });

const server = spawn(process.execPath, ['--enable-source-maps', 'sync-server/dist/main.js'], { stdio: 'inherit' });
// Pass Ctrl+C and termination on to the server so it closes the database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
