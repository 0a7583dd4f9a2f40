import { beforeAll, describe, expect, it } from 'vitest';
import {
  authenticationValue,
  dsTransactionId,
  networkScore,
} from '../../src/sandbox/routes/threeDs/values.ts';
import { ThreeDsAuthenticateDocument } from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { cardInput, domesticCard, jwtExpiry, mastercardCredit } from '../support/threeDs.ts';

let seed: number;

const gw = setUpTestGateway();
beforeAll(() => {
  seed = gw.sandbox.config.seed;
});

const authenticatePath = 'POST /verifications/customers/3ds/authentication';

/** The `authentication` object with every field null but those given. */
function values(fields: Record<string, unknown>) {
  return {
    version: null,
    authenticationValue: null,
    eci: null,
    eciLevel: null,
    transactionId: null,
    domesticScheme: null,
    ...fields,
  };
}

describe('authenticate3ds outcomes by test value', () => {
  it('authenticates frictionlessly with the authentication values (3ds2-frictionless-identified)', async () => {
    const ref = 'order-3ds2-frictionless-identified';
    const result = await gw.run(ThreeDsAuthenticateDocument, {
      input: cardInput('3ds2-frictionless-identified'),
    });
    expect(result).toEqual({
      status: 200,
      data: {
        authenticate3ds: {
          outcome: 'AUTHENTICATED',
          rawOutcome: 'authenticated',
          transactionReference: ref,
          canRetry: false,
          authentication: values({
            version: '2.2.0',
            authenticationValue: authenticationValue(seed, ref),
            eci: '05',
            eciLevel: 'FULLY_AUTHENTICATED',
            transactionId: dsTransactionId(seed, ref),
          }),
          challenge: null,
        },
      },
    });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([authenticatePath]);
  });

  it('reports a frictionless rejection as AUTHENTICATION_FAILED data that can be retried', async () => {
    const ref = 'order-3ds2-frictionless-rejected';
    const result = await gw.run(ThreeDsAuthenticateDocument, {
      input: cardInput('3ds2-frictionless-rejected'),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.authenticate3ds).toEqual({
      outcome: 'AUTHENTICATION_FAILED',
      rawOutcome: 'authenticationFailed',
      transactionReference: ref,
      canRetry: true,
      authentication: values({
        version: '2.2.0',
        eci: '07',
        eciLevel: 'NOT_AUTHENTICATED',
        transactionId: dsTransactionId(seed, ref),
      }),
      challenge: null,
    });
  });

  it.each([
    ['3ds2-challenge-identified', '2.2.0'],
    ['3ds1-challenge-identified', '1.0.2'],
  ])('returns the challenge to display for %s, expiring at the JWT exp', async (testValue, version) => {
    const result = await gw.run(ThreeDsAuthenticateDocument, { input: cardInput(testValue) });
    const payload = result.data?.authenticate3ds;
    const challenge = payload?.challenge;
    if (!challenge) throw new Error('expected a challenge');
    expect(payload).toEqual({
      outcome: 'CHALLENGED',
      rawOutcome: 'challenged',
      transactionReference: `order-${testValue}`,
      canRetry: false,
      authentication: values({ version }),
      challenge: {
        reference: expect.stringMatching(/^ch[\w-]{20}$/),
        url: `${gw.sandbox.url}/_sandbox/3ds/challenge`,
        jwt: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        expiresAt: jwtExpiry(challenge.jwt),
        payload: null,
      },
    });
    // The token lives 10 minutes from the sandbox's now (whole seconds).
    const lifetime = Date.parse(challenge.expiresAt) - gw.sandbox.clock.now().getTime();
    expect(lifetime > 9 * 60 * 1000 && lifetime <= 10 * 60 * 1000).toBe(true);
  });

  it('returns version and the attempted eci only when the card is not enrolled', async () => {
    const result = await gw.run(ThreeDsAuthenticateDocument, { input: cardInput('3ds1-not-enrolled') });
    expect(result.data?.authenticate3ds).toEqual({
      outcome: 'NOT_ENROLLED',
      rawOutcome: 'notEnrolled',
      transactionReference: 'order-3ds1-not-enrolled',
      canRetry: false,
      authentication: values({ version: '1.0.2', eci: '06', eciLevel: 'ATTEMPTED' }),
      challenge: null,
    });
  });

  it('returns no authentication values and offers a retry when 3DS is unavailable', async () => {
    const result = await gw.run(ThreeDsAuthenticateDocument, { input: cardInput('3ds2-unavailable') });
    expect(result.data?.authenticate3ds).toEqual({
      outcome: 'UNAVAILABLE',
      rawOutcome: 'unavailable',
      transactionReference: 'order-3ds2-unavailable',
      canRetry: true,
      authentication: null,
      challenge: null,
    });
  });

  it('returns the non-3DS eci and transaction id when authentication was bypassed', async () => {
    const ref = 'order-3ds2-bypassed';
    const result = await gw.run(ThreeDsAuthenticateDocument, { input: cardInput('3ds2-bypassed') });
    expect(result.data?.authenticate3ds).toEqual({
      outcome: 'BYPASSED',
      rawOutcome: 'bypassed',
      transactionReference: ref,
      canRetry: false,
      authentication: values({
        version: '2.2.0',
        eci: '07',
        eciLevel: 'NOT_AUTHENTICATED',
        transactionId: dsTransactionId(seed, ref),
      }),
      challenge: null,
    });
  });

  it('answers ALREADY_AUTHENTICATED with nothing else for a wallet token, value beside the instruction', async () => {
    const input = cardInput('3ds2-frictionless-rejected', {
      transactionReference: 'order-wallet',
      paymentInstrument: { walletToken: { walletToken: '{"data":"opaque","signature":"sig"}' } },
    });
    const result = await gw.run(ThreeDsAuthenticateDocument, { input });
    expect(result.data?.authenticate3ds).toEqual({
      outcome: 'ALREADY_AUTHENTICATED',
      rawOutcome: 'alreadyAuthenticated',
      transactionReference: 'order-wallet',
      canRetry: false,
      authentication: null,
      challenge: null,
    });
    const [call] = await gw.upstreamCalls();
    expect(call?.body).toMatchObject({
      instruction: { paymentInstrument: { type: 'card/wallet+googlepay', walletToken: '***' } },
      value: { amount: 250, currency: 'GBP' },
    });
    expect(call?.body).not.toHaveProperty('instruction.value');
  });
});

describe('eci per card network', () => {
  it.each([
    ['3ds2-frictionless-identified', '02', 'FULLY_AUTHENTICATED'],
    ['3ds1-not-enrolled', '01', 'ATTEMPTED'],
    ['3ds2-bypassed', '00', 'NOT_AUTHENTICATED'],
  ])('uses the 02/01/00 family for a mastercard (%s gives %s)', async (testValue, eci, level) => {
    const result = await gw.run(ThreeDsAuthenticateDocument, {
      input: cardInput(testValue, {}, mastercardCredit),
    });
    expect(result.data?.authenticate3ds.authentication).toMatchObject({ eci, eciLevel: level });
  });

  it('uses the 05/06/07 family for other networks, via a stored token too', async () => {
    const result = await gw.run(ThreeDsAuthenticateDocument, {
      input: cardInput('3ds2-frictionless-identified', {
        paymentInstrument: { tokenizedCard: { href: `${gw.sandbox.url}/tokens/TKNVISADEBITGB` } },
        riskData: { transaction: { firstName: '3ds2-frictionless-identified' } },
      }),
    });
    expect(result.data?.authenticate3ds).toMatchObject({
      outcome: 'AUTHENTICATED',
      authentication: { eci: '05', eciLevel: 'FULLY_AUTHENTICATED' },
    });
  });
});

describe('domestic-scheme fields', () => {
  it('returns the domestic-scheme fields of an authenticated domestic card', async () => {
    const ref = 'order-3ds2-frictionless-identified';
    const result = await gw.run(ThreeDsAuthenticateDocument, {
      input: cardInput(
        '3ds2-frictionless-identified',
        { challenge: { returnUrl: 'https://shop.example/r', preference: 'CHALLENGE_MANDATED' } },
        domesticCard,
      ),
    });
    expect(result.data?.authenticate3ds.authentication).toEqual({
      version: '2.2.0',
      authenticationValue: authenticationValue(seed, ref),
      eci: '05',
      eciLevel: 'FULLY_AUTHENTICATED',
      transactionId: dsTransactionId(seed, ref),
      domesticScheme: {
        cryptogramAlgorithm: '1',
        challengePreference: 'CHALLENGE_MANDATED',
        rawChallengePreference: 'challengeMandated',
        authenticationFlow: 'FRICTIONLESS',
        rawAuthenticationFlow: 'frictionless',
        brand: 'CB',
        networkScore: networkScore(seed, ref),
        statusReason: null,
        cancellationIndicator: null,
        rawCancellationIndicator: null,
      },
    });
  });

  it('returns the status reason of a failed domestic authentication, through a network token', async () => {
    const ref = 'order-3ds2-frictionless-rejected';
    const result = await gw.run(ThreeDsAuthenticateDocument, {
      input: cardInput('3ds2-frictionless-rejected', {
        paymentInstrument: {
          networkToken: { tokenNumber: domesticCard, cardExpiryDate: { month: 1, year: 2031 } },
        },
        riskData: { transaction: { firstName: '3ds2-frictionless-rejected' } },
      }),
    });
    expect(result.data?.authenticate3ds.authentication?.domesticScheme).toEqual({
      cryptogramAlgorithm: null,
      challengePreference: 'NO_PREFERENCE',
      rawChallengePreference: 'noPreference',
      authenticationFlow: 'FRICTIONLESS',
      rawAuthenticationFlow: 'frictionless',
      brand: 'CB',
      networkScore: networkScore(seed, ref),
      statusReason: '01',
      cancellationIndicator: null,
      rawCancellationIndicator: null,
    });
  });
});
