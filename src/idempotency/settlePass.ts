import type { Logger } from '../logger.ts';
import {
  type IdempotencyStore,
  StoreUnavailableError,
  type UnattendedClaim,
} from '../stores/idempotency/index.ts';
import type { IdempotencyObserver } from './observer.ts';
import type { UnattendedOutcome } from './settleUnattended.ts';

/** Options of {@link startSettlePass}. */
export interface SettlePassOptions {
  readonly store: IdempotencyStore;
  readonly logger: Logger;
  /** The scope's operation whose records the pass settles (`payout`). */
  readonly operation: string;
  /**
   * Pause between two passes, and how long a record must have been left alone before a pass takes it (a retry may
   * be settling it right now; a record the last pass left unknown waits this long before the provider is asked
   * again).
   */
  readonly everyMs: number;
  /** Told how each record taken over ended (metrics). */
  readonly observer?: IdempotencyObserver | undefined;
  /** Settles one record taken over (see `settleUnattended`); rejects when the store fails. */
  readonly settle: (claim: UnattendedClaim) => Promise<UnattendedOutcome>;
}

/** A pass the gateway stops at shutdown, before the stores close. */
export interface SettlePass {
  close(): Promise<void>;
}

/**
 * Records taken per statement, settled together: at most this many provider queries in flight for the pass, and
 * batches per pass, so that a pass ends (a backlog after a long outage waits for the next ones).
 */
const batchSize = 16;
const batchesPerPass = 8;

/**
 * Settles, every `everyMs`, the money requests whose caller never came back: a payout whose answer was lost (the
 * provider slow or gone mid-request, the gateway stopped, the answer's write lost with the database) would
 * otherwise stay `OUTCOME_UNKNOWN` in `moneyRequests` until someone retried it or its record expired. Each process
 * runs one; the store hands a record to one of them at a time (`takeUnattended`). It never sends anything. The timer
 * does not keep the process alive.
 */
export function startSettlePass(options: SettlePassOptions): SettlePass {
  const { logger, operation, everyMs } = options;
  let running: Promise<void> | undefined;
  let stopped = false;
  const pass = async () => {
    for (let batch = 0; batch < batchesPerPass && !stopped; batch++) {
      const taken = await options.store.takeUnattended(operation, batchSize, everyMs);
      if (taken.length === 0) return;
      const outcomes = await Promise.all(taken.map((claim) => settleOne(options, claim)));
      for (const outcome of outcomes) options.observer?.settled(operation, outcome);
      tell(logger, operation, outcomes);
      if (taken.length < batchSize) return;
    }
  };
  const timer = setInterval(() => {
    // A pass still going (slow provider queries) is not joined by a second one.
    if (running) return;
    running = pass()
      .catch((err: unknown) => logFailure(logger, operation, err))
      .finally(() => {
        running = undefined;
      });
  }, everyMs).unref();
  return {
    close: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

async function settleOne(
  options: SettlePassOptions,
  claim: UnattendedClaim,
): Promise<UnattendedOutcome | 'failed'> {
  try {
    return await options.settle(claim);
  } catch (err) {
    logFailure(options.logger, options.operation, err);
    return 'failed';
  }
}

/** One line per pass that settled something: a lost answer found, or a key freed for its retry. */
function tell(logger: Logger, operation: string, outcomes: readonly (UnattendedOutcome | 'failed')[]): void {
  const count = (outcome: UnattendedOutcome | 'failed') => outcomes.filter((o) => o === outcome).length;
  const counts = {
    operation,
    completed: count('completed'),
    released: count('released'),
    unknown: count('unknown'),
    failed: count('failed'),
  };
  if (counts.completed + counts.released > 0)
    logger.info(counts, 'settled money requests whose caller did not retry');
  else logger.debug(counts, 'money requests whose caller did not retry are still unsettled');
}

/** The store down is said once by its health check (`StoreHealth`); anything else is worth a warning. */
function logFailure(logger: Logger, operation: string, err: unknown): void {
  const fields = { operation, err: err instanceof Error ? err.message : 'unknown' };
  if (err instanceof StoreUnavailableError) logger.debug(fields, 'settle pass: the store is unavailable');
  else logger.warn(fields, 'settle pass failed');
}
