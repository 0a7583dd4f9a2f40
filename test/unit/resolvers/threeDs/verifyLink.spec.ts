import { describe, expect, it } from 'vitest';
import {
  type Authentication,
  authenticationBodySchema,
  toAuthentication,
} from '../../../../src/datasources/threeDs/models.ts';
import { createLogger } from '../../../../src/logger.ts';
import {
  recallVerifyLink,
  rememberVerifyLink,
  VERIFY_LINK_MARGIN_MS,
  verifyLinkKey,
  verifyLinkTtlMs,
} from '../../../../src/resolvers/threeDs/verifyLink.ts';
import { type LinkStore, linkKey } from '../../../../src/stores/links/index.ts';
import { MemoryLinkStore } from '../../../../src/stores/links/memoryStore.ts';

const receivedAt = new Date('2030-05-01T12:00:00.000Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const jwtWith = (claims: unknown): string =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`;
const tenMinutes = 10 * 60 * 1000;

const challenged = (jwt = jwtWith({ exp: seconds(receivedAt) + 600 })): Authentication =>
  toAuthentication(
    authenticationBodySchema.parse({
      outcome: 'challenged',
      transactionReference: 'order-1',
      challenge: { reference: 'ch1', url: 'https://acs.example/challenge', jwt },
      _links: { '3ds:verify': { href: '/verifications/customers/3ds/verification?challenge=ch1' } },
    }),
  );
const id = { entity: 'MYENT1', transactionReference: 'order-1', challengeReference: 'ch1' };

/** A logger whose lines the test reads. */
function capturingLogger() {
  const lines: string[] = [];
  return { lines, logger: createLogger('warn', { write: (line: string) => void lines.push(line) }) };
}

/** A memory store with a fixed clock that records the lifetimes it was given. */
function recordingStore() {
  const ttls: number[] = [];
  const inner = new MemoryLinkStore({ locate: (href) => href, now: () => receivedAt.getTime() });
  const links: LinkStore = {
    remember: (key, href, ttlMs) => {
      ttls.push(ttlMs);
      return inner.remember(key, href, ttlMs);
    },
    recall: (key) => inner.recall(key),
  };
  return { links, ttls };
}

const failing: LinkStore = {
  remember: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
  recall: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
};

describe('the lifetime of a remembered 3ds:verify link', () => {
  it('lasts until the token exp plus the margin', () => {
    const jwt = jwtWith({ exp: seconds(receivedAt) + 540 });
    expect(verifyLinkTtlMs(jwt, receivedAt)).toBe(540_000 + VERIFY_LINK_MARGIN_MS);
  });

  it('lasts the spec 10 minutes plus the margin when the token has no readable exp', () => {
    expect(verifyLinkTtlMs('not-a-jwt', receivedAt)).toBe(tenMinutes + 2 * 60 * 1000);
  });

  it('is capped at the spec lifetime for a token claiming more, and is only the margin for an expired one', () => {
    expect(verifyLinkTtlMs(jwtWith({ exp: seconds(receivedAt) + 86_400 }), receivedAt)).toBe(
      tenMinutes + VERIFY_LINK_MARGIN_MS,
    );
    expect(verifyLinkTtlMs(jwtWith({ exp: seconds(receivedAt) - 60 }), receivedAt)).toBe(
      VERIFY_LINK_MARGIN_MS,
    );
  });
});

describe('remembering and recalling the 3ds:verify link', () => {
  it('keys the link by a hash of entity, transaction and challenge reference', () => {
    expect(verifyLinkKey(id)).toBe(linkKey('3ds:verify', 'MYENT1', 'order-1', 'ch1'));
    expect(verifyLinkKey(id)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('remembers the link of a challenged answer for the challenge lifetime and recalls it by the same identity', async () => {
    const { links, ttls } = recordingStore();
    const { logger } = capturingLogger();
    await rememberVerifyLink({ links, logger }, 'MYENT1', 'order-1', challenged(), receivedAt);
    expect(ttls).toEqual([tenMinutes + VERIFY_LINK_MARGIN_MS]);
    expect(await recallVerifyLink({ links, logger }, id)).toBe(
      '/verifications/customers/3ds/verification?challenge=ch1',
    );
    expect(await recallVerifyLink({ links, logger }, { ...id, entity: 'OTHER1' })).toBeUndefined();
  });

  it('remembers nothing for an answer that is not challenged', async () => {
    const { links, ttls } = recordingStore();
    const { logger } = capturingLogger();
    const authenticated = toAuthentication(
      authenticationBodySchema.parse({ outcome: 'authenticated', transactionReference: 'order-1' }),
    );
    await rememberVerifyLink({ links, logger }, 'MYENT1', 'order-1', authenticated, receivedAt);
    expect(ttls).toEqual([]);
  });

  it('logs, without the link, and carries on when the store fails, so verification falls back to the path', async () => {
    const { lines, logger } = capturingLogger();
    await rememberVerifyLink({ links: failing, logger }, 'MYENT1', 'order-1', challenged(), receivedAt);
    expect(await recallVerifyLink({ links: failing, logger }, id)).toBeUndefined();
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'could not remember the 3ds:verify link',
        detail: 'connect ECONNREFUSED 127.0.0.1:6379',
      }),
      expect.objectContaining({
        level: 40,
        msg: 'could not recall the 3ds:verify link',
        detail: 'connect ECONNREFUSED 127.0.0.1:6379',
      }),
    ]);
    expect(lines.join('\n')).not.toContain('/verifications/');
  });
});
