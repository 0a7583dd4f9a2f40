import { ApolloServer } from '@apollo/server';
import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { GraphQLUUID } from 'graphql-scalars';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.ts';
import { GraphQLDecimal } from '../../src/scalars/decimal.ts';
import { scalarResolvers } from '../../src/scalars/index.ts';
import { CoercionFailures } from '../../src/server/coercionErrors.ts';
import { formatError } from '../../src/server/formatError.ts';

/**
 * Regression of the gateway fuzz test (test/security/graphqlFuzz.spec.ts): variable coercion errors, exactly as
 * graphql-js raises them and Apollo hands them to the gateway's plugin and `formatError`, name the field and the rule and never the value,
 * whatever the value contains.
 */
const Card = new GraphQLInputObjectType({
  name: 'Card',
  fields: {
    cardHolderName: { type: GraphQLString },
    cardNumber: { type: new GraphQLNonNull(GraphQLString) },
  },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      pay: {
        type: GraphQLBoolean,
        args: {
          card: { type: Card },
          method: { type: new GraphQLEnumType({ name: 'Method', values: { FAST_ACCESS: {} } }) },
          at: { type: scalarResolvers.DateTime },
          amount: { type: GraphQLDecimal },
          paymentId: { type: GraphQLUUID },
          ids: { type: new GraphQLList(new GraphQLNonNull(GraphQLID)) },
        },
      },
    },
  }),
});
const source = `query($card: Card, $method: Method, $at: DateTime, $amount: Decimal, $paymentId: UUID, $ids: [ID!]) {
  pay(card: $card, method: $method, at: $at, amount: $amount, paymentId: $paymentId, ids: $ids)
}`;

const coercion = new CoercionFailures();
const server = new ApolloServer({
  schema,
  formatError: formatError(createLogger('silent'), coercion),
  plugins: [coercion.plugin()],
});
afterAll(() => server.stop());

/** The first error a caller gets for these variables, through Apollo with the gateway's error formatting. */
async function answered(variableValues: Record<string, unknown>) {
  const response = await server.executeOperation({ query: source, variables: variableValues });
  const error = response.body.kind === 'single' ? response.body.singleResult.errors?.[0] : undefined;
  if (!error) throw new Error('expected a coercion error');
  return { message: error.message, extensions: error.extensions };
}

const spacedCard = '4444 3333 2222 1111';

describe('variable coercion errors with values that look like message syntax', () => {
  it('cuts the whole value out even when a string in it contains "; "', async () => {
    expect(
      await answered({ card: { cardHolderName: 'Ada; Lovelace', cardNumber: spacedCard, extra: 1 } }),
    ).toEqual({
      message: 'Variable "$card" got invalid value; Field "extra" is not defined by type "Card".',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ path: 'card.extra', rule: 'UNKNOWN_FIELD', message: 'is not a field of Card' }],
      },
    });
  });

  it('keeps the path of a list entry when the value contains "; "', async () => {
    expect(await answered({ ids: ['a', { x: `${spacedCard}; z` }] })).toEqual({
      message: 'Variable "$ids" got invalid value at "ids[1]"; ID cannot represent value.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ path: 'ids.1', rule: 'INVALID_TYPE', message: 'must be a valid ID' }],
      },
    });
  });

  it('masks a card number sent as an unknown key in the field path', async () => {
    expect(await answered({ card: { cardNumber: 'x', '4444333322221111': 1 } })).toEqual({
      message: 'Variable "$card" got invalid value; Field "[redacted]" is not defined by type "Card".',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ path: 'card.[redacted]', rule: 'UNKNOWN_FIELD', message: 'is not a field of Card' }],
      },
    });
  });
});

describe('variable coercion errors never repeat the value', () => {
  it.each([
    [
      'an enum value',
      { method: spacedCard },
      'Variable "$method" got invalid value; Value does not exist in "Method" enum.',
      { path: 'method', rule: 'NOT_ALLOWED', message: 'must be one of the values of Method' },
    ],
    [
      'an enum given a number',
      { method: 4444333322221111 },
      'Variable "$method" got invalid value; Enum "Method" cannot represent non-string value.',
      { path: 'method', rule: 'NOT_ALLOWED', message: 'must be one of the values of Method' },
    ],
    [
      'a date-time string',
      { at: spacedCard },
      'Variable "$at" got invalid value; DateTime cannot represent an invalid date-time-string.',
      { path: 'at', rule: 'INVALID_FORMAT', message: 'must be a valid ISO 8601 date-time with a time zone' },
    ],
    [
      'a date-time of another type',
      { at: { cvc: '123' } },
      'Variable "$at" got invalid value; DateTime cannot represent non string or Date type.',
      { path: 'at', rule: 'INVALID_FORMAT', message: 'must be a valid ISO 8601 date-time with a time zone' },
    ],
    [
      'a UUID that is no string',
      { paymentId: ['4444-3333-2222-1111'] },
      'Variable "$paymentId" got invalid value; Value is not string.',
      { path: 'paymentId', rule: 'INVALID_TYPE', message: 'must be a string' },
    ],
  ])('%s', async (_case, variables, message, fieldError) => {
    expect(await answered(variables)).toEqual({
      message,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [fieldError] },
    });
  });
});

describe('variable coercion errors name the rule', () => {
  it.each([
    [
      'a null list entry',
      { ids: ['a', null] },
      { path: 'ids.1', rule: 'NOT_NULL', message: 'must not be null' },
    ],
    [
      'a malformed decimal',
      { amount: '12,50' },
      {
        path: 'amount',
        rule: 'INVALID_FORMAT',
        message: 'must be a decimal string like "1234.50" or a whole number',
      },
    ],
    [
      'a decimal number with a fraction',
      { amount: 12.5 },
      {
        path: 'amount',
        rule: 'INVALID_FORMAT',
        message: 'must be sent as a string when it has a fraction, e.g. "12.50"',
      },
    ],
    [
      'a decimal number beyond 2^53 - 1',
      { amount: 2 ** 60 },
      {
        path: 'amount',
        rule: 'INVALID_FORMAT',
        message: 'must be sent as a string when it is beyond 2^53 - 1',
      },
    ],
  ])('%s', async (_case, variables, fieldError) => {
    const error = await answered(variables);
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: [fieldError] });
  });
});
