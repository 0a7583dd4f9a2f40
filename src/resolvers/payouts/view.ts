import {
  type Payout,
  type PayoutMethod,
  type PayoutScheme,
  type PayoutUpdate,
  payoutOutcomes,
} from '../../datasources/payouts/models.ts';
import type { PayoutMethod as GraphQLPayoutMethod, PayoutOutcome } from '../../generated/resolvers.ts';
import type { PayoutState } from '../../loaders/payouts.ts';
import type { MaskedPayoutCard, PayoutOwnership } from '../../stores/ownership/index.ts';
import { enumReader } from '../common/enumNames.ts';

/**
 * What the `Payout` GraphQL type resolves from: a payout as we know it, without card data. Plain JSON (no
 * `undefined`, no class instances), because `createPayout` stores it in the idempotency store and replays it.
 */
export interface PayoutView {
  /** Origin-relative location of the payout resource (`payouts:payout`); the key of its global id. */
  readonly location: string;
  /**
   * The id to answer when it is not the one the facts make (`payoutIdOf`): a location-only id a caller read the
   * payout by, so that `node(id:)` answers the id it was asked for (Relay's Node contract). Absent otherwise,
   * and in every stored answer.
   */
  readonly id?: string;
  /** The outcome exactly as the provider sent it (the updated one when an update was followed). */
  readonly rawOutcome: string;
  /** ISO 8601 as sent; null when the provider left it out. */
  readonly receivedAt: string | null;
  readonly method: PayoutMethod | null;
  readonly transactionReference: string | null;
  readonly entity: string | null;
  /** True when a `payouts:update` link was followed and `rawOutcome` is its answer. */
  readonly updateAvailable: boolean;
  /**
   * Fields of newer payout versions (null when not sent). Optional because records stored before they existed
   * replay without them.
   */
  readonly payoutRequestId?: string | null;
  readonly scheme?: { readonly name: string | null; readonly reference: string | null } | null;
  readonly refusalCode?: string | null;
  /**
   * What `createPayout` sent, from the gateway's record of the payout (null when there is none). Optional because
   * results stored before they existed replay without them.
   */
  readonly amount?: { readonly minorUnits: string; readonly currency: string } | null;
  readonly card?: MaskedPayoutCard | null;
}

/** What the caller knows of a payout beyond the provider's answer. */
export interface PayoutFacts {
  readonly location: string;
  readonly method?: PayoutMethod;
  readonly transactionReference?: string;
  readonly entity?: string;
  readonly amount?: PayoutOwnership['amount'];
  readonly card?: MaskedPayoutCard;
}

const outcome = enumReader(payoutOutcomes);

/** The provider's outcome as our enum; an outcome the spec does not list is `UNKNOWN` (raw value beside it). */
export function payoutOutcome(raw: string): PayoutOutcome {
  return outcome(raw) ?? 'UNKNOWN';
}

/**
 * The flow, told by the outcome when the caller does not know it: the provider's responses do not name the flow,
 * but `requestReceived` exists only in basic disbursement and `requested`, `pending`, `approved` and `disbursed`
 * only in fast access. `refused`, `error` and `queryRequired` exist in both and leave it open.
 */
function methodOf(rawOutcome: string): PayoutMethod | null {
  if (rawOutcome === 'requestReceived') return 'basicDisbursement';
  if (['requested', 'pending', 'approved', 'disbursed'].includes(rawOutcome)) return 'fastAccess';
  return null;
}

export const graphQLPayoutMethods = {
  basicDisbursement: 'BASIC_DISBURSEMENT',
  fastAccess: 'FAST_ACCESS',
} as const satisfies Record<PayoutMethod, GraphQLPayoutMethod>;

/**
 * A payout as the provider answered it, optionally with the answer of its `payouts:update` link, which then gives
 * the current outcome.
 */
export function payoutView(payout: Payout, facts: PayoutFacts, update?: PayoutUpdate): PayoutView {
  const rawOutcome = update?.outcome ?? payout.outcome;
  return {
    location: facts.location,
    rawOutcome,
    receivedAt: update?.receivedAt ?? payout.receivedAt ?? null,
    method: facts.method ?? methodOf(rawOutcome) ?? methodOf(payout.outcome),
    transactionReference: facts.transactionReference ?? null,
    entity: facts.entity ?? null,
    updateAvailable: update !== undefined,
    payoutRequestId: update?.payoutRequestId ?? payout.payoutRequestId ?? null,
    scheme: schemeView(update?.scheme ?? payout.scheme),
    refusalCode: update?.refusalCode ?? payout.refusalCode ?? null,
    // Only when known: the idempotency store keeps this view, and its records stay as they were.
    ...(facts.amount ? { amount: facts.amount } : {}),
    ...(facts.card ? { card: facts.card } : {}),
  };
}

/**
 * The facts of the gateway's record of a payout, so that every path (by id, by reference, live, created)
 * answers the same fields. Records written before the flow was stored by its provider name held the GraphQL one.
 */
export function recordedFacts(record: PayoutOwnership | undefined): Omit<PayoutFacts, 'location'> {
  if (record === undefined) return {};
  const method = recordedMethods[record.method ?? ''];
  return {
    entity: record.entity,
    transactionReference: record.transactionReference,
    ...(method ? { method } : {}),
    ...(record.amount ? { amount: record.amount } : {}),
    ...(record.card ? { card: record.card } : {}),
  };
}

const recordedMethods: Readonly<Record<string, PayoutMethod>> = {
  basicDisbursement: 'basicDisbursement',
  fastAccess: 'fastAccess',
  BASIC_DISBURSEMENT: 'basicDisbursement',
  FAST_ACCESS: 'fastAccess',
};

function schemeView(scheme: PayoutScheme | undefined): PayoutView['scheme'] {
  return scheme ? { name: scheme.name ?? null, reference: scheme.reference ?? null } : null;
}

/**
 * A payout's current state as a loader found it; `facts` adds what the caller knows beyond the location (the
 * reference and entity it was looked up by).
 */
export function loadedPayoutView(
  state: PayoutState | null,
  facts: Omit<PayoutFacts, 'location'> = {},
): PayoutView | null {
  return state && payoutView(state.payout, { ...facts, location: state.location }, state.update ?? undefined);
}

/** `receivedAt` as a Date for the `DateTime` scalar; a value that is not a date reads as absent. */
export function receivedAtDate(view: PayoutView): Date | null {
  if (view.receivedAt === null) return null;
  const date = new Date(view.receivedAt);
  return Number.isNaN(date.getTime()) ? null : date;
}
