import type { TestProject } from 'vitest/node';
import { startPrivatePostgres } from '../../scripts/privatePostgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server the tests share, each file in databases of its own (see `createEmptyDatabase`). */
    postgresUrl: string;
  }
}

/**
 * Vitest global set-up: unless POSTGRES_TEST_URL names a server to use, one private PostgreSQL is started for the
 * whole run (initdb in a temporary folder, a free port) and stopped after it. Tests that kill or restart the
 * database start their own with `startPrivatePostgres`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.POSTGRES_TEST_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return async () => {};
  }
  const postgres = await startPrivatePostgres();
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
