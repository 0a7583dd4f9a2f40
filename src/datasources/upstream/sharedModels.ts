/** Request shapes and provider values used by several areas. */

/**
 * Card funding types, as BIN data (area F) and a sale's card (area G) carry them. The spec leaves the list open
 * ("not shown"); these are the sandbox's values, sent in lower case (BIN data elsewhere spells them in capitals).
 */
export const cardFundingTypes = ['credit', 'debit', 'prepaid', 'charge'] as const;

export interface CardExpiryDate {
  readonly month: number;
  readonly year: number;
}

/** An amount in minor units (250 with currency exponent 2 is 2.50). */
export interface MinorUnitValue {
  readonly amount: number;
  /** ISO 4217 alphabetic code. */
  readonly currency: string;
}

export interface Narrative {
  readonly line1: string;
  readonly line2?: string;
}

/** Billing address of requests; which fields are required depends on the area and is checked by the caller. */
export interface BillingAddress {
  readonly address1?: string;
  readonly address2?: string;
  readonly address3?: string;
  readonly postalCode?: string;
  readonly city?: string;
  /** Two-character subdivision code (ISO 3166-2 style). */
  readonly state?: string;
  /** ISO 3166-1 alpha-2. */
  readonly countryCode?: string;
}
