import { payoutsVersions } from '../contract/index.ts';
import type { StartOptions } from './server.ts';

/** Sandbox settings from the environment (SANDBOX_*), shared by `npm run sandbox` and the gateway's embedded one. */
export function sandboxOptionsFromEnv(env: NodeJS.ProcessEnv): StartOptions {
  const port = Number(env.SANDBOX_PORT ?? 4010);
  // Only a published payouts version (1 to 4); anything else leaves the default, as for the port.
  const payoutsVersion = payoutsVersions.find((v) => String(v) === env.UPSTREAM_PAYOUTS_VERSION);
  return {
    port: Number.isInteger(port) ? port : 4010,
    host: env.SANDBOX_HOST ?? '127.0.0.1',
    ...(env.SANDBOX_SEED ? { seed: Number(env.SANDBOX_SEED) } : {}),
    ...(env.UPSTREAM_USERNAME ? { username: env.UPSTREAM_USERNAME } : {}),
    ...(env.UPSTREAM_PASSWORD ? { password: env.UPSTREAM_PASSWORD } : {}),
    ...(env.UPSTREAM_MEDIA_VENDOR ? { mediaVendor: env.UPSTREAM_MEDIA_VENDOR } : {}),
    ...(payoutsVersion ? { payoutsVersion } : {}),
    controlEnabled: env.SANDBOX_CONTROL === 'true',
    payoutNetworkTokenBillingAddress: env.UPSTREAM_PAYOUTS_NETWORK_TOKEN_BILLING_ADDRESS === 'true',
    ...versionHeaderFrom(env.UPSTREAM_CARD_BIN_VERSION_HEADER),
  };
}

/**
 * UPSTREAM_CARD_BIN_VERSION_HEADER as the gateway reads it: `Name: value`, or empty for none. A value of another
 * shape leaves the documented default (the gateway refuses to start with it, so the two never run apart).
 */
function versionHeaderFrom(setting: string | undefined): Pick<StartOptions, 'cardBinVersionHeader'> {
  if (setting === undefined) return {};
  if (setting === '') return { cardBinVersionHeader: {} };
  const match = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(\S(?:.*\S)?)$/.exec(setting);
  return match?.[1] && match[2] ? { cardBinVersionHeader: { [match[1]]: match[2] } } : {};
}
