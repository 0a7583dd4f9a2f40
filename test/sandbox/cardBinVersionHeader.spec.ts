import { describe, expect, it } from 'vitest';
import { devCredentials } from '../../src/sandbox/config.ts';
import { sandboxOptionsFromEnv } from '../../src/sandbox/env.ts';
import { startSandbox } from '../../src/sandbox/server.ts';

const basic = `Basic ${Buffer.from(`${devCredentials.username}:${devCredentials.password}`).toString('base64')}`;

/** The BIN lookup's version header follows UPSTREAM_CARD_BIN_VERSION_HEADER, as the gateway's does. */
describe('sandbox BIN lookup version header', () => {
  it('reads UPSTREAM_CARD_BIN_VERSION_HEADER as the gateway does: Name: value, empty for none, unset the default', () => {
    expect(sandboxOptionsFromEnv({ UPSTREAM_CARD_BIN_VERSION_HEADER: 'Acme-Api-Version:  2' })).toMatchObject(
      {
        cardBinVersionHeader: { 'Acme-Api-Version': '2' },
      },
    );
    expect(sandboxOptionsFromEnv({ UPSTREAM_CARD_BIN_VERSION_HEADER: '' })).toMatchObject({
      cardBinVersionHeader: {},
    });
    expect(sandboxOptionsFromEnv({}).cardBinVersionHeader).toBeUndefined();
  });

  it('requires the configured header instead of WP-Api-Version, and none when configured empty', async () => {
    const lookupStatus = async (url: string, version: Record<string, string>) =>
      (
        await fetch(`${url}/api/cardBin/panLookup`, {
          method: 'POST',
          headers: {
            authorization: basic,
            'content-type': 'application/json',
            accept: 'application/json',
            ...version,
          },
          body: JSON.stringify({ merchant: { entity: 'PAY7X2' }, cardNumber: '4444333322221111' }),
        })
      ).status;
    const acme = await startSandbox({ cardBinVersionHeader: { 'Acme-Api-Version': '2' } });
    const none = await startSandbox({ cardBinVersionHeader: {} });
    const documented = await startSandbox();
    try {
      expect(await lookupStatus(acme.url, { 'acme-api-version': '2' })).toBe(200);
      expect(await lookupStatus(acme.url, { 'WP-Api-Version': '1' })).toBe(400);
      expect(await lookupStatus(none.url, {})).toBe(200);
      expect(await lookupStatus(documented.url, { 'WP-Api-Version': '1' })).toBe(200);
      expect(await lookupStatus(documented.url, { 'Provider-Api-Version': '1' })).toBe(400);
    } finally {
      await Promise.all([acme.close(), none.close(), documented.close()]);
    }
  });
});
