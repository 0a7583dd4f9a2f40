import { describe, expect, it } from 'vitest';
import { decimalString, intLike, parseJson, utcDateTime } from '../../../../src/datasources/upstream/json.ts';

describe('parseJson', () => {
  it('keeps an 18-digit decimal amount exactly, as its source text', () => {
    expect(parseJson('{"amount": 1234567890123456.78, "small": 12.5, "negative": -0.10}')).toEqual({
      amount: '1234567890123456.78',
      small: '12.5',
      negative: '-0.10',
    });
  });

  it('reads safe integers as numbers and larger integers as their exact text', () => {
    expect(parseJson('[0, -42, 9007199254740991, 9007199254740993, 123456789012345678]')).toEqual([
      0,
      -42,
      9007199254740991,
      '9007199254740993',
      '123456789012345678',
    ]);
  });

  it('throws a SyntaxError on malformed JSON', () => {
    expect(() => parseJson('{"amount": ')).toThrow(SyntaxError);
  });

  it('leaves numbers inside strings as they are, escaped quotes included', () => {
    expect(parseJson('{"a\\"1.5": "x \\" 2.5 \\\\", "b": [1.5e3, -0.0, "3.25"]}')).toEqual({
      'a"1.5': 'x " 2.5 \\',
      b: ['1.5e3', '-0.0', '3.25'],
    });
  });

  it('keeps malformed numbers malformed instead of reading them as text', () => {
    for (const text of ['[01.5]', '[1.]', '[.5]', '[1-2]', '[1.5.5]', '[+1.5]', '[1e]', '[-]', '{"a": 1.5']) {
      expect(() => parseJson(text), text).toThrow(SyntaxError);
    }
  });

  it('reads a body without inexact numbers as JSON.parse does', () => {
    const text = '{"a": [0, -7, 123456789012345], "b": null, "c": true, "d": "12.50"}';
    expect(parseJson(text)).toEqual(JSON.parse(text));
  });
});

describe('decimalString', () => {
  it('outputs the exact decimal text of parsed numbers and decimal strings', () => {
    const parsed = parseJson('[1234567890123456.78, 100, "12.50", "-3"]');
    expect(decimalString.array().parse(parsed)).toEqual(['1234567890123456.78', '100', '12.50', '-3']);
  });

  it('rewrites exponent notation as a plain decimal without rounding', () => {
    expect(decimalString.array().parse(parseJson('[1.25E3, 5e-3, 123456789012345678e-2]'))).toEqual([
      '1250',
      '0.005',
      '1234567890123456.78',
    ]);
  });

  it('writes what it reads in the canonical form the Decimal scalar answers with, the scale kept', () => {
    expect(decimalString.array().parse(['007.50', '-0', '-0.00', 1.5e1, '1.50E1'])).toEqual([
      '7.50',
      '0',
      '0.00',
      '15',
      '15.0',
    ]);
  });

  it('refuses text that is not a decimal number', () => {
    expect(decimalString.safeParse('12,50').success).toBe(false);
    expect(decimalString.safeParse('').success).toBe(false);
    expect(decimalString.safeParse(true).success).toBe(false);
  });
});

describe('intLike', () => {
  it('accepts integers and numeric strings such as the provider example "15"', () => {
    expect(intLike.array().parse([15, '15', '-2'])).toEqual([15, 15, -2]);
  });

  it('refuses decimals, non-numeric strings and integers beyond the safe range', () => {
    expect(intLike.safeParse('1.5').success).toBe(false);
    expect(intLike.safeParse('abc').success).toBe(false);
    expect(intLike.safeParse('9007199254740993').success).toBe(false);
  });
});

describe('provider date-times', () => {
  it('keeps RFC 3339 date-times as sent, reads a zone-less one as UTC, and completes a basic-format offset', () => {
    expect(utcDateTime.parse('2026-11-20T10:30:00.123Z')).toBe('2026-11-20T10:30:00.123Z');
    expect(utcDateTime.parse('2026-11-20T10:30:00')).toBe('2026-11-20T10:30:00Z');
    expect(utcDateTime.parse('2026-11-20T10:30:00+0100')).toBe('2026-11-20T10:30:00+01:00');
    expect(utcDateTime.parse('2026-11-20T10:30:00+01:00')).toBe('2026-11-20T10:30:00+01:00');
  });

  it('refuses what is no date-time, as a contract problem of the field', () => {
    expect(utcDateTime.safeParse('yesterday').success).toBe(false);
    expect(utcDateTime.safeParse('2026-13-45T99:00:00Z').success).toBe(false);
  });
});
