import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmptyDatabase } from '../../scripts/privatePostgres.ts';
import { forbiddenArgument, runAs } from '../auth/support.ts';
import {
  type CreatePayoutInput,
  MerchantMoneyRequestsDocument,
  type MerchantMoneyRequestsQuery,
  PayoutsCreateDocument,
  type PayoutsCreateMutation,
  SalesCreateDocument,
} from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { locationOfId, payoutInput, saleInput, testEntity, ukVisa } from '../support/payouts.ts';

/**
 * `Merchant.moneyRequests` with the money records in PostgreSQL: what the gateway sent, read back through GraphQL
 * over HTTP. The tests run in order and share one list, which grows as they send; `sent` is what it should hold.
 */

const shopKey = 'ledger-shop-0123456789abcdefgh';
const officeKey = 'ledger-office-0123456789abcdef';
const otherKey = 'ledger-other-0123456789abcdefg';
const digitsKey = 'ledger-digits-0123456789abcdef';
const shop = `Bearer ${shopKey}`;
const office = `Bearer ${officeKey}`;
const other = `Bearer ${otherKey}`;

let databaseUrl: string;
let db: pg.Client;

beforeAll(async () => {
  databaseUrl = await createEmptyDatabase(inject('postgresUrl'));
});
const gw = setUpTestGateway({
  env: () => ({
    DATABASE_URL: databaseUrl,
    IDEMPOTENCY_FINGERPRINT_KEY: 'ledger-test-fingerprint-key-0123456789',
    API_KEYS: [
      `shop:${shopKey}:${testEntity}|7Z1UAK`,
      `backoffice:${officeKey}:${testEntity}`,
      `other:${otherKey}:4A9XZP`,
      // An operator may name a key with digits only; such a name must not put a card number in a record.
      `${ukVisa}:${digitsKey}:${testEntity}`,
    ].join(','),
  }),
});
beforeAll(async () => {
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});
afterAll(() => db?.end());

type Node = NonNullable<
  NonNullable<MerchantMoneyRequestsQuery['merchant']>['moneyRequests']
>['edges'][number]['node'];
type CreatedPayout = PayoutsCreateMutation['createPayout']['payout'];

/** What the merchant's list should hold, oldest first. */
const sent: Node[] = [];

