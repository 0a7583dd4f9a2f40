import { describe, expect, it } from 'vitest';
import { coercionFieldErrors } from '../../src/server/coercionErrors.ts';
import { sanitizeErrorMessage } from '../../src/server/sanitizeError.ts';

// Messages exactly as graphql 16 words them.
const cases: Array<[string, unknown]> = [
  [
    'Variable "$input" got invalid value { month: 1 } at "input.card"; Field "cardNumber" of required type "String!" was not provided.',
    [{ path: 'input.card.cardNumber', message: 'is required' }],
  ],
  [
    'Variable "$input" got invalid value "a" at "input.card.month"; Int cannot represent non-integer value: "a"',
    [{ path: 'input.card.month', message: 'must be a valid Int' }],
  ],
  [
    'Variable "$input" got invalid value { cardNumber: "4444333322221111", extra: 1 } at "input.card"; Field "extra" is not defined by type "Card".',
    [{ path: 'input.card.extra', message: 'is not a field of Card' }],
  ],
  [
    'Variable "$input" got invalid value { cardNumber: "4444333322221111", token: "t" } at "input.by"; Exactly one key must be specified for OneOf type "By".',
    [{ path: 'input.by', message: 'must set exactly one of its fields' }],
  ],
  [
    'Variable "$input" got invalid value 1 at "input.list[0].cardNumber"; String cannot represent a non string value: 1',
    [{ path: 'input.list.0.cardNumber', message: 'must be a valid String' }],
  ],
  [
    'Variable "$input" got invalid value "x" at "input.amount"; Expected type "Decimal". Decimal must be a string',
    [{ path: 'input.amount', message: 'must be a valid Decimal' }],
  ],
  [
    'Variable "$c" got invalid value "XYZ"; Value is not a valid currency value: XYZ',
    [{ path: 'c', message: 'must be a valid currency value' }],
  ],
  [
    'Variable "$d" got invalid value "2026-13-01" at "f.startDate"; Value is not a valid LocalDate: 2026-13-01',
    [{ path: 'f.startDate', message: 'must be a valid date (YYYY-MM-DD)' }],
  ],
  [
    'Variable "$t" got invalid value "x"; DateTime cannot represent an invalid date-time-string x.',
    [{ path: 't', message: 'must be a valid ISO 8601 date-time with a time zone' }],
  ],
  ['Variable "$input" of required type "In!" was not provided.', [{ path: 'input', message: 'is required' }]],
  [
    'Variable "$input" of non-null type "In!" must not be null.',
    [{ path: 'input', message: 'must not be null' }],
  ],
  ['Cannot query field "x" on type "Query".', undefined],
];

describe('field errors from graphql-js variable coercion', () => {
  it.each(cases)('%s', (message, expected) => {
    expect(coercionFieldErrors(message)).toEqual(expected);
  });
});

describe('error message sanitising', () => {
  it('cuts the echoed value out of a variable coercion message', () => {
    expect(
      sanitizeErrorMessage(
        'Variable "$input" got invalid value { cardNumber: "4444333322221111", cvc: "123" } at "input.card"; Field "extra" is not defined by type "Card".',
      ),
    ).toBe(
      'Variable "$input" got invalid value at "input.card"; Field "extra" is not defined by type "Card".',
    );
  });

  it('cuts the value from scalar messages and masks any card-length digit run', () => {
    expect(sanitizeErrorMessage('String cannot represent a non string value: 123')).toBe(
      'String cannot represent a non string value.',
    );
    expect(sanitizeErrorMessage('Value is not a valid UUID: 4444333322221111')).toBe(
      'Value is not a valid UUID.',
    );
    expect(sanitizeErrorMessage('card 5555555555554444 declined')).toBe('card [redacted] declined');
  });
});

describe('syntax errors and grouped card numbers', () => {
  it('cuts the token a syntax error quotes, so a card typed inline never comes back', () => {
    expect(sanitizeErrorMessage('Syntax Error: Expected ":", found String "4444 3333 2222 1111".')).toBe(
      'Syntax Error: Expected ":", found a value.',
    );
    expect(sanitizeErrorMessage('Syntax Error: Expected Name, found <EOF>.')).toBe(
      'Syntax Error: Expected Name, found <EOF>.',
    );
  });

  it('masks card numbers written in groups with spaces or dashes', () => {
    expect(sanitizeErrorMessage('card 4444 3333 2222 1111 or 5555-5555-5555-4444 refused')).toBe(
      'card [redacted] or [redacted] refused',
    );
  });
});
