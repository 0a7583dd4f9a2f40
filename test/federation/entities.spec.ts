import { describe, expect, it } from 'vitest';
import { createWorld } from '../../src/sandbox/data/world.ts';
import { payoutNotKnown, runAs } from '../auth/support.ts';
import { PayoutsCreateDocument } from '../generated/graphql.ts';
import { badInput, errorsOf } from '../support/accounts.ts';
import { describeCalls, setUpTestGateway, startTestGatewayForTest } from '../support/gateway.ts';
import { locationOfId, payoutInput, testEntity } from '../support/payouts.ts';

// `_entities` as a supergraph's router calls it: with the caller's credential forwarded, representations as a
// variable. The sandbox world of the default seed: its first entity is the merchant's, its second the other's.
const merchantKey = 'merchant-0123456789abcdefghij';
const otherKey = 'other-0123456789abcdefghijklm';
const merchant = `Bearer ${merchantKey}`;
const other = `Bearer ${otherKey}`;

// The sandbox's world depends on its seed only (SANDBOX_SEED, 42 by default): its entities are known up front.
const [firstEntity, secondEntity] = createWorld(42, new Date()).entities.map((e) => e.id);

const gw = setUpTestGateway({
  env: {
    FEDERATION_SUBGRAPH: 'true',
    API_KEYS: `merchant:${merchantKey}:${firstEntity}|${testEntity},other:${otherKey}:${secondEntity}`,
  },
});

const world = () => gw.sandbox.state.world;
const globalId = (type: string, key: string) => Buffer.from(`${type}:${key}`).toString('base64url');

function accountOf(entityIndex: number, accountIndex = 0) {
  const entity = world().entities[entityIndex]?.id ?? '';
  const account = world().accountsOf(entity)[accountIndex];
  if (!account) throw new Error('world without accounts');
  return account;
}

const entitiesQuery = `query Entities($representations: [_Any!]!) {
  _entities(representations: $representations) {
    __typename
    ... on Account { accountNumber entity balance { total { amount currency } } }
    ... on PaymentItem { paymentId entity }
    ... on Payout { id entity transactionReference }
  }
}`;

/** What `entitiesQuery` answers: one object (its selected fields) or null per representation. */
interface EntitiesData {
  readonly _entities: (Record<string, unknown> | null)[];
}

const entities = (authorization: string, representations: unknown[]) =>
  runAs<EntitiesData, { representations: unknown[] }>(gw, authorization, entitiesQuery, { representations });

describe('_service', () => {
  it('answers the subgraph SDL: the link and the keys on their types, without the federation plumbing', async () => {
    const result = await runAs<{ _service: { sdl: string } }, undefined>(
      gw,
      merchant,
      '{ _service { sdl } }',
    );
    const sdl = result.data?._service.sdl ?? '';
    const lines = sdl.split('\n');
    expect(lines.filter((line) => line.includes('@link') || line.includes('@key'))).toEqual([
      'schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"]) {',
      'type Account implements Node @key(fields: "accountNumber") @key(fields: "id") {',
      'type PaymentItem implements Node @key(fields: "paymentId") @key(fields: "id") {',
      'type Payout implements Node @key(fields: "id") {',
    ]);
    for (const plumbing of ['_entities', '_service', '_Any', '_Entity', '_Service', 'FieldSet', 'link__']) {
      expect(sdl).not.toContain(plumbing);
    }
    expect(await gw.upstreamCalls()).toEqual([]);
  });
});

describe('Apollo inline traces', () => {
  it('are never sent, even to a caller asking for them as a router would', async () => {
    const account = accountOf(0);
    const res = await fetch(gw.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: merchant,
        'apollo-federation-include-trace': 'ftv1',
      },
      body: JSON.stringify({
        query: entitiesQuery,
        variables: { representations: [{ __typename: 'Account', accountNumber: account.accountNumber }] },
      }),
    });
    const body = (await res.json()) as { extensions?: unknown };
    expect(res.status).toBe(200);
    expect(body.extensions).toBeUndefined();
  });
});

