import { describe, expect, it } from 'vitest';
import {
  type Authentication,
  authenticationBodySchema,
  toAuthentication,
} from '../../../../src/datasources/threeDs/models.ts';
import { challengeExpiresAt } from '../../../../src/resolvers/threeDs/challengeExpiry.ts';
import { toThreeDsResult } from '../../../../src/resolvers/threeDs/result.ts';

const receivedAt = new Date('2030-05-01T12:00:00.000Z');

/** A provider body read through the data source's own schema, as the resolvers receive it. */
const answer = (body: unknown): Authentication => toAuthentication(authenticationBodySchema.parse(body));

const jwtWith = (claims: unknown): string =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`;

describe('3DS result mapping (tolerant reading)', () => {
  it('maps an outcome the spec does not list to UNKNOWN with the raw value, and unknown codes likewise', () => {
    const result = toThreeDsResult(
      'Verify3dsPayload',
      answer({
        outcome: 'informationOnly',
        authentication: {
          version: 2,
          eci: '09',
          challengePreference: 'noChallengeRequestedDataShare',
          authenticationFlow: 'decoupled',
          cancellationIndicator: '99',
        },
        _links: { '3ds:authenticate': { href: '/verifications/customers/3ds/authentication' } },
      }),
      'order-1',
      receivedAt,
    );
    expect(result).toEqual({
      __typename: 'Verify3dsPayload',
      outcome: 'UNKNOWN',
      rawOutcome: 'informationOnly',
      transactionReference: 'order-1',
      canRetry: true,
      challenge: null,
      authentication: {
        version: '2',
        authenticationValue: null,
        eci: '09',
        eciLevel: 'UNKNOWN',
        transactionId: null,
        status: null,
        enrolled: null,
        acsTransactionId: null,
        domesticScheme: {
          cryptogramAlgorithm: null,
          challengePreference: null,
          rawChallengePreference: 'noChallengeRequestedDataShare',
          authenticationFlow: 'UNKNOWN',
          rawAuthenticationFlow: 'decoupled',
          brand: null,
          networkScore: null,
          statusReason: null,
          cancellationIndicator: 'UNKNOWN',
          rawCancellationIndicator: '99',
        },
      },
    });
  });

  it('maps every cancellation code of the spec', () => {
    const codes = ['01', '02', '03', '04', '05', '06', '07', '08'];
    const mapped = codes.map(
      (cancellationIndicator) =>
        toThreeDsResult(
          'Verify3dsPayload',
          answer({ outcome: 'authenticationFailed', authentication: { cancellationIndicator } }),
          'o',
          receivedAt,
        ).authentication?.domesticScheme?.cancellationIndicator,
    );
    expect(mapped).toEqual([
      'CARDHOLDER_CANCELLED',
      'RESERVED',
      'TIMED_OUT',
      'ACS_TIMED_OUT',
      'ACS_TIMED_OUT',
      'TRANSACTION_ERROR',
      'REASON_UNKNOWN',
      'SDK_TIMED_OUT',
    ]);
  });

  it('keeps the mobile SDK payload of a challenge and takes the expiry from the JWT', () => {
    const jwt = jwtWith({ exp: 1_900_000_000 });
    const result = toThreeDsResult(
      'Authenticate3dsPayload',
      answer({
        outcome: 'challenged',
        transactionReference: 'order-2',
        authentication: { version: '2.1.0' },
        challenge: {
          reference: 'ref-1',
          url: 'https://acs.example/c',
          jwt,
          payload: { acsTransId: 'x', n: 1 },
        },
      }),
      'order-2',
      receivedAt,
    );
    expect(result.challenge).toEqual({
      reference: 'ref-1',
      url: 'https://acs.example/c',
      jwt,
      expiresAt: new Date('2030-03-17T17:46:40.000Z'),
      payload: { acsTransId: 'x', n: 1 },
    });
  });
});

describe('challengeExpiresAt', () => {
  it.each([
    ['not a jwt', 'opaque-token'],
    ['a payload that is not JSON', 'a.bm90IGpzb24.c'],
    ['no exp claim', jwtWith({ iat: 1 })],
    ['a string exp', jwtWith({ exp: '1900000000' })],
    ['an exp past the dates JS can hold', jwtWith({ exp: 1e20 })],
    [
      'a payload that is a JSON array',
      `eyJhbGciOiJIUzI1NiJ9.${Buffer.from('[1]').toString('base64url')}.c2ln`,
    ],
    ['an empty payload', 'eyJhbGciOiJIUzI1NiJ9..c2ln'],
    ['an encrypted token (five parts)', `a.${Buffer.from('{"exp":1900000000}').toString('base64url')}.c.d.e`],
  ])('falls back to 10 minutes after receipt for %s', (_case, jwt) => {
    expect(challengeExpiresAt(jwt, receivedAt)).toEqual(new Date('2030-05-01T12:10:00.000Z'));
  });

  it("reads the expiry from the token's exp claim, in seconds since the epoch, without verifying it", () => {
    expect(challengeExpiresAt(jwtWith({ exp: 1_904_300_000, iat: 1 }), receivedAt)).toEqual(
      new Date('2030-05-06T12:13:20.000Z'),
    );
  });
});
