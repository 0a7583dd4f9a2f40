import { describe, expect, it } from 'vitest';
import { ThreeDsAuthenticateDocument } from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { cardInput, entity } from '../support/threeDs.ts';

const gw = setUpTestGateway();

async function sentBody(): Promise<unknown> {
  const calls = await gw.upstreamCalls();
  expect(calls).toHaveLength(1);
  return calls[0]?.body;
}

describe('authenticate3ds request mapping', () => {
  it('sends every field of a full card request in the provider shape, enums as its strings', async () => {
    const input = cardInput('3ds2-frictionless-identified', {
      merchant: { entity, overrideName: 'Shop Override', acquirerId: 'ACQ123' },
      value: { amount: '123456', currency: 'EUR' },
      deviceData: {
        acceptHeader: 'text/html,application/xhtml+xml',
        userAgentHeader: 'Mozilla/5.0 (X11; Linux x86_64)',
        collectionReference: '0_4XmUQfrO7S4EAY5NKJ',
        browserLanguage: 'en-GB',
        ipAddress: '192.0.2.10',
        browserJavaEnabled: false,
        browserJavascriptEnabled: true,
        browserColorDepth: 24,
        browserScreenHeight: 1080,
        browserScreenWidth: 1920,
        timeZone: -60,
      },
      challenge: {
        windowSize: 'SIZE_250X400',
        preference: 'CHALLENGE_REQUESTED',
        returnUrl: 'https://shop.example/3ds/return?order=1',
      },
      riskData: {
        account: {
          previousSuspiciousActivity: false,
          type: 'REGISTERED_USER',
          email: 'jane@example.org',
          history: {
            createdAt: '2020-01-31',
            modifiedAt: '2024-02-29',
            passwordModifiedAt: '2023-05-01',
            paymentAccountEnrolledAt: '2021-07-15',
          },
        },
        transaction: {
          reorder: true,
          preOrderDate: '2030-12-24',
          firstName: 'Jane',
          lastName: 'Doe',
          phoneNumber: '+44 20 7946 0000',
          history: {
            attemptsLastDay: 1,
            attemptsLastYear: 12,
            completedLastSixMonths: 4,
            addCardsLastDay: 0,
            shippingAddressFirstUsedAt: '2022-03-03',
          },
          giftCardsPurchase: { totalValue: { amount: '5000', currency: 'GBP' }, quantity: 2 },
        },
        shipping: {
          nameMatchesAccountName: true,
          method: 'UNSHIPPED_TICKETS',
          timeFrame: 'TWO_DAYS_PLUS',
          email: 'tickets@example.org',
          address: {
            address1: '1 High Street',
            address2: 'Flat 2',
            address3: 'Old Town',
            postalCode: 'SW1A 1AA',
            city: 'London',
            stateCode: 'LN',
            countryCode: 'GB',
            phoneNumber: '+44 20 7946 0001',
          },
        },
      },
    });
    input.paymentInstrument = {
      card: {
        cardHolderName: '3ds2-frictionless-identified',
        cardNumber: '4444333322221111',
        cardExpiryDate: { month: 3, year: 2031 },
        billingAddress: {
          address1: '1 High Street',
          address2: 'Flat 2',
          postalCode: 'SW1A 1AA',
          city: 'London',
          state: 'LN',
          countryCode: 'GB',
        },
      },
    };
    const result = await gw.run(ThreeDsAuthenticateDocument, { input });
    expect(result.data?.authenticate3ds.outcome).toBe('AUTHENTICATED');
    expect(await sentBody()).toEqual({
      transactionReference: 'order-3ds2-frictionless-identified',
      merchant: { entity, overrideName: 'Shop Override', acquirerId: 'ACQ123' },
      instruction: {
        paymentInstrument: {
          type: 'card/front',
          cardHolderName: '3ds2-frictionless-identified',
          // The sandbox's log masks the number; the provider got all of it.
          cardNumber: '444433******1111',
          cardExpiryDate: { month: 3, year: 2031 },
          billingAddress: {
            address1: '1 High Street',
            address2: 'Flat 2',
            postalCode: 'SW1A 1AA',
            city: 'London',
            state: 'LN',
            countryCode: 'GB',
          },
        },
        value: { amount: 123456, currency: 'EUR' },
      },
      deviceData: {
        acceptHeader: 'text/html,application/xhtml+xml',
        userAgentHeader: 'Mozilla/5.0 (X11; Linux x86_64)',
        collectionReference: '0_4XmUQfrO7S4EAY5NKJ',
        browserLanguage: 'en-GB',
        ipAddress: '192.0.2.10',
        browserJavaEnabled: false,
        browserJavascriptEnabled: true,
        // The provider's examples send these two as strings.
        browserColorDepth: '24',
        browserScreenHeight: 1080,
        browserScreenWidth: 1920,
        timeZone: '-60',
      },
      challenge: {
        windowSize: '250x400',
        preference: 'challengeRequested',
        returnUrl: 'https://shop.example/3ds/return?order=1',
      },
      riskData: {
        account: {
          previousSuspiciousActivity: false,
          type: 'registeredUser',
          email: 'jane@example.org',
          history: {
            createdAt: '2020-01-31',
            modifiedAt: '2024-02-29',
            passwordModifiedAt: '2023-05-01',
            paymentAccountEnrolledAt: '2021-07-15',
          },
        },
        transaction: {
          reorder: true,
          preOrderDate: '2030-12-24',
          firstName: 'Jane',
          lastName: 'Doe',
          phoneNumber: '+44 20 7946 0000',
          history: {
            attemptsLastDay: 1,
            attemptsLastYear: 12,
            completedLastSixMonths: 4,
            addCardsLastDay: 0,
            shippingAddressFirstUsedAt: '2022-03-03',
          },
          giftCardsPurchase: { totalValue: { amount: 5000, currency: 'GBP' }, quantity: 2 },
        },
        shipping: {
          nameMatchesAccountName: true,
          method: 'unshippedTickets',
          timeFrame: 'twoDaysPlus',
          email: 'tickets@example.org',
          address: {
            address1: '1 High Street',
            address2: 'Flat 2',
            address3: 'Old Town',
            postalCode: 'SW1A 1AA',
            city: 'London',
            stateCode: 'LN',
            countryCode: 'GB',
            phoneNumber: '+44 20 7946 0001',
          },
        },
      },
    });
  });

  it.each([
    ['SIZE_250X400', '250x400'],
    ['SIZE_390X400', '390x400'],
    ['SIZE_600X400', '600x400'],
    ['SIZE_500X600', '500x600'],
    ['FULL_PAGE', 'fullpage'],
  ] as const)('sends window size %s as %s', async (windowSize, wire) => {
    await gw.run(ThreeDsAuthenticateDocument, {
      input: cardInput('3ds2-frictionless-identified', {
        challenge: { returnUrl: 'https://shop.example/r', windowSize },
      }),
    });
    expect(await sentBody()).toMatchObject({ challenge: { windowSize: wire } });
  });

  it('sends a stored token by its href and a network token with its expiry', async () => {
    const href = `${gw.sandbox.url}/tokens/TKNMCCREDITUS`;
    await gw.run(ThreeDsAuthenticateDocument, {
      input: cardInput('x', { paymentInstrument: { tokenizedCard: { href } } }),
    });
    expect(await sentBody()).toMatchObject({
      instruction: { paymentInstrument: { type: 'card/tokenized', href }, value: { amount: 250 } },
    });
    await gw.clearUpstream();
    await gw.run(ThreeDsAuthenticateDocument, {
      input: cardInput('x', {
        paymentInstrument: {
          networkToken: { tokenNumber: '5555555555554444', cardExpiryDate: { month: 2, year: 2030 } },
        },
      }),
    });
    expect(await sentBody()).toMatchObject({
      instruction: {
        paymentInstrument: {
          type: 'card/networkToken',
          tokenNumber: '555555******4444',
          cardExpiryDate: { month: 2, year: 2030 },
        },
      },
    });
  });
});
