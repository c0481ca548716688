/**
 * `npm run backup -- FILE [--force]`: a consistent copy of the running
 * server's SQLite database in FILE, checked, with what it holds printed
 * (docs/operations.md "Backups and restore"). Needs no stop of the server.
 */
import { runCommand, readArguments, operatorPath } from './cli.js';
import { backupDatabase, databaseFile, describeSummary, formatBytes } from './sqlite-backup.js';

const USAGE = 'npm run backup -- FILE [--force]   (--force replaces FILE if it exists)';

await runCommand('Backup', async () => {
  const args = readArguments(process.argv.slice(2), USAGE, ['--force']);
  if (args === 'help') return [`Copies the server's SQLite database (DATABASE_PATH) to FILE while it runs.`, `Usage: ${USAGE}`];
  const source = databaseFile(process.env, process.cwd(), 'pg_dump');
  const report = await backupDatabase(source, operatorPath(args.file), { force: args.flags.has('--force') });
  return [
    `Backed up ${report.source} to ${report.file} in ${(report.ms / 1000).toFixed(2)} s (${formatBytes(report.copy.bytes)}).`,
    ...describeSummary(report.copy),
  ];
});
