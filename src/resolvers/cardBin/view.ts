import {
  anonymousPrepaidValues,
  type CardBin as CardBinModel,
  type CardBinQuery,
  cardCategories,
  multipleAccountAccessValues,
} from '../../datasources/cardBin/models.ts';
import type { CardBin } from '../../generated/resolvers.ts';
import { enumReader } from '../common/enumNames.ts';
import { cardFundingTypeOf } from '../common/providerValues.ts';
import type { BinLevelData } from './binData.ts';
import type { CardBinInputValue } from './input.ts';
import { schemeFields } from './scheme.ts';

// Matched without regard to case: older answers spelled these words in capitals (`CONSUMER`).
const lowerCase = (raw: string): string => raw.toLowerCase();
const anonymousPrepaid = enumReader(anonymousPrepaidValues, lowerCase);
const category = enumReader(cardCategories, lowerCase);
const multipleAccountAccess = enumReader(multipleAccountAccessValues, lowerCase);

/** An open enumeration's schema name, `UNKNOWN` for a value the list lacks, null when absent. */
function enumOf<N extends string>(
  read: (raw: string) => N | undefined,
  raw: string | undefined,
): N | 'UNKNOWN' | null {
  return raw === undefined ? null : (read(raw) ?? 'UNKNOWN');
}

/**
 * The provider's BIN data as our `CardBin`: every field of the spec, absent ones as null, and the scheme fields
 * read from the BIN the provider named (a token's number is never seen).
 */
export function toCardBin(bin: CardBinModel): CardBin {
  return {
    ...schemeFields(bin.bin),
    type: bin.type ?? null,
    dccAllowed: bin.dccAllowed ?? null,
    ...binDataFields(bin),
  };
}

/**
 * A prefix lookup's `CardBin`: the scheme fields of the prefix, always; the BIN data the cache holds for it, or
 * nulls (and `binDataKnown: false`) when it holds none.
 */
export function toPrefixCardBin(prefix: string, known: BinLevelData | undefined): CardBin {
  return {
    ...schemeFields(prefix),
    type: null,
    dccAllowed: null,
    ...(known ? binDataFields(known) : unknownBinData),
  };
}

type BinDataFields = Omit<CardBin, 'scheme' | 'numberLengths' | 'cvcLength' | 'type' | 'dccAllowed'>;

const unknownBinData: BinDataFields = {
  binDataKnown: false,
  brands: [],
  brand: [],
  bin: null,
  binLength: null,
  fundingType: null,
  rawFundingType: null,
  issuerName: null,
  countryCode: null,
  currency: null,
  anonymousPrepaid: null,
  rawAnonymousPrepaid: null,
  category: null,
  rawCategory: null,
  multipleAccountAccess: null,
  rawMultipleAccountAccess: null,
};

/** The fields that describe the BIN, from a provider answer or the cache's copy of one. */
function binDataFields(bin: BinLevelData): BinDataFields {
  return {
    binDataKnown: true,
    // `brand` is the deprecated name of the same list (CHANGELOG: one vocabulary).
    brands: bin.brand ?? [],
    brand: bin.brand ?? [],
    bin: bin.bin,
    binLength: bin.binLength ?? null,
    fundingType: bin.fundingType === undefined ? null : cardFundingTypeOf(bin.fundingType),
    rawFundingType: bin.fundingType ?? null,
    issuerName: bin.issuerName ?? null,
    countryCode: bin.countryCode ?? null,
    currency: bin.currency ?? null,
    anonymousPrepaid: enumOf(anonymousPrepaid, bin.anonymousPrepaid),
    rawAnonymousPrepaid: bin.anonymousPrepaid ?? null,
    category: enumOf(category, bin.category),
    rawCategory: bin.category ?? null,
    multipleAccountAccess: enumOf(multipleAccountAccess, bin.multipleAccountAccess),
    rawMultipleAccountAccess: bin.multipleAccountAccess ?? null,
  };
}

/** The validated input as the data source's query; `@oneOf` guarantees exactly one field (a prefix asks no one). */
export function toCardBinQuery(input: CardBinInputValue): CardBinQuery {
  const { entity, by } = input;
  if (by.cardNumber) return { entity, cardNumber: by.cardNumber };
  if (by.token) return { entity, token: by.token };
  throw new Error('cardBin input without cardNumber or token');
}
