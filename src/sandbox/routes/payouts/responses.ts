import type { SandboxContext } from '../../http/types.ts';
import { outcomeAt, type PayoutOutcome } from './lifecycle.ts';
import type { PayoutRecord } from './store.ts';

interface Link {
  readonly href: string;
}

/** The spec's payout response (B): outcome, receivedAt and HAL links with curies. */
export interface PayoutResponseBody {
  readonly outcome: PayoutOutcome;
  readonly receivedAt: string;
  readonly _links: {
    readonly 'payouts:payout': Link;
    readonly 'payouts:update'?: Link;
    readonly curies: readonly { readonly name: 'payouts'; readonly href: string; readonly templated: true }[];
  };
}

/** Absolute location of a payout (or of its update): both share the spec's `/payouts/{resource}` shape. */
export const payoutHref = (ctx: SandboxContext, id: string): string => `${ctx.baseUrl}/payouts/${id}`;

function body(
  ctx: SandboxContext,
  record: PayoutRecord,
  outcome: PayoutOutcome,
  update?: string,
): PayoutResponseBody {
  return {
    outcome,
    // toISOString always writes milliseconds and `Z`: the spec's fractional seconds in UTC.
    receivedAt: record.receivedAt.toISOString(),
    _links: {
      'payouts:payout': { href: payoutHref(ctx, record.id) },
      ...(update ? { 'payouts:update': { href: payoutHref(ctx, update) } } : {}),
      curies: [{ name: 'payouts', href: `${ctx.baseUrl}/rels/payouts/{rel}`, templated: true }],
    },
  };
}

const elapsedMs = (record: PayoutRecord, now: Date): number => now.getTime() - record.receivedAt.getTime();

/** True once the update of a `queryRequired` payout can be fetched. */
export function updateAvailable(record: PayoutRecord, now: Date): boolean {
  const update = record.plan.update;
  return update !== undefined && elapsedMs(record, now) >= update.availableAfterMs;
}

/**
 * The payout resource at `now`. The update link is shown on a `queryRequired` response once the update exists: a
 * basic disbursement's from the start (the spec puts it in the queryRequired response), a fast-access one's only
 * in a later poll (the spec: "in the polled response").
 */
export function payoutBody(ctx: SandboxContext, record: PayoutRecord, now: Date): PayoutResponseBody {
  const outcome = outcomeAt(record.plan.steps, elapsedMs(record, now));
  const showUpdate =
    outcome === 'queryRequired' && record.updateId !== undefined && updateAvailable(record, now);
  return body(ctx, record, outcome, showUpdate ? record.updateId : undefined);
}

/** The body of the `payouts:update` link: the real outcome at `now`. Callers check `updateAvailable` first. */
export function updateBody(ctx: SandboxContext, record: PayoutRecord, now: Date): PayoutResponseBody {
  const steps = record.plan.update?.steps ?? record.plan.steps;
  return body(ctx, record, outcomeAt(steps, elapsedMs(record, now)));
}