describe('_entities', () => {
  it('loads one account once for every representation of it, by number or by id, in the order given', async () => {
    const account = accountOf(0);
    const balance = world().balance(account.accountNumber);
    const byNumber = { __typename: 'Account', accountNumber: account.accountNumber };
    const byId = { __typename: 'Account', id: globalId('Account', account.accountNumber) };
    const result = await entities(merchant, [byNumber, byId, byNumber]);
    const expected = {
      __typename: 'Account',
      accountNumber: account.accountNumber,
      entity: account.entity,
      balance: { total: { amount: balance?.balance, currency: account.currency } },
    };
    expect(result).toEqual({ status: 200, data: { _entities: [expected, expected, expected] } });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /accounts/balance//${account.accountNumber}`,
    ]);
  });

  it('makes one provider call per distinct account, and answers null for an account the provider does not know', async () => {
    const first = accountOf(0, 0);
    const second = accountOf(0, 1);
    const result = await entities(merchant, [
      { __typename: 'Account', accountNumber: first.accountNumber },
      { __typename: 'Account', accountNumber: 'ZZZZ9999ZZZZ9999' },
      { __typename: 'Account', accountNumber: second.accountNumber },
    ]);
    expect(result.errors).toBeUndefined();
    expect(result.data?._entities.map((e) => e?.accountNumber ?? null)).toEqual([
      first.accountNumber,
      null,
      second.accountNumber,
    ]);
    expect(describeCalls(await gw.upstreamCalls()).sort()).toEqual(
      [
        `GET /accounts/balance//${first.accountNumber}`,
        'GET /accounts/balance//ZZZZ9999ZZZZ9999',
        `GET /accounts/balance//${second.accountNumber}`,
      ].sort(),
    );
  });

  it("answers another entity's account as null, exactly like an account that does not exist", async () => {
    const foreign = accountOf(1);
    const result = await entities(merchant, [
      { __typename: 'Account', accountNumber: foreign.accountNumber },
    ]);
    expect(result).toEqual({ status: 200, data: { _entities: [null] } });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /accounts/balance//${foreign.accountNumber}`,
    ]);
  });

  it('loads a payment item once by payment id and by id', async () => {
    const entity = world().entities[0]?.id ?? '';
    const item = world().paymentItems(entity)[0];
    if (!item) throw new Error('world without payment items');
    const result = await entities(merchant, [
      { __typename: 'PaymentItem', paymentId: item.paymentId },
      { __typename: 'PaymentItem', id: globalId('PaymentItem', item.paymentId) },
    ]);
    const expected = { __typename: 'PaymentItem', paymentId: item.paymentId, entity };
    expect(result).toEqual({ status: 200, data: { _entities: [expected, expected] } });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /payouts/events/id/${item.paymentId}?pageNumber=1&pageSize=1`,
    ]);
  });

  it("answers a payout for its entity's caller, and null with FORBIDDEN for another caller without calling the provider", async () => {
    const input = payoutInput();
    const created = await runAs(gw, merchant, PayoutsCreateDocument, { input });
    const id = created.data?.createPayout?.payout?.id ?? '';
    await gw.clearUpstream();
    const representation = { __typename: 'Payout', id };
    const mine = await entities(merchant, [representation]);
    expect(mine).toEqual({
      status: 200,
      data: {
        _entities: [
          { __typename: 'Payout', id, entity: testEntity, transactionReference: input.transactionReference },
        ],
      },
    });
    // The payout's resource location, inside its id: the one provider call.
    const location = locationOfId(id);
    expect(describeCalls(await gw.upstreamCalls())).toEqual([`GET ${location}`]);
    await gw.clearUpstream();
    const theirs = await entities(other, [representation]);
    expect(theirs).toEqual({
      status: 200,
      data: { _entities: [null] },
      errors: [payoutNotKnown('representations.0.id', ['_entities', 0])],
    });
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('refuses each malformed representation on its own, naming the field and the rule, and answers the others', async () => {
    const account = accountOf(0);
    const result = await entities(merchant, [
      'AB12CD34EF56GH78',
      { accountNumber: account.accountNumber },
      { __typename: 7, accountNumber: account.accountNumber },
      { __typename: 'StatementItem', statementItemId: 'x' },
      { __typename: 'Account', name: 'Main' },
      { __typename: 'Account', accountNumber: 4444333322221111 },
      { __typename: 'Payout', id: globalId('Account', account.accountNumber) },
      { __typename: 'PaymentItem', paymentId: 'not-a-uuid' },
      { __typename: 'Account', accountNumber: account.accountNumber },
    ]);
    const data = result.data?._entities ?? [];
    expect(data.slice(0, 8)).toEqual(Array(8).fill(null));
    expect(data[8]).toMatchObject({ accountNumber: account.accountNumber });
    expect(errorsOf(result)).toEqual([
      badInput(
        ['_entities', 0],
        [
          {
            path: 'representations.0',
            rule: 'INVALID_TYPE',
            message: 'must be an object with `__typename` and the fields of one key',
          },
        ],
      ),
      badInput(
        ['_entities', 1],
        [{ path: 'representations.1.__typename', rule: 'REQUIRED', message: 'is required' }],
      ),
      badInput(
        ['_entities', 2],
        [{ path: 'representations.2.__typename', rule: 'INVALID_TYPE', message: 'must be a string' }],
      ),
      badInput(
        ['_entities', 3],
        [
          {
            path: 'representations.3.__typename',
            rule: 'NOT_ALLOWED',
            message: 'must name an entity type: Account, Payout, PaymentItem',
          },
        ],
      ),
      badInput(
        ['_entities', 4],
        [
          {
            path: 'representations.4',
            rule: 'REQUIRED',
            message: 'must hold the fields of one key of Account: `accountNumber` or `id`',
          },
        ],
      ),
      badInput(
        ['_entities', 5],
        [{ path: 'representations.5.accountNumber', rule: 'INVALID_TYPE', message: 'must be a string' }],
      ),
      badInput(
        ['_entities', 6],
        [
          {
            path: 'representations.6.id',
            rule: 'INVALID_ID',
            message: 'is not a Payout id issued by this API',
          },
        ],
      ),
      badInput(
        ['_entities', 7],
        [
          {
            path: 'representations.7.paymentId',
            rule: 'INVALID_FORMAT',
            message: 'is not a valid PaymentItem.paymentId',
          },
        ],
      ),
    ]);
    // No value a caller sent is repeated: the card-number-like key above appears nowhere in the answer.
    expect(JSON.stringify(result)).not.toContain('4444333322221111');
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /accounts/balance//${account.accountNumber}`,
    ]);
  });

  it('refuses more than 100 representations without calling the provider', async () => {
    const representation = { __typename: 'Account', accountNumber: accountOf(0).accountNumber };
    const result = await entities(merchant, Array(101).fill(representation));
    expect(result.data).toBeNull();
    expect(errorsOf(result)).toEqual([
      badInput(
        ['_entities'],
        [{ path: 'representations', rule: 'TOO_LONG', message: 'must hold at most 100 representations' }],
      ),
    ]);
    expect(await gw.upstreamCalls()).toEqual([]);
  });
});

describe('without FEDERATION_SUBGRAPH', () => {
  it('has neither _service nor _entities', async () => {
    const plain = await startTestGatewayForTest();
    const result = await plain.run('{ _service { sdl } }');
    expect(result.status).toBe(400);
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });
});
