import { beforeAll, describe, expect, it } from 'vitest';
import {
  authenticationValue,
  dsTransactionId,
  networkScore,
  xid,
} from '../../src/sandbox/routes/threeDs/values.ts';
import { ThreeDsAuthenticateDocument, ThreeDsVerifyDocument } from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { answerChallenge, cardInput, domesticCard, entity, returnUrl } from '../support/threeDs.ts';

let seed: number;

const gw = setUpTestGateway();
beforeAll(() => {
  seed = gw.sandbox.config.seed;
});

/** The call verify3ds makes by following the sandbox's `3ds:verify` link (the documented path plus the reference). */
const linkedVerify = (challengeReference: string) =>
  `POST /verifications/customers/3ds/verification?challenge=${challengeReference}`;

/** Authenticates with a challenge test value; returns what verify3ds and the browser need. */
async function challenged(
  transactionReference: string,
  testValue = '3ds2-challenge-identified',
  card?: string,
) {
  const result = await gw.run(ThreeDsAuthenticateDocument, {
    input: cardInput(testValue, { transactionReference }, card),
  });
  const challenge = result.data?.authenticate3ds.challenge;
  if (!challenge) throw new Error(`expected a challenge, got ${JSON.stringify(result)}`);
  return challenge;
}

const verifyInput = (transactionReference: string, challengeReference: string) => ({
  input: { transactionReference, entity, challengeReference },
});

describe('verify3ds after the challenge', () => {
  it('authenticates after the customer passes the challenge, following the whole browser round trip', async () => {
    const ref = 'order-pass';
    const challenge = await challenged(ref);
    const page = await answerChallenge(challenge, 'pass');
    expect(page.status).toBe(200);
    // The issuer's page posts the customer back to the merchant's returnUrl with the references.
    expect(page.html).toContain(`action="${returnUrl}"`);
    expect(page.html).toContain(`value="${challenge.reference}"`);

    await gw.clearUpstream();
    const result = await gw.run(ThreeDsVerifyDocument, verifyInput(ref, challenge.reference));
    expect(result).toEqual({
      status: 200,
      data: {
        verify3ds: {
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
        },
      },
    });
    const calls = await gw.upstreamCalls();
    expect(describeCalls(calls)).toEqual([linkedVerify(challenge.reference)]);
    expect(calls[0]?.body).toEqual({
      transactionReference: ref,
      merchant: { entity },
      challenge: { reference: challenge.reference },
    });
  });

  it('reports a 3DS1 challenge passed with the xid as transaction id', async () => {
    const ref = 'order-pass-3ds1';
    const challenge = await challenged(ref, '3ds1-challenge-identified');
    await answerChallenge(challenge, 'pass');
    const result = await gw.run(ThreeDsVerifyDocument, verifyInput(ref, challenge.reference));
    expect(result.data?.verify3ds.authentication).toMatchObject({
      version: '1.0.2',
      transactionId: xid(seed, ref),
    });
  });

  it('reports AUTHENTICATION_FAILED with the cancellation as data when the customer fails the challenge', async () => {
    const ref = 'order-fail';
    const challenge = await challenged(ref, '3ds2-challenge-identified', domesticCard);
    expect((await answerChallenge(challenge, 'fail')).status).toBe(200);
    const result = await gw.run(ThreeDsVerifyDocument, verifyInput(ref, challenge.reference));
    expect(result).toEqual({
      status: 200,
      data: {
        verify3ds: {
          outcome: 'AUTHENTICATION_FAILED',
          rawOutcome: 'authenticationFailed',
          transactionReference: ref,
          canRetry: true,
          authentication: {
            version: '2.2.0',
            authenticationValue: null,
            eci: '07',
            eciLevel: 'NOT_AUTHENTICATED',
            transactionId: dsTransactionId(seed, ref),
            domesticScheme: {
              cryptogramAlgorithm: null,
              challengePreference: 'NO_PREFERENCE',
              rawChallengePreference: 'noPreference',
              authenticationFlow: 'CHALLENGE',
              rawAuthenticationFlow: 'challenge',
              brand: 'CB',
              networkScore: networkScore(seed, ref),
              statusReason: '01',
              cancellationIndicator: 'CARDHOLDER_CANCELLED',
              rawCancellationIndicator: '01',
            },
          },
          challenge: null,
        },
      },
    });
  });

  it('is CHALLENGE_NOT_COMPLETED, with the provider answer beside it, when the customer has not finished the challenge', async () => {
    const ref = 'order-early';
    const challenge = await challenged(ref);
    await gw.clearUpstream();
    const result = await gw.run(ThreeDsVerifyDocument, verifyInput(ref, challenge.reference));
    expect(result).toEqual({
      status: 200,
      data: null,
      errors: [
        {
          message:
            'The customer has not completed the 3-D Secure challenge yet. Call verify3ds again once the ' +
            'challenge has returned to your returnUrl.',
          path: ['verify3ds'],
          locations: [{ line: 3, column: 3 }],
          extensions: {
            code: 'CHALLENGE_NOT_COMPLETED',
            upstream: {
              status: 409,
              customCode: 'SBX304',
              message: 'The customer has not completed the challenge yet',
            },
          },
        },
      ],
    });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([linkedVerify(challenge.reference)]);
  });

  it('fails a challenge left past its JWT lifetime: the page refuses the token, verify says timed out', async () => {
    const ref = 'order-expired';
    const challenge = await challenged(ref, '3ds2-challenge-identified', domesticCard);
    await gw.advanceClock(11 * 60 * 1000);
    const page = await answerChallenge(challenge, 'pass');
    expect(page.status).toBe(400);
    expect(page.html).toContain('The challenge token has expired');
    const result = await gw.run(ThreeDsVerifyDocument, verifyInput(ref, challenge.reference));
    expect(result.data?.verify3ds).toMatchObject({
      outcome: 'AUTHENTICATION_FAILED',
      canRetry: true,
      authentication: {
        eci: '07',
        domesticScheme: {
          statusReason: '14',
          cancellationIndicator: 'TIMED_OUT',
          rawCancellationIndicator: '03',
        },
      },
    });
  });

  it('is UPSTREAM_REJECTED (404) for a challenge reference of another transaction', async () => {
    const challenge = await challenged('order-other');
    const result = await gw.run(
      ThreeDsVerifyDocument,
      verifyInput('order-not-this-one', challenge.reference),
    );
    expect(result.errors?.[0]?.extensions).toEqual({
      code: 'UPSTREAM_REJECTED',
      upstream: {
        status: 404,
        customCode: 'SBX303',
        message: 'No challenge with this reference for this transaction',
      },
    });
  });

  it('refuses blank verify fields without calling the provider', async () => {
    const result = await gw.run(ThreeDsVerifyDocument, {
      input: { transactionReference: ' ', entity: '', challengeReference: '' },
    });
    expect(result.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { path: 'input.transactionReference', rule: 'BLANK', message: 'must not be empty' },
        { path: 'input.entity', rule: 'BLANK', message: 'must not be empty' },
        { path: 'input.challengeReference', rule: 'BLANK', message: 'must not be empty' },
      ],
    });
    expect(await gw.upstreamCalls()).toEqual([]);
  });
});
