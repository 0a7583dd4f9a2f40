import { describe, expect, it } from 'vitest';
import type { StatementItem } from '../../src/sandbox/data/world.ts';
import {
  LinksStatementPayoutsDocument,
  LinksStatementTwiceDocument,
  LinksStatementWithoutPayoutsDocument,
} from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway, startTestGatewayForTest } from '../support/gateway.ts';
import {
  expectedPastPayout,
  payoutQueryCall,
  payoutReferences,
  windowWithReversal,
} from '../support/links.ts';

const gw = setUpTestGateway();

function world() {
  return gw.sandbox.state.world;
}

function firstEntity(): string {
  return world().entities[0]?.id ?? '';
}

const transferTypes = {
  PAYOUT: 'PAYOUT',
  'PAYOUT REVERSAL': 'PAYOUT_REVERSAL',
  'LIQUIDITY FUNDING': 'LIQUIDITY_FUNDING',
} as const;

/** The calls of one statement page with links: the account's balance, one statement page, one query per payout. */
function expectCalls(calls: string[], accountNumber: string, payouts: string[]) {
  const statements = calls.filter((call) => call.startsWith('GET /accounts/statements/'));
  expect(statements).toHaveLength(1);
  expect(calls.filter((call) => !statements.includes(call)).sort()).toEqual(
    [`GET /accounts/balance//${accountNumber}`, ...payouts].sort(),
  );
}

describe('StatementItem.payout', () => {
  it('leads each PAYOUT entry to the payout its reference names and a reversal nowhere, one call per payout', async () => {
    const entity = firstEntity();
    const { account, from, to, entries } = windowWithReversal(world(), entity, 60);
    const references = payoutReferences(entries);
    // The sandbox's reversals carry no reference: nothing the spec shows names the payout they reverse.
    expect(entries.at(-1)).toMatchObject({ transferType: 'PAYOUT REVERSAL' });
    expect(entries.at(-1)?.transactionReference).toBeUndefined();

    const result = await gw.run(LinksStatementPayoutsDocument, {
      accountNumber: account.accountNumber,
      from,
      to,
      first: entries.length,
    });

    const expectedNode = (entry: StatementItem) => ({
      statementItemId: entry.statementItemId,
      transactionReference: entry.transactionReference ?? null,
      transferType: transferTypes[entry.transferType],
      payout:
        entry.transferType === 'PAYOUT' && entry.transactionReference
          ? expectedPastPayout(gw.sandbox, entity, entry.transactionReference)
          : null,
    });
    expect(result).toEqual({
      status: 200,
      data: { account: { statement: { edges: entries.map((entry) => ({ node: expectedNode(entry) })) } } },
    });
    expectCalls(
      describeCalls(await gw.upstreamCalls()),
      account.accountNumber,
      references.map((reference) => payoutQueryCall(entity, reference)),
    );
  });

  it('links an entry without a reference (liquidity funding) to null without asking the provider', async () => {
    const entity = firstEntity();
    const account = world().accountsOf(entity)[0];
    const funding = world()
      .statement(account?.accountNumber ?? '')
      .find((entry) => entry.transferType === 'LIQUIDITY FUNDING');
    if (!account || !funding) throw new Error('world without liquidity funding');
    const to = new Date(Date.parse(funding.timestamp) + 1).toISOString();

    const result = await gw.run(LinksStatementPayoutsDocument, {
      accountNumber: account.accountNumber,
      from: funding.timestamp,
      to,
      first: 1,
    });

    expect(result.data?.account?.statement?.edges).toEqual([
      {
        node: {
          statementItemId: funding.statementItemId,
          transactionReference: null,
          transferType: 'LIQUIDITY_FUNDING',
          payout: null,
        },
      },
    ]);
    expectCalls(describeCalls(await gw.upstreamCalls()), account.accountNumber, []);
  });

  it('asks once per payout across the whole operation: the same page twice and the merchant root share every lookup', async () => {
    const entity = firstEntity();
    const { account, from, to, entries } = windowWithReversal(world(), entity, 60);
    const references = payoutReferences(entries);
    const shared = references[0] ?? '';

    const result = await gw.run(LinksStatementTwiceDocument, {
      accountNumber: account.accountNumber,
      entity,
      transactionReference: shared,
      from,
      to,
      first: entries.length,
    });

    const ids = entries.map((entry) =>
      entry.transferType === 'PAYOUT' && entry.transactionReference
        ? { payout: { id: expectedPastPayout(gw.sandbox, entity, entry.transactionReference).id } }
        : { payout: null },
    );
    const page = { edges: ids.map((node) => ({ node })) };
    expect(result).toEqual({
      status: 200,
      data: {
        account: { one: page, two: page },
        merchant: { payoutByReference: { id: expectedPastPayout(gw.sandbox, entity, shared).id } },
      },
    });
    expectCalls(
      describeCalls(await gw.upstreamCalls()),
      account.accountNumber,
      references.map((reference) => payoutQueryCall(entity, reference)),
    );
  });
});

describe('the cost of links', () => {
  it('charges each linked payout as one more object per entry of the page', async () => {
    const costed = await startTestGatewayForTest({
      RATE_LIMIT_POINTS: '100000',
      RATE_LIMIT_WINDOW_SECONDS: '60',
    });
    const { account, from, to, entries } = windowWithReversal(world(), firstEntity(), 60);
    const variables = { accountNumber: account.accountNumber, from, to, first: entries.length };
    const costOf = async (document: typeof LinksStatementPayoutsDocument | string) => {
      const res = await fetch(costed.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: document.toString(), variables }),
      });
      const body = (await res.json()) as { extensions?: { rateLimit?: { cost?: number } } };
      return body.extensions?.rateLimit?.cost;
    };
    const n = entries.length;
    // account 1 + statement 1 + per entry (edge 1 + node 1), and with the link 1 more per entry.
    expect(await costOf(LinksStatementWithoutPayoutsDocument.toString())).toBe(2 + 2 * n);
    expect(await costOf(LinksStatementPayoutsDocument)).toBe(2 + 3 * n);
  });

  it('counts the link in the operation cost limit: a page that passes without it is refused with it, before any call', async () => {
    // graphql-armor's estimate of these documents: about 31 without the link and 209 with it (objects cost 2,
    // scalars 1, both growing with depth); a limit between the two tells them apart.
    const limited = await startTestGatewayForTest({ MAX_QUERY_COST: '100' });
    const { account, from, to, entries } = windowWithReversal(world(), firstEntity(), 60);
    const variables = { accountNumber: account.accountNumber, from, to, first: entries.length };
    const without = await limited.run(LinksStatementWithoutPayoutsDocument, variables);
    expect(without.errors).toBeUndefined();
    expect(without.data?.account?.statement?.edges).toHaveLength(entries.length);
    await limited.clearUpstream();

    const withLinks = await limited.run(LinksStatementPayoutsDocument, variables);
    expect(withLinks).toEqual({
      status: 400,
      errors: [
        {
          message: 'Query Cost limit of 100 exceeded, found 208.625.',
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ],
    });
    expect(await limited.upstreamCalls()).toEqual([]);
  });
});
