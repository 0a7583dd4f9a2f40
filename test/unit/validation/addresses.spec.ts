import { describe, expect, it } from 'vitest';
import {
  postalBillingAddress,
  threeDsBillingAddress,
  threeDsShippingAddress,
} from '../../../src/validation/addresses.ts';
import { validateInput } from '../../../src/validation/index.ts';
import { giftCardTotalValue } from '../../../src/validation/minorUnits.ts';
import { fieldErrorsOf } from './support.ts';

describe('billing addresses', () => {
  it('needs address1, city, countryCode and postalCode in a 3DS billing address', () => {
    expect(
      fieldErrorsOf(threeDsBillingAddress, { address2: 'Flat 2', state: 'ONT' }, 'billingAddress'),
    ).toEqual([
      { path: 'billingAddress.address1', rule: 'REQUIRED', message: 'is required' },
      { path: 'billingAddress.postalCode', rule: 'REQUIRED', message: 'is required' },
      { path: 'billingAddress.city', rule: 'REQUIRED', message: 'is required' },
      {
        path: 'billingAddress.state',
        rule: 'INVALID_FORMAT',
        message: 'must be a two-character upper-case sub-division code',
      },
      { path: 'billingAddress.countryCode', rule: 'REQUIRED', message: 'is required' },
    ]);
  });

  it('accepts a complete 3DS billing address', () => {
    const address = {
      address1: '1 Main St',
      city: 'Toronto',
      postalCode: 'M5V 2T6',
      countryCode: 'CA',
      state: 'ON',
    };
    expect(validateInput(threeDsBillingAddress, address, 'billingAddress')).toEqual(address);
  });

  it('refuses blank text in a 3DS billing address', () => {
    const address = {
      address1: ' ',
      address2: '',
      city: 'Toronto',
      postalCode: 'M5V 2T6',
      countryCode: 'CA',
    };
    expect(fieldErrorsOf(threeDsBillingAddress, address, 'billingAddress')).toEqual([
      { path: 'billingAddress.address1', rule: 'BLANK', message: 'must not be empty' },
      { path: 'billingAddress.address2', rule: 'BLANK', message: 'must not be empty' },
    ]);
  });

  it('needs countryCode and postalCode in a payout billing address', () => {
    expect(
      fieldErrorsOf(postalBillingAddress, { address1: '1 Main St', postalCode: '' }, 'billingAddress'),
    ).toEqual([
      { path: 'billingAddress.postalCode', rule: 'BLANK', message: 'must not be empty' },
      { path: 'billingAddress.countryCode', rule: 'REQUIRED', message: 'is required' },
    ]);
    expect(validateInput(postalBillingAddress, { postalCode: 'SW1A 1AA', countryCode: 'GB' }, 'b')).toEqual({
      postalCode: 'SW1A 1AA',
      countryCode: 'GB',
    });
  });

  it('needs address1, city, countryCode and postalCode in a shipping address', () => {
    expect(fieldErrorsOf(threeDsShippingAddress, { countryCode: 'GB' }, 'shipping.address')).toEqual([
      { path: 'shipping.address.address1', rule: 'REQUIRED', message: 'is required' },
      { path: 'shipping.address.postalCode', rule: 'REQUIRED', message: 'is required' },
      { path: 'shipping.address.city', rule: 'REQUIRED', message: 'is required' },
    ]);
  });
});

describe('gift card total value', () => {
  it('needs the currency with the amount and the amount with the currency', () => {
    expect(fieldErrorsOf(giftCardTotalValue, { amount: '5000' }, 'totalValue')).toEqual([
      { path: 'totalValue.currency', rule: 'REQUIRED', message: 'is required when amount is given' },
    ]);
    expect(fieldErrorsOf(giftCardTotalValue, { currency: 'GBP', amount: null }, 'totalValue')).toEqual([
      { path: 'totalValue.minorUnits', rule: 'REQUIRED', message: 'is required when currency is given' },
    ]);
  });

  it('accepts both or neither', () => {
    expect(validateInput(giftCardTotalValue, { amount: '0', currency: 'GBP' }, 't')).toEqual({
      amount: 0,
      currency: 'GBP',
    });
    expect(validateInput(giftCardTotalValue, { amount: '5000', currency: 'GBP' }, 't')).toEqual({
      amount: 5000,
      currency: 'GBP',
    });
    expect(validateInput(giftCardTotalValue, { minorUnits: '5000', currency: 'GBP' }, 't')).toEqual({
      amount: 5000,
      currency: 'GBP',
    });
    expect(validateInput(giftCardTotalValue, {}, 't')).toEqual({});
  });
});
