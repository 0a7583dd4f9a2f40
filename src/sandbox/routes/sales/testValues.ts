/**
 * The sale's test values: what a caller sends to get each outcome and risk factor. Exported as tables so the
 * README lists exactly what the code does.
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

/** One row of the README's table of sale test values. */
export interface SaleTestValue {
  readonly field: string;
  readonly value: string;
  readonly effect: string;
}

const address1 = 'instruction.paymentInstrument.billingAddress.address1';
const postalCode = 'instruction.paymentInstrument.billingAddress.postalCode';
const cvc = 'instruction.paymentInstrument.cvc';

export const saleTestValues: readonly SaleTestValue[] = [
  {
    field: 'instruction.paymentInstrument.cardHolderName',
    value: refusedCardHolderName,
    effect: 'outcome `refused`',
  },
  {
    field: 'instruction.paymentInstrument.cardExpiryDate',
    value: 'a month before the current one',
    effect: 'outcome `refused` (expired card)',
  },
  { field: '(otherwise)', value: '', effect: 'outcome `authorized`' },
  {
    field: 'instruction.paymentInstrument.billingAddress',
    value: '(absent)',
    effect: 'risk factor `{type: avs, risk: not_supplied}`',
  },
  {
    field: address1,
    value: '(absent, address present)',
    effect: 'risk factor `{type: avs, risk: not_supplied, detail: address}`',
  },
  {
    field: address1,
    value: avsNoMatch,
    effect: 'risk factor `{type: avs, risk: not_matched, detail: address}`',
  },
  {
    field: address1,
    value: avsNotChecked,
    effect: 'risk factor `{type: avs, risk: not_checked, detail: address}`',
  },
  {
    field: postalCode,
    value: avsNoMatch,
    effect: 'risk factor `{type: avs, risk: not_matched, detail: postcode}`',
  },
  {
    field: postalCode,
    value: avsNotChecked,
    effect: 'risk factor `{type: avs, risk: not_checked, detail: postcode}`',
  },
  { field: cvc, value: '(absent, and no cvcHref)', effect: 'risk factor `{type: cvc, risk: not_supplied}`' },
  { field: cvc, value: cvcNoMatch, effect: 'risk factor `{type: cvc, risk: not_matched}`' },
  { field: cvc, value: cvcNotChecked, effect: 'risk factor `{type: cvc, risk: not_checked}`' },
];
