import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exampleOperations, graphqlBlocks } from '../../src/features/graphiql/docExamples.ts';
import { setUpTestGateway } from '../support/gateway.ts';

/**
 * The copy-paste examples, run verbatim: docs/frontend.md's Examples (GraphiQL's tabs) and the README's first
 * query. If one stops working, the page is wrong.
 */
const examples = exampleOperations();
const firstQuery = graphqlBlocks(readFileSync(new URL('../../README.md', import.meta.url), 'utf8'));

function operationName(source: string): string {
  return /^(?:query|mutation)\s+(\w+)/m.exec(source)?.[1] ?? 'anonymous';
}

describe('examples of README.md and docs/frontend.md', () => {
  const gw = setUpTestGateway();

  it('has one example per area of the API, and the README one first query', () => {
    expect(examples.map(operationName)).toEqual([
      'Balances',
      'Statement',
      'PaymentItems',
      'Merchant',
      'CardBin',
      'CardBrandAsTyped',
      'Payout',
      'Authenticate',
      'Sale',
    ]);
    expect(firstQuery.map(operationName)).toEqual(['Balances']);
  });

  it.each([
    ...firstQuery.map((source) => ['README: first query', source]),
    ...examples.map((source) => [operationName(source), source]),
  ])('%s returns data and no error', async (_, source) => {
    const result = await gw.run(source);
    expect(result.errors).toBeUndefined();
    expect(result.status).toBe(200);
    const data = result.data as Record<string, unknown>;
    for (const value of Object.values(data)) expect(value).not.toBeNull();
  });
});
