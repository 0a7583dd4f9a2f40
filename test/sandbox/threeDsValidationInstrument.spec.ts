import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullRequest, minimalRequest, startThreeDsApi, type ThreeDsApi } from './threeDsSupport.ts';
import { card, invalid, sendAuthentication, withField } from './threeDsValidationSupport.ts';

/** The sandbox's checks of the payment instrument's billing address and of each instrument type's own fields. */

describe('sandbox 3DS request validation', () => {
  let api: ThreeDsApi;
  beforeAll(async () => {
    api = await startThreeDsApi();
  });
  afterAll(async () => {
    await api.close();
  });

  const send = (body: unknown) => sendAuthentication(api, body);

  describe('billing address', () => {
    const address = `${card}.billingAddress`;
    it('requires address1, city, postalCode and countryCode once an address is sent', async () => {
      expect(await send(withField(minimalRequest(), address, { address2: 'Flat 1', state: 'CA' }))).toEqual(
        invalid({
          [`${address}.address1`]: ['is required'],
          [`${address}.city`]: ['is required'],
          [`${address}.postalCode`]: ['is required'],
          [`${address}.countryCode`]: ['is required'],
        }),
      );
    });
    it('refuses a three-letter country code and a long state', async () => {
      const body = withField(
        withField(fullRequest('x'), `${address}.countryCode`, 'GBR'),
        `${address}.state`,
        'California',
      );
      expect(await send(body)).toEqual(
        invalid({
          [`${address}.countryCode`]: ['must be an ISO 3166-1 alpha-2 country code'],
          [`${address}.state`]: ['must be a two-character subdivision code'],
        }),
      );
    });
  });

  describe('instrument variants', () => {
    const variant = (instrument: Record<string, unknown>) =>
      withField(minimalRequest(), card, instrument) as Record<string, unknown>;

    it('requires href on a stored token and that it names a stored token', async () => {
      expect(await send(variant({ type: 'card/tokenized' }))).toEqual(
        invalid({ [`${card}.href`]: ['is required'] }),
      );
      expect(
        await send(variant({ type: 'card/tokenized', href: 'https://elsewhere.example/tokens/NOPE' })),
      ).toEqual(invalid({ [`${card}.href`]: ['must be the location of a stored token'] }));
    });

    it('requires tokenNumber and cardExpiryDate on a network token, and checks its billing address', async () => {
      expect(await send(variant({ type: 'card/networkToken', billingAddress: { city: 'Paris' } }))).toEqual(
        invalid({
          [`${card}.tokenNumber`]: ['is required'],
          [`${card}.cardExpiryDate`]: ['is required'],
          [`${card}.billingAddress.address1`]: ['is required'],
          [`${card}.billingAddress.postalCode`]: ['is required'],
          [`${card}.billingAddress.countryCode`]: ['is required'],
        }),
      );
      expect(
        await send(
          variant({
            type: 'card/networkToken',
            tokenNumber: '12ab',
            cardExpiryDate: { month: 1, year: 2030 },
          }),
        ),
      ).toEqual(invalid({ [`${card}.tokenNumber`]: ['must be a 12 to 19 digit token number'] }));
    });

    it('requires walletToken on a wallet instrument but no device data or challenge', async () => {
      const wallet = {
        transactionReference: 'w',
        merchant: { entity: 'SBXE01' },
        instruction: { paymentInstrument: { type: 'card/wallet+googlepay' } },
        value: { currency: 'USD', amount: 1 },
      };
      expect(await send(wallet)).toEqual(invalid({ [`${card}.walletToken`]: ['is required'] }));
    });

    it('still checks device data and challenge when a wallet request sends them', async () => {
      const wallet = {
        transactionReference: 'w',
        merchant: { entity: 'SBXE01' },
        instruction: { paymentInstrument: { type: 'card/wallet+googlepay', walletToken: '{}' } },
        value: { currency: 'USD', amount: 1 },
        deviceData: { acceptHeader: 'text/html' },
        challenge: {},
      };
      expect(await send(wallet)).toEqual(
        invalid({ 'deviceData.userAgentHeader': ['is required'], 'challenge.returnUrl': ['is required'] }),
      );
    });
  });
});
