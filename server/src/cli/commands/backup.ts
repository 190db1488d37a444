import path from 'node:path';
import type { Command } from 'commander';
import { loadConfig } from '../../config.ts';
import { sqliteFile } from '../../db/database.ts';
import { backupSqlite, restoreSqlite } from '../../db/sqlite-backup.ts';
import { CommandError, reportingFailure } from '../operator-runtime.ts';
import { printLine, type Terminal } from '../terminal.ts';

const postgresNote =
  '\nWith DATABASE_URL (PostgreSQL) use pg_dump / pg_restore instead; see docs/operations.md.';

/** The SQLite file of the configured store; `instead` says what to do on PostgreSQL. */
function configuredSqliteFile(terminal: Terminal, instead: string) {
  const config = loadConfig(terminal.env);
  if (config.databaseUrl) {
    throw new CommandError(`DATABASE_URL is set: ${instead} (docs/operations.md)`);
  }
  return sqliteFile(config.dataDir);
}

/** `backup FILE` and `restore FILE` for the SQLite store. */
export function addBackupCommands(program: Command, terminal: Terminal) {
  program
    .command('backup')
    .description('consistent copy of the SQLite database, safe while the server runs')
    .argument('FILE')
    .addHelpText('after', postgresNote)
    .action((file: string) =>
      reportingFailure(terminal, async () => {
        const database = configuredSqliteFile(terminal, 'back up PostgreSQL with pg_dump');
        await backupSqlite(database, path.resolve(file));
        printLine(terminal, `Backed up to ${path.resolve(file)}`);
      }),
    );

  program
    .command('restore')
    .description('put a backup back in place (stop the server first)')
    .argument('FILE')
    .addHelpText('after', postgresNote)
    .action((file: string) =>
      reportingFailure(terminal, async () => {
        const database = configuredSqliteFile(terminal, 'restore PostgreSQL with pg_restore');
        await restoreSqlite(path.resolve(file), database);
        printLine(terminal, `Restored ${path.resolve(file)}; start the server again.`);
      }),
    );
}
