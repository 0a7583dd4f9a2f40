import { binFor, type TestCard } from '../../data/testCards.ts';

/**
 * First digits that belong to a card network the sandbox simulates. A number outside them is "no card at all":
 * the BIN lookup answers 404 and the sale rejects it, instead of inventing data for it.
 */
const networkPrefixes = /^(4|5[1-5]|2[2-7]|3[47]|35|6011|65)/;

/** True when the number starts with the prefix of a simulated card network. */
export function hasKnownNetworkPrefix(pan: string): boolean {
  return networkPrefixes.test(pan);
}

/** The BIN lookup's 200 body (spec area F), in the provider's documented words (`["visa"]`, `consumer`). */
export interface BinData {
  readonly type: 'pan';
  readonly brand: readonly string[];
  readonly bin: string;
  readonly binLength: number;
  readonly fundingType: string;
  readonly issuerName: string;
  readonly countryCode: string;
  readonly currency: string;
  readonly dccAllowed: boolean;
  readonly anonymousPrepaid: string;
  readonly category: string;
  /** Left out for a card without access to several accounts (the provider's example shows only `managed`). */
  readonly multipleAccountAccess?: string;
}

/**
 * BIN data of a card number. `type` names the kind of number the data describes; a token resolves to the card
 * number it stores, so it is `pan` for both kinds of request (the only value the spec shows).
 */
export function binData(pan: string): BinData {
  const card: TestCard = binFor(pan);
  return {
    type: 'pan',
    brand: [...card.brand],
    bin: card.bin,
    binLength: card.bin.length,
    fundingType: card.fundingType,
    issuerName: card.issuerName,
    countryCode: card.countryCode,
    currency: card.currency,
    dccAllowed: card.dccAllowed,
    anonymousPrepaid: card.anonymousPrepaid,
    category: card.category,
    ...(card.multipleAccountAccess ? { multipleAccountAccess: card.multipleAccountAccess } : {}),
  };
}
