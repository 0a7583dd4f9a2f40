import { describe, expect, it } from 'vitest';
import { SalesCreateDocument } from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { saleInput } from '../support/payouts.ts';
import { readingsOf } from '../support/readings.ts';
import { instrument, salePost, takeCalls } from '../support/sales.ts';

// Area G marks paymentInstrument.href and tokenHref "Y", and also says "which of the card-number, href and tokenHref
// fields apply to which payment instrument variant: not shown". The gateway keeps them optional and sends them when
// given; the sandbox can be switched to require them.
const gw = setUpTestGateway();
const readings = readingsOf(() => gw.sandbox);
const cardOnly = () => saleInput(instrument({ href: null, tokenHref: null }));

describe("a sale's href and tokenHref under both readings", () => {
  it('sells a card number alone where the provider takes the links as optional (the default reading)', async () => {
    const result = await gw.run(SalesCreateDocument, { input: cardOnly() });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createCardOnFileSale.sale.outcome).toBe('AUTHORIZED');
    const sent = (await gw.upstreamCalls())[0]?.body as { instruction: { paymentInstrument: object } };
    expect(Object.keys(sent.instruction.paymentInstrument)).not.toContain('href');
    expect(Object.keys(sent.instruction.paymentInstrument)).not.toContain('tokenHref');
  });

  it('answers the refusal of a provider requiring them as UPSTREAM_REJECTED at the two input paths', async () => {
    await readings.switch({ saleLinksRequired: true });
    const result = await gw.run(SalesCreateDocument, { input: cardOnly() });
    expect(result.data).toBeNull();
    expect(result.errors?.map((e) => e.extensions)).toEqual([
      {
        code: 'UPSTREAM_REJECTED',
        upstream: {
          status: 400,
          customCode: 'SBXS01',
          message: expect.any(String),
          fieldErrors: [
            { path: 'input.paymentInstrument.href', message: expect.any(String) },
            { path: 'input.paymentInstrument.tokenHref', message: expect.any(String) },
          ],
        },
      },
    ]);
    expect(await takeCalls(gw)).toEqual([salePost]);
  });

  it('sells with the links where the provider requires them', async () => {
    await readings.switch({ saleLinksRequired: true });
    const result = await gw.run(SalesCreateDocument, { input: saleInput() });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createCardOnFileSale.sale.outcome).toBe('AUTHORIZED');
    expect(await takeCalls(gw)).toEqual([salePost]);
  });
});
