import { describe, expect, it } from 'vitest';
import { runAs } from '../auth/support.ts';
import {
  LinksStatementPayoutsDocument,
  LinksStatementTwiceDocument,
  MerchantPaymentItemsDocument,
  PayoutsByReferenceDocument,
  PayoutsCreateDocument,
} from '../generated/graphql.ts';
import { dayBeforeAnchor } from '../support/accounts.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { expectedPastPayout, payoutQueryCall, payoutReferences } from '../support/links.ts';
import { expectedPayout, payoutInput, testEntity } from '../support/payouts.ts';
import { loggedDatabaseForThisFile } from '../support/postgresStatements.ts';

/**
 * Reads never write (issue 22): a page whose entries link their payouts, with the money records in PostgreSQL,
 * asks the provider once per distinct payout and the database once, with a batch read of the payouts' records;
 * nothing is written. The statements are counted on the wire, by a proxy between the gateway and the database.
 */

const merchantKey = 'merchant-0123456789abcdefghij';
const merchant = `Bearer ${merchantKey}`;
// The sandbox world of the default seed: 7Z1UAK is one of its entities; PAY7X2 is the entity payouts are made for.
const entity = '7Z1UAK';
const pageSize = 50;

const database = loggedDatabaseForThisFile();

const gw = setUpTestGateway({
  env: () => ({
    DATABASE_URL: database.url,
    IDEMPOTENCY_FINGERPRINT_KEY: 'links-read-only-fingerprint-key-0123456789',
    API_KEYS: `merchant:${merchantKey}:${entity}|${testEntity}`,
  }),
});

const batchRead =
  'SELECT location_key, record FROM payout_ownership WHERE location_key = ANY($1) AND expires_at > $2';
const writes = (statements: string[]) =>
  statements.filter((text) => /^(INSERT|UPDATE|DELETE|WITH)\b/i.test(text));

function world() {
  return gw.sandbox.state.world;
}

/** The first `pageSize` entries of one of the entity's accounts that link at least 20 distinct payouts. */
function statementPage() {
  for (const account of world().accountsOf(entity)) {
    const items = world().statement(account.accountNumber).slice(0, pageSize);
    const references = payoutReferences(items);
    const last = items.at(-1);
    if (references.length < 20 || !last) continue;
    const from = items[0]?.timestamp ?? '';
    const to = new Date(Date.parse(last.timestamp) + 1).toISOString();
    const entries = world().statementBetween(account.accountNumber, new Date(from), new Date(to));
    if (entries.length === items.length) return { account, from, to, entries, references };
  }
  throw new Error(`no account of ${entity} has a page of ${pageSize} entries linking 20 payouts`);
}

describe('a statement page whose entries link their payouts', () => {
  it('asks the provider once per distinct payout, reads their records in one statement and writes nothing', async () => {
    const { account, from, to, entries, references } = statementPage();

    const result = await runAs(gw, merchant, LinksStatementPayoutsDocument, {
      accountNumber: account.accountNumber,
      from,
      to,
      first: entries.length,
    });

    expect(result.errors).toBeUndefined();
    const payouts = result.data?.account?.statement?.edges.map((edge) => edge.node.payout);
    expect(payouts).toEqual(
      entries.map((entry) =>
        entry.transferType === 'PAYOUT' && entry.transactionReference
          ? expectedPastPayout(gw.sandbox, entity, entry.transactionReference)
          : null,
      ),
    );
    const calls = describeCalls(await gw.upstreamCalls());
    expect(calls.filter((call) => call.startsWith('GET /payouts/')).sort()).toEqual(
      references.map((reference) => payoutQueryCall(entity, reference)).sort(),
    );
    expect(database.statements()).toEqual([batchRead]);
  });

  it('reads twice the page and a payout by reference in the same request with at most two statements', async () => {
    const { account, from, to, entries, references } = statementPage();

    const result = await runAs(gw, merchant, LinksStatementTwiceDocument, {
      accountNumber: account.accountNumber,
      entity,
      transactionReference: references[0] ?? '',
      from,
      to,
      first: entries.length,
    });

    expect(result.errors).toBeUndefined();
    expect(result.data?.account?.one).toEqual(result.data?.account?.two);
    const calls = describeCalls(await gw.upstreamCalls());
    expect(calls.filter((call) => call.startsWith('GET /payouts/')).sort()).toEqual(
      references.map((reference) => payoutQueryCall(entity, reference)).sort(),
    );
    // The merchant's payout is asked for in the first tick, the page's once the statement is in: two batches.
    const statements = database.statements();
    expect(writes(statements)).toEqual([]);
    expect(statements.length).toBeLessThanOrEqual(2);
    expect(new Set(statements)).toEqual(new Set([batchRead]));
  });
});

describe('a page of payment items, whose deprecated payout link leads nowhere', () => {
  it('answers every payout null with the search alone: no payout query, no database statement', async () => {
    const filter = { startDate: dayBeforeAnchor(world(), 31), endDate: dayBeforeAnchor(world(), 1) };

    const result = await runAs(gw, merchant, MerchantPaymentItemsDocument, {
      entity,
      filter,
      first: pageSize,
    });

    expect(result.errors).toBeUndefined();
    const items = result.data?.merchant?.paymentItems?.edges.map((edge) => edge.node) ?? [];
    expect(items).toHaveLength(pageSize);
    expect(items.map((item) => item.payout)).toEqual(items.map(() => null));
    const search = `GET /payouts/events?${new URLSearchParams({ entity, ...filter, pageNumber: '1', pageSize: String(pageSize) })}`;
    expect(describeCalls(await gw.upstreamCalls())).toEqual([search]);
    expect(database.statements()).toEqual([]);
  });
});

describe('a payout the gateway created, found by reference', () => {
  it('answers what was sent from its record, read in one statement, and writes nothing', async () => {
    const input = payoutInput();
    const created = await runAs(gw, merchant, PayoutsCreateDocument, { input });
    expect(created.errors).toBeUndefined();
    database.clear();

    const found = await runAs(gw, merchant, PayoutsByReferenceDocument, {
      transactionReference: input.transactionReference,
      entity: testEntity,
    });

    const received = { outcome: 'REQUEST_RECEIVED', rawOutcome: 'requestReceived' } as const;
    expect(found).toEqual({
      status: 200,
      data: { payoutByReference: expectedPayout(gw.sandbox, input, received) },
    });
    expect(database.statements()).toEqual([batchRead]);
  });
});
