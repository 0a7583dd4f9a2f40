import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningGateway, startGateway } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { VERIFY_LINK_MARGIN_MS, verifyLinkKey } from '../../src/resolvers/threeDs/verifyLink.ts';
import { devCredentials } from '../../src/sandbox/config.ts';
import { authenticationValue, dsTransactionId } from '../../src/sandbox/routes/threeDs/values.ts';
import { ThreeDsAuthenticateDocument, ThreeDsVerifyDocument } from '../generated/graphql.ts';
import { minimalRequest, verificationsType } from '../sandbox/threeDsSupport.ts';
import { describeCalls, setUpTestGateway, type TestGateway } from '../support/gateway.ts';
import { answerChallenge, cardInput, entity, visaCredit } from '../support/threeDs.ts';

const documentedPath = '/verifications/customers/3ds/verification';
/** The sandbox's `3ds:verify` link: the documented path plus the challenge reference, which a built URL lacks. */
const linkedLocation = (challengeReference: string) => `${documentedPath}?challenge=${challengeReference}`;
const tenMinutes = 10 * 60 * 1000;

/** The final answer of a passed 3DS2 challenge, as verify3ds reports it. */
const passed = (seed: number, ref: string) => ({
  outcome: 'AUTHENTICATED',
  rawOutcome: 'authenticated',
  transactionReference: ref,
  canRetry: false,
  authentication: {
    version: '2.2.0',
    authenticationValue: authenticationValue(seed, ref),
    eci: '05',
    eciLevel: 'FULLY_AUTHENTICATED',
    transactionId: dsTransactionId(seed, ref),
    domesticScheme: null,
  },
  challenge: null,
});

/** authenticate3ds through `gw` with a challenge test value; returns the challenge the caller receives. */
async function challengedThrough(gw: TestGateway, transactionReference: string) {
  const result = await gw.run(ThreeDsAuthenticateDocument, {
    input: cardInput('3ds2-challenge-identified', { transactionReference }),
  });
  const challenge = result.data?.authenticate3ds.challenge;
  if (!challenge) throw new Error(`expected a challenge, got ${JSON.stringify(result)}`);
  return challenge;
}

describe('verify3ds follows the 3ds:verify link of the challenged answer', () => {
  const gw = setUpTestGateway();

  it('posts to the link remembered by authenticate3ds, query included', async () => {
    const ref = 'order-linked';
    const challenge = await challengedThrough(gw, ref);
    await answerChallenge(challenge, 'pass');
    await gw.clearUpstream();
    const result = await gw.run(ThreeDsVerifyDocument, {
      input: { transactionReference: ref, entity, challengeReference: challenge.reference },
    });
    expect(result).toEqual({ status: 200, data: { verify3ds: passed(gw.sandbox.config.seed, ref) } });
    const calls = await gw.upstreamCalls();
    expect(describeCalls(calls)).toEqual([`POST ${linkedLocation(challenge.reference)}`]);
    expect(calls[0]?.body).toEqual({
      transactionReference: ref,
      merchant: { entity },
      challenge: { reference: challenge.reference },
    });
  });

  it('posts to the documented path when no link was remembered (the challenge began elsewhere)', async () => {
    // Another replica without Redis, or this one before a restart, authenticated: here, a direct provider call.
    const res = await fetch(`${gw.sandbox.url}/verifications/customers/3ds/authentication`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${devCredentials.username}:${devCredentials.password}`).toString('base64')}`,
        'content-type': verificationsType,
        accept: verificationsType,
      },
      body: JSON.stringify(minimalRequest('3ds2-challenge-identified')),
    });
    const answer = (await res.json()) as {
      transactionReference: string;
      challenge: { reference: string; url: string; jwt: string };
    };
    expect(res.status).toBe(200);
    await answerChallenge(answer.challenge, 'pass');
    await gw.clearUpstream();
    const ref = answer.transactionReference;
    const result = await gw.run(ThreeDsVerifyDocument, {
      input: { transactionReference: ref, entity: 'SBXE01', challengeReference: answer.challenge.reference },
    });
    expect(result).toEqual({ status: 200, data: { verify3ds: passed(gw.sandbox.config.seed, ref) } });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([`POST ${documentedPath}`]);
  });
});

describe('verify3ds with the link store in Redis, shared by replicas', () => {
  // Redis runs on the default port on this machine and in CI.
  const redisUrl = inject('redisUrl');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const shared = {
    REDIS_URL: redisUrl,
    IDEMPOTENCY_FINGERPRINT_KEY: 'test-fingerprint-key-of-thirty-two-chars',
  };
  const written: string[] = [];
  let second: RunningGateway;

  const first = setUpTestGateway({ env: shared });
  beforeAll(async () => {
    await redis.connect();
    // A second replica: no sandbox of its own, the same provider (the first one's sandbox) and the same Redis.
    const config = loadConfig({
      ...shared,
      PORT: '0',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_POINTS: '0',
      UPSTREAM_BASE_URL: first.sandbox.url,
      UPSTREAM_USERNAME: devCredentials.username,
      UPSTREAM_PASSWORD: devCredentials.password,
    });
    second = await startGateway(config, createLogger(config.logLevel));
  });
  afterAll(async () => {
    await second?.close();
    if (written.length > 0) await redis.del(...written);
    await redis.quit();
  });

  it('keeps only the link location until the challenge expires, and another replica follows it', async () => {
    // Unique per run: the key outlives the test by its TTL unless deleted.
    const ref = `order-${randomUUID()}`;
    const challenge = await challengedThrough(first, ref);
    const key = `links:${verifyLinkKey({ entity, transactionReference: ref, challengeReference: challenge.reference })}`;
    written.push(key);

    const stored = await redis.get(key);
    expect(stored).toBe(linkedLocation(challenge.reference));
    expect(stored).not.toContain(visaCredit);
    expect(stored).not.toContain(first.sandbox.url);
    // The JWT expires 10 minutes after issue (whole seconds), so the key lives that long plus the margin.
    const pttl = await redis.pttl(key);
    expect(pttl).toBeGreaterThan(tenMinutes - 60_000 + VERIFY_LINK_MARGIN_MS);
    expect(pttl).toBeLessThanOrEqual(tenMinutes + VERIFY_LINK_MARGIN_MS);

    await answerChallenge(challenge, 'pass');
    await first.clearUpstream();
    const res = await fetch(second.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        query: ThreeDsVerifyDocument.toString(),
        variables: { input: { transactionReference: ref, entity, challengeReference: challenge.reference } },
      }),
    });
    expect(await res.json()).toEqual({ data: { verify3ds: passed(first.sandbox.config.seed, ref) } });
    expect(describeCalls(await first.upstreamCalls())).toEqual([
      `POST ${linkedLocation(challenge.reference)}`,
    ]);
  });
});
