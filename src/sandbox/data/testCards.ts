import { luhnValid as luhnCheck } from '../../contract/index.ts';

/**
 * The sandbox's card table: documented test card numbers of several brands, funding types and countries. The BIN
 * lookup answers from it, 3DS picks its eci family from `network`, payouts apply the Canada rule with `country`.
 * A number not in the table is looked up by its first digits (`binFor`), so any Luhn-valid test number works.
 */
export type Network = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'cb';

export interface TestCard {
  readonly pan: string;
  readonly network: Network;
  readonly brand: readonly string[];
  readonly bin: string;
  readonly fundingType: 'credit' | 'debit' | 'prepaid' | 'charge';
  readonly issuerName: string;
  readonly countryCode: string;
  readonly currency: string;
  readonly dccAllowed: boolean;
  /**
   * The provider's documented words: its example reads `notPrepaidOrNonAnonymous`; `anonymous` (an anonymous
   * prepaid card) and `unknown` are the sandbox's words for the cases the example does not show.
   */
  readonly anonymousPrepaid: 'notPrepaidOrNonAnonymous' | 'anonymous' | 'unknown';
  /** Consumer or commercial, in the provider's lower case. */
  readonly category: 'consumer' | 'commercial';
  /** `managed` (the provider's example) for a card with access to several accounts; absent otherwise. */
  readonly multipleAccountAccess?: 'managed';
  /** Domestic-scheme card: 3DS answers with the domestic-scheme fields. */
  readonly domesticScheme: boolean;
}

function card(c: Omit<TestCard, 'bin'> & { bin?: string }): TestCard {
  return { ...c, bin: c.bin ?? c.pan.slice(0, 6) };
}

/** @internal The sandbox's test data: its specs go through every entry. */
export const testCards: readonly TestCard[] = [
  card({
    pan: '4444333322221111',
    network: 'visa',
    brand: ['visa'],
    fundingType: 'credit',
    issuerName: 'SANDBOX BANK PLC',
    countryCode: 'GB',
    currency: 'GBP',
    dccAllowed: false,
    anonymousPrepaid: 'notPrepaidOrNonAnonymous',
    category: 'consumer',
    domesticScheme: false,
  }),
  card({
    pan: '4917610000000000',
    network: 'visa',
    brand: ['visa'],
    fundingType: 'debit',
    issuerName: 'SANDBOX BANK PLC',
    countryCode: 'GB',
    currency: 'GBP',
    dccAllowed: false,
    anonymousPrepaid: 'notPrepaidOrNonAnonymous',
    category: 'consumer',
    domesticScheme: false,
  }),
  card({
    pan: '4000056655665556',
    network: 'visa',
    brand: ['visa'],
    fundingType: 'debit',
    issuerName: 'EXAMPLE NATIONAL BANK',
    countryCode: 'US',
    currency: 'USD',
    dccAllowed: true,
    anonymousPrepaid: 'notPrepaidOrNonAnonymous',
    category: 'consumer',
    multipleAccountAccess: 'managed',
    domesticScheme: false,
  }),
  card({
    pan: '4514160123456785',
    network: 'visa',
    brand: ['visa'],
    fundingType: 'credit',
    issuerName: 'MAPLE TRUST BANK',
    countryCode: 'CA',
    currency: 'CAD',
    dccAllowed: true,
    anonymousPrepaid: 'notPrepaidOrNonAnonymous',
    category: 'consumer',
    domesticScheme: false,
  }),
  card({
    pan: '4035501000000008',
    network: 'visa',
    brand: ['visa'],
    fundingType: 'prepaid',
    issuerName: 'PREPAID SERVICES LTD',
    countryCode: 'IE',
    currency: 'EUR',
    dccAllowed: false,
    anonymousPrepaid: 'anonymous',
    category: 'consumer',
    domesticScheme: false,
  }),
  card({
    pan: '5555555555554444',
    network: 'mastercard',
    brand: ['mastercard'],
    fundingType: 'credit',
    issuerName: 'EXAMPLE NATIONAL BANK',
    countryCode: 'US',
    currency: 'USD',
    dccAllowed: true,
    anonymousPrepaid: 'notPrepaidOrNonAnonymous',
    category: 'consumer',
    domesticScheme: false,
  }),
  card({
    pan: '5163613613613613',
    network: 'mastercard',
    brand: ['mastercard'],
    fundingType: 'debit',
    issuerName: 'SANDBOX BANK PLC',
    countryCode: 'GB',
    currency: 'GBP',
    dccAllowed: false,
    anonymousPrepaid: 'notPrepaidOrNonAnonymous',
    category: 'consumer',
    domesticScheme: false,
  }),
  // An 8-digit BIN, as the schemes have issued since 2022: the lookup answers `binLength: 8`.
  card({
    pan: '5200828282828210',
    bin: '52008282',
    network: 'mastercard',
    brand: ['mastercard'],
    fundingType: 'debit',
    issuerName: 'NORDIC SANDBOX BANK',
    countryCode: 'SE',
    currency: 'SEK',
    dccAllowed: true,
    anonymousPrepaid: 'notPrepaidOrNonAnonymous',
    category: 'consumer',
    domesticScheme: false,
  }),
  card({
    pan: '2221000000000009',
    network: 'mastercard',
    brand: ['mastercard'],
    fundingType: 'credit',
    issuerName: 'HANSA KREDITBANK',
    countryCode: 'DE',
    currency: 'EUR',
    dccAllowed: true,
    anonymousPrepaid: 'notPrepaidOrNonAnonymous',
    category: 'commercial',
    domesticScheme: false,
  }),
  card({
    pan: '343434343434343',
    network: 'amex',
    brand: ['amex'],
    fundingType: 'charge',
    issuerName: 'AMEX SANDBOX',
    countryCode: 'US',
    currency: 'USD',
    dccAllowed: false,
    anonymousPrepaid: 'notPrepaidOrNonAnonymous',
    category: 'commercial',
    domesticScheme: false,
  }),
  card({
    pan: '6011000400000000',
    network: 'discover',
    brand: ['discover'],
    fundingType: 'credit',
    issuerName: 'DISCOVER SANDBOX',
    countryCode: 'US',
    currency: 'USD',
    dccAllowed: false,
    anonymousPrepaid: 'notPrepaidOrNonAnonymous',
    category: 'consumer',
    domesticScheme: false,
  }),
  card({
    pan: '3569990010095841',
    network: 'jcb',
    brand: ['jcb'],
    fundingType: 'credit',
    issuerName: 'JCB SANDBOX',
    countryCode: 'JP',
    currency: 'JPY',
    dccAllowed: true,
    anonymousPrepaid: 'notPrepaidOrNonAnonymous',
    category: 'consumer',
    domesticScheme: false,
  }),
  card({
    pan: '4970100000000063',
    network: 'cb',
    brand: ['cartesBancaires', 'visa'],
    fundingType: 'debit',
    issuerName: 'BANQUE EXEMPLE',
    countryCode: 'FR',
    currency: 'EUR',
    dccAllowed: false,
    anonymousPrepaid: 'notPrepaidOrNonAnonymous',
    category: 'consumer',
    domesticScheme: true,
  }),
];

