export { type ConflictReason, idempotencyConflict } from './conflict.ts';
export type { IdempotencyObserver } from './observer.ts';
export { type IdempotentRequest, runIdempotent } from './runIdempotent.ts';
