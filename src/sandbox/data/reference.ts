/** Fixed reference tables the world generator draws from (names, banks, currencies). Fictional throughout. */

/** Value of one unit in USD, to derive plausible cross-currency rates. */
export const usdPerUnit: Readonly<Record<string, number>> = {
  GBP: 1.27,
  EUR: 1.08,
  USD: 1,
  JPY: 0.0067,
  CAD: 0.74,
  CHF: 1.12,
  AUD: 0.66,
  SEK: 0.095,
};

/** Account currencies per entity, by entity position; the first two already cover GBP, EUR, USD and JPY. */
export const entityCurrencies: readonly (readonly [string, ...string[]])[] = [
  ['GBP', 'EUR', 'USD'],
  ['EUR', 'JPY'],
  ['USD', 'GBP', 'CAD'],
  ['CHF', 'EUR', 'JPY'],
];

export const companyNames = [
  'Harbour Lane Games',
  'Northwind Rewards',
  'Bluefin Marketplace',
  'Copperleaf Gig Works',
  'Saltmarsh Insurance',
  'Tallpine Lotteries',
] as const;

export const accountPurposes = ['Settlement', 'Payouts', 'Refunds', 'Treasury'] as const;

export const firstNames = [
  'Amelia',
  'Noah',
  'Olivia',
  'Liam',
  'Sofia',
  'Mateo',
  'Hannah',
  'Yuki',
  'Lukas',
  'Chloe',
  'Ravi',
  'Ingrid',
] as const;

export const lastNames = [
  'Smith',
  'Garcia',
  'Müller',
  'Tanaka',
  'Dubois',
  'Rossi',
  'Nowak',
  'Okafor',
  'Jensen',
  'Patel',
  'Kowalski',
  "O'Neill",
] as const;

export const titles = ['Mr', 'Mrs', 'Ms', 'Dr', ''] as const;

export const payeeCompanies = [
  'Acme Widgets Ltd',
  'Globex GmbH',
  'Initech SARL',
  'Umbrella KK',
  'Hooli Inc',
] as const;

/** Beneficiary banks by country; `ibanLength` 0 means the country does not use IBANs. */
export interface Bank {
  readonly country: string;
  readonly name: string;
  readonly code: string;
  readonly swiftBic: string;
  readonly ibanLength: number;
}

export const banks: readonly [Bank, ...Bank[]] = [
  { country: 'GB', name: 'Thames Mutual Bank', code: '401276', swiftBic: 'TMBKGB2L', ibanLength: 22 },
  { country: 'GB', name: 'Pennine Savings', code: '309634', swiftBic: 'PNSVGB21XXX', ibanLength: 22 },
  { country: 'DE', name: 'Rheinufer Bank AG', code: '37040044', swiftBic: 'RHUFDEFF', ibanLength: 22 },
  { country: 'FR', name: 'Banque du Littoral', code: '3000400003', swiftBic: 'BDLTFRPP', ibanLength: 27 },
  { country: 'ES', name: 'Banco Meseta', code: '21000418', swiftBic: 'BMSTESMM', ibanLength: 24 },
  { country: 'NL', name: 'Polder Bank', code: 'PLDR', swiftBic: 'PLDRNL2A', ibanLength: 18 },
  { country: 'IE', name: 'Liffey Credit Union', code: 'LIFF931152', swiftBic: 'LIFFIE2D', ibanLength: 22 },
  { country: 'US', name: 'Prairie National Bank', code: '021000021', swiftBic: 'PRNBUS33', ibanLength: 0 },
  { country: 'CA', name: 'Maple Trust', code: '000300012', swiftBic: 'MPLTCATT', ibanLength: 0 },
  { country: 'JP', name: 'Sakura Harbor Bank', code: '0009', swiftBic: 'SKHBJPJT', ibanLength: 0 },
  { country: 'CH', name: 'Alpenbank', code: '00762', swiftBic: 'ALPBCHZZ', ibanLength: 21 },
];

export const narratives = [
  'Winnings',
  'Refund',
  'Commission',
  'Claim settlement',
  'Marketplace earnings',
] as const;