/** Card networks whose eci family is 02/01/00; every other network uses 05/06/07. */
export const eciFamily = (network: Network): { full: string; attempted: string; none: string } =>
  network === 'mastercard'
    ? { full: '02', attempted: '01', none: '00' }
    : { full: '05', attempted: '06', none: '07' };

function networkFromPrefix(pan: string): Network {
  if (/^3[47]/.test(pan)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(pan)) return 'mastercard';
  if (/^6(011|5)/.test(pan)) return 'discover';
  if (/^35/.test(pan)) return 'jcb';
  return 'visa';
}

/** The table row for a number, or a row derived from its prefix when the number is not a listed test card. */
export function binFor(pan: string): TestCard {
  const exact = testCards.find((c) => c.pan === pan);
  if (exact) return exact;
  // The longest BIN first: an 8-digit BIN is more specific than a 6-digit one it would share its start with.
  const sameBin = testCards
    .filter((c) => pan.startsWith(c.bin))
    .sort((a, b) => b.bin.length - a.bin.length)[0];
  if (sameBin) return { ...sameBin, pan };
  const network = networkFromPrefix(pan);
  return card({
    pan,
    network,
    brand: [network],
    fundingType: 'credit',
    issuerName: 'UNKNOWN SANDBOX ISSUER',
    countryCode: 'GB',
    currency: 'GBP',
    dccAllowed: false,
    anonymousPrepaid: 'unknown',
    category: 'consumer',
    domesticScheme: false,
  });
}

/**
 * A card-like number (12 to 19 digits) passing the Luhn check, with the gateway's one Luhn implementation; the
 * sandbox rejects card numbers that fail it, as providers do.
 */
export const luhnValid = (pan: string): boolean => /^\d{12,19}$/.test(pan) && luhnCheck(pan);
