import { z } from 'zod';
import { payoutsVersions } from '../../contract/index.ts';
import { describe, type SettingsGroup } from '../../settings/setting.ts';
import { type AreaMediaSettings, defaultAreaMedia } from './media.ts';

// Headers the client sets itself: a setting must not replace the credentials or the negotiated types.
const reservedHeaders = new Set([
  'authorization',
  'accept',
  'content-type',
  'content-length',
  'host',
  'connection',
  'transfer-encoding',
]);
const headerPattern = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?)$/;

/** `Name: value`, or empty for no header. */
const versionHeader = z
  .string()
  .refine(
    (v) => v === '' || headerPattern.test(v),
    'must be "Name: value" (printable ASCII), or empty for none',
  )
  .refine(
    (v) => !reservedHeaders.has(v.split(':', 1)[0]?.trim().toLowerCase() ?? ''),
    `must not name a header the client sets itself (${[...reservedHeaders].join(', ')})`,
  )
  .transform((v) => {
    const match = headerPattern.exec(v);
    return match?.[1] && match[2] ? { [match[1]]: match[2] } : {};
  });

/** `type/subtype` as RFC 6838 writes a media type, without parameters. */
const mediaType = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}$/,
    'must be a media type, `type/subtype` (e.g. `application/vnd.provider.accounts.statements-v1+json`)',
  );

/** The spec's words over the four areas whose types it does not give (Versioning, 4). */
const notShown = 'The spec: "Media types of statement, balance, payouts and BIN endpoints: not shown".';

/**
 * The media settings the provider's documentation leaves room for: the payouts version it publishes several of, the
 * BIN lookup's version header, and the media type of each area whose type the spec does not show (statements,
 * balances, payouts, BIN lookup), which the gateway otherwise takes from the provider's documentation for
 * UPSTREAM_MEDIA_VENDOR (src/datasources/upstream/media.ts).
 */
export const mediaGroup = {
  title: 'Provider media types and versions',
  summary:
    'Only when the provider’s version or types differ from the documented ones: the payouts version, the BIN lookup’s version header, and the media type of each area the spec gives none for (statements, balances, payouts, BIN lookup). The 3-D Secure, payment item search and sale types are the spec’s, for `UPSTREAM_MEDIA_VENDOR`. The embedded sandbox checks the documented types: an override is for the real provider.',
  env: {
    UPSTREAM_PAYOUTS_VERSION: describe(
      z.coerce
        .number()
        .int()
        .refine((v) => (payoutsVersions as readonly number[]).includes(v), 'must be one of 1, 2, 3, 4')
        .default(3),
      {
        description:
          'Version of the payouts media type `application/vnd.<vendor>.payouts-v<N>+json` (1 to 4), sent as Content-Type and Accept; the embedded sandbox speaks the same one.',
      },
    ),
    UPSTREAM_CARD_BIN_VERSION_HEADER: describe(versionHeader.optional(), {
      description:
        'A header sent with every card BIN lookup call, as `Name: value` (empty: none), e.g. a dated version header newer APIs select their version with. The BIN lookup requires one (`WP-Api-Version: 1` as documented).',
      shownDefault: 'WP-Api-Version: 1',
      emptyMeans: 'no version header',
    }),
    UPSTREAM_STATEMENTS_MEDIA_TYPE: describe(mediaType.optional(), {
      description: `The media type asked for in Accept by account statement calls. ${notShown}`,
      shownDefault: 'application/vnd.<vendor>.accounts.statements-v1+json',
    }),
    UPSTREAM_BALANCES_MEDIA_TYPE: describe(mediaType.optional(), {
      description: `The media type asked for in Accept by account balance calls. ${notShown}`,
      shownDefault: 'application/vnd.<vendor>.accounts.balance-v1+json',
    }),
    UPSTREAM_PAYOUTS_MEDIA_TYPE: describe(mediaType.optional(), {
      description: `The payouts media type, sent as Content-Type and Accept; set, it replaces the one \`UPSTREAM_PAYOUTS_VERSION\` names (which still decides how payout answers are read). ${notShown}`,
      shownDefault: 'application/vnd.<vendor>.payouts-v<UPSTREAM_PAYOUTS_VERSION>+json',
    }),
    UPSTREAM_CARD_BIN_MEDIA_TYPE: describe(mediaType.optional(), {
      description: `The BIN lookup's media type, sent as Content-Type and Accept. ${notShown}`,
      shownDefault: 'application/json',
    }),
  },
} satisfies SettingsGroup;

type MediaEnv = z.infer<z.ZodObject<typeof mediaGroup.env>>;

/** An area's media with `type` both ways where set; reading-only areas send no body, so Content-Type is moot. */
function withType<T extends { readonly contentType: string; readonly accept: string }>(
  media: T,
  type?: string,
): T {
  return type === undefined ? media : { ...media, contentType: type, accept: type };
}

/**
 * Every area's media settings: the documented ones for the vendor and payouts version, each of the four areas the
 * spec gives no type for replaced by its setting when set, the BIN header as set.
 */
export function upstreamMediaFrom(e: MediaEnv, vendor: string): AreaMediaSettings {
  const documented = defaultAreaMedia(vendor, e.UPSTREAM_PAYOUTS_VERSION);
  const headers = e.UPSTREAM_CARD_BIN_VERSION_HEADER ?? documented.cardBin.headers;
  return {
    ...documented,
    statements: withType(documented.statements, e.UPSTREAM_STATEMENTS_MEDIA_TYPE),
    balances: withType(documented.balances, e.UPSTREAM_BALANCES_MEDIA_TYPE),
    payouts: withType(documented.payouts, e.UPSTREAM_PAYOUTS_MEDIA_TYPE),
    cardBin: { ...withType(documented.cardBin, e.UPSTREAM_CARD_BIN_MEDIA_TYPE), headers },
  };
}
