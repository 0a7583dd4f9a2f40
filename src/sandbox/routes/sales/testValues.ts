/**
 * The sale's test values: what a caller sends to get each outcome and risk factor. docs/sandbox.md's "Test values"
 * lists them.
 */

/** Outcome of a sale: `authorized` unless a rule below refuses it. The spec shows no outcome values. */
export type SaleOutcome = 'authorized' | 'refused';

/** cardHolderName that makes the issuer refuse the sale. */
export const refusedCardHolderName = 'REFUSED';

/** The address and postcode value that fails the AVS check, and the one the issuer cannot check. */
export const avsNoMatch = 'NOMATCH';
export const avsNotChecked = 'NOCHECK';

/** CVC values that fail the CVC check, or that the issuer does not check. */
export const cvcNoMatch = '999';
export const cvcNotChecked = '998';
