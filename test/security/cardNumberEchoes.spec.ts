import { beforeEach, describe, expect, it } from 'vitest';
import { PayoutsCreateDocument } from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { payoutInput } from '../support/payouts.ts';
import { rawBodyOf } from '../support/requestIds.ts';

/**
 * Every path by which text a caller wrote leaves the process goes through the one card-number rule
 * (src/contract/cardNumbers.ts): error extensions, the answer's x-request-id, log lines, the sandbox request log.
 */
const groupings = [
  '4444-3333-2222-1111',
  '4444 3333 2222 1111',
  '4444.3333.2222.1111',
  '4444_3333-2222 1111',
];
const uuid = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/;

describe('card numbers echoed', () => {
  const logLines: string[] = [];
  const gw = setUpTestGateway({ env: { LOG_LEVEL: 'info' }, logLines });
  beforeEach(() => {
    logLines.length = 0;
  });

  /** POSTs a document with headers of our choosing; answers status, x-request-id and body. */
  async function post(query: string, variables: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(gw.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const requestId = res.headers.get('x-request-id');
    return {
      status: res.status,
      requestId,
      headers: { 'x-request-id': requestId ?? '' },
      body: await res.text(),
    };
  }

  it.each(groupings)(
    'masks an unknown input key %j in fieldErrors and never calls the provider',
    async (key) => {
      const input = { ...payoutInput(), [key]: 1 };
      const answer = await post(PayoutsCreateDocument.toString(), { input });
      expect(rawBodyOf(answer)).toEqual({
        errors: [
          {
            message:
              'Variable "$input" got invalid value; Field "[redacted]" is not defined by type "CreatePayoutInput".',
            locations: [{ line: 2, column: 28 }],
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: [
                {
                  path: 'input.[redacted]',
                  rule: 'UNKNOWN_FIELD',
                  message: 'is not a field of CreatePayoutInput',
                },
              ],
            },
          },
        ],
      });
      expect(await gw.upstreamCalls()).toEqual([]);
    },
  );

  it.each([...groupings, '4444333322221111', 'order-1234567', 'x'.repeat(65), 'no spaces allowed'])(
    'replaces the request id %j with a fresh UUID in the answer and every log line',
    async (given) => {
      const answer = await post('{ __typename }', undefined, { 'x-request-id': given });
      expect(answer.status).toBe(200);
      expect(answer.requestId).toMatch(uuid);
      const logged = logLines.map((line) => JSON.parse(line) as { requestId?: string; msg: string });
      expect(logged.map((l) => [l.msg, l.requestId])).toEqual([['graphql operation', answer.requestId]]);
    },
  );

  it.each(['checkout-42.a_b', '7f1c2b9e-6a3d-4c5e-9f80-123456789012'])(
    'keeps a request id %j that looks like an id',
    async (given) => {
      const answer = await post('{ __typename }', undefined, { 'x-request-id': given });
      expect(answer.requestId).toBe(given);
      expect((JSON.parse(logLines.join('')) as { requestId: string }).requestId).toBe(given);
    },
  );

  it('masks a card number spelled in an operation name in the log line', async () => {
    const answer = await post('query Pay_4444_3333_2222_1111 { __typename }', undefined);
    expect(rawBodyOf(answer)).toEqual({ data: { __typename: 'Query' } });
    const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.map((l) => [l.msg, l.operationName])).toEqual([['graphql operation', 'Pay_[redacted]']]);
  });

  it('refuses an alias holding a card number without echoing it or calling the provider', async () => {
    const answer = await post('{ card_4444_3333_2222_1111: __typename ok: __typename }', undefined);
    expect(answer.status).toBe(400);
    expect(answer.body).not.toMatch(/4444|3333|2222|1111/);
    expect(rawBodyOf(answer)).toEqual({
      errors: [
        {
          message: 'An alias must not hold a card number: the answer would repeat it as a key.',
          locations: [{ line: 1, column: 3 }],
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ],
    });
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('masks a card number written in a payout billing address in the sandbox request log', async () => {
    // References, narratives and names holding a card number are refused (cardNumberReferences.spec.ts); an
    // address line is sent on as written, so the provider's log is where the rule must still hold.
    const input = payoutInput();
    const card = input.instrument.card;
    if (!card?.billingAddress) throw new Error('payoutInput has a card with a billing address');
    card.billingAddress = {
      ...card.billingAddress,
      address1: 'card 4444 3333 2222 1111',
      address2: 'ref 5555-5555-5555-4444',
    };
    const result = await gw.run(PayoutsCreateDocument, { input });
    expect(result.errors).toBeUndefined();
    const calls = await gw.upstreamCalls();
    expect(describeCalls(calls)).toEqual(['POST /payouts/basicDisbursement']);
    const body = calls[0]?.body as { instruction: { payoutInstrument: { billingAddress: unknown } } };
    expect(body.instruction.payoutInstrument.billingAddress).toMatchObject({
      address1: 'card 444433******1111',
      address2: 'ref 555555******4444',
    });
  });
});
