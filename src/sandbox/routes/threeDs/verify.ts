import { FieldErrors, fail } from '../../http/errors.ts';
import { FieldReader } from '../../http/fields.ts';
import type { Handler, SandboxContext } from '../../http/types.ts';
import { threeDsErrorCodes, threeDsFieldStyle } from './codes.ts';
import { requireVerificationsMedia } from './media.ts';
import { type ResultInput, resultBody } from './response.ts';
import type { ChallengeRecord } from './store.ts';
import { readRequestHead } from './validation/requestHead.ts';

/**
 * POST /verifications/customers/3ds/verification: the outcome of a challenge. The spec shows neither request nor
 * response; the request is `{transactionReference, merchant: {entity}, challenge: {reference}}` and the answer has
 * the authentication response's shape. A finished challenge always gives the same answer.
 *
 * The `3ds:verify` link the sandbox hands out carries `?challenge=<reference>`; the plain documented path is
 * accepted too. A link of one challenge used for another is answered like an unknown challenge.
 */
export const verify: Handler = (req, ctx) => {
  const type = requireVerificationsMedia(req, ctx);
  const record = findChallenge(req.body, req.query, ctx);
  const decision = settle(record, ctx);
  const input: ResultInput = {
    outcome: decision === 'passed' ? 'authenticated' : 'authenticationFailed',
    transactionReference: record.transactionReference,
    version: record.version,
    card: record.card,
    preference: record.preference,
    flow: 'challenge',
    ...(decision === 'failed' ? { cancellation: '01' as const } : {}),
    ...(decision === 'timedOut' ? { cancellation: '03' as const } : {}),
  };
  return {
    status: 200,
    headers: { 'content-type': type },
    body: resultBody(input, ctx.config.seed, ctx.baseUrl),
  };
};

const required = { required: true } as const;

function findChallenge(body: unknown, query: URLSearchParams, ctx: SandboxContext): ChallengeRecord {
  const errors = new FieldErrors();
  const r = new FieldReader(errors, threeDsFieldStyle);
  const { root, transactionReference, entity } = readRequestHead(r, body);
  const challenge = r.object(root, 'challenge', 'challenge', required);
  const reference = r.string(challenge, 'reference', 'challenge.reference', required);
  errors.throwIfAny(threeDsErrorCodes.invalidRequest, 'The verification request is invalid');
  const linked = query.get('challenge');
  const record =
    reference === undefined || (linked !== null && linked !== reference)
      ? undefined
      : ctx.state.authentications.find(reference);
  // A reference of another transaction or merchant is answered like an unknown one, so it reveals nothing.
  if (!record || record.transactionReference !== transactionReference || record.entity !== entity) {
    fail(404, threeDsErrorCodes.challengeNotFound, 'No challenge with this reference for this transaction');
  }
  return record;
}

/** The decision, once there is one: a challenge left unfinished past its token's lifetime has timed out. */
function settle(record: ChallengeRecord, ctx: SandboxContext): NonNullable<ChallengeRecord['decision']> {
  if (record.decision) return record.decision;
  if (ctx.clock.now().getTime() < record.expiresAt.getTime()) {
    fail(409, threeDsErrorCodes.challengeNotCompleted, 'The customer has not completed the challenge yet');
  }
  record.decision = 'timedOut';
  return record.decision;
}
