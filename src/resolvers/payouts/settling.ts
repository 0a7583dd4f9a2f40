import type { PayoutsApi } from '../../datasources/index.ts';
import type { IdempotencyObserver } from '../../idempotency/index.ts';
import { type SettlePass, startSettlePass } from '../../idempotency/settlePass.ts';
import { settleUnattended } from '../../idempotency/settleUnattended.ts';
import type { Logger } from '../../logger.ts';
import type { IdempotencyStore, UnattendedClaim } from '../../stores/idempotency/index.ts';
import type { PayoutOwnership } from '../../stores/ownership/index.ts';
import { moneyOperations } from '../common/moneyOperations.ts';
import { payoutAnswers } from './answers.ts';
import { storedOwnership } from './ownership.ts';

/** What the payouts' settle pass works with. */
export interface PayoutSettling {
  readonly store: IdempotencyStore;
  readonly payouts: PayoutsApi;
  readonly logger: Logger;
  /** Told how each payout taken over ended (metrics). */
  readonly observer?: IdempotencyObserver | undefined;
  /** PAYOUT_SETTLE_EVERY_MS; 0: no pass. */
  readonly everyMs: number;
}

/**
 * The pass that settles payouts whose caller never came back (see `startSettlePass`), from the record of what was
 * sent that `createPayout` keeps with its claim: found by reference, the answer `createPayout` would have stored,
 * with its ownership record; or undefined when off (no timer, nothing read).
 */
export function payoutSettlePass(settling: PayoutSettling): SettlePass | undefined {
  const { store, payouts, logger, everyMs, observer } = settling;
  if (everyMs === 0) return undefined;
  return startSettlePass({
    store,
    logger,
    operation: moneyOperations.payout,
    everyMs,
    observer,
    settle: (claim: UnattendedClaim) => {
      const record = claim.intent;
      if (!isPayoutRecord(record)) throw new Error("a payout claim's intent is not a payout record");
      return settleUnattended({
        store,
        claim,
        recover: payoutAnswers(payouts, record).recover,
        ownedBy: storedOwnership(record),
      });
    },
  });
}

/** The shape `createdPayoutRecord` writes, as far as settling needs it (a newer gateway's record may hold more). */
function isPayoutRecord(intent: unknown): intent is PayoutOwnership {
  if (typeof intent !== 'object' || intent === null) return false;
  const { entity, transactionReference } = intent as Record<string, unknown>;
  return typeof entity === 'string' && typeof transactionReference === 'string';
}
