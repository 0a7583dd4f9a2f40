import { UpstreamError } from '../datasources/upstream/errors.ts';
import type { errorCodes } from './codes.ts';

/**
 * Terminology: a *domain code* is a code of ours for a provider refusal a caller can act on (finish the challenge,
 * then verify again), where `UPSTREAM_REJECTED` with the provider's own code would leave them guessing. A domain
 * declares, around the one call it applies to, which provider answers carry it.
 */

/** The domain codes a provider rejection can become. */
export type DomainCode = typeof errorCodes.CHALLENGE_NOT_COMPLETED;

/**
 * One provider answer that reads as a domain code: its HTTP status, and optionally the provider codes it takes
 * (absent: any code, or none, with that status).
 */
export interface DomainCodeRule {
  readonly status: number;
  readonly customCodes?: readonly string[];
  readonly code: DomainCode;
}

const rulesOfError = new WeakMap<UpstreamError, readonly DomainCodeRule[]>();

/**
 * `call`, with the rules by which a provider rejection of it becomes a domain code attached to that rejection
 * (read when it becomes a GraphQL error). Every error is rethrown unchanged.
 */
export async function withDomainCodes<T>(call: Promise<T>, rules: readonly DomainCodeRule[]): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof UpstreamError) rulesOfError.set(err, rules);
    throw err;
  }
}

/** The domain code a rejection declared for, when one of its call's rules matches it. */
export function domainCodeOf(err: UpstreamError): DomainCode | undefined {
  const rule = rulesOfError
    .get(err)
    ?.find(
      (candidate) =>
        candidate.status === err.status &&
        (candidate.customCodes === undefined ||
          (err.customCode !== undefined && candidate.customCodes.includes(err.customCode))),
    );
  return rule?.code;
}
