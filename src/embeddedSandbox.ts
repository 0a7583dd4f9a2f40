import type { Config } from './config.ts';
import type { RunningSandbox } from './sandbox/server.ts';

/**
 * Starts the embedded provider sandbox on loopback, with the configured credentials or its dev pair. Imported
 * on demand: a gateway with UPSTREAM_BASE_URL never loads the simulator's code.
 */
export async function startEmbeddedSandbox(config: Config): Promise<RunningSandbox> {
  const [{ startSandbox }, { devCredentials }] = await Promise.all([
    import('./sandbox/server.ts'),
    import('./sandbox/config.ts'),
  ]);
  return startSandbox({
    port: config.sandbox.port,
    host: '127.0.0.1',
    seed: config.sandbox.seed,
    controlEnabled: config.sandbox.controlEnabled,
    mediaVendor: config.upstream.mediaVendor,
    payoutsVersion: config.upstream.payoutsVersion,
    payoutNetworkTokenBillingAddress: config.payoutInstrumentRules.networkTokenBillingAddress,
    // The header the gateway sends (UPSTREAM_CARD_BIN_VERSION_HEADER or the documented one) is the one required.
    cardBinVersionHeader: config.upstream.media.cardBin.headers,
    username: config.upstream.username ?? devCredentials.username,
    password: config.upstream.password ?? devCredentials.password,
  });
}
