import { cardBinVersionHeader, defaultMediaVendor, defaultPayoutsVersion } from '../contract/index.ts';

export interface SandboxConfig {
  /** Basic credentials the sandbox accepts on every provider endpoint. */
  readonly username: string;
  readonly password: string;
  /** Seed of the generated world; the same seed gives the same accounts, statements and payment items. */
  readonly seed: number;
  readonly mediaVendor: string;
  /** The one payouts media type version (1 to 4) the sandbox accepts and answers in. */
  readonly payoutsVersion: number;
  /** Enables `/_sandbox/*` (clock, faults, request log). Off unless asked for. */
  readonly controlEnabled: boolean;
  /** Larger request bodies get 413. */
  readonly maxBodyBytes: number;
  /**
   * Accepts a billing address on `card/networkToken` payouts, as newer payout versions do; the spec allows it
   * only with `card/plain` and the wallet token (false).
   */
  readonly payoutNetworkTokenBillingAddress: boolean;
  /**
   * The version header the BIN lookup requires, exactly (name case-insensitive): the documented `WP-Api-Version: 1`
   * unless UPSTREAM_CARD_BIN_VERSION_HEADER names another, as it does for the gateway; empty requires none.
   */
  readonly cardBinVersionHeader: Readonly<Record<string, string>>;
}

export const devCredentials = { username: 'sandbox-merchant', password: 'sandbox-secret' } as const;

export function sandboxConfig(overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  return {
    username: devCredentials.username,
    password: devCredentials.password,
    seed: 42,
    mediaVendor: defaultMediaVendor,
    payoutsVersion: defaultPayoutsVersion,
    controlEnabled: false,
    maxBodyBytes: 64 * 1024,
    payoutNetworkTokenBillingAddress: false,
    cardBinVersionHeader,
    ...overrides,
  };
}
