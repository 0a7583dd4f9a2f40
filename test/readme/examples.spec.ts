import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlBlocks } from '../../src/http/readmeExamples.ts';
import { startTestGateway, type TestGateway } from '../support/gateway.ts';

/** The README's copy-paste examples, run verbatim: if one stops working, the README is wrong. */
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const examples = graphqlBlocks(readme);

function operationName(source: string): string {
  return /^(?:query|mutation)\s+(\w+)/m.exec(source)?.[1] ?? 'anonymous';
}

describe('README examples', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.close());

  it('has one example per area of the API', () => {
    expect(examples.map(operationName)).toEqual([
      'Balances',
      'Statement',
      'PaymentItems',
      'Merchant',
      'CardBin',
      'Payout',
      'Authenticate',
      'Sale',
    ]);
  });

  it.each(examples.map((source) => [operationName(source), source]))(
    '%s returns data and no error',
    async (_, source) => {
      const result = await gw.run(source);
      expect(result.errors).toBeUndefined();
      expect(result.status).toBe(200);
      const data = result.data as Record<string, unknown>;
      for (const value of Object.values(data)) expect(value).not.toBeNull();
    },
  );
});
