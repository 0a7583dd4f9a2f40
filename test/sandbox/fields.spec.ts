import { LosslessNumber } from 'lossless-json';
import { describe, expect, it } from 'vitest';
import { FieldErrors, SandboxHttpError } from '../../src/sandbox/http/errors.ts';
import { FieldReader, type FieldStyle } from '../../src/sandbox/http/fields.ts';

const byPath: FieldStyle = { label: 'path', blank: 'requiredNotBlank' };
const byLeaf: FieldStyle = { label: 'leaf', blank: 'requiredEmptyIsMissing' };
const bare: FieldStyle = { label: 'none', blank: 'notBlank' };
const required = { required: true } as const;

/** Runs `read` with a fresh reader and returns what it read plus the field errors it recorded (if any). */
function reading<T>(
  style: FieldStyle,
  read: (r: FieldReader) => T,
): { value: T; errors?: Record<string, string[]> } {
  const errors = new FieldErrors();
  const value = read(new FieldReader(errors, style));
  try {
    errors.throwIfAny();
  } catch (err) {
    if (!(err instanceof SandboxHttpError)) throw err;
    return { value, errors: err.errors ?? {} };
  }
  return { value };
}

describe('shared sandbox field reader', () => {
  it('names the field by its whole path, its last segment, or not at all, as the area words it', () => {
    const read = (r: FieldReader) => r.string({}, 'entity', 'merchant.entity', required);
    expect(reading(byPath, read)).toEqual({
      value: undefined,
      errors: { 'merchant.entity': ['merchant.entity is required'] },
    });
    expect(reading(byLeaf, read)).toEqual({
      value: undefined,
      errors: { 'merchant.entity': ['entity is required'] },
    });
    expect(reading(bare, read)).toEqual({ value: undefined, errors: { 'merchant.entity': ['is required'] } });
  });

  it('counts null as absent and reports children of an absent object not at all', () => {
    const result = reading(byPath, (r) => {
      const merchant = r.object({ merchant: null }, 'merchant', 'merchant', required);
      return r.string(merchant, 'entity', 'merchant.entity', required);
    });
    expect(result).toEqual({ value: undefined, errors: { merchant: ['merchant is required'] } });
  });

  it('reads only own properties, never inherited ones', () => {
    expect(reading(byPath, (r) => r.string({}, 'toString', 'method', required))).toEqual({
      value: undefined,
      errors: { method: ['method is required'] },
    });
  });

  it('refuses arrays and digit-exact numbers where an object is expected', () => {
    const body = { a: [], b: new LosslessNumber('5'), c: { x: 1 } };
    const result = reading(bare, (r) => [
      r.object(body, 'a', 'a'),
      r.object(body, 'b', 'b'),
      r.object(body, 'c', 'c'),
    ]);
    expect(result).toEqual({
      value: [undefined, undefined, { x: 1 }],
      errors: { a: ['must be an object'], b: ['must be an object'] },
    });
  });

  it('treats blank strings as each style says', () => {
    const body = { empty: '', spaces: '  ' };
    const read = (r: FieldReader) => [
      r.string(body, 'empty', 'empty', required),
      r.string(body, 'spaces', 'spaces', required),
      r.string(body, 'empty', 'optionalEmpty'),
      r.string(body, 'spaces', 'optionalSpaces'),
    ];
    expect(reading(byLeaf, read)).toEqual({
      value: [undefined, '  ', '', '  '],
      errors: { empty: ['empty is required'] },
    });
    expect(reading(byPath, read)).toEqual({
      value: [undefined, undefined, '', '  '],
      errors: { empty: ['empty must not be empty'], spaces: ['spaces must not be empty'] },
    });
    expect(reading(bare, read)).toEqual({
      value: [undefined, undefined, undefined, undefined],
      errors: {
        empty: ['must not be empty'],
        spaces: ['must not be empty'],
        optionalEmpty: ['must not be empty'],
        optionalSpaces: ['must not be empty'],
      },
    });
  });

  it('checks a string type, then its length, then its format, and reports only the first broken rule', () => {
    const body = { n: 5, long: 'ABCDE', lower: 'abc', ok: 'ABC' };
    const rule = { maxLength: 4, format: /^[A-Z]+$/, message: 'must be upper case' };
    const result = reading(byPath, (r) =>
      ['n', 'long', 'lower', 'ok'].map((k) => r.string(body, k, k, rule)),
    );
    expect(result).toEqual({
      value: [undefined, undefined, undefined, 'ABC'],
      errors: {
        n: ['n must be a string'],
        long: ['long must be at most 4 characters'],
        lower: ['lower must be upper case'],
      },
    });
  });

  it('accepts a predicate as a format and words an unnamed format generically', () => {
    const body = { a: 'x', b: 'y' };
    const result = reading(byPath, (r) => [
      r.string(body, 'a', 'a', { format: (v) => v === 'x' }),
      r.string(body, 'b', 'b', { format: /^x$/ }),
    ]);
    expect(result).toEqual({ value: ['x', undefined], errors: { b: ['b has an invalid format'] } });
  });

  it('words a missing field by the rule when the area says so', () => {
    const result = reading(byLeaf, (r) =>
      r.integer({ month: null }, 'month', 'expiry.month', { ...required, missing: 'must be a month' }),
    );
    expect(result).toEqual({ value: undefined, errors: { 'expiry.month': ['month must be a month'] } });
  });

  it('takes one of a closed set, naming the set; non-strings are "not a string" unless any type is allowed', () => {
    const allowed = ['red', 'blue'] as const;
    const body = { a: 'blue', b: 'green', c: 7 };
    const result = reading(byLeaf, (r) => [
      r.oneOf(body, 'a', 'a', allowed),
      r.oneOf(body, 'b', 'b', allowed),
      r.oneOf(body, 'c', 'c', allowed),
      r.oneOf(body, 'c', 'd', allowed, { anyType: true }),
    ]);
    expect(result).toEqual({
      value: ['blue', undefined, undefined, undefined],
      errors: {
        b: ['b must be one of red, blue'],
        c: ['c must be a string'],
        d: ['d must be one of red, blue'],
      },
    });
  });

  it('reads safe integers as numbers within bounds', () => {
    const body = { ok: 12, low: 0, fraction: 1.5, text: '3', huge: 2 ** 60 };
    const rule = { min: 1, max: 12, message: 'must be from 1 to 12' };
    const result = reading(byPath, (r) => Object.keys(body).map((k) => r.integer(body, k, k, rule)));
    expect(result).toEqual({
      value: [12, undefined, undefined, undefined, undefined],
      errors: {
        low: ['low must be from 1 to 12'],
        fraction: ['fraction must be from 1 to 12'],
        text: ['text must be from 1 to 12'],
        huge: ['huge must be from 1 to 12'],
      },
    });
  });

  it('reads integers of any length as canonical text, from numbers, digit-exact numbers and optionally strings', () => {
    const body = {
      big: new LosslessNumber('123456789012345678901234567890'),
      plus: '+300',
      neg: -5,
      float: 2.5,
    };
    const result = reading(bare, (r) => [
      r.integerText(body, 'big', 'big', { min: 0 }),
      r.integerText(body, 'plus', 'plus', { numericStrings: true }),
      r.integerText(body, 'plus', 'plusAsNumber'),
      r.integerText(body, 'neg', 'neg', { min: 0, message: 'must not be negative' }),
      r.integerText(body, 'float', 'float'),
    ]);
    expect(result).toEqual({
      value: ['123456789012345678901234567890', '300', undefined, undefined, undefined],
      errors: {
        plusAsNumber: ['must be an integer'],
        neg: ['must not be negative'],
        float: ['must be an integer'],
      },
    });
  });

  it('reads booleans, and records rules spanning fields worded in style or verbatim', () => {
    const result = reading(byPath, (r) => {
      const flag = r.boolean({ flag: 'true' }, 'flag', 'flag');
      r.invalid('card', 'fails the Luhn check');
      r.add('token', 'exactly one of card or token is required');
      return flag;
    });
    expect(result).toEqual({
      value: undefined,
      errors: {
        flag: ['flag must be a boolean'],
        card: ['card fails the Luhn check'],
        token: ['exactly one of card or token is required'],
      },
    });
  });
});

describe('FieldErrors', () => {
  it('collects messages under field paths that are also names of object methods', () => {
    const errors = new FieldErrors();
    errors.add('constructor', 'is required');
    errors.add('toString', 'is required');
    expect(() => errors.throwIfAny('SBXT01')).toThrow(
      expect.objectContaining({
        status: 400,
        errors: { constructor: ['is required'], toString: ['is required'] },
      }),
    );
  });
});
