import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PaymentItemFilter, PaymentItemsSearchIdsDocument } from '../generated/graphql.ts';
import { dayBeforeAnchor } from '../support/accounts.ts';
import { setUpTestGateway } from '../support/gateway.ts';

const gw = setUpTestGateway();

type Args = {
  first?: number;
  after?: string;
  last?: number;
  before?: string;
  order?: 'OLDEST_FIRST' | 'NEWEST_FIRST';
};

/** One search page through GraphQL, with the number of upstream calls it cost. */
async function page(filter: PaymentItemFilter, args: Args) {
  await gw.clearUpstream();
  const result = await gw.run(PaymentItemsSearchIdsDocument, { filter, ...args });
  const connection = result.data?.paymentItems;
  if (!connection) throw new Error(`no connection: ${JSON.stringify(result.errors)}`);
  return {
    ids: connection.edges.map((e) => e.node.paymentId),
    ...connection.pageInfo,
    calls: (await gw.upstreamCalls()).length,
  };
}

/**
 * Issue 3: random page sizes walked forward (first/after) and backward (last/before) through GraphQL give exactly
 * the provider's list, in order, without gaps or repeats, with at most two upstream calls per page.
 */
describe('paymentItems paging (property)', () => {
  it('walks random page sizes forward and backward over exactly the provider list', async () => {
    const world = gw.sandbox.state.world;
    // The entities the search can name (6 characters): `default` and `MindPalaceLtd` have no payment items.
    const entities = world.entities.map((e) => e.id).filter((id) => world.paymentItems(id).length > 0);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...entities),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }),
        async (entity, endDaysAgo, spanDays, sizes) => {
          const filter = {
            entity,
            startDate: dayBeforeAnchor(world, endDaysAgo + spanDays),
            endDate: dayBeforeAnchor(world, endDaysAgo),
          };
          const from = Date.parse(`${filter.startDate}T00:00:00Z`);
          const until = Date.parse(`${filter.endDate}T00:00:00Z`) + 86_400_000;
          const expected = world
            .paymentItems(entity)
            .filter((i) => Date.parse(i.paymentDatetime) >= from && Date.parse(i.paymentDatetime) < until)
            .map((i) => i.paymentId);
          // Small sizes on long lists would only repeat themselves; keep each walk to a few dozen pages.
          const sizeAt = (n: number) =>
            Math.max(sizes[n % sizes.length] ?? 1, Math.ceil(expected.length / 40));

          const forward: string[] = [];
          let after: string | undefined;
          for (let n = 0; ; n++) {
            const p = await page(filter, { first: sizeAt(n), after });
            expect(p.calls).toBeLessThanOrEqual(2);
            expect(p.hasPreviousPage).toBe(after !== undefined);
            forward.push(...p.ids);
            if (!p.hasNextPage) break;
            after = p.endCursor ?? undefined;
          }
          expect(forward).toEqual(expected);

          const backward: string[] = [];
          let before: string | undefined;
          for (let n = 0; ; n++) {
            const p = await page(filter, { last: sizeAt(n), before });
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
            const p = await page(filter, { first: sizeAt(n), after: newestAfter, order: 'NEWEST_FIRST' });
            expect(p.calls).toBeLessThanOrEqual(2);
            expect(p.hasPreviousPage).toBe(newestAfter !== undefined);
            newest.push(...p.ids);
            if (!p.hasNextPage) break;
            newestAfter = p.endCursor ?? undefined;
          }
          expect(newest).toEqual([...expected].reverse());
        },
      ),
      { numRuns: 20 },
    );
  }, 60_000);
});
