import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createEmptyDatabase,
  type PrivatePostgres,
  startPrivatePostgres,
} from '../../scripts/privatePostgres.ts';
import {
  type CreateCardOnFileSaleInput,
  type CreatePayoutInput,
  PayoutsCreateDocument,
  SalesCreateDocument,
} from '../generated/graphql.ts';
import { payoutInput, basicPayoutPost as post, saleInput } from '../support/payouts.ts';
import { type Provider, type Replica, startProvider, startReplica } from '../support/replicas.ts';
import { salePost } from '../support/sales.ts';

/**
 * Money records in PostgreSQL (DATABASE_URL), against a database server of this file's own that is killed and
 * restarted, a provider that outlives every gateway, and two gateway replicas that are restarted with it.
 */

const unavailable = (path: string) => ({
  message:
    'The request was not sent to the payment provider: the idempotency store is unavailable. Try again later.',
  path: [path],
  extensions: { code: 'STORE_UNAVAILABLE' },
});

let postgres: PrivatePostgres;
let provider: Provider;
let env: Record<string, string>;
let replicas: Replica[] = [];

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  provider = await startProvider();
});
afterAll(async () => {
  await provider.close();
  await postgres.stop();
});
beforeEach(async () => {
  env = {
    DATABASE_URL: await createEmptyDatabase(postgres.url),
    IDEMPOTENCY_FINGERPRINT_KEY: 'durable-test-fingerprint-key-0123456789abcdef',
  };
  replicas = [await startReplica(provider, env), await startReplica(provider, env)];
  await provider.takeCalls();
});
afterEach(async () => {
  await Promise.all(replicas.map((replica) => replica.close()));
});

async function pay(replica: Replica, input: CreatePayoutInput) {
  return replica.run(PayoutsCreateDocument, { input });
}
async function sell(replica: Replica, input: CreateCardOnFileSaleInput) {
  return replica.run(SalesCreateDocument, { input });
}

/** An answer's status, data and errors, without the errors' locations in the document. */
function answer(result: Awaited<ReturnType<typeof pay | typeof sell>>) {
  return { ...result, errors: result.errors?.map(({ locations: _, ...error }) => error) };
}

/** `replayed <flag>` of an answer, or its error code and reason. */
function summary(result: Awaited<ReturnType<typeof pay>>): string {
  const error = result.errors?.[0]?.extensions;
  if (error) return `${String(error.code)} ${String(error.reason)}`;
  return `replayed ${String(result.data?.createPayout.replayed)}`;
}

describe('money records in PostgreSQL', () => {
  it('replays every completed payout and sale on every replica after every gateway and the database restarted together: 0 second POSTs', async () => {
    const payouts = Array.from({ length: 20 }, () => payoutInput());
    const sales = Array.from({ length: 20 }, () => saleInput());
    const first = new Map<string, unknown>();
    for (const [i, input] of payouts.entries()) {
      const made = await pay(replicas[i % 2] as Replica, input);
      expect(made.data?.createPayout.replayed).toBe(false);
      first.set(input.transactionReference, made.data?.createPayout.payout);
    }
    for (const [i, input] of sales.entries()) {
      const made = await sell(replicas[i % 2] as Replica, input);
      expect(made.data?.createCardOnFileSale.replayed).toBe(false);
      first.set(input.transactionReference, made.data?.createCardOnFileSale.sale);
    }
    expect(await provider.takeCalls()).toEqual([...payouts.map(() => post), ...sales.map(() => salePost)]);

    // A host reboot: every gateway process and the database go down at once, and come back.
    await Promise.all(replicas.map((replica) => replica.close()));
    await postgres.kill();
    await postgres.restart();
    replicas = [await startReplica(provider, env), await startReplica(provider, env)];

    for (const replica of replicas) {
      for (const input of payouts) {
        const retried = await pay(replica, input);
        expect(retried.data?.createPayout).toEqual({
          replayed: true,
          payout: first.get(input.transactionReference),
        });
      }
      for (const input of sales) {
        const retried = await sell(replica, input);
        expect(retried.data?.createCardOnFileSale).toEqual({
          replayed: true,
          sale: first.get(input.transactionReference),
        });
      }
    }
    expect(await provider.takeCalls()).toEqual([]);
  });

  it('replays after the database alone restarts under running gateways, in the other order too', async () => {
    const input = payoutInput();
    expect(summary(await pay(replicas[0] as Replica, input))).toBe('replayed false');
    await postgres.kill();
    await postgres.restart();
    expect(summary(await pay(replicas[1] as Replica, input))).toBe('replayed true');
    // A payout's answer is not flushed before it is given: lost with the database, it is found by reference (a GET).
    expect((await provider.takeCalls()).filter((call) => call.startsWith('POST '))).toEqual([post]);
  });

  it('answers STORE_UNAVAILABLE and sends nothing while the database is down; once it is back, the payout is sent once', async () => {
    const payout = payoutInput();
    const sale = saleInput();
    await postgres.kill();
    expect(answer(await pay(replicas[0] as Replica, payout))).toEqual({
      status: 200,
      data: null,
      errors: [unavailable('createPayout')],
    });
    expect(answer(await sell(replicas[1] as Replica, sale))).toEqual({
      status: 200,
      data: null,
      errors: [unavailable('createCardOnFileSale')],
    });
    expect(await provider.takeCalls()).toEqual([]);

    await postgres.restart();
    expect(summary(await pay(replicas[1] as Replica, payout))).toBe('replayed false');
    expect(summary(await pay(replicas[0] as Replica, payout))).toBe('replayed true');
    expect(await provider.takeCalls()).toEqual([post]);
  });

  describe('a slow database', () => {
    /** Holds every money record still (an exclusive lock on their table) for `ms`, as a stalled database would. */
    async function stall(ms: number): Promise<() => Promise<void>> {
      const admin = new pg.Client({ connectionString: env.DATABASE_URL });
      await admin.connect();
      await admin.query('BEGIN');
      await admin.query('LOCK TABLE idempotency_records IN ACCESS EXCLUSIVE MODE');
      const released = new Promise<void>((resolve) =>
        setTimeout(() => {
          void admin.query('COMMIT').then(() => admin.end().then(resolve));
        }, ms),
      );
      return () => released;
    }

    it('waits for a database a little slow and sends the payout once', async () => {
      const input = payoutInput();
      const released = await stall(500);
      expect(summary(await pay(replicas[0] as Replica, input))).toBe('replayed false');
      await released();
      expect(await provider.takeCalls()).toEqual([post]);
    });

    it('gives up on a database slower than its deadline without sending, and leaves no claim behind', async () => {
      const input = payoutInput();
      const released = await stall(3_500);
      expect(answer(await pay(replicas[0] as Replica, input))).toEqual({
        status: 200,
        data: null,
        errors: [unavailable('createPayout')],
      });
      await released();
      expect(await provider.takeCalls()).toEqual([]);
      // The database cancelled the claim it could not make in time: the retry is a first attempt.
      expect(summary(await pay(replicas[1] as Replica, input))).toBe('replayed false');
      expect(await provider.takeCalls()).toEqual([post]);
    });
  });

  it('lets one of two replicas racing one reference send it, once', async () => {
    const input = payoutInput();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => pay(replicas[i % 2] as Replica, input).then(summary)),
    );
    expect(answers.filter((a) => a === 'replayed false')).toHaveLength(1);
    for (const answer of answers)
      expect(['replayed false', 'replayed true', 'IDEMPOTENCY_CONFLICT IN_PROGRESS']).toContain(answer);
    expect(await provider.takeCalls()).toEqual([post]);
  });
});
