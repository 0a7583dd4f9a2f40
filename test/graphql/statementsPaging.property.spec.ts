import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AccountsStatementIdsDocument } from '../generated/graphql.ts';
import { statementRange } from '../support/accounts.ts';
import { setUpTestGateway } from '../support/gateway.ts';

const gw = setUpTestGateway();

type Args = {
  first?: number;
  after?: string;
  last?: number;
  before?: string;
  order?: 'OLDEST_FIRST' | 'NEWEST_FIRST';
};

/** One statement page through GraphQL, with the number of statement calls it cost. */
async function page(accountNumber: string, range: { from: string; to: string }, args: Args) {
  await gw.clearUpstream();
  const result = await gw.run(AccountsStatementIdsDocument, { accountNumber, ...range, ...args });
  const connection = result.data?.account?.statement;
  if (!connection) throw new Error(`no connection: ${JSON.stringify(result.errors)}`);
  const calls = (await gw.upstreamCalls()).filter((c) => c.area === 'statements').length;
  return { ids: connection.edges.map((e) => e.node.statementItemId), ...connection.pageInfo, calls };
}

/** Issue 3's paging property, over account statements (short ranges keep each walk to a few dozen pages). */
describe('Account.statement paging (property)', () => {
  it('walks random page sizes forward and backward over exactly the provider list', async () => {
    const world = gw.sandbox.state.world;
    await fc.assert(
      fc.asyncProperty(
        // `account(accountNumber)` looks accounts up by number, which takes 16 characters only.
        fc.constantFrom(...world.accounts.map((a) => a.accountNumber).filter((n) => n.length === 16)),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }),
        async (accountNumber, endDaysAgo, days, sizes) => {
          const range = statementRange(world, endDaysAgo, days);
          const expected = world
            .statementBetween(accountNumber, new Date(range.from), new Date(range.to))
            .map((e) => e.statementItemId);
          const sizeAt = (n: number) =>
            Math.max(sizes[n % sizes.length] ?? 1, Math.ceil(expected.length / 30));

          const forward: string[] = [];
          let after: string | undefined;
          for (let n = 0; ; n++) {
            const p = await page(accountNumber, range, { first: sizeAt(n), after });
            expect(p.calls).toBeLessThanOrEqual(2);
            forward.push(...p.ids);
            if (!p.hasNextPage) break;
            after = p.endCursor ?? undefined;
          }
          expect(forward).toEqual(expected);

          const backward: string[] = [];
          let before: string | undefined;
          for (let n = 0; ; n++) {
            const p = await page(accountNumber, range, { last: sizeAt(n), before });
            expect(p.calls).toBeLessThanOrEqual(2);
            backward.unshift(...p.ids);
            if (!p.hasPreviousPage) break;
            before = p.startCursor ?? undefined;
          }
          expect(backward).toEqual(expected);

          // Newest first, paged forward: exactly the reverse, at the same cost per page.
          const newest: string[] = [];
          let newestAfter: string | undefined;
          for (let n = 0; ; n++) {
            const p = await page(accountNumber, range, {
              first: sizeAt(n),
              after: newestAfter,
              order: 'NEWEST_FIRST',
            });
            expect(p.calls).toBeLessThanOrEqual(2);
            newest.push(...p.ids);
            if (!p.hasNextPage) break;
            newestAfter = p.endCursor ?? undefined;
          }
          expect(newest).toEqual([...expected].reverse());
        },
      ),
      { numRuns: 15 },
    );
  }, 60_000);
});
