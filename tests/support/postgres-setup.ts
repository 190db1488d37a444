import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openStore } from '../../server/src/db/database.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { migratedTemplate, startEmbeddedPostgres } from './embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/** Makes `migratedTemplate`: every migration applied, then closed to connections so it can be copied. */
async function createMigratedTemplate(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${migratedTemplate}`);
    const templateUrl = new URL(adminUrl);
    templateUrl.pathname = `/${migratedTemplate}`;
    const store = openStore({ dataDir: '', databaseUrl: templateUrl.href });
    try {
      await migrateToLatest(store.migrationDb);
    } finally {
      await store.close();
    }
    await admin.query(
      `alter database ${migratedTemplate} with is_template true allow_connections false`,
    );
  } finally {
    await admin.end();
  }
}

/**
 * One PostgreSQL cluster for the whole run, with a database migrated once: each server under test
 * gets a copy of it (`create database … template`), or an empty one where migrating is the test.
 */
export default async function setup(project: TestProject) {
  const postgres = await startEmbeddedPostgres(project.getProvidedContext().tempRoot);
  await createMigratedTemplate(postgres.adminUrl);
  project.provide('postgresAdminUrl', postgres.adminUrl);
  return () => postgres.stop();
}
