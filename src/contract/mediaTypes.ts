/**
 * Media types of the provider's API. The spec publishes them with a `<vendor>` placeholder, so the vendor is a
 * setting (UPSTREAM_MEDIA_VENDOR). Where the spec gives no media type (statements, balances, payouts, BIN) we send
 * and expect plain `application/json`.
 */
export interface MediaTypes {
  readonly verifications: string;
  readonly accountPayouts: string;
  readonly paymentsRequest: string;
  readonly paymentsResponse: string;
  readonly json: string;
}

export const defaultMediaVendor = 'provider';

export function mediaTypes(vendor: string): MediaTypes {
  return {
    verifications: `application/vnd.${vendor}.verifications.customers-v2.hal+json`,
    accountPayouts: `application/vnd.${vendor}.account-payouts-v2+json`,
    paymentsRequest: `application/vnd.${vendor}.payments-v5+json`,
    paymentsResponse: `application/vnd.${vendor}.payments-v5.hal+json`,
    json: 'application/json',
  };
}
