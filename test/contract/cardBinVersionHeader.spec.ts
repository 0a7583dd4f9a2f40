import { afterEach, describe, expect, it } from 'vitest';
import { CardBinLookupDocument } from '../generated/graphql.ts';
import { type ContractGateway, startContractGateway } from './support/gateway.ts';
import { entity, visa } from './support/inputs.ts';

/**
 * The BIN lookup's version header (spec endpoint 6; the header is in the provider's documentation only): the
 * documented `WP-Api-Version: 1` by default, whatever the media vendor, and the one UPSTREAM_CARD_BIN_VERSION_HEADER
 * names when set.
 */
describe('contract: BIN lookup version header', () => {
  let gw: ContractGateway | undefined;
  afterEach(() => gw?.close());

  /** The version headers of the one BIN lookup the gateway sends for a card number. */
  async function versionHeadersSent(env: Record<string, string>): Promise<Record<string, string>[]> {
    const started = await startContractGateway(env);
    gw = started;
    started.standIn.answer(
      { method: 'POST', path: '/api/cardBin/panLookup' },
      { status: 200, body: { bin: '444433', brand: ['visa'] } },
    );
    const result = await started.run(CardBinLookupDocument, { input: { entity, by: { cardNumber: visa } } });
    expect(result.errors).toBeUndefined();
    return started.standIn.received().map((request) => request.apiVersions);
  }

  it('sends the documented WP-Api-Version: 1 by default, also under another media vendor', async () => {
    expect(await versionHeadersSent({})).toEqual([{ 'wp-api-version': '1' }]);
    await gw?.close();
    gw = undefined;
    expect(await versionHeadersSent({ UPSTREAM_MEDIA_VENDOR: 'acme' })).toEqual([{ 'wp-api-version': '1' }]);
  });

  it('sends the header UPSTREAM_CARD_BIN_VERSION_HEADER names instead, and none when it is empty', async () => {
    expect(await versionHeadersSent({ UPSTREAM_CARD_BIN_VERSION_HEADER: 'Acme-Api-Version: 2' })).toEqual([
      { 'acme-api-version': '2' },
    ]);
    await gw?.close();
    gw = undefined;
    expect(await versionHeadersSent({ UPSTREAM_CARD_BIN_VERSION_HEADER: '' })).toEqual([{}]);
  });
});
