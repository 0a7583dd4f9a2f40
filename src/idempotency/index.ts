export type { ConflictReason } from './conflict.ts';
export type { IdempotencyObserver } from './observer.ts';
export type { UnattendedOutcome } from './settleUnattended.ts';
