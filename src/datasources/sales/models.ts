import { z } from 'zod';
import { intLike } from '../upstream/json.ts';
import { list, openEnum, optional, type RawLinks, rawLinks } from '../upstream/modelHelpers.ts';
import {
  type BillingAddress,
  type CardExpiryDate,
  cardFundingTypes,
  type MinorUnitValue,
  type Narrative,
} from '../upstream/sharedModels.ts';

/** Request body of the card-on-file sale (spec area G, payments v5). */
export interface SaleRequest {
  readonly transactionReference: string;
  /** Only `moto`. */
  readonly channel?: 'moto';
  readonly merchant: {
    readonly entity: string;
    readonly mcc?: string;
    readonly paymentFacilitator?: {
      readonly pfId: string;
      readonly isoId?: string;
      readonly subMerchant: {
        readonly city: string;
        readonly name: string;
        readonly postalCode: string;
        readonly merchantId: string;
        readonly countryCode: string;
        readonly street: string;
        readonly state?: string;
        readonly taxId?: string;
      };
    };
  };
  readonly instruction: {
    readonly value: MinorUnitValue;
    readonly narrative: Narrative;
    readonly debtRepayment?: boolean;
    readonly paymentInstrument: {
      readonly type: 'card/plain';
      readonly cardHolderName: string;
      readonly cardExpiryDate: CardExpiryDate;
      readonly cardNumber: string;
      readonly billingAddress?: BillingAddress;
      readonly cvc?: string;
      /** Optional although the spec's table marks it Y: the provider's own plain-card examples leave it out. */
      readonly href?: string;
      /** Optional although the spec's table marks it Y: the provider's own plain-card examples leave it out. */
      readonly tokenHref?: string;
      readonly cvcHref?: string;
    };
  };
  readonly customer?: {
    readonly authentication: {
      readonly eci: string;
      readonly type: string;
      readonly authenticationValue?: string;
      readonly version?: string;
      readonly transactionId?: string;
    };
  };
}

/** Sale outcomes: the spec shows none; `authorized` and `refused` are the sandbox's. */
export const saleOutcomes = ['authorized', 'refused'] as const;
export const riskTypes = ['avs', 'cvc'] as const;
export const riskValues = ['not_checked', 'not_matched', 'not_supplied'] as const;
export const riskDetails = ['address', 'postcode'] as const;

const riskFactorSchema = z.object({
  type: openEnum(riskTypes),
  risk: openEnum(riskValues),
  detail: optional(openEnum(riskDetails)),
});
export type RiskFactor = z.output<typeof riskFactorSchema>;

const saleCardSchema = z.object({
  /** Only the BIN and the last four digits (and a device PAN for wallets): never the full number. */
  number: optional(
    z.object({ bin: optional(z.string()), last4Digits: optional(z.string()), dpan: optional(z.string()) }),
  ),
  issuer: optional(z.object({ name: optional(z.string()) })),
  paymentAccountReference: optional(z.string()),
  countryCode: optional(z.string()),
  fundingType: optional(openEnum(cardFundingTypes)),
  brand: optional(z.string()),
  expiryDate: optional(z.object({ month: intLike, year: intLike })),
});
export type SaleCard = z.output<typeof saleCardSchema>;

/** The 201 body of the sale. Outcome values are "not shown" by the spec, so the outcome stays open. */
export const saleBodySchema = z.object({
  outcome: openEnum(saleOutcomes),
  issuer: optional(z.object({ authorizationCode: z.string() })),
  paymentInstrument: optional(z.object({ type: optional(z.string()), card: optional(saleCardSchema) })),
  /** Omitted when no risk was identified: read as empty. */
  riskFactors: list(riskFactorSchema),
  scheme: optional(z.object({ reference: z.string() })),
  _links: rawLinks,
});

export type Sale = Omit<z.output<typeof saleBodySchema>, '_links'> & {
  /** `_links` as received. */
  readonly rawLinks: RawLinks | undefined;
};

export function toSale(body: z.output<typeof saleBodySchema>): Sale {
  const { _links, ...rest } = body;
  return { ...rest, rawLinks: _links };
}
