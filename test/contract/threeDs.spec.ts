import { beforeAll, describe, expect, it } from 'vitest';
import { ContractAuthenticateDocument, ContractVerifyDocument } from '../generated/graphql.ts';
import { sent, setUpContractGateway } from './support/gateway.ts';
import { cardAuthentication, cardAuthenticationBody, entity, reference } from './support/inputs.ts';

/** A compact JWT whose payload holds `exp` (2026-11-20T10:30:00Z); the signature is not ours to check. */
const challengeJwt = [
  Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url'),
  Buffer.from(JSON.stringify({ exp: 1_795_170_600, ReturnUrl: 'https://shop.example/3ds/return' })).toString(
    'base64url',
  ),
  'c2lnbmF0dXJl',
].join('.');

const noDomesticScheme = null;

/** 3-D Secure (spec area A) against fixed provider answers: authenticate, challenge, verify. */
describe('contract: 3-D Secure', () => {
  const gw = setUpContractGateway();
  let origin: string;
  beforeAll(() => {
    origin = gw.standIn.url;
  });

  const curies = () => [
    { name: '3ds', href: `${origin}/rels/verifications/customers/3ds/{rel}`, templated: true },
  ];

  it('reads an authenticated answer of the newer release: version as a number, status, enrolled, ACS id', async () => {
    const ref = reference('3ds-auth');
    gw.standIn.answer(
      { method: 'POST', path: '/verifications/customers/3ds/authentication' },
      {
        status: 201,
        body: {
          outcome: 'authenticated',
          transactionReference: ref,
          authentication: {
            version: 2,
            authenticationValue: 'MAAAAAAAAAAAAAAAAAAAAAAAAAA=',
            eci: '05',
            transactionId: 'c5b808e7-1de1-4069-a17b-f70d3b3b1645',
            status: 'Y',
            enrolled: 'Y',
            acsTransactionId: 'a1b2c3d4-0000-4000-8000-acs000000001',
          },
          _links: { curies: curies() },
        },
      },
    );
    const result = await gw.run(ContractAuthenticateDocument, { input: cardAuthentication(ref) });
    expect(result).toEqual({
      data: {
        authenticate3ds: {
          outcome: 'AUTHENTICATED',
          rawOutcome: 'authenticated',
          transactionReference: ref,
          canRetry: false,
          authentication: {
            version: '2',
            authenticationValue: 'MAAAAAAAAAAAAAAAAAAAAAAAAAA=',
            eci: '05',
            eciLevel: 'FULLY_AUTHENTICATED',
            transactionId: 'c5b808e7-1de1-4069-a17b-f70d3b3b1645',
            domesticScheme: noDomesticScheme,
            status: 'Y',
            enrolled: 'Y',
            acsTransactionId: 'a1b2c3d4-0000-4000-8000-acs000000001',
          },
          challenge: null,
        },
      },
    });
    expect(gw.standIn.received()).toEqual([
      sent('threeDs', 'POST', '/verifications/customers/3ds/authentication', {
        body: cardAuthenticationBody(ref),
      }),
    ]);
  });

  it('reads a challenge, then verifies by following the 3ds:verify link it carried', async () => {
    const ref = reference('3ds-challenge');
    gw.standIn.answer(
      { method: 'POST', path: '/verifications/customers/3ds/authentication' },
      {
        status: 201,
        body: {
          outcome: 'challenged',
          transactionReference: ref,
          authentication: { version: '2.2.0' },
          challenge: { reference: 'CH-1', url: 'https://acs.example/challenge', jwt: challengeJwt },
          _links: {
            '3ds:verify': { href: `${origin}/verifications/customers/3ds/verification/v2` },
            curies: curies(),
          },
        },
      },
    );
    gw.standIn.answer(
      { method: 'POST', path: '/verifications/customers/3ds/verification/v2' },
      {
        status: 201,
        body: {
          outcome: 'authenticationFailed',
          transactionReference: ref,
          authentication: { version: '2.2.0', eci: '07', transactionId: 'T-2', status: 'N', enrolled: true },
          _links: { '3ds:authenticate': { href: `${origin}/verifications/customers/3ds/authentication` } },
        },
      },
    );
    const challenged = await gw.run(ContractAuthenticateDocument, { input: cardAuthentication(ref) });
    expect(challenged).toEqual({
      data: {
        authenticate3ds: {
          outcome: 'CHALLENGED',
          rawOutcome: 'challenged',
          transactionReference: ref,
          canRetry: false,
          authentication: {
            version: '2.2.0',
            authenticationValue: null,
            eci: null,
            eciLevel: null,
            transactionId: null,
            domesticScheme: noDomesticScheme,
            status: null,
            enrolled: null,
            acsTransactionId: null,
          },
          challenge: {
            reference: 'CH-1',
            url: 'https://acs.example/challenge',
            jwt: challengeJwt,
            expiresAt: '2026-11-20T10:30:00.000Z',
            payload: null,
          },
        },
      },
    });
    const verified = await gw.run(ContractVerifyDocument, {
      input: { transactionReference: ref, entity, challengeReference: 'CH-1' },
    });
    expect(verified).toEqual({
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
            transactionId: 'T-2',
            domesticScheme: noDomesticScheme,
            status: 'N',
            enrolled: 'true',
            acsTransactionId: null,
          },
          challenge: null,
        },
      },
    });
    expect(gw.standIn.received()).toEqual([
      sent('threeDs', 'POST', '/verifications/customers/3ds/authentication', {
        body: cardAuthenticationBody(ref),
      }),
      sent('threeDs', 'POST', '/verifications/customers/3ds/verification/v2', {
        body: { transactionReference: ref, merchant: { entity }, challenge: { reference: 'CH-1' } },
      }),
    ]);
  });

  it('answers a verification the provider refuses with 409 as CHALLENGE_NOT_COMPLETED, whatever its code', async () => {
    const ref = reference('3ds-early');
    gw.standIn.answer(
      { method: 'POST', path: '/verifications/customers/3ds/verification' },
      { status: 409, body: { httpStatusCode: 409, message: 'Challenge in progress' } },
    );
    const result = await gw.run(ContractVerifyDocument, {
      input: { transactionReference: ref, entity, challengeReference: 'CH-7' },
    });
    expect(result.errors?.map(({ message, extensions }) => ({ message, extensions }))).toEqual([
      {
        message:
          'The customer has not completed the 3-D Secure challenge yet. Call verify3ds again once the ' +
          'challenge has returned to your returnUrl.',
        extensions: {
          code: 'CHALLENGE_NOT_COMPLETED',
          upstream: { status: 409, message: 'Challenge in progress' },
        },
      },
    ]);
    expect(result.data).toBeNull();
    expect(gw.standIn.received()).toEqual([
      sent('threeDs', 'POST', '/verifications/customers/3ds/verification', {
        body: { transactionReference: ref, merchant: { entity }, challenge: { reference: 'CH-7' } },
      }),
    ]);
  });

  it('reads an unavailable answer without an authentication object', async () => {
    const ref = reference('3ds-unavailable');
    gw.standIn.answer(
      { method: 'POST', path: '/verifications/customers/3ds/authentication' },
      {
        status: 201,
        body: {
          outcome: 'unavailable',
          transactionReference: ref,
          _links: { '3ds:authenticate': { href: `${origin}/verifications/customers/3ds/authentication` } },
        },
      },
    );
    const result = await gw.run(ContractAuthenticateDocument, { input: cardAuthentication(ref) });
    expect(result).toEqual({
      data: {
        authenticate3ds: {
          outcome: 'UNAVAILABLE',
          rawOutcome: 'unavailable',
          transactionReference: ref,
          canRetry: true,
          authentication: null,
          challenge: null,
        },
      },
    });
  });

  const values = {
    version: null,
    authenticationValue: null,
    eci: null,
    eciLevel: null,
    transactionId: null,
    domesticScheme: noDomesticScheme,
    status: null,
    enrolled: null,
    acsTransactionId: null,
  };
  it.each([
    ['alreadyAuthenticated', 'ALREADY_AUTHENTICATED', undefined, null],
    [
      'notEnrolled',
      'NOT_ENROLLED',
      { version: '1.0.2', eci: '06' },
      { ...values, version: '1.0.2', eci: '06', eciLevel: 'ATTEMPTED' },
    ],
    [
      'bypassed',
      'BYPASSED',
      { version: '2.1.0', eci: '07', transactionId: 'T-9' },
      { ...values, version: '2.1.0', eci: '07', eciLevel: 'NOT_AUTHENTICATED', transactionId: 'T-9' },
    ],
  ])(
    'reads the %s outcome with the fields the spec gives it',
    async (rawOutcome, outcome, authentication, expected) => {
      const ref = reference(`3ds-${rawOutcome}`);
      gw.standIn.answer(
        { method: 'POST', path: '/verifications/customers/3ds/authentication' },
        { status: 201, body: { outcome: rawOutcome, transactionReference: ref, authentication } },
      );
      const result = await gw.run(ContractAuthenticateDocument, { input: cardAuthentication(ref) });
      expect(result).toEqual({
        data: {
          authenticate3ds: {
            outcome,
            rawOutcome,
            transactionReference: ref,
            canRetry: false,
            authentication: expected,
            challenge: null,
          },
        },
      });
      expect(gw.standIn.received()).toEqual([
        sent('threeDs', 'POST', '/verifications/customers/3ds/authentication', {
          body: cardAuthenticationBody(ref),
        }),
      ]);
    },
  );
});
