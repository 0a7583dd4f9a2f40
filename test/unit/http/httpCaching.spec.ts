import { describe, expect, it } from 'vitest';
import { exampleOperations } from '../../../src/features/graphiql/docExamples.ts';
import { chooseContentCoding, etagMatches } from '../../../src/http/httpCaching.ts';

describe('chooseContentCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['deflate', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('%s → %s', (header, coding) => {
    expect(chooseContentCoding(header)).toBe(coding);
  });
});

describe('etagMatches', () => {
  it.each([
    ['"a1-br"', true],
    ['W/"a1-br"', true],
    ['"x", "a1-br"', true],
    ['*', true],
    ['"a1"', false],
    ['"a1-gz"', false],
    [undefined, false],
  ])('%s → %s', (header, matches) => {
    expect(etagMatches(header, '"a1-br"')).toBe(matches);
  });
});

describe('exampleOperations', () => {
  it('gives no examples where the page is missing', () => {
    expect(exampleOperations(new URL('file:///nonexistent/frontend.md'))).toEqual([]);
  });

  it('reads only the Examples section of docs/frontend.md', () => {
    expect(exampleOperations().map((q) => /^(?:query|mutation) (\w+)/.exec(q)?.[1])).toEqual([
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
  });
});
