import { inject } from 'vitest';
import { createEmptyDatabase } from '../../scripts/privatePostgres.ts';

/**
 * What production requires of the money records' store (config.ts): a database and a fingerprint key; and the
 * key that signs payout ids (src/identity/settings.ts). For tests
 * that only load a production configuration, never connecting.
 */
export const durableRecords = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused',
  IDEMPOTENCY_FINGERPRINT_KEY: 'production-test-fingerprint-key-0123456789',
  GLOBAL_ID_KEY: 'production-test-global-id-key-0123456789',
} as const;

/** The same for a gateway that starts: a fresh database of its own on the test run's PostgreSQL. */
export async function durableRecordsDatabase(): Promise<Record<keyof typeof durableRecords, string>> {
  return { ...durableRecords, DATABASE_URL: await createEmptyDatabase(inject('postgresUrl')) };
}
