import { GraphQLError, Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  type CoercionFailure,
  CoercionFailures,
  failureFieldError,
  failureMessage,
} from '../../../src/server/coercionErrors.ts';
import { sanitizeErrorMessage } from '../../../src/server/sanitizeError.ts';

const invalid = (variable: string, path: (string | number)[], rule: string): CoercionFailure => ({
  kind: 'invalid',
  variable,
  path,
  rule: new GraphQLError(rule),
});

// Failures as graphql 16's coercion reports them to its onError: variable, path inside it, rule (its wording).
const cases: Array<[string, CoercionFailure, unknown]> = [
  [
    'a missing required field',
    invalid('input', ['card'], 'Field "cardNumber" of required type "String!" was not provided.'),
    { path: 'input.card.cardNumber', rule: 'REQUIRED', message: 'is required' },
  ],
  [
    'a wrong Int',
    invalid('input', ['card', 'month'], 'Int cannot represent non-integer value: "a"'),
    { path: 'input.card.month', rule: 'INVALID_TYPE', message: 'must be a valid Int' },
  ],
  [
    'an unknown field',
    invalid('input', ['card'], 'Field "extra" is not defined by type "Card".'),
    { path: 'input.card.extra', rule: 'UNKNOWN_FIELD', message: 'is not a field of Card' },
  ],
  [
    'two branches of a oneOf input',
    invalid('input', ['by'], 'Exactly one key must be specified for OneOf type "By".'),
    { path: 'input.by', rule: 'EXACTLY_ONE', message: 'must set exactly one of its fields' },
  ],
  [
    'a wrong String in a list entry',
    invalid('input', ['list', 0, 'cardNumber'], 'String cannot represent a non string value: 1'),
    { path: 'input.list.0.cardNumber', rule: 'INVALID_TYPE', message: 'must be a valid String' },
  ],
  [
    'a scalar that threw a plain error',
    invalid('input', ['amount'], 'Expected type "Decimal". Decimal must be a string'),
    { path: 'input.amount', rule: 'INVALID_TYPE', message: 'must be a valid Decimal' },
  ],
  [
    'a graphql-scalars scalar',
    invalid('c', [], 'Value is not a valid currency value: XYZ'),
    { path: 'c', rule: 'INVALID_FORMAT', message: 'must be a valid currency value' },
  ],
  [
    'a LocalDate',
    invalid('f', ['startDate'], 'Value is not a valid LocalDate: 2026-13-01'),
    { path: 'f.startDate', rule: 'INVALID_FORMAT', message: 'must be a valid date (YYYY-MM-DD)' },
  ],
  [
    'a DateTime',
    invalid('t', [], 'DateTime cannot represent an invalid date-time-string x.'),
    { path: 't', rule: 'INVALID_FORMAT', message: 'must be a valid ISO 8601 date-time with a time zone' },
  ],
  [
    'a variable not provided',
    { kind: 'missing', variable: 'input' },
    { path: 'input', rule: 'REQUIRED', message: 'is required' },
  ],
  [
    'a null non-null variable',
    { kind: 'null', variable: 'input' },
    { path: 'input', rule: 'NOT_NULL', message: 'must not be null' },
  ],
];

describe('field errors from graphql-js variable coercion', () => {
  it.each(cases)('%s', (_case, failure, expected) => {
    expect(failureFieldError(failure)).toEqual(expected);
  });

  it('knows no failure behind an error that is not a variable coercion error', () => {
    expect(
      new CoercionFailures().failureOf(new GraphQLError('Cannot query field "x" on type "Query".')),
    ).toBe(undefined);
  });
});

describe('error message sanitising', () => {
  it('builds a variable coercion message from its structure, without the value', () => {
    const original =
      'Variable "$input" got invalid value { cardNumber: "4444333322221111", cvc: "123" } at "input.card"; Field "extra" is not defined by type "Card".';
    expect(
      failureMessage(
        invalid('input', ['card'], 'Field "extra" is not defined by type "Card".'),
        original,
        sanitizeErrorMessage,
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

describe('a variable coercion error without its recorded failure', () => {
  it('is answered without the printed value, naming the variable', () => {
    const definition = parse('query($card: Card) { pay }').definitions[0];
    const node =
      definition?.kind === Kind.OPERATION_DEFINITION ? definition.variableDefinitions?.[0] : undefined;
    const error = new GraphQLError('Variable "$card" got invalid value "4444333322221111"; whatever', {
      nodes: node,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const failure = new CoercionFailures().failureOf(error);
    expect(
      failure && [failureMessage(failure, error.message, sanitizeErrorMessage), failureFieldError(failure)],
    ).toEqual([
      'Variable "$card" got invalid value; Value is invalid.',
      { path: 'card', rule: 'INVALID', message: 'is invalid' },
    ]);
  });
});
