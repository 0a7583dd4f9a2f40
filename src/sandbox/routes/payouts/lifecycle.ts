import { payoutTimings as t } from './testValues.ts';

/** Every outcome of either flow (the spec's two lists together). */
export type PayoutOutcome =
  | 'requestReceived'
  | 'requested'
  | 'pending'
  | 'approved'
  | 'disbursed'
  | 'refused'
  | 'error'
  | 'queryRequired';

export type PayoutFlow = 'basicDisbursement' | 'fastAccess';

/** From `afterMs` (since `receivedAt`) on, the payout's outcome is `outcome`, until the next step. */
export interface Step {
  readonly afterMs: number;
  readonly outcome: PayoutOutcome;
}

/**
 * Everything the simulator decides when a payout is accepted. A `queryRequired` payout keeps that outcome on its
 * resource; its real outcome is only told by the update, from `update.availableAfterMs` on.
 */
export interface PayoutPlan {
  readonly steps: readonly Step[];
  readonly update?: { readonly availableAfterMs: number; readonly steps: readonly Step[] };
}

const at = (afterMs: number, outcome: PayoutOutcome): Step => ({ afterMs, outcome });

const approvedWalk = [at(0, 'approved'), at(t.disbursedAfterMs, 'disbursed')];
const defaultWalk = [
  at(0, 'requested'),
  at(t.pendingAfterMs, 'pending'),
  at(t.approvedAfterMs, 'approved'),
  at(t.disbursedAfterMs, 'disbursed'),
];

const refusedNames = new Set(['REFUSED', 'REFUSED14', 'REFUSED54', 'REFUSED57', 'REFUSED61', 'REFUSED62']);

/** Fast-access steps chosen by the card holder name; `undefined` for QUERYREQUIRED. */
function fastAccessSteps(cardHolderName: string): readonly Step[] | undefined {
  if (cardHolderName === 'APPROVED') return approvedWalk;
  if (refusedNames.has(cardHolderName)) return [at(0, 'refused')];
  if (cardHolderName === 'ERROR') return [at(0, 'error')];
  if (cardHolderName === 'PENDINGAPPROVED') {
    return [at(0, 'pending'), at(t.pendingResolvedAfterMs, 'approved'), at(t.disbursedAfterMs, 'disbursed')];
  }
  if (cardHolderName === 'PENDINGREFUSED') return [at(0, 'pending'), at(t.pendingResolvedAfterMs, 'refused')];
  if (cardHolderName === 'PENDINGTIMEOUT') return [at(0, 'pending')];
  if (cardHolderName === 'QUERYREQUIRED') return undefined;
  return defaultWalk;
}

/**
 * The spec's one timed rule: `pending` with no update for 48 hours becomes `error`. Applied to any plan, so a
 * future scenario cannot forget it.
 */
function withPendingTimeout(steps: readonly Step[]): Step[] {
  const out: Step[] = [];
  for (const [i, step] of steps.entries()) {
    out.push(step);
    if (step.outcome !== 'pending') continue;
    const next = steps[i + 1]?.afterMs ?? Number.POSITIVE_INFINITY;
    const timeoutAt = step.afterMs + t.pendingTimeoutMs;
    if (next > timeoutAt) {
      out.push(at(timeoutAt, 'error'));
      break;
    }
  }
  return out;
}

/**
 * The spec shows a basic disbursement's update link in the `queryRequired` response itself, so that update must
 * exist from receipt; a fast-access one appears in a later poll.
 */
function queryRequired(flow: PayoutFlow, steps: readonly Step[]): PayoutPlan {
  const availableAfterMs = flow === 'basicDisbursement' ? 0 : t.updateAvailableAfterMs;
  return {
    steps: [at(0, 'queryRequired')],
    update: { availableAfterMs, steps: withPendingTimeout(steps) },
  };
}

/** Decides a new payout's life from the test values; amounts win over card holder names. */
export function planPayout(flow: PayoutFlow, amount: number, cardHolderName: string): PayoutPlan {
  if (amount === 310) return { steps: [at(0, 'refused')] };
  if (amount === 320) return { steps: [at(0, 'error')] };
  if (amount === 331) return queryRequired(flow, [at(0, 'refused')]);
  if (amount === 332) return queryRequired(flow, [at(0, 'error')]);
  if (flow === 'basicDisbursement') {
    const received = [at(0, 'requestReceived')];
    return amount === 330 ? queryRequired(flow, received) : { steps: received };
  }
  const byName = fastAccessSteps(cardHolderName);
  if (byName === undefined) return queryRequired(flow, approvedWalk);
  return amount === 330 ? queryRequired(flow, byName) : { steps: withPendingTimeout(byName) };
}

/** The outcome at `elapsedMs` after receipt: the last step already reached. */
export function outcomeAt(steps: readonly Step[], elapsedMs: number): PayoutOutcome {
  let outcome: PayoutOutcome = steps[0]?.outcome ?? 'error';
  for (const step of steps) if (step.afterMs <= elapsedMs) outcome = step.outcome;
  return outcome;
}
