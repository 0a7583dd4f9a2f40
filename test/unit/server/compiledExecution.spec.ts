import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  type ExecutionResult,
  execute,
  GraphQLError,
  GraphQLScalarType,
  getOperationAST,
  parse,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { compiledExecutor } from '../../../src/server/compiledExecutor.ts';
import { CompiledPlans } from '../../../src/server/compiledPlans.ts';

const odd = new GraphQLScalarType({
  name: 'Odd',
  serialize(value) {
    if (value === 'typeError') throw new TypeError('not an odd number');
    if (value === 'graphqlError')
      throw new GraphQLError('Odd cannot represent it', { extensions: { code: 'ODD' } });
    if (value === 'nothing') return undefined;
    return value;
  },
});

/** The mutations run and the root lists read, in order. */
const calls: string[] = [];

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    scalar Odd
    enum Color { RED }
    input By @oneOf { id: ID, name: String }
    input Line { sku: ID!, qty: Int! = 1, by: By }
    input Address { line1: String!, city: String, tags: [String!], color: Color = RED }
    input Filter { city: String, tags: [String!] }
    input Order { ref: String!, filter: Filter, address: Address, lines: [Line!], by: By, count: Int = 1, note: String = "none" }
    type Item { id: ID!, odd: Odd, must: String! }
    type Faults {
      failing: String
      coded: String
      thrownValue: String
      odd(value: String!): Odd
      strictOdd(value: String!): Odd!
      color: Color
    }
    type Query {
      items: [Item!]
      item(by: By!): Item
      faults: Faults
      failing: String
      nonNull: String!
      later: Item
      echo(s: String, i: Int, f: Float, b: Boolean, id: ID, c: Color, o: Odd, req: String!): String
      order(o: Order, os: [Order!]): String
    }
    type Mutation { first(fail: Boolean!): String!, second: String }
  `,
  resolvers: {
    Odd: odd,
    Query: {
      items: () => {
        calls.push('items');
        return [
          { id: '1', odd: 3, must: 'a' },
          { id: '2', odd: 'typeError', must: null },
        ];
      },
      item: (_: unknown, { by }: { by: { id?: string; name?: string } }) => ({
        id: by.id ?? by.name,
        must: 'x',
      }),
      faults: () => ({}),
      failing: () => {
        throw new Error('boom');
      },
      nonNull: () => null,
      later: async () => ({ id: '3', odd: 'graphqlError', must: null }),
      echo: (_: unknown, args: Record<string, unknown>) => {
        calls.push('echo');
        return JSON.stringify(args);
      },
      order: (_: unknown, args: Record<string, unknown>) => {
        calls.push('order');
        return JSON.stringify(args);
      },
    },
    Faults: {
      failing: () => {
        throw new Error('boom');
      },
      coded: () => {
        throw new GraphQLError('refused', { extensions: { code: 'UPSTREAM_REJECTED' } });
      },
      thrownValue: () => {
        throw 'plain';
      },
      odd: (_: unknown, { value }: { value: string }) => value,
      strictOdd: (_: unknown, { value }: { value: string }) => value,
      color: () => 'PURPLE',
    },
    Mutation: {
      first: async (_: unknown, { fail }: { fail: boolean }) => {
        calls.push('first');
        if (fail) throw new Error('refused');
        return 'done';
      },
      second: async () => {
        calls.push('second');
        return 'done';
      },
    },
  },
});

function request(query: string, variables?: Record<string, unknown>, queryHash = query) {
  const document = parse(query);
  return {
    queryHash,
    document,
    operation: getOperationAST(document) ?? undefined,
    context: {},
    request: { operationName: undefined, variables },
  };
}

/** What Apollo and formatError read of a result: every error's spec fields and what it wraps. */
function seen(result: ExecutionResult) {
  return {
    data: result.data,
    errors: result.errors?.map((error) => ({
      message: error.message,
      locations: error.locations,
      path: error.path,
      extensions: error.extensions,
      graphqlError: error instanceof GraphQLError,
      original: error.originalError && {
        graphqlError: error.originalError instanceof GraphQLError,
        name: error.originalError.name,
        message: error.originalError.message,
      },
    })),
  };
}

/** Scalar and enum variables, which graphql-jit judges alone: each value graphql-js refuses, and some it takes. */
function scalarVariableCases(): Array<[string, string, Record<string, unknown>]> {
  const query =
    'query ($s: String, $i: Int, $f: Float, $b: Boolean, $id: ID, $c: Color, $o: Odd, $req: String!) ' +
    '{ echo(s: $s, i: $i, f: $f, b: $b, id: $id, c: $c, o: $o, req: $req) }';
  const values: Array<[string, Record<string, unknown>]> = [
    ['every one accepted', { s: 'a', i: 2, f: 1.5, b: true, id: 'x', c: 'RED', o: 3, req: 'r' }],
    ['an integer ID and nulls', { id: 7, s: null, c: null, req: 'r' }],
    ['an Int out of 32 bits', { i: 2 ** 31, req: 'r' }],
    ['an Int with a fraction', { i: 1.5, req: 'r' }],
    ['a String given a number', { s: 3, req: 'r' }],
    ['a Float given a string', { f: '1.5', req: 'r' }],
    ['a Boolean given a string', { b: 'true', req: 'r' }],
    ['an ID with a fraction', { id: 1.5, req: 'r' }],
    ['an unknown enum value', { c: 'BLUE', req: 'r' }],
    ['an enum given a number', { c: 0, req: 'r' }],
    ['a non-null variable missing', {}],
    ['a non-null variable null', { req: null }],
  ];
  return [
    ...values.map(([name, variables]): [string, string, Record<string, unknown>] => [
      `scalar and enum variables: ${name}`,
      query,
      variables,
    ]),
    [
      'scalar variables left to their defaults',
      'query ($s: String = "d", $req: String! = "x") { echo(s: $s, req: $req) }',
      {},
    ],
  ];
}

/**
 * Input-object variables, which graphql-jit judges alone unless a value falls in its gaps (jitCoercion.ts): values
 * graphql-js takes, each kind it refuses, and the gaps themselves.
 */
function inputObjectVariableCases(): Array<[string, string, Record<string, unknown>]> {
  const query = 'query ($o: Order, $os: [Order!]) { order(o: $o, os: $os) }';
  const address = { line1: '1 High St', city: 'London', tags: ['a', 'b'], color: 'RED' };
  const order = {
    ref: 'r1',
    address,
    lines: [{ sku: 's1', qty: 2, by: { id: '7' } }],
    by: { name: 'n' },
    count: 3,
  };
  const values: Array<[string, Record<string, unknown>]> = [
    ['every field given', { o: order, os: [order, { ref: 'r2' }] }],
    ['defaults left to apply, nulls given', { o: { ref: 'r1', address: null, by: null, note: null } }],
    ['a list given one object', { os: { ref: 'r1' } }],
    ['a list of strings given one string', { o: { ref: 'r1', address: { line1: 'x', tags: 'one' } } }],
    ['an array for an object', { o: [] }],
    ['an array of an object for an object', { o: [{ ref: 'r1' }] }],
    ['an array for a nested object', { o: { ref: 'r1', address: [] } }],
    ['an array inside a list item', { os: [{ ref: 'r1', lines: [[]] }] }],
    ['an array as the item of a list of objects', { os: [[]] }],
    ['an empty array for an object without required fields', { o: { ref: 'r1', filter: [] } }],
    ['an empty object for an object without required fields', { o: { ref: 'r1', filter: {} } }],
    ['a string for an object', { o: 'r1' }],
    ['a required field missing', { o: { address } }],
    ['a required field null', { o: { ref: null } }],
    [
      'a required field with a default left out, and given null',
      {
        os: [
          { ref: 'r1', lines: [{ sku: 's' }] },
          { ref: 'r2', lines: [{ sku: 's', qty: null }] },
        ],
      },
    ],
    ['a nested required field missing', { o: { ref: 'r1', address: { city: 'x' } } }],
    ['an unknown field', { o: { ref: 'r1', colour: 'RED' } }],
    ['an unknown nested field', { os: [{ ref: 'r1', lines: [{ sku: 's', qty: 1, size: 2 }] }] }],
    ['a wrong scalar deep inside', { os: [{ ref: 'r1', lines: [{ sku: 's', qty: 1.5 }] }] }],
    ['an unknown enum value inside', { o: { ref: 'r1', address: { line1: 'x', color: 'BLUE' } } }],
    ['a null item of a non-null list', { os: [null] }],
    ['a @oneOf with two fields set', { o: { ref: 'r1', by: { id: '1', name: 'n' } } }],
    ['a @oneOf with none set', { o: { ref: 'r1', by: {} } }],
    ['a @oneOf with its field null', { o: { ref: 'r1', by: { id: null } } }],
    ['a @oneOf with one field and one null', { o: { ref: 'r1', by: { id: '1', name: null } } }],
    [
      'a @oneOf inside a list item',
      { os: [{ ref: 'r1', lines: [{ sku: 's', qty: 1, by: { id: '1', name: 'n' } }] }] },
    ],
    ['a @oneOf given an array', { o: { ref: 'r1', by: ['1'] } }],
  ];
  return values.map(([name, variables]) => [`input-object variables: ${name}`, query, variables]);
}

describe('compiled execution', () => {
  const cases: Array<[string, string, Record<string, unknown>?]> = [
    ['data only', '{ items { id odd } }'],
    ['a resolver error, one carrying a code and an enum out of range', '{ faults { failing coded color } }'],
    ['a thrown value that is not an Error', '{ faults { thrownValue } }'],
    ['null propagation through a list of non-null items', '{ items { id odd must } }'],
    [
      'a scalar that throws, plain and as a GraphQLError, or returns nothing',
      '{ faults { a: odd(value: "typeError") b: odd(value: "graphqlError") c: odd(value: "nothing") } }',
    ],
    ['a non-null scalar that throws', '{ faults { failing strictOdd(value: "typeError") } }'],
    ['a non-null root field', '{ nonNull }'],
    ['a non-null root field failing before another field', '{ nonNull failing }'],
    ['root fields after a nullable one that fails', '{ failing items { id } later { id } }'],
    ['a non-null root field last, failing after the others ran', '{ items { id } failing nonNull }'],
    ['aliases of one root field', '{ a: later { id } b: later { must } c: items { id } }'],
    ['an asynchronous field with errors inside', '{ later { id odd must } }'],
    ['a @oneOf variable with one branch', 'query ($by: By!) { item(by: $by) { id } }', { by: { id: '7' } }],
    [
      'a @oneOf variable with two branches',
      'query ($by: By!) { item(by: $by) { id } }',
      { by: { id: '7', name: 'n' } },
    ],
    ['a failed mutation', 'mutation { first(fail: true) }'],
    ['mutations in order', 'mutation { first(fail: false) second }'],
    ['a failed non-null mutation, which stops the ones after it', 'mutation { first(fail: true) second }'],
    ['a missing variable', 'query ($by: By!) { item(by: $by) { id } }', {}],
    ...scalarVariableCases(),
    ...inputObjectVariableCases(),
  ];

  it.each(cases)('answers as graphql-js does: %s', async (_name, query, variables) => {
    const run = compiledExecutor(schema, 1_000_000);
    calls.length = 0;
    const expected = seen(
      await execute({ schema, document: parse(query), contextValue: {}, variableValues: variables }),
    );
    // The first sighting runs on graphql-js, the second compiled (where CompiledPlans compiles it).
    const expectedCalls = calls.splice(0);
    expect(seen(await run(request(query, variables)))).toEqual(expected);
    expect(calls.splice(0)).toEqual(expectedCalls);
    expect(seen(await run(request(query, variables)))).toEqual(expected);
    expect(calls).toEqual(expectedCalls);
  });
});

describe('compiled plans', () => {
  it('compiles an operation the second time it is asked for, and keeps it', () => {
    const plans = new CompiledPlans(schema, 1_000_000);
    const asked = request('{ items { id } }');
    expect(plans.planFor(asked)).toBeUndefined();
    const compiled = plans.planFor(asked);
    expect(compiled).toBeDefined();
    expect(plans.planFor(asked)).toBe(compiled);
  });

  it('compiles only when no field with a resolver comes after a non-null one, at any depth; never several mutations', () => {
    const plans = new CompiledPlans(schema, 1_000_000);
    const compiled = (query: string) => {
      for (let i = 0; i < 3; i += 1) plans.planFor(request(query));
      return plans.planFor(request(query)) !== undefined;
    };
    expect(compiled('mutation { first(fail: false) }')).toBe(true);
    expect(compiled('mutation { first(fail: false) second }')).toBe(false);
    expect(compiled('mutation { second again: second }')).toBe(false);
    expect(compiled('{ items { id } failing }')).toBe(true);
    expect(compiled('{ failing nonNull }')).toBe(true);
    expect(compiled('{ nonNull failing }')).toBe(false);
    expect(compiled('{ items { id } ... on Query { failing } }')).toBe(true);
    expect(compiled('{ nonNull ... on Query { failing } }')).toBe(false);
    expect(compiled('fragment F on Query { failing } { nonNull ...F }')).toBe(false);
    expect(compiled('{ items { id } failing @include(if: true) }')).toBe(true);
    // Nested: Item's fields are read from the parent (no resolver of their own), Faults' have resolvers.
    expect(compiled('{ items { must id odd } }')).toBe(true);
    expect(compiled('{ faults { strictOdd(value: "1") failing } }')).toBe(false);
    expect(compiled('{ faults { failing strictOdd(value: "1") } }')).toBe(true);
  });

  it('never compiles a document that may carry card data', () => {
    const plans = new CompiledPlans(schema, 1_000_000);
    const asked = request('{ faults { odd(value: "4111111111111111") } }');
    for (let i = 0; i < 3; i += 1) expect(plans.planFor(asked)).toBeUndefined();
  });

  it('leaves an operation Apollo could not resolve to graphql-js', () => {
    const plans = new CompiledPlans(schema, 1_000_000);
    const unknown = { ...request('query A { failing }'), operation: undefined };
    for (let i = 0; i < 3; i += 1) expect(plans.planFor(unknown)).toBeUndefined();
  });

  it('keeps compiled operations within the byte budget, least recently used out', () => {
    // One compiled operation of about 10 tokens costs about 10 KB: a budget of 15 KB holds one.
    const plans = new CompiledPlans(schema, 15_000);
    const first = request('{ items { id odd } }');
    const second = request('{ items { id must } }');
    plans.planFor(first);
    expect(plans.planFor(first)).toBeDefined();
    plans.planFor(second);
    expect(plans.planFor(second)).toBeDefined();
    // The first is gone: asked again, it is a first sighting.
    expect(plans.planFor(first)).toBeUndefined();
  });
});
