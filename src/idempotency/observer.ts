import type { ConflictReason } from './conflict.ts';
import type { UnattendedOutcome } from './settleUnattended.ts';

/**
 * Hears how money-moving requests were decided, e.g. to count them as metrics. `operation` is the idempotency
 * scope's operation (`payout`, `sale`): a fixed set named in code. Must not throw.
 */
export interface IdempotencyObserver {
  /** A request was answered with an earlier request's result; nothing was paid. */
  replayed(operation: string): void;
  /** A request was refused with IDEMPOTENCY_CONFLICT. */
  conflicted(operation: string, reason: ConflictReason): void;
  /** The settle pass ended a request nobody retried (see `settleUnattended`), or failed to (`failed`). */
  settled(operation: string, outcome: UnattendedOutcome | 'failed'): void;
}
