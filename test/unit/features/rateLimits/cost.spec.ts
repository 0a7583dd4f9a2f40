import {
  buildASTSchema,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentOperationCost, operationCost } from '../../../../src/features/rateLimits/cost.ts';
import { federationSubgraph } from '../../../../src/federation/index.ts';
import { loadTypeDefs } from '../../../../src/server/schemaFiles.ts';

const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));

/** The cost of the (only) operation of `source`, against the default schema or `against`. */
function costOf(source: string, variables?: Record<string, unknown>, against = schema): number {
  const document = parse(source);
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operation = definition;
  }
  if (!operation) throw new Error('no operation');
  return operationCost(against, operation, fragments, variables);
}

const statement = (page: string) => `query ($n: Int) {
  account(accountNumber: "GB00") {
    statement(from: "2026-01-01T00:00:00Z", to: "2026-01-10T00:00:00Z"${page}) {
      edges { node { amount { amount } } }
      pageInfo { hasNextPage }
      totalCount
    }
  }
}`;

describe('operation cost', () => {
  it('charges 1 per object field and nothing for scalars', () => {
    expect(costOf('{ account(accountNumber: "GB00") { name currency } }')).toBe(1);
    expect(costOf('{ account(accountNumber: "GB00") { name balance { total { amount } } } }')).toBe(3);
  });

  it('multiplies what a connection selects by its page size: first, last or a variable', () => {
    // account 1 + statement 1 + 10 × (edges 1 + node 1 + amount 1 + pageInfo 1)
    expect(costOf(statement(', first: 10'))).toBe(42);
    expect(costOf(statement(', last: 5'))).toBe(22);
    expect(costOf(statement(', first: $n'), { n: 50 })).toBe(202);
  });

  it('takes the default page size of 20 when no size is given, and at most 100', () => {
    expect(costOf(statement(''))).toBe(82);
    expect(costOf(statement(', first: $n'), {})).toBe(82);
    expect(costOf(statement(', first: 5000'))).toBe(402);
  });

  it('charges a merchant’s money requests like every other list: by its page size', () => {
    const requests = (page: string) => `{
      merchant(entity: "PAY7X2") {
        moneyRequests${page} { edges { node { status payout { outcome } } } pageInfo { endCursor } }
      }
    }`;
    // merchant 1 + moneyRequests 1 + 10 × (edges 1 + node 1 + payout 1 + pageInfo 1)
    expect(costOf(requests('(first: 10)'))).toBe(42);
    expect(costOf(requests(''))).toBe(82);
  });

  it('multiplies nodes(ids:) by the number of ids, fragments included', () => {
    const query = `query ($ids: [ID!]!) { nodes(ids: $ids) { id ...Balance } }
      fragment Balance on Account { balance { total { amount } } }`;
    expect(costOf(query, { ids: ['a', 'b', 'c'] })).toBe(7);
  });

  it('multiplies _entities(representations:) of the federation subgraph by the number of representations', () => {
    const subgraph = buildASTSchema(parse(federationSubgraph(loadTypeDefs()).typeDefs.join('\n')));
    const query = `query ($r: [_Any!]!) { _entities(representations: $r) { ... on Account { balance { total { amount } } } } }`;
    const account = { __typename: 'Account', accountNumber: 'GB00' };
    // _entities 1 + 3 × (balance 1 + total 1)
    expect(costOf(query, { r: [account, account, account] }, subgraph)).toBe(7);
    const inline = `{ _entities(representations: [{ __typename: "Account", accountNumber: "GB00" }, { __typename: "Account", id: "x" }]) {
      ... on Account { balance { total { amount } } }
    } }`;
    expect(costOf(inline, {}, subgraph)).toBe(5);
  });

  it('charges 10 more for every mutation field', () => {
    const mutation = `mutation ($input: CreatePayoutInput!) {
      first: createPayout(input: $input) { replayed payout { id } }
      second: createPayout(input: $input) { replayed }
    }`;
    // first 1 + payout 1, second 1, plus 2 × 10
    expect(costOf(mutation)).toBe(23);
  });

  it('charges at least 1, even for an operation of scalars only', () => {
    expect(costOf('{ __typename }')).toBe(1);
  });

  it('costs the same parsed operation again per request when its cost reads a variable, and once when none', () => {
    const paged = parse(statement(', first: $n'));
    const [pagedOperation] = paged.definitions as OperationDefinitionNode[];
    if (!pagedOperation) throw new Error('no operation');
    expect(documentOperationCost(schema, paged, pagedOperation, { n: 10 })).toBe(42);
    expect(documentOperationCost(schema, paged, pagedOperation, { n: 50 })).toBe(202);
    expect(documentOperationCost(schema, paged, pagedOperation, undefined)).toBe(82);
    expect(documentOperationCost(schema, paged, pagedOperation, { n: 5 })).toBe(22);
    const fixed = parse(statement(', first: 10'));
    const [fixedOperation] = fixed.definitions as OperationDefinitionNode[];
    if (!fixedOperation) throw new Error('no operation');
    expect(documentOperationCost(schema, fixed, fixedOperation, { n: 50 })).toBe(42);
    expect(documentOperationCost(schema, fixed, fixedOperation, undefined)).toBe(42);
  });
});
