import { listenedOn } from './portSettings.ts';
import type { RunningSandbox } from './sandbox/server.ts';

/** SANDBOX_*: the embedded sandbox's port, seed and control API. */
export interface SandboxSettings {
  readonly port: number;
  readonly seed: number;
  readonly controlEnabled: boolean;
}

/** What the sandbox shares with the gateway's provider settings (UPSTREAM_*), so that both speak alike. */
interface ProviderSettings {
  readonly baseUrl: string | undefined;
  readonly username: string | undefined;
  readonly password: string | undefined;
  readonly mediaVendor: string;
  readonly payoutsVersion: number;
  readonly media: { readonly cardBin: { readonly headers: Readonly<Record<string, string>> } };
  readonly payoutInstrumentRules: { readonly networkTokenBillingAddress: boolean };
}

/** Where the provider is and how to log in: the configured one, or the embedded sandbox with its credentials. */
export interface Provider {
  readonly baseUrl: string;
  readonly username: string;
  readonly password: string;
  /** The embedded sandbox when it runs (no UPSTREAM_BASE_URL). */
  readonly sandbox: RunningSandbox | undefined;
}

/**
 * The provider: UPSTREAM_BASE_URL with its credentials (config.ts requires them together), or else the embedded
 * sandbox, started on loopback with these credentials or its dev pair. Imported on demand: a gateway with
 * UPSTREAM_BASE_URL never loads the simulator's code.
 */
export async function providerOrSandbox(
  sandbox: SandboxSettings,
  upstream: ProviderSettings,
): Promise<Provider> {
  const { baseUrl, username = '', password = '' } = upstream;
  if (baseUrl) return { baseUrl, username, password, sandbox: undefined };
  const starting = startEmbeddedSandbox(sandbox, upstream);
  const running = await listenedOn('SANDBOX_PORT', sandbox.port, '127.0.0.1', starting);
  const { config } = running;
  return { baseUrl: running.url, username: config.username, password: config.password, sandbox: running };
}

async function startEmbeddedSandbox(
  sandbox: SandboxSettings,
  upstream: ProviderSettings,
): Promise<RunningSandbox> {
  const [{ startSandbox }, { devCredentials }] = await Promise.all([
    import('./sandbox/server.ts'),
    import('./sandbox/config.ts'),
  ]);
  return startSandbox({
    port: sandbox.port,
    host: '127.0.0.1',
    seed: sandbox.seed,
    controlEnabled: sandbox.controlEnabled,
    mediaVendor: upstream.mediaVendor,
    payoutsVersion: upstream.payoutsVersion,
    payoutNetworkTokenBillingAddress: upstream.payoutInstrumentRules.networkTokenBillingAddress,
    // The header the gateway sends (UPSTREAM_CARD_BIN_VERSION_HEADER or the documented one) is the one required.
    cardBinVersionHeader: upstream.media.cardBin.headers,
    username: upstream.username ?? devCredentials.username,
    password: upstream.password ?? devCredentials.password,
  });
}
