import { describe, expect, inject, it } from 'vitest';
import { runAs } from '../auth/support.ts';
import {
  MerchantMoneyRequestsDocument,
  PayoutsCreateDocument,
  SalesCreateDocument,
} from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { payoutInput, saleInput, testEntity } from '../support/payouts.ts';

/** `Merchant.moneyRequests` without a database: from the memory store in development, with or without Redis. */

const shopKey = 'ledger-shop-0123456789abcdefgh';
const shop = `Bearer ${shopKey}`;
const apiKeys = `shop:${shopKey}:${testEntity}|7Z1UAK`;

describe('Merchant.moneyRequests from the memory store (development)', () => {
  const gw = setUpTestGateway({ env: { API_KEYS: apiKeys } });

  it('lists what was sent, newest first, with who asked and when', async () => {
    const before = Date.now();
    const payout = payoutInput();
    const created = await runAs(gw, shop, PayoutsCreateDocument, { input: payout });
    const sale = saleInput();
    await runAs(gw, shop, SalesCreateDocument, { input: sale });
    const after = Date.now();

    const result = await runAs(gw, shop, MerchantMoneyRequestsDocument, { entity: testEntity, first: 5 });

    const at = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(result).toEqual({
      status: 200,
      data: {
        merchant: {
          entity: testEntity,
          moneyRequests: {
            pageInfo: {
              hasNextPage: false,
              hasPreviousPage: false,
              startCursor: expect.any(String),
              endCursor: expect.any(String),
            },
            edges: [
              {
                cursor: expect.any(String),
                node: {
                  operation: 'CARD_ON_FILE_SALE',
                  transactionReference: sale.transactionReference,
                  requestedBy: 'shop',
                  requestedAt: at,
                  status: 'COMPLETED',
                  payout: null,
                },
              },
              {
                cursor: expect.any(String),
                node: {
                  operation: 'PAYOUT',
                  transactionReference: payout.transactionReference,
                  requestedBy: 'shop',
                  requestedAt: at,
                  status: 'COMPLETED',
                  payout: {
                    id: created.data?.createPayout.payout.id,
                    transactionReference: payout.transactionReference,
                    entity: testEntity,
                    outcome: created.data?.createPayout.payout.outcome,
                    card: { bin: '444433', last4: '1111' },
                  },
                },
              },
            ],
          },
        },
      },
    });
    const times = (result.data?.merchant?.moneyRequests?.edges ?? []).map((e) =>
      Date.parse(e.node.requestedAt),
    );
    for (const time of times) expect(time).toBeGreaterThanOrEqual(Math.floor(before));
    for (const time of times) expect(time).toBeLessThanOrEqual(after);
  });
});

describe('Merchant.moneyRequests with Redis but no database (development)', () => {
  const gw = setUpTestGateway({ env: { API_KEYS: apiKeys, REDIS_URL: inject('redisUrl') } });

  it('lists from the memory store: Redis never holds the money records', async () => {
    const payout = payoutInput();
    await runAs(gw, shop, PayoutsCreateDocument, { input: payout });

    const result = await runAs(gw, shop, MerchantMoneyRequestsDocument, { entity: testEntity, first: 5 });

    expect(result.errors).toBeUndefined();
    expect(
      result.data?.merchant?.moneyRequests?.edges.map(({ node }) => [node.transactionReference, node.status]),
    ).toEqual([[payout.transactionReference, 'COMPLETED']]);
  });
});
