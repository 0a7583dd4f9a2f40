import type { CardBin as CardBinModel, CardBinQuery } from '../../datasources/cardBin/models.ts';
import type { CardBin, CardFundingType } from '../../generated/resolvers.ts';
import type { CardBinInputValue } from './input.ts';

const fundingTypes: ReadonlyMap<string, Exclude<CardFundingType, 'UNKNOWN'>> = new Map([
  ['credit', 'CREDIT'],
  ['debit', 'DEBIT'],
  ['prepaid', 'PREPAID'],
  ['charge', 'CHARGE'],
]);

/**
 * The funding type as our enum. The spec leaves its values open ("not shown"); the sandbox sends lower case, so
 * matching ignores case and anything else is `UNKNOWN` (the raw value is beside it).
 */
export function fundingTypeOf(raw: string): CardFundingType {
  return fundingTypes.get(raw.toLowerCase()) ?? 'UNKNOWN';
}

/** The provider's BIN data as our `CardBin`: every field of the spec, absent ones as null. */
export function toCardBin(bin: CardBinModel): CardBin {
  return {
    type: bin.type ?? null,
    brand: bin.brand ?? [],
    bin: bin.bin,
    binLength: bin.binLength ?? null,
    fundingType: bin.fundingType === undefined ? null : fundingTypeOf(bin.fundingType),
    rawFundingType: bin.fundingType ?? null,
    issuerName: bin.issuerName ?? null,
    countryCode: bin.countryCode ?? null,
    currency: bin.currency ?? null,
    dccAllowed: bin.dccAllowed ?? null,
    anonymousPrepaid: bin.anonymousPrepaid ?? null,
    category: bin.category ?? null,
    multipleAccountAccess: bin.multipleAccountAccess ?? null,
  };
}

/** The validated input as the data source's query; `@oneOf` guarantees exactly one of the two. */
export function toCardBinQuery(input: CardBinInputValue): CardBinQuery {
  const { entity, by } = input;
  if (by.cardNumber) return { entity, cardNumber: by.cardNumber };
  if (by.token) return { entity, token: by.token };
  throw new Error('cardBin input without cardNumber or token');
}
