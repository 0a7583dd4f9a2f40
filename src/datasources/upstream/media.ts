import { cardBinVersionHeader, defaultPayoutsVersion, mediaTypes } from '../../contract/index.ts';
import type { UpstreamArea } from './area.ts';

/** What the gateway sends to one provider area besides the body: media types and version headers. */
interface AreaMedia {
  /** Content-Type of request bodies (unused by areas that only read). */
  readonly contentType: string;
  /** The one media type asked for in Accept. */
  readonly accept: string;
  /**
   * Headers sent on every request of the area: the BIN lookup's `WP-Api-Version`, or the dated version header
   * newer account APIs select their version with. Never credentials: config.ts refuses the reserved names.
   */
  readonly headers: Readonly<Record<string, string>>;
}

/** The areas with media settings: every provider area (`other` is nothing the gateway calls on purpose). */
type MediaArea = Exclude<UpstreamArea, 'other'>;

/** Media settings of every area; the one mapping the data sources and the client read. */
export type AreaMediaSettings = Readonly<Record<MediaArea, AreaMedia>>;

function both(type: string): AreaMedia {
  return { contentType: type, accept: type, headers: {} };
}

/**
 * The provider's documented media types and version headers for `vendor` (UPSTREAM_MEDIA_VENDOR), payouts at
 * `payoutsVersion` (UPSTREAM_PAYOUTS_VERSION); the BIN header follows UPSTREAM_CARD_BIN_VERSION_HEADER.
 */
export function defaultAreaMedia(
  vendor: string,
  payoutsVersion: number = defaultPayoutsVersion,
): AreaMediaSettings {
  const types = mediaTypes(vendor, payoutsVersion);
  return {
    threeDs: both(types.verifications),
    payouts: both(types.payouts),
    paymentItems: both(types.accountPayouts),
    statements: both(types.statements),
    balances: both(types.balances),
    cardBin: { ...both(types.json), headers: cardBinVersionHeader },
    sales: { contentType: types.paymentsRequest, accept: types.paymentsResponse, headers: {} },
  };
}
