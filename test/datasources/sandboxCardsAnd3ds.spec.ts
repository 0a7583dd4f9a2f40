import { describe, expect, it } from 'vitest';
import { CardBinApi } from '../../src/datasources/cardBin/api.ts';
import { SalesApi } from '../../src/datasources/sales/api.ts';
import { ThreeDsApi } from '../../src/datasources/threeDs/api.ts';
import type { AuthenticationRequest } from '../../src/datasources/threeDs/requestModels.ts';
import { rejectionOf, sandboxPerFile } from './sandboxSupport.ts';

const sb = sandboxPerFile();
const entity = () => sb.sandbox.state.world.entities[0]?.id ?? '';
const verificationsType = 'application/vnd.provider.verifications.customers-v2.hal+json';

function authentication(cardHolderName: string, cardNumber = '4444333322221111'): AuthenticationRequest {
  return {
    transactionReference: `ds-3ds-${cardHolderName}`,
    merchant: { entity: entity() },
    instruction: {
      paymentInstrument: {
        type: 'card/front',
        cardHolderName,
        cardNumber,
        cardExpiryDate: { month: 12, year: 2035 },
      },
      value: { amount: 100, currency: 'GBP' },
    },
    deviceData: { acceptHeader: 'text/html', userAgentHeader: 'Mozilla/5.0' },
    challenge: { returnUrl: 'https://shop.example/back' },
  };
}

describe('CardBinApi against the sandbox', () => {
  const visaCredit = {
    type: 'pan',
    brand: ['visa'],
    bin: '444433',
    binLength: 6,
    fundingType: 'credit',
    issuerName: 'SANDBOX BANK PLC',
    countryCode: 'GB',
    currency: 'GBP',
    dccAllowed: false,
    anonymousPrepaid: 'notPrepaidOrNonAnonymous',
    category: 'consumer',
  };

  it('looks up the BIN of a test card by number and by token', async () => {
    const api = new CardBinApi(sb.client);
    expect(await api.lookup({ entity: entity(), cardNumber: '4444333322221111' })).toEqual(visaCredit);
    const token = `${sb.sandbox.url}/tokens/TKNVISACREDITGB`;
    expect(await api.lookup({ entity: entity(), token })).toEqual(visaCredit);
    expect(sb.calls()).toEqual([
      ['POST', '/api/cardBin/panLookup', 'application/json'],
      ['POST', '/api/cardBin/panLookup', 'application/json'],
    ]);
  });

  it('maps an unknown BIN to notFound with the sandbox code', async () => {
    const err = await rejectionOf(
      new CardBinApi(sb.client).lookup({ entity: entity(), cardNumber: '1234567812345670' }),
    );
    expect(err).toMatchObject({ kind: 'notFound', status: 404, customCode: 'SBXB04' });
  });
});

describe('ThreeDsApi against the sandbox', () => {
  it.each([
    ['3ds2-frictionless-identified', 'authenticated'],
    ['3ds2-frictionless-rejected', 'authenticationFailed'],
    ['3ds2-challenge-identified', 'challenged'],
    ['3ds1-not-enrolled', 'notEnrolled'],
    ['3ds2-bypassed', 'bypassed'],
    ['3ds2-unavailable', 'unavailable'],
  ])('answers test value %s with outcome %s', async (name, outcome) => {
    const result = await new ThreeDsApi(sb.client).authenticate(authentication(name));
    expect([result.outcome, result.transactionReference]).toEqual([outcome, `ds-3ds-${name}`]);
    expect(sb.calls()).toEqual([['POST', '/verifications/customers/3ds/authentication', verificationsType]]);
  });

  it('verifies through the 3ds:verify link: a challenge left past its lifetime failed, with the domestic fields', async () => {
    const api = new ThreeDsApi(sb.client);
    // A domestic-scheme test card, so that the answer carries the cancellation indicator.
    const challenged = await api.authenticate(
      authentication('3ds2-challenge-identified', '4970100000000063'),
    );
    const reference = challenged.challenge?.reference ?? '';
    const verification = {
      transactionReference: 'ds-3ds-3ds2-challenge-identified',
      merchant: { entity: entity() },
      challenge: { reference },
    };
    const early = await rejectionOf(api.verify(challenged.links.verify, verification));
    expect(early).toMatchObject({ kind: 'rejected', status: 409 });
    sb.sandbox.clock.advance(11 * 60_000);
    const verified = await api.verify(challenged.links.verify, verification);
    expect(verified.outcome).toBe('authenticationFailed');
    expect(verified.authentication).toMatchObject({
      challengePreference: 'noPreference',
      authenticationFlow: 'challenge',
      statusReason: '14',
      cancellationIndicator: '03',
    });
    expect(sb.calls().map(([method, path]) => [method, path])).toEqual([
      ['POST', '/verifications/customers/3ds/authentication'],
      // The sandbox's link carries the challenge reference; the documented path alone would not.
      ['POST', `/verifications/customers/3ds/verification?challenge=${reference}`],
      ['POST', `/verifications/customers/3ds/verification?challenge=${reference}`],
    ]);
  });
});

describe('SalesApi against the sandbox', () => {
  it('runs a card-on-file sale and reads the CVC risk factor of the test value 999', async () => {
    const token = `${sb.sandbox.url}/tokens/TKNVISACREDITGB`;
    const sale = await new SalesApi(sb.client).create({
      transactionReference: 'ds-sale-1',
      merchant: { entity: entity() },
      instruction: {
        value: { amount: 500, currency: 'GBP' },
        narrative: { line1: 'Sandbox shop' },
        paymentInstrument: {
          type: 'card/plain',
          cardHolderName: 'J Doe',
          cardExpiryDate: { month: 12, year: 2035 },
          cardNumber: '4444333322221111',
          cvc: '999',
          href: token,
          tokenHref: token,
        },
      },
    });
    expect(sale.outcome).toBe('authorized');
    expect(sale.riskFactors).toEqual([
      { type: 'avs', risk: 'not_supplied', detail: undefined },
      { type: 'cvc', risk: 'not_matched', detail: undefined },
    ]);
    expect(sale.paymentInstrument?.card?.number).toEqual({
      bin: '444433',
      last4Digits: '1111',
      dpan: undefined,
    });
    expect(sb.calls()).toEqual([
      ['POST', '/payments/sales/migrateCardOnFile', 'application/vnd.provider.payments-v5.hal+json'],
    ]);
  });
});
