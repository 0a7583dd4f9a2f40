export { idempotencyConflict } from './conflict.ts';
export { type IdempotentRequest, runIdempotent } from './runIdempotent.ts';
