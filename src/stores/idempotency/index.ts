export { canonicalJson } from '../../json/canonicalJson.ts';
export { StoreUnavailableError } from '../errors.ts';
export { type IdempotencyScope, idempotencyKey } from '../keys.ts';
export { fingerprint } from './fingerprint.ts';
export type { LedgerEntry, LedgerPage, LedgerPosition, LedgerState, RequestLedger } from './ledger.ts';
export { MemoryIdempotencyStore } from './memoryStore.ts';
export { PostgresIdempotencyStore } from './postgresStore.ts';
export { RedisIdempotencyStore } from './redisStore.ts';
export type { Distrust, IdempotencyStore } from './store.ts';
