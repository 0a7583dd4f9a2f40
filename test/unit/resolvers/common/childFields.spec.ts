import { buildSchema, type GraphQLResolveInfo, graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { childFieldArgs } from '../../../../src/resolvers/common/childFields.ts';

const schema = buildSchema(`
  type Query { account(n: String!): Account }
  type Account { name: String statement(from: String!, first: Int): [String!] }
`);

/** The `statement` arguments `account` sees in its selection, for one document and its variables. */
async function seen(source: string, variableValues: Record<string, unknown> = {}) {
  let found: Record<string, unknown>[] = [];
  const rootValue = {
    account: (_args: unknown, _ctx: unknown, info: GraphQLResolveInfo) => {
      found = childFieldArgs(info, 'statement');
      return { name: 'A', statement: [] };
    },
  };
  const result = await graphql({ schema, source, rootValue, variableValues });
  expect(result.errors).toBeUndefined();
  return found;
}

describe('childFieldArgs', () => {
  it('reads each selection of the child field, aliases and variables included, as its resolver would', async () => {
    expect(
      await seen(
        'query ($f: String!) { account(n: "1") { a: statement(from: $f, first: 2) b: statement(from: "x") } }',
        {
          f: 'y',
        },
      ),
    ).toEqual([{ from: 'y', first: 2 }, { from: 'x' }]);
  });

  it('looks into inline fragments and named fragments, once per fragment', async () => {
    const source = `
      query { account(n: "1") { ... on Account { i: statement(from: "i") } ...F ...F } }
      fragment F on Account { f: statement(from: "f") }
    `;
    expect(await seen(source)).toEqual([{ from: 'i' }, { from: 'f' }]);
  });

  it('leaves out selections that @skip or @include drop', async () => {
    const source = `query ($no: Boolean!) {
      account(n: "1") { s: statement(from: "s") @skip(if: true) t: statement(from: "t") @include(if: $no) name }
    }`;
    expect(await seen(source, { no: false })).toEqual([]);
  });

  it('answers nothing when the child field is not selected', async () => {
    expect(await seen('{ account(n: "1") { name } }')).toEqual([]);
  });
});
