import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullRequest, startThreeDsApi, type ThreeDsApi } from './threeDsSupport.ts';
import { invalid, sendAuthentication, withField } from './threeDsValidationSupport.ts';

/** The sandbox's checks of the optional risk data: account, transaction history and shipping. */

describe('sandbox 3DS request validation', () => {
  let api: ThreeDsApi;
  beforeAll(async () => {
    api = await startThreeDsApi();
  });
  afterAll(async () => {
    await api.close();
  });

  const send = (body: unknown) => sendAuthentication(api, body);

  describe('risk data', () => {
    const dateRule = 'must be a date of the form YYYY-MM-DD';
    it.each<[string, unknown, string]>([
      [
        'account.type',
        'vipUser',
        'must be one of guestUser, registeredUser, federatedAccount, issuerCredentials, thirdPartyAuthentication, fidoAuthenticator',
      ],
      ['account.previousSuspiciousActivity', 'no', 'must be a boolean'],
      ['account.email', 'not-an-email', 'must be an email address'],
      ['account.history.createdAt', '2020-02-30', dateRule],
      ['account.history.modifiedAt', '2021/02/28', dateRule],
      ['account.history.passwordModifiedAt', '2022-03-01T00:00:00Z', dateRule],
      ['account.history.paymentAccountEnrolledAt', 20230415, 'must be a string'],
      ['transaction.reorder', 'false', 'must be a boolean'],
      ['transaction.preOrderDate', '30-05-2030', dateRule],
      ['transaction.history.attemptsLastDay', -1, 'must be a non-negative integer'],
      ['transaction.history.attemptsLastYear', 1.5, 'must be a non-negative integer'],
      ['transaction.history.completedLastSixMonths', '2', 'must be a non-negative integer'],
      ['transaction.history.addCardsLastDay', true, 'must be a non-negative integer'],
      ['transaction.history.shippingAddressFirstUsedAt', '2019-13-01', dateRule],
      ['transaction.giftCardsPurchase.quantity', -2, 'must be a non-negative integer'],
      ['transaction.giftCardsPurchase.totalValue.currency', 'pounds', 'must be a 3-letter currency code'],
      [
        'shipping.method',
        'drone',
        'must be one of billingAddress, verifiedAddress, otherAddress, store, digital, unshippedTickets, other',
      ],
      ['shipping.timeFrame', 'someday', 'must be one of electronic, sameDay, nextDay, twoDaysPlus'],
      ['shipping.nameMatchesAccountName', 'yes', 'must be a boolean'],
      ['shipping.address.countryCode', 'gb', 'must be an ISO 3166-1 alpha-2 country code'],
    ])('refuses riskData.%s %j', async (field, value, rule) => {
      expect(await send(withField(fullRequest('x'), `riskData.${field}`, value))).toEqual(
        invalid({ [`riskData.${field}`]: [rule] }),
      );
    });

    it('requires the gift card amount with its currency, and the currency with its amount', async () => {
      const path = 'riskData.transaction.giftCardsPurchase.totalValue';
      expect(await send(withField(fullRequest('x'), path, { currency: 'GBP' }))).toEqual(
        invalid({ [`${path}.amount`]: ['is required when currency is given'] }),
      );
      expect(await send(withField(fullRequest('x'), path, { amount: 100 }))).toEqual(
        invalid({ [`${path}.currency`]: ['is required when amount is given'] }),
      );
    });

    it('requires address1, city, postalCode and countryCode of a shipping address', async () => {
      const path = 'riskData.shipping.address';
      expect(await send(withField(fullRequest('x'), path, { phoneNumber: '+44' }))).toEqual(
        invalid({
          [`${path}.address1`]: ['is required'],
          [`${path}.city`]: ['is required'],
          [`${path}.postalCode`]: ['is required'],
          [`${path}.countryCode`]: ['is required'],
        }),
      );
    });
  });
});
