import type { Handler, SandboxContext } from '../../http/types.ts';
import { cardProfile } from './card.ts';
import { signJwt } from './jwt.ts';
import { requireVerificationsMedia } from './media.ts';
import { type ResultInput, resultBody } from './response.ts';
import { challengeUrl } from './routePaths.ts';
import { scenarioFor } from './testValues.ts';
import {
  type AuthenticationRequest,
  parseAuthenticationRequest,
} from './validation/authenticationRequest.ts';
import { isWalletType } from './vocabulary.ts';

/** The challenge token lives 10 minutes on the sandbox clock (spec, Limits). */
const challengeLifetimeMs = 10 * 60 * 1000;

/** POST /verifications/customers/3ds/authentication (and the wallet example's `/authenticate`). */
export const authenticate: Handler = async (req, ctx) => {
  const type = requireVerificationsMedia(req, ctx);
  const request = parseAuthenticationRequest(req.body);
  return {
    status: 200,
    headers: { 'content-type': type },
    body: resultBody(await decide(request, ctx), ctx.config.seed, ctx.baseUrl),
  };
};

async function decide(request: AuthenticationRequest, ctx: SandboxContext): Promise<ResultInput> {
  const { instrument, transactionReference } = request;
  const card = cardProfile(instrument);
  const preference = request.preference ?? 'noPreference';
  if (isWalletType(instrument.type)) {
    return {
      outcome: 'alreadyAuthenticated',
      transactionReference,
      version: 2,
      card,
      preference,
      flow: 'frictionless',
    };
  }
  const scenario = scenarioFor(instrument, request.riskFirstName);
  const base = { transactionReference, version: scenario.version, card, preference };
  if (scenario.outcome !== 'challenged') return { ...base, outcome: scenario.outcome, flow: 'frictionless' };
  return {
    ...base,
    outcome: 'challenged',
    flow: 'challenge',
    challenge: await issueChallenge(request, ctx, base),
  };
}

async function issueChallenge(
  request: AuthenticationRequest,
  ctx: SandboxContext,
  base: Pick<ResultInput, 'version' | 'card' | 'preference'>,
): Promise<NonNullable<ResultInput['challenge']>> {
  const store = ctx.state.authentications;
  const reference = store.nextReference(ctx.config.seed, request.transactionReference);
  const now = ctx.clock.now();
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + challengeLifetimeMs / 1000;
  // Whole seconds, as in the token, so the page and verify agree on the instant the challenge expires.
  const expiresAt = new Date(exp * 1000);
  const { returnUrl } = request;
  // Validation requires returnUrl on every request that can be challenged.
  if (returnUrl === undefined) throw new Error('challenge without a returnUrl');
  store.save({
    reference,
    transactionReference: request.transactionReference,
    entity: request.entity,
    returnUrl,
    version: base.version,
    card: base.card,
    preference: base.preference,
    value: request.value,
    expiresAt,
  });
  const jwt = await signJwt(
    {
      iss: 'sandbox-3ds',
      jti: reference,
      reference,
      transactionReference: request.transactionReference,
      returnUrl,
      iat,
      exp,
    },
    store.signingKey,
  );
  return { reference, url: challengeUrl(ctx.baseUrl), jwt };
}