/** When the gateway recorded a request, as `DateTime` shows it (UTC, milliseconds, truncated). */
async function requestedAt(transactionReference: string): Promise<string> {
  const { rows } = await db.query<{ at: string }>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
     FROM idempotency_records WHERE transaction_reference = $1`,
    [transactionReference],
  );
  const at = rows[0]?.at;
  if (!at) throw new Error(`no record of ${transactionReference}`);
  return at;
}

async function pay(as: string, input: CreatePayoutInput = payoutInput()): Promise<CreatedPayout> {
  const result = await runAs(gw, as, PayoutsCreateDocument, { input });
  const payout = result.data?.createPayout.payout;
  if (!payout) throw new Error(`payout not created: ${JSON.stringify(result)}`);
  return payout;
}

/** The list entry of a completed payout: its current state is the provider's, unchanged since it was created. */
async function paid(requestedBy: string, payout: CreatedPayout): Promise<Node> {
  const transactionReference = payout.transactionReference ?? '';
  return {
    operation: 'PAYOUT',
    transactionReference,
    requestedBy,
    requestedAt: await requestedAt(transactionReference),
    status: 'COMPLETED',
    payout: {
      id: payout.id,
      transactionReference,
      entity: testEntity,
      outcome: payout.outcome,
      card: { bin: '444433', last4: '1111' },
    },
  };
}

async function sold(
  requestedBy: string,
  transactionReference: string,
  status: Node['status'],
): Promise<Node> {
  return {
    operation: 'CARD_ON_FILE_SALE',
    transactionReference,
    requestedBy,
    requestedAt: await requestedAt(transactionReference),
    status,
    payout: null,
  };
}

function list(as: string, variables: { first?: number; after?: string } = {}) {
  return runAs(gw, as, MerchantMoneyRequestsDocument, { entity: testEntity, ...variables });
}

/** The whole answer of a page holding `nodes`, cursors being opaque strings that the page info repeats. */
function page(nodes: readonly Node[], info: { hasNextPage: boolean; hasPreviousPage: boolean }) {
  return {
    status: 200,
    data: {
      merchant: {
        entity: testEntity,
        moneyRequests: {
          pageInfo: {
            ...info,
            startCursor: nodes.length > 0 ? expect.any(String) : null,
            endCursor: nodes.length > 0 ? expect.any(String) : null,
          },
          edges: nodes.map((node) => ({ cursor: expect.any(String), node })),
        },
      },
    },
  };
}

/** The page's cursors: every edge's, and the page info's first and last. */
function cursorsOf(result: Awaited<ReturnType<typeof list>>) {
  const connection = result.data?.merchant?.moneyRequests;
  return {
    edges: connection?.edges.map((edge) => edge.cursor) ?? [],
    start: connection?.pageInfo.startCursor,
    end: connection?.pageInfo.endCursor,
  };
}

const newestFirst = () => [...sent].reverse();

describe('Merchant.moneyRequests with the records in PostgreSQL', () => {
  beforeAll(async () => {
    // Sent one after another, so that each is recorded after the one before.
    const first = await pay(shop);
    sent.push(await paid('shop', first));
    const sale = saleInput();
    const answer = await runAs(gw, office, SalesCreateDocument, { input: sale });
    expect(answer.data?.createCardOnFileSale.sale.outcome).toBe('AUTHORIZED');
    sent.push(await sold('backoffice', sale.transactionReference, 'COMPLETED'));
    sent.push(await paid('shop', await pay(shop)));
  });

  it('lists payouts and sales newest first, with who asked, when, how far each got and a payout’s current state', async () => {
    const result = await list(office);

    expect(result).toEqual(page(newestFirst(), { hasNextPage: false, hasPreviousPage: false }));
    const cursors = cursorsOf(result);
    expect([cursors.start, cursors.end]).toEqual([cursors.edges[0], cursors.edges[2]]);
    // Only the payouts' current state is asked for, each once; the list itself is the gateway's own records.
    expect(describeCalls(await gw.upstreamCalls()).sort()).toEqual(
      sent.flatMap((node) => (node.payout ? [`GET ${locationOfId(node.payout.id)}`] : [])).sort(),
    );
  });

  it('lists a replayed request once, still as asked by its first caller at its first time', async () => {
    const input = payoutInput();
    sent.push(await paid('shop', await pay(shop, input)));
    const replay = await runAs(gw, office, PayoutsCreateDocument, { input });
    expect(replay.data?.createPayout.replayed).toBe(true);

    expect(await list(office)).toEqual(page(newestFirst(), { hasNextPage: false, hasPreviousPage: false }));
  });

  it('pages with first and after; a page after a cursor neither repeats nor skips when newer requests arrive', async () => {
    const firstPage = await list(shop, { first: 2 });
    expect(firstPage).toEqual(page(newestFirst().slice(0, 2), { hasNextPage: true, hasPreviousPage: false }));
    const after = cursorsOf(firstPage).end ?? '';

    sent.push(await paid('backoffice', await pay(office)));
    const older = newestFirst().slice(3);

    const secondPage = await list(shop, { first: 1, after });
    expect(secondPage).toEqual(page(older.slice(0, 1), { hasNextPage: true, hasPreviousPage: true }));
    const lastPage = await list(shop, { first: 2, after: cursorsOf(secondPage).end ?? '' });
    expect(lastPage).toEqual(page(older.slice(1), { hasNextPage: false, hasPreviousPage: true }));
    expect(await list(shop, { first: 0 })).toEqual(page([], { hasNextPage: true, hasPreviousPage: false }));
  });

  it('refuses a cursor of another merchant, a malformed one and a page over 100, naming the argument', async () => {
    const cursor = cursorsOf(await list(shop, { first: 1 })).end ?? '';
    const path = ['merchant', 'moneyRequests'];
    const refused = (fieldErrors: unknown[]) => ({
      status: 200,
      data: { merchant: { entity: '7Z1UAK', moneyRequests: null } },
      errors: [
        {
          message: 'The input is invalid.',
          path,
          locations: expect.any(Array),
          extensions: { code: 'BAD_USER_INPUT', fieldErrors },
        },
      ],
    });

    const otherMerchant = await runAs(gw, shop, MerchantMoneyRequestsDocument, {
      entity: '7Z1UAK',
      after: cursor,
    });
    expect(otherMerchant).toEqual(
      refused([{ path: 'after', rule: 'INVALID_CURSOR', message: 'is a cursor of another list' }]),
    );
    const malformed = await runAs(gw, shop, MerchantMoneyRequestsDocument, {
      entity: '7Z1UAK',
      after: `${cursor}x`,
      first: 101,
    });
    expect(malformed).toEqual(
      refused([
        { path: 'first', rule: 'OUT_OF_RANGE', message: 'must be at most 100' },
        { path: 'after', rule: 'INVALID_CURSOR', message: 'is not a valid cursor' },
      ]),
    );
  });

  it('refuses a caller of another entity with FORBIDDEN, reading nothing', async () => {
    const result = await list(other);

    expect(result).toEqual({
      status: 200,
      data: { merchant: null },
      errors: [forbiddenArgument('entity', ['merchant'])],
    });
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('shows a request being sent as IN_PROGRESS, and a sale whose answer was lost as OUTCOME_UNKNOWN', async () => {
    await gw.armFault({ area: 'payouts', latencyMs: 1_500, remaining: 1 });
    const slow = payoutInput();
    const sending = pay(shop, slow);
    await until(async () => (await db.query(recordOf, [slow.transactionReference])).rowCount === 1);
    const during = await list(shop, { first: 1 });
    expect(during).toEqual(
      page(
        [
          {
            operation: 'PAYOUT',
            transactionReference: slow.transactionReference,
            requestedBy: 'shop',
            requestedAt: await requestedAt(slow.transactionReference),
            status: 'IN_PROGRESS',
            payout: null,
          },
        ],
        { hasNextPage: true, hasPreviousPage: false },
      ),
    );
    sent.push(await paid('shop', await sending));

    await gw.armFault({ area: 'sales', dropAfterAccept: true, remaining: 1 });
    const lost = saleInput();
    const answer = await runAs(gw, office, SalesCreateDocument, { input: lost });
    expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(['OUTCOME_UNKNOWN']);
    sent.push(await sold('backoffice', lost.transactionReference, 'OUTCOME_UNKNOWN'));

    expect(await list(shop)).toEqual(page(newestFirst(), { hasNextPage: false, hasPreviousPage: false }));
  });

  it('names a caller whose key is named like a card number without the number', async () => {
    sent.push(await paid('[redacted]', await pay(`Bearer ${digitsKey}`)));

    expect(await list(shop, { first: 1 })).toEqual(
      page(newestFirst().slice(0, 1), { hasNextPage: true, hasPreviousPage: false }),
    );
  });

  it('holds no card number: not in any answer, not in any row of the records', async () => {
    const answer = JSON.stringify(await list(shop));
    const { rows } = await db.query('SELECT row_to_json(r)::text AS row FROM idempotency_records r');

    expect(rows).toHaveLength(sent.length);
    for (const text of [answer, ...rows.map((r: { row: string }) => r.row)]) {
      expect(text).not.toContain(ukVisa);
      expect(text).not.toContain(ukVisa.slice(6, 12));
    }
  });
});

const recordOf = 'SELECT 1 FROM idempotency_records WHERE transaction_reference = $1';

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('timed out waiting');
}
