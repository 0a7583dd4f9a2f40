import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { luhnValid } from '../../../src/contract/index.ts';
import { cardExpiryDate, cardNumber } from '../../../src/validation/card.ts';
import { countryCode, currencyCode, ipv4, searchAmount, text } from '../../../src/validation/formats.ts';
import { validateInput } from '../../../src/validation/index.ts';
import { minorUnits } from '../../../src/validation/minorUnits.ts';
import { fieldErrorsOf } from './support.ts';

describe('formats', () => {
  it('accepts ISO 4217 currency codes only, in upper case', () => {
    expect(validateInput(currencyCode, 'BHD', 'c')).toBe('BHD');
    for (const value of ['usd', 'XXQ', 'US', 'EURO']) {
      expect(fieldErrorsOf(currencyCode, value, 'c')).toEqual([
        { path: 'c', rule: 'INVALID_FORMAT', message: 'must be an ISO 4217 currency code' },
      ]);
    }
  });

  it('accepts ISO 3166-1 alpha-2 country codes only', () => {
    expect(validateInput(countryCode, 'CA', 'c')).toBe('CA');
    for (const value of ['ca', 'XX', 'CAN']) {
      expect(fieldErrorsOf(countryCode, value, 'c')).toEqual([
        { path: 'c', rule: 'INVALID_FORMAT', message: 'must be an ISO 3166-1 alpha-2 country code' },
      ]);
    }
  });

  it('accepts IPv4 only', () => {
    expect(validateInput(ipv4, '192.168.0.1', 'ip')).toBe('192.168.0.1');
    for (const value of ['::1', '256.1.1.1', '1.2.3']) {
      expect(fieldErrorsOf(ipv4, value, 'ip')).toEqual([
        { path: 'ip', rule: 'INVALID_FORMAT', message: 'must be an IPv4 address' },
      ]);
    }
  });

  it('accepts search amounts with at most 2 decimals, written with exactly 2 and then of 1 to 19 characters', () => {
    for (const [value, sent] of [
      ['1', '1.00'],
      ['10.5', '10.50'],
      ['1234567890123456.78', '1234567890123456.78'],
      ['1234567890123456', '1234567890123456.00'],
    ]) {
      expect(validateInput(searchAmount, value, 'a')).toBe(sent);
    }
    const tooLong = '12345678901234567';
    for (const value of ['', '1.234', '-1', '1e3', tooLong, '1.']) {
      expect(fieldErrorsOf(searchAmount, value, 'a')).toEqual([
        {
          path: 'a',
          rule: value === tooLong ? 'TOO_LONG' : 'INVALID_FORMAT',
          message: 'must be a decimal number of 1 to 19 characters with at most 2 decimal places',
        },
      ]);
    }
  });

  it('checks text lengths', () => {
    expect(fieldErrorsOf(z.object({ narrative: text(50) }), { narrative: 'n'.repeat(51) })).toEqual([
      { path: 'input.narrative', rule: 'TOO_LONG', message: 'must be at most 50 characters long' },
    ]);
  });

  it('wants amounts in minor units as whole numbers up to 2^53 - 1, read from the Decimal scalar string', () => {
    expect(validateInput(minorUnits({ allowZero: false }), '9007199254740991', 'amount')).toBe(
      9007199254740991,
    );
    for (const value of ['0', '-1', '2.5', '9007199254740992', 250]) {
      expect(fieldErrorsOf(minorUnits({ allowZero: false }), value, 'amount')).toEqual([
        {
          path: 'amount',
          // A number where the Decimal scalar's string belongs is the wrong kind of value.
          rule: typeof value === 'number' ? 'INVALID_TYPE' : 'OUT_OF_RANGE',
          message: 'must be a positive whole number of minor units, at most 9007199254740991',
        },
      ]);
    }
    expect(validateInput(minorUnits({ allowZero: true }), '0', 'amount')).toBe(0);
    expect(fieldErrorsOf(minorUnits({ allowZero: true }), '-1', 'amount')).toEqual([
      {
        path: 'amount',
        rule: 'OUT_OF_RANGE',
        message: 'must be a whole number of minor units, zero or more, at most 9007199254740991',
      },
    ]);
  });
});

describe('cards', () => {
  it('accepts 12 to 19 digits passing the Luhn check', () => {
    expect(validateInput(cardNumber, '4444333322221111', 'n')).toBe('4444333322221111');
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });

  it('names the rule and never the number', () => {
    expect(fieldErrorsOf(cardNumber, '4444333322221112', 'input.card')).toEqual([
      { path: 'input.card', rule: 'LUHN', message: 'must pass the Luhn check' },
    ]);
    for (const value of ['4444 3333 2222 1111', '12345678901', '44443333222211110000']) {
      expect(fieldErrorsOf(cardNumber, value, 'input.card')).toEqual([
        { path: 'input.card', rule: 'INVALID_FORMAT', message: 'must be 12 to 19 digits' },
      ]);
    }
  });

  it('checks expiry month and year', () => {
    expect(fieldErrorsOf(cardExpiryDate, { month: 13, year: 25 }, 'expiry')).toEqual([
      { path: 'expiry.month', rule: 'OUT_OF_RANGE', message: 'must be 1 to 12' },
      { path: 'expiry.year', rule: 'OUT_OF_RANGE', message: 'must be a four-digit year' },
    ]);
  });
});
