import { expect } from 'vitest';
import { type CreateCardOnFileSaleInput, SalesCreateDocument } from '../generated/graphql.ts';
import { describeCalls, type TestGateway } from './gateway.ts';
import { saleInput, ukVisa } from './payouts.ts';

/** Helpers of the createCardOnFileSale integration tests. */

/** The one provider call a sale makes, as `describeCalls` names it. */
export const salePost = 'POST /payments/sales/migrateCardOnFile';

/** The provider calls made since the last look; they are then cleared, so the next look sees only new ones. */
export async function takeCalls(gw: TestGateway): Promise<string[]> {
  const list = describeCalls(await gw.upstreamCalls());
  await gw.clearUpstream();
  return list;
}

/** `saleInput`'s payment instrument with some fields replaced, as an override of `saleInput`. */
export function instrument(over: Partial<CreateCardOnFileSaleInput['paymentInstrument']>) {
  return { paymentInstrument: { ...saleInput().paymentInstrument, ...over } };
}

/** Runs createCardOnFileSale, expects no errors and returns its payload. */
export async function createSale(gw: TestGateway, input: CreateCardOnFileSaleInput) {
  const result = await gw.run(SalesCreateDocument, { input });
  expect(result.errors).toBeUndefined();
  const created = result.data?.createCardOnFileSale;
  if (!created) throw new Error('no sale');
  return created;
}

/** The card of the sandbox's UK Visa test card as the gateway describes it. */
/** The card part of a sale of the UK Visa test card; its PAR is keyed per sandbox instance, so it is asked for. */
export const ukVisaCard = (gw: TestGateway) => ({
  bin: '444433',
  last4Digits: '1111',
  dpan: null,
  issuerName: 'SANDBOX BANK PLC',
  paymentAccountReference: gw.sandbox.state.sales.paymentAccountReference(ukVisa),
  countryCode: 'GB',
  fundingType: 'CREDIT',
  rawFundingType: 'credit',
  brand: 'visa',
  expiryDate: { month: 12, year: 2035 },
});
