import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../../src/datasources/upstream/errors.ts';
import { type IdempotentRequest, runIdempotent } from '../../../src/idempotency/runIdempotent.ts';
import { createLogger } from '../../../src/logger.ts';
import { idempotencyKey } from '../../../src/stores/idempotency/index.ts';
import { MemoryIdempotencyStore } from '../../../src/stores/idempotency/memoryStore.ts';

const logger = createLogger('silent');
const scope = { operation: 'payout', entity: 'PAY7X2', transactionReference: 'ref-1' };
const key = idempotencyKey(scope);

function request(
  store: MemoryIdempotencyStore,
  over: Partial<IdempotentRequest<{ n: number }>> = {},
): IdempotentRequest<{ n: number }> {
  return {
    store,
    logger,
    scope,
    requestedBy: 'unit',
    fingerprintOf: { amount: 1 },
    execute: async () => ({ n: 1 }),
    ...over,
  };
}

function codeOf(err: unknown) {
  return err instanceof GraphQLError ? err.extensions : err;
}

describe('runIdempotent', () => {
  it('refuses a concurrent duplicate while the first holds the key, then replays its result', async () => {
    const store = new MemoryIdempotencyStore();
    let release: (value: { n: number }) => void = () => {};
    const first = runIdempotent(
      request(store, { execute: () => new Promise((resolve) => (release = resolve)) }),
    );
    const duplicate = await runIdempotent(request(store)).catch(codeOf);
    expect(duplicate).toEqual({
      code: 'IDEMPOTENCY_CONFLICT',
      reason: 'IN_PROGRESS',
      transactionReference: 'ref-1',
    });
    release({ n: 7 });
    expect(await first).toEqual({ result: { n: 7 }, replayed: false });
    expect(await runIdempotent(request(store))).toEqual({ result: { n: 7 }, replayed: true });
  });

  it.each([
    ['reference', { ...scope, transactionReference: 'ref 4444 3333 2222 1111' }],
    ['entity', { ...scope, entity: '4444333322221111' }],
  ])(
    'never writes a record whose %s holds a card number, nor sends the request',
    async (_name, cardScope) => {
      const store = new MemoryIdempotencyStore();
      let sent = 0;
      const run = runIdempotent(
        request(store, {
          scope: cardScope,
          execute: async () => {
            sent += 1;
            return { n: sent };
          },
        }),
      );
      await expect(run).rejects.toMatchObject({
        name: 'CardNumberInRecordError',
        message: 'refused to write a idempotency record holding a card number',
      });
      expect(sent).toBe(0);
      expect(await store.begin(idempotencyKey(cardScope), store.fingerprint({ amount: 1 }))).toEqual({
        status: 'started',
      });
    },
  );

  it('stores only what toStored keeps, and replays that', async () => {
    const store = new MemoryIdempotencyStore();
    const strip = { toStored: () => ({ n: 0 }), execute: async () => ({ n: 5 }) };
    expect(await runIdempotent(request(store, strip))).toEqual({ result: { n: 5 }, replayed: false });
    expect(await runIdempotent(request(store, strip))).toEqual({ result: { n: 0 }, replayed: true });
  });

  it('still answers a payment that happened when the store cannot record it', async () => {
    const store = new MemoryIdempotencyStore();
    store.complete = async () => {
      throw new Error('store down');
    };
    expect(await runIdempotent(request(store))).toEqual({ result: { n: 1 }, replayed: false });
  });

  it('treats an unreadable provider answer as a possible payment: recovers it, else locks the key', async () => {
    const store = new MemoryIdempotencyStore();
    const unreadable = async () => {
      throw new UpstreamError('contractViolation', 'bad body', { status: 201 });
    };
    const recovered = await runIdempotent(
      request(store, { execute: unreadable, recover: async () => ({ n: 3 }) }),
    );
    expect(recovered).toEqual({ result: { n: 3 }, replayed: false });

    const other = new MemoryIdempotencyStore();
    const locked = await runIdempotent(request(other, { execute: unreadable })).catch(codeOf);
    expect(locked).toEqual({ code: 'OUTCOME_UNKNOWN' });
    expect(await other.begin(key, 'anything')).toEqual({ status: 'conflict' });
  });

  it('locks the key and rethrows a bug after the request may have been sent', async () => {
    const store = new MemoryIdempotencyStore();
    const bug = new TypeError('mapping bug');
    const thrown = await runIdempotent(
      request(store, {
        execute: async () => {
          throw bug;
        },
      }),
    ).catch((err: unknown) => err);
    expect(thrown).toBe(bug);
    expect(await runIdempotent(request(store)).catch(codeOf)).toEqual({ code: 'OUTCOME_UNKNOWN' });
  });

  it('answers OUTCOME_UNKNOWN for a locked key when there is no way to ask the provider', async () => {
    const store = new MemoryIdempotencyStore();
    const lost = async () => {
      throw new UpstreamError('outcomeUnknown', 'lost');
    };
    expect(await runIdempotent(request(store, { execute: lost })).catch(codeOf)).toEqual({
      code: 'OUTCOME_UNKNOWN',
    });
    let sent = 0;
    const count = async () => {
      sent += 1;
      return { n: 1 };
    };
    expect(await runIdempotent(request(store, { execute: count })).catch(codeOf)).toEqual({
      code: 'OUTCOME_UNKNOWN',
    });
    expect(sent).toBe(0);
  });

  it('tells its observer of every replay and conflict, by operation and reason', async () => {
    const store = new MemoryIdempotencyStore();
    const heard: string[] = [];
    const observer = {
      replayed: (operation: string) => void heard.push(`replayed ${operation}`),
      conflicted: (operation: string, reason: string) => void heard.push(`conflicted ${operation} ${reason}`),
      settled: (operation: string, outcome: string) => void heard.push(`settled ${operation} ${outcome}`),
    };
    let release: (value: { n: number }) => void = () => {};
    const first = runIdempotent(
      request(store, { observer, execute: () => new Promise((resolve) => (release = resolve)) }),
    );
    await runIdempotent(request(store, { observer })).catch(codeOf);
    release({ n: 7 });
    await first;
    await runIdempotent(request(store, { observer }));
    await runIdempotent(request(store, { observer, fingerprintOf: { amount: 2 } })).catch(codeOf);
    expect(heard).toEqual([
      'conflicted payout IN_PROGRESS',
      'replayed payout',
      'conflicted payout DIFFERENT_INPUT',
    ]);
  });
});
