import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/** One PostgreSQL cluster for the whole run; each server under test gets its own database. */
export default async function setup(project: TestProject) {
  const postgres = await startEmbeddedPostgres();
  project.provide('postgresAdminUrl', postgres.adminUrl);
  return () => postgres.stop();
}
