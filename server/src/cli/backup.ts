/** `npm run backup -- FILE` and `npm run restore -- FILE` for the SQLite store. */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { sqliteFile } from '../db/database.ts';
import { backupSqlite, restoreSqlite } from '../db/sqlite-backup.ts';

const [mode, file] = process.argv.slice(2);
const usage = `Usage:
  npm run backup -- FILE    consistent copy of the SQLite database, safe while the server runs
  npm run restore -- FILE   put a backup back in place (stop the server first)

With DATABASE_URL (PostgreSQL) use pg_dump / pg_restore instead; see docs/operations.md.`;

try {
  const config = loadConfig();
  if (!file || file === '--help' || file === '-h') {
    console.log(usage);
    process.exitCode = file ? 0 : 1;
  } else if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/operations.md)');
  } else if (mode === 'backup') {
    await backupSqlite(sqliteFile(config.dataDir), path.resolve(file));
    console.log(`Backed up to ${path.resolve(file)}`);
  } else {
    await restoreSqlite(path.resolve(file), sqliteFile(config.dataDir));
    console.log(`Restored ${path.resolve(file)}; start the server again.`);
  }
} catch (error) {
  console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
