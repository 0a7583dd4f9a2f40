import { describe, expect, it } from 'vitest';
import { CardBinLookupDocument } from '../generated/graphql.ts';
import { startTestGatewayForTest } from '../support/gateway.ts';

/** The embedded sandbox requires the BIN lookup's version header the gateway is configured to send. */
describe('BIN lookup version header, gateway and embedded sandbox', () => {
  it.each([
    ['the documented default', {}],
    [
      'a header UPSTREAM_CARD_BIN_VERSION_HEADER names',
      { UPSTREAM_CARD_BIN_VERSION_HEADER: 'Acme-Api-Version: 2' },
    ],
    ['no header (the setting empty)', { UPSTREAM_CARD_BIN_VERSION_HEADER: '' }],
  ])('looks a card up with %s, which the sandbox follows', async (_, env: Record<string, string>) => {
    const gw = await startTestGatewayForTest(env);
    const result = await gw.run(CardBinLookupDocument, {
      input: { entity: 'PAY7X2', by: { cardNumber: '4444333322221111' } },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.cardBin?.bin).toBe('444433');
  });
});
