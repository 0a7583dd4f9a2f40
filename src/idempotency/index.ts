export { type ConflictReason, idempotencyConflict } from './conflict.ts';
export { type IdempotentRequest, type IdempotentResult, runIdempotent } from './runIdempotent.ts';
