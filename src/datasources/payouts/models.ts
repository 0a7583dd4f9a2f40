import { z } from 'zod';
import {
  linkHref,
  openEnum,
  optional,
  type RawLinks,
  rawLinks,
  stringLike,
} from '../upstream/modelHelpers.ts';
import type { BillingAddress, CardExpiryDate, MinorUnitValue, Narrative } from '../upstream/sharedModels.ts';

/** The two payout flows; each is its own endpoint with the same request shape. */
export type PayoutMethod = 'basicDisbursement' | 'fastAccess';

/** Outcomes of both flows, as the spec lists them. */
export const payoutOutcomes = [
  'requestReceived',
  'requested',
  'pending',
  'approved',
  'disbursed',
  'refused',
  'error',
  'queryRequired',
] as const;

interface PayoutInstrumentBase {
  /** Defaults to 'Not Supplied' at the provider. */
  readonly cardHolderName?: string;
}

/** The payout instrument types the spec has observed (its complete list is "not shown"). */
export type PayoutInstrument =
  | (PayoutInstrumentBase & {
      readonly type: 'card/plain';
      readonly cardNumber: string;
      readonly cardExpiryDate: CardExpiryDate;
      readonly billingAddress?: BillingAddress;
    })
  | (PayoutInstrumentBase & { readonly type: 'card/tokenized'; readonly href: string })
  | (PayoutInstrumentBase & {
      readonly type: 'card/networkToken';
      readonly tokenNumber: string;
      /** May be in the past, to process unreferenced refunds. */
      readonly expiryDate: CardExpiryDate;
      /** Not in the spec's version; newer payout versions accept it (UPSTREAM_PAYOUTS_NETWORK_TOKEN_BILLING_ADDRESS). */
      readonly billingAddress?: BillingAddress;
    })
  | (PayoutInstrumentBase & {
      /** The wallet network token, `card/networkToken+<wallet_b>pay` (basic disbursement only). */
      readonly type: `card/networkToken+${string}pay`;
      readonly dpan: string;
      /** The DPAN's expiry, under the card's name for it, as every documented wallet payout sends it. */
      readonly cardExpiryDate?: CardExpiryDate;
      readonly billingAddress?: BillingAddress;
    });

/** Request body of both payout endpoints (spec area B). */
export interface PayoutRequest {
  /** Caller-generated, unique; identifies the payout for its whole life. */
  readonly transactionReference: string;
  readonly merchant: { readonly entity: string };
  readonly instruction: {
    readonly narrative: Narrative;
    readonly value: MinorUnitValue;
    readonly payoutInstrument: PayoutInstrument;
  };
}

/** `scheme` of newer payout answers; both fields optional (a scheme may not have answered yet). */
const payoutSchemeSchema = z.object({
  name: optional(z.string()),
  reference: optional(stringLike),
});
export type PayoutScheme = z.output<typeof payoutSchemeSchema>;

/** A payout response as received: the create, poll, update and query responses share it. */
export const payoutBodySchema = z.object({
  outcome: openEnum(payoutOutcomes),
  /** ISO 8601 UTC with fractional seconds. */
  receivedAt: optional(z.string()),
  /** Newer payout versions: the provider's own id of the request. */
  payoutRequestId: optional(stringLike),
  /** Newer payout versions: the card scheme that carried the payout and its reference there. */
  scheme: optional(payoutSchemeSchema),
  /** Newer payout versions: why a payout was refused, in the provider's (or scheme's) code. */
  refusalCode: optional(stringLike),
  _links: rawLinks,
});

/** A payout's state and where to find it next. Link hrefs are the provider's, unchanged. */
export interface Payout {
  readonly outcome: z.output<typeof payoutBodySchema>['outcome'];
  readonly receivedAt: string | undefined;
  readonly links: {
    /** `payouts:payout`: the payout resource; its location is only obtainable from the provider. */
    readonly payout: string;
    /** `payouts:update`: present only when an updated outcome is available. */
    readonly update: string | undefined;
  };
  /** `_links` as received, curies included. */
  readonly rawLinks: RawLinks | undefined;
  /** Fields of newer payout versions, when sent. */
  readonly payoutRequestId: string | undefined;
  readonly scheme: PayoutScheme | undefined;
  readonly refusalCode: string | undefined;
}

/** The answer of the `payouts:update` link, whose body the spec does not show: the payout link may be absent. */
export interface PayoutUpdate extends Omit<Payout, 'links'> {
  readonly links: { readonly payout: string | undefined; readonly update: string | undefined };
}

/** Reads the links out of a parsed payout body. */
export function payoutLinks(body: z.output<typeof payoutBodySchema>): PayoutUpdate {
  return {
    outcome: body.outcome,
    receivedAt: body.receivedAt,
    links: {
      payout: linkHref(body._links, 'payouts:payout'),
      update: linkHref(body._links, 'payouts:update'),
    },
    rawLinks: body._links,
    payoutRequestId: body.payoutRequestId,
    scheme: body.scheme,
    refusalCode: body.refusalCode,
  };
}
