import type { Authentication } from '../../datasources/threeDs/models.ts';
import type { Logger } from '../../logger.ts';
import { type LinkStore, linkKey } from '../../stores/links/index.ts';
import { CHALLENGE_LIFETIME_MS, challengeExpiresAt } from './challengeExpiry.ts';

/**
 * How long a remembered `3ds:verify` link outlives its challenge token: a customer who finishes the challenge in
 * its last second still gets verified through the link, and clocks of provider and gateway may differ a little.
 * @internal Exported for the tests of the remembered link's lifetime.
 */
export const VERIFY_LINK_MARGIN_MS = 2 * 60 * 1000;

/** What identifies one challenge to `verify3ds`; the link memory's key is derived from it. */
export interface ChallengeIdentity {
  readonly entity: string;
  readonly transactionReference: string;
  readonly challengeReference: string;
}

/** Where the link store needs to be, and where to report that it failed. */
export interface LinkMemory {
  readonly links: LinkStore;
  readonly logger: Logger;
}

/** @internal Exported for the tests that read the remembered link from the link store. */
export const verifyLinkKey = (id: ChallengeIdentity): string =>
  linkKey('3ds:verify', id.entity, id.transactionReference, id.challengeReference);

/**
 * The remembered link's lifetime: until the challenge token expires (its `exp`, else the spec's 10 minutes), at
 * most the spec's lifetime even if a token claims more, plus {@link VERIFY_LINK_MARGIN_MS}.
 * @internal Exported for its unit test: the lifetime arithmetic, including a token that claims too much.
 */
export function verifyLinkTtlMs(jwt: string, receivedAt: Date): number {
  const remaining = challengeExpiresAt(jwt, receivedAt).getTime() - receivedAt.getTime();
  return Math.min(Math.max(remaining, 0), CHALLENGE_LIFETIME_MS) + VERIFY_LINK_MARGIN_MS;
}

/**
 * Keeps the `3ds:verify` link of a challenged answer for `verify3ds`, which arrives as a separate request (maybe at
 * another replica). Failing to keep it must not fail the authentication: the challenge is live and the caller
 * needs it, and verification falls back to the documented path. So a failure (Redis down, a link to another
 * origin) is logged, without the link, and otherwise ignored.
 */
export async function rememberVerifyLink(
  memory: LinkMemory,
  entity: string,
  transactionReference: string,
  answer: Authentication,
  receivedAt: Date,
): Promise<void> {
  const { challenge, links } = answer;
  if (answer.outcome !== 'challenged' || links.verify === undefined) return;
  if (challenge?.reference === undefined || challenge.jwt === undefined) return;
  const key = verifyLinkKey({ entity, transactionReference, challengeReference: challenge.reference });
  try {
    await memory.links.remember(key, links.verify, verifyLinkTtlMs(challenge.jwt, receivedAt));
  } catch (error) {
    memory.logger.warn({ detail: messageOf(error) }, 'could not remember the 3ds:verify link');
  }
}

/**
 * The remembered `3ds:verify` location of a challenge, or `undefined` (never remembered here, expired, or the
 * store failed; the last is logged): then the caller posts to the documented verification path.
 */
export async function recallVerifyLink(
  memory: LinkMemory,
  id: ChallengeIdentity,
): Promise<string | undefined> {
  try {
    return await memory.links.recall(verifyLinkKey(id));
  } catch (error) {
    memory.logger.warn({ detail: messageOf(error) }, 'could not recall the 3ds:verify link');
    return undefined;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'unknown error';
}
