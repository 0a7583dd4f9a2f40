export { StoreUnavailableError } from '../errors.ts';
export { type IdempotencyScope, idempotencyKey } from '../keys.ts';
export type {
  LedgerEntry,
  LedgerPage,
  LedgerPosition,
  LedgerRange,
  LedgerState,
  RequestLedger,
} from './ledger.ts';
export type { Distrust, IdempotencyStore, UnattendedClaim } from './store.ts';
