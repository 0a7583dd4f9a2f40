import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  basicPath,
  expectAccepted,
  expectInvalid,
  futureExpiry,
  instrumentPath as ip,
  type PayoutsApi,
  startPayoutsApi,
  withInstrument,
} from './payoutsSupport.ts';

/** Payout instrument rules where the spec's version and newer ones differ, and the wallet token's expiry date. */
const billingAddress = { countryCode: 'GB', postalCode: 'SW1A 1AA' };
const networkToken = { type: 'card/networkToken', tokenNumber: '5555555555554444', expiryDate: futureExpiry };
const wallet = { type: 'card/networkToken+walletbpay', dpan: '4917610000000000' };

describe('the spec version (default)', () => {
  let api: PayoutsApi;
  beforeAll(async () => {
    api = await startPayoutsApi();
  });
  afterAll(() => api.close());

  // The documented wallet payouts name the DPAN's expiry cardExpiryDate (test/contract/walletPayouts.spec.ts).
  it("accepts a wallet token's expiry date, also a past one", async () => {
    await expectAccepted(
      api,
      basicPath,
      withInstrument({ ...wallet, cardExpiryDate: { month: 3, year: 2021 } }),
    );
  });

  it("checks a wallet token's expiry date when it is sent", async () => {
    await expectInvalid(
      api,
      basicPath,
      withInstrument({ ...wallet, cardExpiryDate: { month: 13, year: 2031 } }),
      {
        [`${ip}.cardExpiryDate.month`]: ['month must be an integer from 1 to 12'],
      },
    );
  });
});

describe('a newer payout version (payoutNetworkTokenBillingAddress)', () => {
  let api: PayoutsApi;
  beforeAll(async () => {
    api = await startPayoutsApi({ payoutNetworkTokenBillingAddress: true });
  });
  afterAll(() => api.close());

  it('accepts a billing address with a network token', async () => {
    await expectAccepted(api, basicPath, withInstrument({ ...networkToken, billingAddress }));
  });

  it('still refuses one with a stored token, naming the instruments that take it', async () => {
    const instrument = { type: 'card/tokenized', href: 'https://example.test/tokens/abc', billingAddress };
    await expectInvalid(api, basicPath, withInstrument(instrument), {
      [`${ip}.billingAddress`]: [
        'billingAddress is allowed only with card/plain, card/networkToken or card/networkToken+<wallet>pay',
      ],
    });
  });
});
