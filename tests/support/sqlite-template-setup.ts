import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { openStore, sqliteFile } from '../../server/src/db/database.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { makeTempFolder } from './temp-folders.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A SQLite store with every migration applied, closed: test servers start on a copy. */
    sqliteTemplate: string;
  }
}

/** Migrates a SQLite store once for the run, for the test servers to copy (auth-server.ts). */
export default async function setup(project: TestProject) {
  const folder = makeTempFolder('sqlite-template', project.getProvidedContext().tempRoot);
  const store = openStore({ dataDir: folder });
  try {
    await migrateToLatest(store.migrationDb);
  } finally {
    await store.close();
  }
  project.provide('sqliteTemplate', sqliteFile(folder));
  return () => rmSync(folder, { recursive: true, force: true });
}
