import type { CardBin as CardBinModel, CardBinQuery } from '../../datasources/cardBin/models.ts';
import type { CardBin } from '../../generated/resolvers.ts';
import { cardFundingTypeOf } from '../common/providerValues.ts';
import type { CardBinInputValue } from './input.ts';

/** The provider's BIN data as our `CardBin`: every field of the spec, absent ones as null. */
export function toCardBin(bin: CardBinModel): CardBin {
  return {
    type: bin.type ?? null,
    brand: bin.brand ?? [],
    bin: bin.bin,
    binLength: bin.binLength ?? null,
    fundingType: bin.fundingType === undefined ? null : cardFundingTypeOf(bin.fundingType),
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
