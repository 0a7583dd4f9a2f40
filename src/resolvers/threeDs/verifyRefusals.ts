import { errorCodes } from '../../errors/codes.ts';
import type { DomainCodeRule } from '../../errors/domainCodes.ts';

/**
 * What a refused 3ds:verify means to the caller. The spec shows neither the verify response nor any 3DS error body
 * ("not shown"), so no provider code can be named: the rule keys on HTTP 409 Conflict, the status that says the
 * challenge's state does not allow the verification yet, whatever code the provider (or the sandbox, `SBX304`)
 * puts beside it. A 404 (no such challenge) and a 400 (a broken field) stay `UPSTREAM_REJECTED`: verifying again
 * would not help.
 */
export const verifyRefusals: readonly DomainCodeRule[] = [
  { status: 409, code: errorCodes.CHALLENGE_NOT_COMPLETED },
];
