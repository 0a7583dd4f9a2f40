import {
  type RiskFactor,
  riskDetails,
  riskTypes,
  riskValues,
  type Sale,
  type SaleCard,
  saleOutcomes,
} from '../../datasources/sales/models.ts';
import type {
  CardFundingType,
  RiskDetail,
  RiskFactorType,
  RiskLevel,
  SaleOutcome,
} from '../../generated/resolvers.ts';
import { enumReader } from '../common/enumNames.ts';
import { cardFundingTypeOf } from '../common/providerValues.ts';

/** What `RiskFactor` resolves from: the provider's strings, mapped to enums by the resolvers. */
export interface RiskFactorView {
  readonly rawType: string;
  readonly rawRisk: string;
  readonly rawDetail: string | null;
}

/** What `SaleCard` resolves from. Only the BIN and the last four digits of the number, never more. */
export interface SaleCardView {
  readonly bin: string | null;
  readonly last4Digits: string | null;
  /** A device PAN is a network token: never stored, so null on a replayed sale (see `storedSaleView`). */
  readonly dpan: string | null;
  readonly issuerName: string | null;
  readonly paymentAccountReference: string | null;
  readonly countryCode: string | null;
  readonly rawFundingType: string | null;
  readonly brand: string | null;
  readonly expiryDate: { readonly month: number; readonly year: number } | null;
}

/** What `CardOnFileSale` resolves from. Plain JSON: `createCardOnFileSale` stores it for replays. */
export interface SaleView {
  readonly transactionReference: string;
  readonly rawOutcome: string;
  readonly issuerAuthorizationCode: string | null;
  readonly schemeReference: string | null;
  readonly paymentInstrumentType: string | null;
  readonly card: SaleCardView | null;
  readonly riskFactors: readonly RiskFactorView[];
}

const orNull = <T>(value: T | undefined): T | null => value ?? null;

function cardView(card: SaleCard): SaleCardView {
  return {
    // Defensive cuts: whatever the provider sends, we pass on at most a BIN's 8 and the last 4 digits.
    bin: card.number?.bin === undefined ? null : card.number.bin.slice(0, 8),
    last4Digits: card.number?.last4Digits === undefined ? null : card.number.last4Digits.slice(-4),
    dpan: orNull(card.number?.dpan),
    issuerName: orNull(card.issuer?.name),
    paymentAccountReference: orNull(card.paymentAccountReference),
    countryCode: orNull(card.countryCode),
    rawFundingType: orNull(card.fundingType),
    brand: orNull(card.brand),
    expiryDate: card.expiryDate ?? null,
  };
}

function riskView(risk: RiskFactor): RiskFactorView {
  return { rawType: risk.type, rawRisk: risk.risk, rawDetail: orNull(risk.detail) };
}

/** The provider's sale answer as our view. */
export function saleView(sale: Sale, transactionReference: string): SaleView {
  const card = sale.paymentInstrument?.card;
  return {
    transactionReference,
    rawOutcome: sale.outcome,
    issuerAuthorizationCode: orNull(sale.issuer?.authorizationCode),
    schemeReference: orNull(sale.scheme?.reference),
    paymentInstrumentType: orNull(sale.paymentInstrument?.type),
    card: card === undefined ? null : cardView(card),
    riskFactors: sale.riskFactors.map(riskView),
  };
}

/** The view as the idempotency store may keep it: without the device PAN (a network token). */
export function storedSaleView(view: SaleView): SaleView {
  return view.card === null ? view : { ...view, card: { ...view.card, dpan: null } };
}

const saleOutcome = enumReader(saleOutcomes);
const riskType = enumReader(riskTypes);
const riskLevel = enumReader(riskValues);
const riskDetail = enumReader(riskDetails);

/** Enum mappings with the schema's fallbacks: anything the model does not list is `UNKNOWN`, raw value beside. */
export const saleEnums = {
  outcome: (raw: string): SaleOutcome => saleOutcome(raw) ?? 'UNKNOWN',
  fundingType: (raw: string | null): CardFundingType | null => (raw === null ? null : cardFundingTypeOf(raw)),
  riskType: (raw: string): RiskFactorType => riskType(raw) ?? 'UNKNOWN',
  riskLevel: (raw: string): RiskLevel => riskLevel(raw) ?? 'UNKNOWN',
  riskDetail: (raw: string | null): RiskDetail | null =>
    raw === null ? null : (riskDetail(raw) ?? 'UNKNOWN'),
};
