import { GraphQLError } from 'graphql';
import { errorCodes } from '../errors/index.ts';

/**
 * Why a money-moving mutation refused to run: the reference was used with other input, or the same request is
 * being carried out by another call right now (a concurrent duplicate, e.g. a double click or a client retry
 * that did not wait). Both are `IDEMPOTENCY_CONFLICT`; `extensions.reason` tells them apart.
 */
export type ConflictReason = 'DIFFERENT_INPUT' | 'IN_PROGRESS';

const messages: Record<ConflictReason, string> = {
  DIFFERENT_INPUT: 'This transactionReference was already used with different input.',
  IN_PROGRESS:
    'A request with this transactionReference and the same input is being processed. Retry it once that one ' +
    'has finished to get its result.',
};

/** `IDEMPOTENCY_CONFLICT` with the reason and the reference (never any other input). */
export function idempotencyConflict(reason: ConflictReason, transactionReference: string): GraphQLError {
  return new GraphQLError(messages[reason], {
    extensions: { code: errorCodes.IDEMPOTENCY_CONFLICT, reason, transactionReference },
  });
}
