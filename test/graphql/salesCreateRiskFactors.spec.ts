import { describe, expect, it } from 'vitest';
import type { CreateCardOnFileSaleInput } from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { saleInput } from '../support/payouts.ts';
import { createSale, instrument } from '../support/sales.ts';

/** createCardOnFileSale's risk factors, as the sandbox picks them by test value. */

const gw = setUpTestGateway();

const sale = (input: CreateCardOnFileSaleInput) => createSale(gw, input);

describe('createCardOnFileSale: risk factors by test value', () => {
  const avs = (risk: string, detail: string | null) => ({
    type: 'AVS',
    rawType: 'avs',
    risk: risk.toUpperCase(),
    rawRisk: risk,
    detail: detail?.toUpperCase() ?? null,
    rawDetail: detail,
  });
  const cvc = (risk: string) => ({
    type: 'CVC',
    rawType: 'cvc',
    risk: risk.toUpperCase(),
    rawRisk: risk,
    detail: null,
    rawDetail: null,
  });
  it.each([
    ['no billing address', { billingAddress: null }, [avs('not_supplied', null)]],
    [
      'address1 NOMATCH',
      { billingAddress: { address1: 'NOMATCH', postalCode: 'SW1A 1AA', countryCode: 'GB' } },
      [avs('not_matched', 'address')],
    ],
    [
      'postcode NOCHECK and no address1',
      { billingAddress: { postalCode: 'NOCHECK', countryCode: 'GB' } },
      [avs('not_supplied', 'address'), avs('not_checked', 'postcode')],
    ],
    ['no CVC', { cvc: null }, [cvc('not_supplied')]],
    ['CVC 999', { cvc: '999' }, [cvc('not_matched')]],
    ['CVC 998', { cvc: '998' }, [cvc('not_checked')]],
    ['a stored CVC (cvcHref) instead of a CVC', { cvc: null, cvcHref: '/cvcs/session-1' }, []],
  ] as const)('%s gives the matching risk factors', async (_what, over, riskFactors) => {
    const created = await sale(saleInput(instrument(over)));
    expect(created.sale.riskFactors).toEqual(riskFactors);
  });
});
