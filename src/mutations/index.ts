export { createCardOnFileSale } from './createCardOnFileSale.ts';
export { createPayout } from './createPayout.ts';
export { type ConflictReason, idempotencyConflict } from './errors.ts';
export { type IdempotentRequest, type IdempotentResult, runIdempotent } from './idempotent.ts';
