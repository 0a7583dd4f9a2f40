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

/**
 * The two media settings the provider's documentation leaves room for: the payouts version it publishes several of,
 * and the BIN lookup's version header. Every other area's types are the documented ones for UPSTREAM_MEDIA_VENDOR
 * (src/datasources/upstream/media.ts): a per-area override had no operator to ask for it.
 */
export const mediaGroup = {
  title: 'Provider media types and versions',
  summary:
    'Only when the provider’s version differs from the documented one: the payouts version and the BIN lookup’s version header. Every other media type is the documented one for `UPSTREAM_MEDIA_VENDOR`.',
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
  },
} satisfies SettingsGroup;

type MediaEnv = z.infer<z.ZodObject<typeof mediaGroup.env>>;

/** Every area's media settings: the documented ones for the vendor and payouts version, the BIN header as set. */
export function upstreamMediaFrom(e: MediaEnv, vendor: string): AreaMediaSettings {
  const documented = defaultAreaMedia(vendor, e.UPSTREAM_PAYOUTS_VERSION);
  const headers = e.UPSTREAM_CARD_BIN_VERSION_HEADER ?? documented.cardBin.headers;
  return { ...documented, cardBin: { ...documented.cardBin, headers } };
}
