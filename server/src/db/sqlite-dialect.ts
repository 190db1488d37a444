import type SQLite from 'better-sqlite3';
import { type DatabaseConnection, SqliteDialect, SqliteDriver, type SqliteDatabase } from 'kysely';

const maxCachedStatements = 500;

/**
 * Kysely prepares every query anew; the same few hundred SQL texts repeat, so their prepared
 * statements are kept (better-sqlite3 runs one at a time, so sharing them is safe).
 */
function withStatementCache(connection: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => connection.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = connection.prepare(sql);
        if (statements.size < maxCachedStatements) statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * SQLite rolls a transaction back by itself on some errors (a full disk, SQLITE_FULL; an I/O
 * error): the ROLLBACK that follows would fail with "cannot rollback - no transaction is active"
 * and be thrown in place of the error that says what happened. It is sent only while one is open.
 */
class RollbackWhileOpenDriver extends SqliteDriver {
  readonly #sqlite: SQLite.Database;

  constructor(sqlite: SQLite.Database, database: SqliteDatabase) {
    super({ database });
    this.#sqlite = sqlite;
  }

  override async rollbackTransaction(connection: DatabaseConnection) {
    if (this.#sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

/** Kysely's SQLite dialect on one better-sqlite3 connection. */
export class SqliteStoreDialect extends SqliteDialect {
  readonly #sqlite: SQLite.Database;
  readonly #database: SqliteDatabase;

  constructor(sqlite: SQLite.Database) {
    const database = withStatementCache(sqlite);
    super({ database });
    this.#sqlite = sqlite;
    this.#database = database;
  }

  override createDriver() {
    return new RollbackWhileOpenDriver(this.#sqlite, this.#database);
  }
}
