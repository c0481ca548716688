// `npm start`: builds what exists and says plainly what does not. The sync server
// (issue "Sync server") and the PWA (issue "Offline-first play") are not built yet,
// so nothing is served: this script must never pretend otherwise.
import { execFileSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
execFileSync(npm, ['run', 'build', '-w', 'engine'], { stdio: 'inherit' });

console.log(`
Front Desk RM: the game engine is built (engine/dist).

Only the engine exists so far. The sync server and the PWA are still to be
built, so no server was started and nothing is listening on any port.
Run \`npm test\` to exercise the engine's rules, machines and mutations.
`);
