import { beforeAll, describe, expect, it } from 'vitest';
import { ContractAuthenticateDocument, ContractVerifyDocument } from '../generated/graphql.ts';
import { sent, setUpContractGateway } from './support/gateway.ts';
import { cardAuthentication, cardAuthenticationBody, entity, reference } from './support/inputs.ts';

/**
 * The newer authentication release writes `status`, `enrolled` and `acsTransactionId` beside `outcome`, at the
 * top level of the authentication and verification answers, where the earlier one (the spec's) kept them inside
 * `authentication`. The payloads below are the newer release's documented answers.
 */
describe('contract: 3-D Secure answers of the newer release', () => {
  const gw = setUpContractGateway();
  let origin: string;
  beforeAll(() => {
    origin = gw.standIn.url;
  });

  const noValues = {
    version: null,
    authenticationValue: null,
    eci: null,
    eciLevel: null,
    transactionId: null,
    domesticScheme: null,
    status: null,
    enrolled: null,
    acsTransactionId: null,
  };

  it('reads status, enrolled and acsTransactionId from the top level of an authentication answer', async () => {
    const ref = reference('3ds-top');
    gw.standIn.answer(
      { method: 'POST', path: '/verifications/customers/3ds/authentication' },
      {
        status: 201,
        body: {
          outcome: 'authenticated',
          transactionReference: ref,
          status: 'Y',
          enrolled: 'Y',
          acsTransactionId: '8f4ad2b1-6f3e-4c1a-9d2b-3ac5a1e0b7c4',
          authentication: {
            version: '2.2.0',
            authenticationValue: 'AAABBJg0VhI0VniQEjRWAAAAAAA=',
            eci: '05',
            transactionId: 'c5b808e7-1de1-4069-a17b-f70d3b3b1645',
          },
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
            ...noValues,
            version: '2.2.0',
            authenticationValue: 'AAABBJg0VhI0VniQEjRWAAAAAAA=',
            eci: '05',
            eciLevel: 'FULLY_AUTHENTICATED',
            transactionId: 'c5b808e7-1de1-4069-a17b-f70d3b3b1645',
            status: 'Y',
            enrolled: 'Y',
            acsTransactionId: '8f4ad2b1-6f3e-4c1a-9d2b-3ac5a1e0b7c4',
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

  it('reads them from the top level of a verification answer', async () => {
    const ref = reference('3ds-top-verify');
    gw.standIn.answer(
      { method: 'POST', path: '/verifications/customers/3ds/verification' },
      {
        status: 201,
        body: {
          outcome: 'authenticationFailed',
          transactionReference: ref,
          status: 'N',
          enrolled: 'Y',
          acsTransactionId: '0d3b1f6a-5a2e-4f7d-8c91-2b6e4a9c7d10',
          authentication: { version: '2.2.0', eci: '07', transactionId: 'T-21' },
          _links: { '3ds:authenticate': { href: `${origin}/verifications/customers/3ds/authentication` } },
        },
      },
    );
    const result = await gw.run(ContractVerifyDocument, {
      input: { transactionReference: ref, entity, challengeReference: 'CH-21' },
    });
    expect(result).toEqual({
      data: {
        verify3ds: {
          outcome: 'AUTHENTICATION_FAILED',
          rawOutcome: 'authenticationFailed',
          transactionReference: ref,
          canRetry: true,
          authentication: {
            ...noValues,
            version: '2.2.0',
            eci: '07',
            eciLevel: 'NOT_AUTHENTICATED',
            transactionId: 'T-21',
            status: 'N',
            enrolled: 'Y',
            acsTransactionId: '0d3b1f6a-5a2e-4f7d-8c91-2b6e4a9c7d10',
          },
          challenge: null,
        },
      },
    });
    expect(gw.standIn.received()).toEqual([
      sent('threeDs', 'POST', '/verifications/customers/3ds/verification', {
        body: { transactionReference: ref, merchant: { entity }, challenge: { reference: 'CH-21' } },
      }),
    ]);
  });

  it('answers authentication null for an unavailable answer, whatever top-level fields it carries', async () => {
    const ref = reference('3ds-top-unavailable');
    gw.standIn.answer(
      { method: 'POST', path: '/verifications/customers/3ds/authentication' },
      {
        status: 201,
        body: {
          outcome: 'unavailable',
          transactionReference: ref,
          enrolled: 'U',
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

  it('answers authentication null for an answer whose authentication object holds no value', async () => {
    const ref = reference('3ds-empty-values');
    gw.standIn.answer(
      { method: 'POST', path: '/verifications/customers/3ds/authentication' },
      {
        status: 201,
        body: {
          outcome: 'bypassed',
          transactionReference: ref,
          status: null,
          authentication: { version: null, eci: null },
        },
      },
    );
    const result = await gw.run(ContractAuthenticateDocument, { input: cardAuthentication(ref) });
    expect(result.data?.authenticate3ds).toMatchObject({ outcome: 'BYPASSED', authentication: null });
  });
});
