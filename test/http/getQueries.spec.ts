import { Client, fetchExchange } from '@urql/core';
import { buildSchema, isInputObjectType, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../../src/server/schemaFiles.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { bodyOf } from '../support/requestIds.ts';

/** What urql sends with a GET (its default for queries). */
const urqlAccept = 'application/graphql-response+json, application/graphql+json, application/json';

describe('GraphQL over GET', () => {
  const gw = setUpTestGateway();

  const get = (params: Record<string, string>, accept = urqlAccept) =>
    fetch(`${gw.url}?${new URLSearchParams(params)}`, { headers: { accept } });

  const accountsQuery = 'query Names($entity: String!) { accounts(entity: $entity) { accountNumber name } }';

  it('runs a query sent with GET and answers JSON, as urql sends it by default', async () => {
    const entity = gw.sandbox.state.world.entities[0]?.id ?? '';
    const expected = gw.sandbox.state.world
      .accountsOf(entity)
      .map((a) => ({ accountNumber: a.accountNumber, name: a.accountName }));
    expect(expected.length).toBeGreaterThan(0);

    const res = await get({
      query: accountsQuery,
      variables: JSON.stringify({ entity }),
      operationName: 'Names',
    });

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
    expect(await bodyOf(res)).toEqual({ data: { accounts: expected } });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([`GET /accounts/balance/?entity=${entity}`]);
  });

  it('answers urql with its default settings, which send queries as GET', async () => {
    const entity = gw.sandbox.state.world.entities[0]?.id ?? '';
    const methods: string[] = [];
    const client = new Client({
      url: gw.url,
      exchanges: [fetchExchange],
      // Only to see which method urql chose; the request itself is urql's.
      fetch: (input, init) => {
        methods.push(init?.method ?? 'GET');
        return fetch(input, init);
      },
    });
    const result = await client.query(accountsQuery, { entity }).toPromise();
    expect(methods).toEqual(['GET']);
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({
      accounts: gw.sandbox.state.world
        .accountsOf(entity)
        .map((a) => ({ accountNumber: a.accountNumber, name: a.accountName })),
    });
  });

  it('answers JSON, not GraphiQL, to a browser GET that carries an operation even when it also accepts HTML', async () => {
    const res = await get({ query: '{ __typename }' }, 'text/html, application/json');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await bodyOf(res)).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a mutation sent with GET with 405 and Allow: POST, calling nobody', async () => {
    const mutation =
      'mutation { verify3ds(input: { transactionReference: "r1", entity: "MYENT1", challengeReference: "c1" }) { outcome } }';
    const res = await get({ query: mutation });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await bodyOf(res)).toEqual({
      errors: [
        {
          message: 'GET requests only support query operations, not mutation operations',
          extensions: { code: 'METHOD_NOT_ALLOWED' },
        },
      ],
    });
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  const cardDataRefusal = {
    errors: [
      {
        message:
          'This operation uses card data (a field marked @cardData), which must never travel in a URL: send it with POST',
        extensions: { code: 'CARD_DATA_OVER_GET' },
      },
    ],
  };

  it('refuses a query whose document carries a card number when sent with GET, calling nobody', async () => {
    const res = await get({
      query: '{ cardBin(input: { entity: "MYENT1", by: { cardNumber: "4917610000000000" } }) { bin } }',
    });
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toEqual(cardDataRefusal);
    expect(await gw.upstreamCalls()).toEqual([]);
    // The same operation runs when sent with POST.
    const posted = await gw.run(
      '{ cardBin(input: { entity: "MYENT1", by: { cardNumber: "4917610000000000" } }) { bin } }',
    );
    expect(posted).toEqual({ status: 200, data: { cardBin: { bin: '491761' } } });
    expect(describeCalls(await gw.upstreamCalls())).toEqual(['POST /api/cardBin/panLookup']);
  });

  it('refuses a query whose variables can carry card data when sent with GET, whichever field they fill', async () => {
    const byInput = 'query Bin($input: CardBinInput!) { cardBin(input: $input) { bin } }';
    const byToken =
      'query Bin($token: String) { cardBin(input: { entity: "MYENT1", by: { token: $token } }) { bin } }';
    for (const [query, variables] of [
      [byInput, { input: { entity: 'MYENT1', by: { token: '/tokens/TKNVISADEBITGB' } } }],
      [byToken, { token: '/tokens/TKNVISADEBITGB' }],
    ] as const) {
      const res = await get({ query, variables: JSON.stringify(variables) });
      expect(res.status).toBe(400);
      expect(await bodyOf(res)).toEqual(cardDataRefusal);
    }
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('declares @cardData in the printed schema and marks every card number with it', () => {
    const schema = buildSchema(loadTypeDefs().join('\n'));
    expect(printSchema(schema)).toContain(
      'directive @cardData on INPUT_FIELD_DEFINITION | ARGUMENT_DEFINITION',
    );
    const marked = Object.values(schema.getTypeMap())
      .filter(isInputObjectType)
      .flatMap((type) => Object.values(type.getFields()).map((field) => ({ type: type.name, field })))
      .filter(({ field }) => field.astNode?.directives?.some((d) => d.name.value === 'cardData'))
      .map(({ type, field }) => `${type}.${field.name}`);
    expect(marked.filter((coordinate) => coordinate.endsWith('.cardNumber')).sort()).toEqual([
      'CardBinLookupInput.cardNumber',
      'PayoutCardInput.cardNumber',
      'SalePaymentInstrumentInput.cardNumber',
      'ThreeDsCardInput.cardNumber',
    ]);
    expect(marked).toEqual(
      expect.arrayContaining(['SalePaymentInstrumentInput.cvc', 'PayoutWalletNetworkTokenInput.dpan']),
    );
  });
});
