/**
 * Media types and version headers of the provider's API, shared by the gateway (its defaults) and the sandbox (what
 * it accepts). The provider publishes them with a `<vendor>` placeholder, so the vendor is a setting
 * (UPSTREAM_MEDIA_VENDOR). The spec shows the 3DS, payment item search and sale types; the provider's own
 * documentation gives the rest: versioned types for payouts, statements and balances, and plain JSON plus the
 * `WP-Api-Version: 1` header for the BIN lookup.
 */
export interface MediaTypes {
  readonly verifications: string;
  readonly accountPayouts: string;
  readonly paymentsRequest: string;
  readonly paymentsResponse: string;
  /** Payouts, both ways, at the version given to {@link mediaTypes}. */
  readonly payouts: string;
  readonly statements: string;
  readonly balances: string;
  /** Plain JSON: the BIN lookup's type, both ways. */
  readonly json: string;
}

export const defaultMediaVendor = 'provider';

/** The payouts versions the provider publishes. */
export const payoutsVersions = [1, 2, 3, 4] as const;

/**
 * The payouts version the spec describes: it still has the `queryRequired` outcome (removed in v4) and keeps
 * `curies` inside `_links` (moved there in v3).
 */
export const defaultPayoutsVersion = 3;

/**
 * The BIN lookup's version header as the provider documents it: `WP-Api-Version: 1`, that name whatever the media
 * vendor (the header carries the provider's own prefix, not the `<vendor>` placeholder of the media types). The
 * gateway sends it and the sandbox requires it unless UPSTREAM_CARD_BIN_VERSION_HEADER says otherwise.
 */
export const cardBinVersionHeader: Readonly<Record<string, string>> = { 'WP-Api-Version': '1' };

export function mediaTypes(vendor: string, payoutsVersion: number = defaultPayoutsVersion): MediaTypes {
  return {
    verifications: `application/vnd.${vendor}.verifications.customers-v2.hal+json`,
    accountPayouts: `application/vnd.${vendor}.account-payouts-v2+json`,
    paymentsRequest: `application/vnd.${vendor}.payments-v5+json`,
    paymentsResponse: `application/vnd.${vendor}.payments-v5.hal+json`,
    payouts: `application/vnd.${vendor}.payouts-v${payoutsVersion}+json`,
    statements: `application/vnd.${vendor}.accounts.statements-v1+json`,
    balances: `application/vnd.${vendor}.accounts.balance-v1+json`,
    json: 'application/json',
  };
}
