import { makeExecutableSchema } from '@graphql-tools/schema';
import { type ExecutionResult, execute, getOperationAST, parse, type ResponsePath } from 'graphql';
import { describe, expect, it } from 'vitest';
import { compiledExecutor } from '../../../src/server/compiledExecutor.ts';

/**
 * The differential test of compiled execution on null propagation, with graphql-js 16's own non-null tests as the
 * oracle (src/execution/__tests__/nonnull-test.ts of graphql-js: the same schema, data and shapes). Every field has
 * a resolver that records its path, so the resolvers run are compared as well as the data and the errors: on the
 * first sighting (graphql-js) and on every later one (compiled where the plan allows), the answer must be
 * graphql-js's.
 */
const typeDefs = /* GraphQL */ `
  type DataType {
    sync: String
    syncNonNull: String!
    promise: String
    promiseNonNull: String!
    asyncNonNull: String!
    syncNest: DataType
    syncNonNullNest: DataType!
    promiseNest: DataType
    promiseNonNullNest: DataType!
  }
  type Query {
    throwing: DataType
    nulling: DataType
    throwingNonNull: DataType!
    nullingNonNull: DataType!
  }
`;

type Behaviour = 'throwing' | 'nulling';

/** The resolvers run, by path, in the order they ran. */
const calls: string[] = [];
const pathOf = (path: ResponsePath | undefined): string =>
  path ? `${pathOf(path.prev)}${path.prev ? '.' : ''}${path.key}` : '';

const scalar = (behaviour: Behaviour, promise: boolean) => () => {
  const fail = () => {
    if (behaviour === 'throwing') throw new Error(promise ? 'promise' : 'sync');
    return null;
  };
  return promise ? Promise.resolve().then(fail) : fail();
};

const field =
  (resolve: (parent: Behaviour) => unknown) =>
  (parent: Behaviour, _args: unknown, _context: unknown, info: { path: ResponsePath }) => {
    calls.push(pathOf(info.path));
    return resolve(parent);
  };

const schema = makeExecutableSchema({
  typeDefs,
  resolvers: {
    Query: {
      throwing: field(() => 'throwing'),
      nulling: field(() => 'nulling'),
      throwingNonNull: field(() => 'throwing'),
      nullingNonNull: field(() => 'nulling'),
    },
    DataType: {
      sync: field((b) => scalar(b, false)()),
      syncNonNull: field((b) => scalar(b, false)()),
      promise: field((b) => scalar(b, true)()),
      promiseNonNull: field((b) => scalar(b, true)()),
      // An async function: it fails only once awaited, never at once.
      asyncNonNull: async (b: Behaviour, _args: unknown, _context: unknown, info: { path: ResponsePath }) => {
        calls.push(pathOf(info.path));
        if (b === 'throwing') throw new Error('async');
        return null;
      },
      syncNest: field((b) => b),
      syncNonNullNest: field((b) => b),
      promiseNest: field((b) => Promise.resolve(b)),
      promiseNonNullNest: field((b) => Promise.resolve(b)),
    },
  },
});

/** graphql-js's non-null test shapes, each asked of the throwing and of the nulling data. */
const shapes: Array<[string, string]> = [
  ['a nullable field', '{ sync }'],
  ['a non-null field', '{ syncNonNull }'],
  ['a nullable promise field', '{ promise }'],
  ['a non-null promise field', '{ promiseNonNull }'],
  ['a returned object that contains a non-null field', '{ syncNest { syncNonNull } }'],
  ['a promise object that contains a non-null field', '{ promiseNest { syncNonNull } }'],
  ['a returned object that contains a non-null promise field', '{ syncNest { promiseNonNull } }'],
  ['a non-null field followed by another field', '{ syncNest { syncNonNull sync } }'],
  ['a non-null field followed by a nested object', '{ syncNest { syncNonNull syncNest { sync } } }'],
  ['a non-null promise field followed by others', '{ promiseNest { promiseNonNull sync promise } }'],
  ['a nullable field before a non-null one', '{ syncNest { sync syncNonNull } }'],
  ['an async non-null field followed by others', '{ syncNest { asyncNonNull sync syncNest { promise } } }'],
  ['an async non-null field last', '{ promiseNest { sync asyncNonNull } }'],
  [
    'a complex tree of nullable fields, each',
    `{
      syncNest { sync promise syncNest { sync promise } promiseNest { sync promise } }
      promiseNest { sync promise syncNest { sync promise } promiseNest { sync promise } }
    }`,
  ],
  [
    'the first nullable object after a field in a long chain of non-null fields',
    `{
      syncNest { syncNonNullNest { promiseNonNullNest { syncNonNullNest { promiseNonNullNest { syncNonNull } } } } }
      promiseNest { syncNonNullNest { promiseNonNullNest { syncNonNullNest { promiseNonNullNest { syncNonNull } } } } }
      anotherNest: syncNest { syncNonNullNest { promiseNonNullNest { syncNonNullNest { promiseNonNullNest { promiseNonNull } } } } }
      anotherPromiseNest: promiseNest { syncNonNullNest { promiseNonNullNest { syncNonNullNest { promiseNonNullNest { promiseNonNull } } } } }
    }`,
  ],
  ['a non-null object whose non-null field fails', '{ syncNonNullNest { syncNonNull } sync }'],
];

/** The same selection under each root field: nullable and non-null, throwing and nulling. */
const roots = ['throwing', 'nulling', 'throwingNonNull', 'nullingNonNull'] as const;
const cases = shapes.flatMap(([name, shape]) =>
  roots.map((root) => [`${name}, under ${root}`, `{ ${root} ${shape} }`] as const),
);

/**
 * Data and errors; the errors in path order, since when several fields fail asynchronously the two engines may list
 * the same errors in another order (the GraphQL spec gives them none: see compilationRule.ts).
 */
function seen(result: ExecutionResult) {
  const errors = result.errors?.map((e) => ({ message: e.message, path: e.path, locations: e.locations }));
  const key = (e: { path?: readonly (string | number)[] | undefined }) => JSON.stringify(e.path);
  return { data: result.data, errors: errors?.sort((a, b) => key(a).localeCompare(key(b))) };
}

function request(query: string) {
  const document = parse(query);
  return {
    queryHash: query,
    document,
    operation: getOperationAST(document) ?? undefined,
    context: {},
    request: { operationName: undefined, variables: undefined },
  };
}

describe('compiled execution, null propagation (graphql-js non-null tests as the oracle)', () => {
  it.each(cases)('answers and runs as graphql-js on every sighting: %s', async (_name, query) => {
    calls.length = 0;
    const expected = seen(await execute({ schema, document: parse(query), contextValue: {} }));
    // Let the promises graphql-js left behind (fields after a failure) settle before counting.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const expectedCalls = calls.splice(0);
    const run = compiledExecutor(schema, 1_000_000);
    for (let sighting = 1; sighting <= 3; sighting += 1) {
      const answer = seen(await run(request(query)));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect({ sighting, answer, calls: calls.splice(0) }).toEqual({
        sighting,
        answer: expected,
        calls: expectedCalls,
      });
    }
  });
});
