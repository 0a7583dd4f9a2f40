import fc from 'fast-check';
import { parseValue as parseGraphQLValue } from 'graphql';
import { parse as parseLosslessJson } from 'lossless-json';
import { describe, expect, it } from 'vitest';
import { GraphQLDecimal } from '../../../src/scalars/decimal.ts';

const literal = (source: string): string => GraphQLDecimal.parseLiteral(parseGraphQLValue(source), undefined);
const messageOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected an error');
};

describe('Decimal input (variables)', () => {
  it.each([
    ['1234.50', '1234.50'],
    ['0', '0'],
    ['-17.25', '-17.25'],
    ['123456789012345678', '123456789012345678'],
    ['1234567890123456.78', '1234567890123456.78'],
    ['007.50', '7.50'],
    ['-000.10', '-0.10'],
    ['-0', '0'],
    ['-0.00', '0.00'],
    ['1'.repeat(36), '1'.repeat(36)],
    ['0000000000000000000000000000000000000001', '1'],
  ])('accepts the string %s as %s, keeping every digit and the scale', (input, expected) => {
    expect(GraphQLDecimal.parseValue(input)).toBe(expected);
  });

  it.each([
    [''],
    ['1.'],
    ['.5'],
    ['+1'],
    [' 1'],
    ['1 '],
    ['1,50'],
    ['1e3'],
    ['0x10'],
    ['NaN'],
    ['Infinity'],
    ['1'.repeat(37)],
    [`${'1'.repeat(20)}.${'1'.repeat(17)}`],
  ])('refuses the string %j', (input) => {
    expect(() => GraphQLDecimal.parseValue(input)).toThrow(/^Decimal must be a string like "1234.50"/);
  });

  it('accepts whole JSON numbers that are exact (up to 2^53 - 1)', () => {
    expect(GraphQLDecimal.parseValue(250)).toBe('250');
    expect(GraphQLDecimal.parseValue(-3)).toBe('-3');
    expect(GraphQLDecimal.parseValue(Number.MAX_SAFE_INTEGER)).toBe('9007199254740991');
  });

  it('refuses a JSON number with a fraction, so that no amount is silently rounded', () => {
    expect(messageOf(() => GraphQLDecimal.parseValue(12.5))).toBe(
      'Decimal values with a fraction must be sent as strings (e.g. "12.50"), never as JSON numbers, so that they are not rounded',
    );
  });

  it('refuses a whole JSON number beyond 2^53 - 1, which JSON.parse has already rounded', () => {
    expect(messageOf(() => GraphQLDecimal.parseValue(2 ** 53))).toBe(
      'Decimal whole numbers beyond 2^53 - 1 must be sent as strings, so that they are not rounded',
    );
  });

  it.each([[true], [null], [{}], [['1']], [Number.NaN]])('refuses the non-decimal value %j', (input) => {
    expect(() => GraphQLDecimal.parseValue(input)).toThrow();
  });

  it('never repeats the refused value in its message', () => {
    const message = messageOf(() => GraphQLDecimal.parseValue('4444333322221111x'));
    expect(message).not.toContain('4444');
  });
});

describe('Decimal input (literals in the document)', () => {
  it('accepts a string literal', () => {
    expect(literal('"-0012.340"')).toBe('-12.340');
  });

  it('accepts an integer literal of any size, because the document keeps its exact digits', () => {
    expect(literal('123456789012345678901')).toBe('123456789012345678901');
  });

  it('refuses a float literal, like a fractional variable', () => {
    expect(() => literal('12.5')).toThrow(/must be sent as strings/);
  });

  it.each([['true'], ['null'], ['ENUM_VALUE'], ['["1"]'], ['{ a: "1" }']])(
    'refuses the literal %s',
    (source) => {
      expect(() => literal(source)).toThrow(/^Decimal must be a string like/);
    },
  );
});

describe('Decimal output', () => {
  it('serializes decimal strings in canonical form', () => {
    expect(GraphQLDecimal.serialize('1234.50')).toBe('1234.50');
    expect(GraphQLDecimal.serialize('-0.00')).toBe('0.00');
  });

  it('expands JSON number notation with an exponent exactly', () => {
    expect(GraphQLDecimal.serialize('1.5e3')).toBe('1500');
    expect(GraphQLDecimal.serialize('25E-2')).toBe('0.25');
    expect(GraphQLDecimal.serialize('-1.250E+1')).toBe('-12.50');
    expect(GraphQLDecimal.serialize('5e-3')).toBe('0.005');
  });

  it('keeps all 18 digits of a LosslessNumber parsed from provider JSON', () => {
    const body = parseLosslessJson('{"amount": 1234567890123456.78, "big": 123456789012345678}') as Record<
      string,
      unknown
    >;
    expect(GraphQLDecimal.serialize(body.amount)).toBe('1234567890123456.78');
    expect(GraphQLDecimal.serialize(body.big)).toBe('123456789012345678');
  });

  it('serializes bigints and safe integers', () => {
    expect(GraphQLDecimal.serialize(10n ** 20n)).toBe('100000000000000000000');
    expect(GraphQLDecimal.serialize(-42)).toBe('-42');
  });

  it('refuses a JavaScript number with a fraction: it has already lost exactness', () => {
    expect(() => GraphQLDecimal.serialize(0.1)).toThrow(
      'Decimal cannot represent a JavaScript number with a fraction or beyond 2^53 - 1',
    );
  });

  it.each([['abc'], ['1e999999999'], ['1'.repeat(37)], [''], [true], [undefined]])('refuses %j', (value) => {
    expect(() => GraphQLDecimal.serialize(value)).toThrow(/^Decimal cannot represent/);
  });
});

describe('Decimal round trip', () => {
  it('returns exactly the digits it was given, for any amount of up to 36 digits', () => {
    const decimals = fc
      .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 6 }))
      .map(([unscaled, scale]) => {
        const digits = (unscaled < 0n ? -unscaled : unscaled).toString().padStart(scale + 1, '0');
        const sign = unscaled < 0n ? '-' : '';
        return scale === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
      });
    fc.assert(
      fc.property(decimals, (text) => {
        expect(GraphQLDecimal.serialize(GraphQLDecimal.parseValue(text))).toBe(text);
      }),
    );
  });
});
