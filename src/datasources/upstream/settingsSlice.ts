import { parseWalletSetting } from '../../contract/index.ts';
import type { GroupEnv } from '../../settings/setting.ts';
import { type mediaGroup, upstreamMediaFrom } from './mediaSettings.ts';
import type { upstreamGroup } from './settings.ts';

/** What the provider's slice reads: its own settings, the media types', and whether the sandbox may serve production. */
type UpstreamEnv = GroupEnv<typeof upstreamGroup> &
  GroupEnv<typeof mediaGroup> & { readonly ALLOW_PRODUCTION_SANDBOX: boolean };

/** UPSTREAM_STATEMENT_PAGE_PARAMS, `<page number>,<page size>` (two names: its schema checked them). */
function statementPageParamsFrom(text: string): { readonly pageNumber: string; readonly pageSize: string } {
  const [pageNumber = '', pageSize = ''] = text.split(',').map((name) => name.trim());
  return { pageNumber, pageSize };
}

/** The provider's connection, credentials, media types and wallets; problems found are pushed on `problems`. */
export function upstreamSettingsFrom(e: UpstreamEnv, nodeEnv: string, problems: string[]) {
  if (e.UPSTREAM_BASE_URL && (!e.UPSTREAM_USERNAME || !e.UPSTREAM_PASSWORD)) {
    problems.push('UPSTREAM_USERNAME and UPSTREAM_PASSWORD are required when UPSTREAM_BASE_URL is set');
  }
  if (nodeEnv === 'production' && !e.UPSTREAM_BASE_URL && !e.ALLOW_PRODUCTION_SANDBOX) {
    problems.push(
      'NODE_ENV=production without UPSTREAM_BASE_URL would run against the embedded sandbox (a simulator, no real ' +
        'payments): set UPSTREAM_BASE_URL, UPSTREAM_USERNAME and UPSTREAM_PASSWORD, or ALLOW_PRODUCTION_SANDBOX=true ' +
        'for a demonstration',
    );
  }
  const wallets = parseWalletSetting(e.UPSTREAM_WALLETS);
  problems.push(...wallets.problems);
  return {
    baseUrl: e.UPSTREAM_BASE_URL,
    username: e.UPSTREAM_USERNAME,
    password: e.UPSTREAM_PASSWORD,
    mediaVendor: e.UPSTREAM_MEDIA_VENDOR,
    connections: e.UPSTREAM_CONNECTIONS,
    connectTimeoutMs: e.UPSTREAM_CONNECT_TIMEOUT_MS,
    headersTimeoutMs: e.UPSTREAM_HEADERS_TIMEOUT_MS,
    bodyTimeoutMs: e.UPSTREAM_BODY_TIMEOUT_MS,
    breaker: { threshold: e.UPSTREAM_BREAKER_THRESHOLD, cooldownMs: e.UPSTREAM_BREAKER_COOLDOWN_MS },
    payoutsVersion: e.UPSTREAM_PAYOUTS_VERSION,
    media: upstreamMediaFrom(e, e.UPSTREAM_MEDIA_VENDOR),
    wallets: wallets.wallets,
    statementPageParams: statementPageParamsFrom(e.UPSTREAM_STATEMENT_PAGE_PARAMS),
    payoutInstrumentRules: { networkTokenBillingAddress: e.UPSTREAM_PAYOUTS_NETWORK_TOKEN_BILLING_ADDRESS },
  };
}
