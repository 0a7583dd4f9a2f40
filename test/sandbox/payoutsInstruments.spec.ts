import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basicPath,
  expectAccepted,
  expectInvalid,
  fastAccessPath,
  futureExpiry,
  instrumentPath,
  type PayoutsApi,
  plainCard,
  startPayoutsApi,
  withInstrument,
} from './payoutsSupport.ts';

let api: PayoutsApi;
beforeAll(async () => {
  api = await startPayoutsApi();
});
afterAll(() => api.close());

const ip = instrumentPath;
const canadianVisa = '4514160123456785';
const fullAddress = {
  address1: '1 Rue Main',
  city: 'Montreal',
  state: 'QC',
  countryCode: 'CA',
  postalCode: 'H2X 1Y4',
};

describe('card/networkToken and card/tokenized', () => {
  it('requires tokenNumber and expiryDate for a network token', async () => {
    await expectInvalid(api, fastAccessPath, withInstrument({ type: 'card/networkToken' }), {
      [`${ip}.tokenNumber`]: ['tokenNumber is required'],
      [`${ip}.expiryDate`]: ['expiryDate is required'],
    });
  });

  it('accepts a network token with a past expiry date (unreferenced refunds)', async () => {
    const instrument = {
      type: 'card/networkToken',
      tokenNumber: '5555555555554444',
      expiryDate: { month: 3, year: 2021 },
    };
    await expectAccepted(api, fastAccessPath, withInstrument(instrument));
  });

  it('requires an absolute http(s) href for a stored token', async () => {
    await expectInvalid(api, basicPath, withInstrument({ type: 'card/tokenized' }), {
      [`${ip}.href`]: ['href is required'],
    });
    await expectInvalid(api, basicPath, withInstrument({ type: 'card/tokenized', href: 'tokens/abc' }), {
      [`${ip}.href`]: ['href must be an absolute http(s) URL'],
    });
    await expectAccepted(
      api,
      basicPath,
      withInstrument({ type: 'card/tokenized', href: 'https://example.test/tokens/abc' }),
    );
  });

  it.each([
    { type: 'card/tokenized', href: 'https://example.test/tokens/abc' },
    { type: 'card/networkToken', tokenNumber: '5555555555554444', expiryDate: futureExpiry },
  ])('refuses a billing address with $type', async (instrument) => {
    const billingAddress = { countryCode: 'GB', postalCode: 'SW1A 1AA' };
    await expectInvalid(api, basicPath, withInstrument({ ...instrument, billingAddress }), {
      [`${ip}.billingAddress`]: [
        'billingAddress is allowed only with card/plain or card/networkToken+<wallet>pay',
      ],
    });
  });
});

describe('card/networkToken+applepay', () => {
  const wallet = { type: 'card/networkToken+applepay', dpan: '4917610000000000' };

  it('is accepted by basic disbursement with a dpan and a billing address', async () => {
    await expectAccepted(
      api,
      basicPath,
      withInstrument({ ...wallet, billingAddress: { countryCode: 'GB', postalCode: 'E1 6AN' } }),
    );
  });

  it('is refused by fast access', async () => {
    await expectInvalid(api, fastAccessPath, withInstrument(wallet), {
      [`${ip}.type`]: ['card/networkToken+applepay is accepted by basic disbursement only'],
    });
  });

  it('requires the dpan', async () => {
    await expectInvalid(api, basicPath, withInstrument({ type: wallet.type }), {
      [`${ip}.dpan`]: ['dpan is required'],
    });
  });

  it("reads the DPAN's expiry as cardExpiryDate, the name of the documented wallet payouts", async () => {
    await expectAccepted(api, basicPath, withInstrument({ ...wallet, cardExpiryDate: futureExpiry }));
    await expectInvalid(
      api,
      basicPath,
      withInstrument({ ...wallet, cardExpiryDate: { month: 13, year: 2030 } }),
      {
        [`${ip}.cardExpiryDate.month`]: ['month must be an integer from 1 to 12'],
      },
    );
  });

  it('applies the Canada rule to a Canadian network-A dpan', async () => {
    await expectInvalid(api, basicPath, withInstrument({ ...wallet, dpan: canadianVisa }), {
      [`${ip}.billingAddress`]: ['billingAddress is required for cards of network A issued in Canada'],
    });
  });
});

describe('billing address', () => {
  it('requires countryCode and postalCode when sent', async () => {
    await expectInvalid(
      api,
      basicPath,
      withInstrument({ ...plainCard, billingAddress: { address1: '1 High St' } }),
      {
        [`${ip}.billingAddress.countryCode`]: ['countryCode is required'],
        [`${ip}.billingAddress.postalCode`]: ['postalCode is required'],
      },
    );
  });

  it('checks the country code format and the other fields are strings', async () => {
    const billingAddress = { countryCode: 'gb', postalCode: 'SW1A 1AA', city: 5, address3: [] };
    await expectInvalid(api, basicPath, withInstrument({ ...plainCard, billingAddress }), {
      [`${ip}.billingAddress.countryCode`]: ['countryCode must be an ISO 3166-1 alpha-2 code'],
      [`${ip}.billingAddress.city`]: ['city must be a string'],
      [`${ip}.billingAddress.address3`]: ['address3 must be a string'],
    });
  });

  it('rejects a billing address that is not an object', async () => {
    await expectInvalid(api, basicPath, withInstrument({ ...plainCard, billingAddress: 'London' }), {
      [`${ip}.billingAddress`]: ['billingAddress must be an object'],
    });
  });

  it('accepts a card/plain payout with countryCode and postalCode only', async () => {
    await expectAccepted(
      api,
      basicPath,
      withInstrument({ ...plainCard, billingAddress: { countryCode: 'GB', postalCode: 'SW1A 1AA' } }),
    );
  });

  it('does not require an address for a network-A card issued outside Canada', async () => {
    await expectAccepted(
      api,
      fastAccessPath,
      withInstrument({ ...plainCard, cardNumber: '4000056655665556' }),
    );
  });
});

describe('Canada rule for network-A cards', () => {
  const canadian = { ...plainCard, cardNumber: canadianVisa };

  it('requires the billing address, without echoing the card number', async () => {
    const res = await expectInvalid(api, fastAccessPath, withInstrument(canadian), {
      [`${ip}.billingAddress`]: ['billingAddress is required for cards of network A issued in Canada'],
    });
    expect(JSON.stringify(res.body)).not.toContain(canadianVisa);
  });

  it('requires address1, city and state besides countryCode and postalCode', async () => {
    await expectInvalid(
      api,
      basicPath,
      withInstrument({ ...canadian, billingAddress: { countryCode: 'CA', postalCode: 'H2X 1Y4' } }),
      {
        [`${ip}.billingAddress.address1`]: ['address1 is required for cards of network A issued in Canada'],
        [`${ip}.billingAddress.city`]: ['city is required for cards of network A issued in Canada'],
        [`${ip}.billingAddress.state`]: ['state is required for cards of network A issued in Canada'],
      },
    );
  });

  it('accepts the full address', async () => {
    await expectAccepted(api, basicPath, withInstrument({ ...canadian, billingAddress: fullAddress }));
  });
});
