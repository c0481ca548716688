/**
 * `npm run restore -- FILE`: puts a backup in place of the server's SQLite
 * database, with the server stopped; the database in use before is kept
 * beside it as `<database>.before-restore-<time>` (docs/operations.md "Backups and restore").
 */
import { runCommand, readArguments, operatorPath } from './cli.js';
import { databaseFile, describeSummary, restoreDatabase } from './sqlite-backup.js';

const USAGE = 'npm run restore -- FILE   (with the server stopped)';

await runCommand('Restore', () => {
  const args = readArguments(process.argv.slice(2), USAGE, []);
  if (args === 'help') return [`Replaces the server's SQLite database (DATABASE_PATH) with the backup FILE. Stop the server first.`, `Usage: ${USAGE}`];
  const database = databaseFile(process.env, process.cwd(), 'pg_restore');
  const report = restoreDatabase(operatorPath(args.file), database);
  return [
    `Restored ${report.file} to ${report.database}.`,
    ...describeSummary(report.restored),
    report.setAside
      ? `The database in use before is kept at ${report.setAside}${report.damaged ? ` (it could not be read: ${report.damaged})` : ''}; delete it once the restore is confirmed.`
      : 'There was no database there before.',
    'Start the server again (npm start). Devices notice the server went back in time and fetch everything again, keeping the changes they have not sent yet.',
  ];
});
