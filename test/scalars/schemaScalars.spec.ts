import { ApolloServer } from '@apollo/server';
import { buildSchema, isScalarType, isSpecifiedScalarType } from 'graphql';
import { parse as parseLosslessJson } from 'lossless-json';
import { afterAll, describe, expect, it } from 'vitest';
import { scalarResolvers } from '../../src/scalars/index.ts';
import { loadTypeDefs } from '../../src/server/schemaFiles.ts';

// The real schema with only the scalar resolvers and two stand-in query resolvers, so the scalars are exercised
// exactly as Apollo Server wires them, without data sources.
const received: unknown[] = [];
const server = new ApolloServer({
  typeDefs: loadTypeDefs(),
  resolvers: {
    ...scalarResolvers,
    Query: {
      paymentItem: () => ({
        id: 'x',
        paymentId: '2b9e4b3e-5d1e-4c8f-9a6b-0f1e2d3c4b5a',
        paymentDatetime: '2024-03-01T10:30:00.123456+01:00',
        source: {
          amount: (parseLosslessJson('{"a":1234567890123456.78}') as { a: unknown }).a,
          currency: 'GBP',
          minorUnits: '123456789012345678',
        },
      }),
      paymentItems: (_parent: unknown, args: { filter: unknown }) => {
        received.push(args.filter);
        return { edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false }, totalCount: 0 };
      },
    },
  },
});
afterAll(() => server.stop());

async function run(query: string, variables?: Record<string, unknown>) {
  const response = await server.executeOperation({ query, ...(variables ? { variables } : {}) });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
}

describe('scalars in the schema', () => {
  it('has a resolver for every custom scalar the schema declares, and none for others', () => {
    const schema = buildSchema(loadTypeDefs().join('\n'));
    const declared = Object.values(schema.getTypeMap())
      .filter((type) => isScalarType(type) && !isSpecifiedScalarType(type))
      .map((type) => type.name)
      .sort();
    expect(Object.keys(scalarResolvers).sort()).toEqual(declared);
  });

  it('keeps the descriptions and specifiedBy URLs of the SDL, not those of graphql-scalars', async () => {
    const result = await run(
      '{ date: __type(name: "Date") { name description specifiedByURL } url: __type(name: "URL") { name specifiedByURL } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      date: {
        name: 'Date',
        description:
          'A calendar date without time or time zone, exactly `YYYY-MM-DD`, e.g. `2024-03-01`. It is never shifted by time zones: the date you send is the date the provider gets.',
        specifiedByURL: 'https://datatracker.ietf.org/doc/html/rfc3339#section-5.6',
      },
      url: { name: 'URL', specifiedByURL: 'https://url.spec.whatwg.org/' },
    });
  });

  it('returns money exactly, date-times in UTC with milliseconds, and UUIDs as given', async () => {
    const result = await run(
      '{ paymentItem(paymentId: "2b9e4b3e-5d1e-4c8f-9a6b-0f1e2d3c4b5a") { paymentId paymentDatetime source { amount currency minorUnits } } }',
    );
    expect(result).toEqual({
      data: {
        paymentItem: {
          paymentId: '2b9e4b3e-5d1e-4c8f-9a6b-0f1e2d3c4b5a',
          paymentDatetime: '2024-03-01T09:30:00.123Z',
          source: { amount: '1234567890123456.78', currency: 'GBP', minorUnits: '123456789012345678' },
        },
      },
    });
  });

  it('passes dates and decimals to resolvers as the exact strings sent', async () => {
    received.length = 0;
    const result = await run('query($f: PaymentItemFilter!) { paymentItems(filter: $f) { totalCount } }', {
      f: { entity: 'ABC123', startDate: '2024-02-01', endDate: '2024-02-29', sourceAmount: '00250.00' },
    });
    expect(result.errors).toBeUndefined();
    expect(received).toEqual([
      { entity: 'ABC123', startDate: '2024-02-01', endDate: '2024-02-29', sourceAmount: '250.00' },
    ]);
  });

  it('refuses a date that is not on the calendar before any resolver runs', async () => {
    received.length = 0;
    const result = await run('query($f: PaymentItemFilter!) { paymentItems(filter: $f) { totalCount } }', {
      f: { entity: 'ABC123', startDate: '2023-02-29', endDate: '2023-03-01' },
    });
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect(received).toEqual([]);
  });

  it('refuses a fractional JSON number for a Decimal variable before any resolver runs', async () => {
    received.length = 0;
    const result = await run('query($f: PaymentItemFilter!) { paymentItems(filter: $f) { totalCount } }', {
      f: { entity: 'ABC123', startDate: '2024-02-01', endDate: '2024-02-29', sourceAmount: 250.5 },
    });
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect(received).toEqual([]);
  });
});
