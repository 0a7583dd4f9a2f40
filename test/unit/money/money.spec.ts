import { describe, expect, it } from 'vitest';
import { currencyExponent } from '../../../src/money/currency.ts';
import {
  canonicalDecimal,
  formatDecimal,
  fromDecimal,
  fromMinorUnits,
  MoneyError,
  parseDecimal,
} from '../../../src/money/index.ts';

describe('currencyExponent', () => {
  it('reads ISO 4217 exponents from the package', () => {
    expect([
      currencyExponent('JPY'),
      currencyExponent('GBP'),
      currencyExponent('BHD'),
      currencyExponent('CLF'),
    ]).toEqual([0, 2, 3, 4]);
  });

  it('knows no lower-case or invented codes', () => {
    expect([currencyExponent('usd'), currencyExponent('XXQ'), currencyExponent('US')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('fromMinorUnits', () => {
  it('places the decimal point by the currency exponent', () => {
    expect(fromMinorUnits(250, 'GBP')).toEqual({ amount: '2.50', currency: 'GBP', minorUnits: '250' });
    expect(fromMinorUnits(250, 'JPY')).toEqual({ amount: '250', currency: 'JPY', minorUnits: '250' });
    expect(fromMinorUnits('5', 'BHD')).toEqual({ amount: '0.005', currency: 'BHD', minorUnits: '5' });
    expect(fromMinorUnits(-7n, 'EUR')).toEqual({ amount: '-0.07', currency: 'EUR', minorUnits: '-7' });
    expect(fromMinorUnits(0, 'USD')).toEqual({ amount: '0.00', currency: 'USD', minorUnits: '0' });
  });

  it('keeps every digit of amounts beyond the float range', () => {
    expect(fromMinorUnits('123456789012345678', 'GBP')).toEqual({
      amount: '1234567890123456.78',
      currency: 'GBP',
      minorUnits: '123456789012345678',
    });
    expect(fromMinorUnits(123456789012345678901n, 'JPY')).toEqual({
      amount: '123456789012345678901',
      currency: 'JPY',
      minorUnits: '123456789012345678901',
    });
  });

  it('refuses fractional, unsafe and non-numeric minor units', () => {
    for (const minor of [2.5, 2 ** 53, '2.5', '', '1e3']) {
      expect(() => fromMinorUnits(minor, 'GBP')).toThrow(
        new MoneyError('notAnInteger', 'minor units must be an integer'),
      );
    }
  });

  it('refuses unknown currencies', () => {
    expect(() => fromMinorUnits(1, 'ABC')).toThrow(MoneyError);
  });
});

describe('fromDecimal', () => {
  it('writes the amount with the currency decimals and gives minor units', () => {
    expect(fromDecimal('12.5', 'GBP')).toEqual({ amount: '12.50', currency: 'GBP', minorUnits: '1250' });
    expect(fromDecimal('1500.00', 'JPY')).toEqual({ amount: '1500', currency: 'JPY', minorUnits: '1500' });
    expect(fromDecimal('1.2', 'BHD')).toEqual({ amount: '1.200', currency: 'BHD', minorUnits: '1200' });
    expect(fromDecimal('-0.5', 'USD')).toEqual({ amount: '-0.50', currency: 'USD', minorUnits: '-50' });
  });

  it('answers canonical text read without bigints exactly as the exact-decimal path does', () => {
    const cases: [string, string][] = [
      ['0', 'GBP'],
      ['0.05', 'GBP'],
      ['-0.05', 'GBP'],
      ['12', 'GBP'],
      ['10.00', 'GBP'],
      ['-7', 'JPY'],
      ['1500', 'JPY'],
      ['12.5', 'BHD'],
      ['0.0001', 'CLF'],
      ['987654320196355.27', 'GBP'],
      ['-987654320196355.2', 'USD'],
    ];
    for (const [decimal, currency] of cases) {
      const exponent = currencyExponent(currency) ?? 0;
      const parsed = parseDecimal(decimal);
      if (!parsed) throw new Error(decimal);
      const unscaled = parsed.unscaled * 10n ** BigInt(exponent - parsed.scale);
      expect(fromDecimal(decimal, currency), decimal).toEqual({
        amount: formatDecimal({ unscaled, scale: exponent }),
        currency,
        minorUnits: unscaled.toString(),
      });
    }
    expect(fromDecimal('-0.00', 'GBP')).toEqual({ amount: '0.00', currency: 'GBP', minorUnits: '0' });
    expect(fromDecimal('0.05', 'GBP')).toEqual({ amount: '0.05', currency: 'GBP', minorUnits: '5' });
  });

  it('keeps an 18-digit amount with 2 decimals exactly', () => {
    expect(fromDecimal('9999999999999999.99', 'EUR')).toEqual({
      amount: '9999999999999999.99',
      currency: 'EUR',
      minorUnits: '999999999999999999',
    });
  });

  it('reads JSON exponent notation', () => {
    expect(fromDecimal('1.5E+3', 'GBP')).toEqual({
      amount: '1500.00',
      currency: 'GBP',
      minorUnits: '150000',
    });
    expect(fromDecimal('25e-2', 'GBP')).toEqual({ amount: '0.25', currency: 'GBP', minorUnits: '25' });
  });

  it('keeps finer digits than the currency has, without minor units, rather than rounding', () => {
    expect(fromDecimal('1500.50', 'JPY')).toEqual({ amount: '1500.5', currency: 'JPY' });
    expect(fromDecimal('0.1250', 'GBP')).toEqual({ amount: '0.125', currency: 'GBP' });
  });

  it('refuses what is not a decimal number', () => {
    for (const text of ['', '.5', '1.', 'NaN', 'Infinity', '1,5', ' 1', '0x10']) {
      expect(() => fromDecimal(text, 'GBP')).toThrow(
        new MoneyError('notADecimal', 'amount is not a decimal number'),
      );
    }
  });
});

describe('parseDecimal', () => {
  it('splits a literal into unscaled digits and scale', () => {
    expect(parseDecimal('-001.230')).toEqual({ unscaled: -1230n, scale: 3 });
    expect(parseDecimal('7E2')).toEqual({ unscaled: 700n, scale: 0 });
  });

  it('reads JSON number syntax only, with exponents up to 72', () => {
    for (const text of ['+3', '1.', '.5', '1e73', 'NaN', '']) expect(parseDecimal(text)).toBeUndefined();
    expect(parseDecimal('1e72')).toEqual({ unscaled: 10n ** 72n, scale: 0 });
  });
});

describe('canonicalDecimal', () => {
  it('returns canonical text as it is and rewrites any other JSON number', () => {
    expect(['12.50', '-0.05', '0', '987654320196355.27'].map(canonicalDecimal)).toEqual([
      '12.50',
      '-0.05',
      '0',
      '987654320196355.27',
    ]);
    expect(['007.50', '-0', '-0.00', '1.5E3', '5e-3'].map(canonicalDecimal)).toEqual([
      '7.50',
      '0',
      '0.00',
      '1500',
      '0.005',
    ]);
    expect(['', '1.', '.5', '+1', '1,5'].map(canonicalDecimal)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
