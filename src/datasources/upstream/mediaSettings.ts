import { z } from 'zod';
import { payoutsVersions } from '../../contract/index.ts';
import { describe, type SettingsGroup } from '../../settings/setting.ts';
import { type AreaMedia, type AreaMediaSettings, defaultAreaMedia, type MediaArea } from './media.ts';

// One media type without parameters (`type/subtype`), as RFC 9110 spells its tokens.
const mediaType = z
  .string()
  .regex(/^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+$/, 'must be a media type such as application/json');

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
 * The media settings of every provider area. Unset: the documented default of src/datasources/upstream/media.ts.
 * Areas that only read have no Content-Type setting.
 */
export const mediaGroup = {
  title: 'Provider media types and versions',
  summary:
    'Only when the provider’s version differs from the documented one: the media types and version headers of each provider area.',
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
    UPSTREAM_THREE_DS_CONTENT_TYPE: describe(mediaType.optional(), {
      description: 'Media type of 3-D Secure request bodies.',
      shownDefault: 'the documented type',
    }),
    UPSTREAM_THREE_DS_ACCEPT: describe(mediaType.optional(), {
      description: 'Media type asked for in Accept by 3-D Secure calls.',
      shownDefault: 'the documented type',
    }),
    UPSTREAM_THREE_DS_VERSION_HEADER: describe(versionHeader.optional(), {
      description:
        'A header sent with every 3-D Secure call, as `Name: value` (empty: none), e.g. a dated version header newer APIs select their version with.',
      shownDefault: 'none',
    }),
    UPSTREAM_PAYOUTS_CONTENT_TYPE: describe(mediaType.optional(), {
      description: 'Media type of payouts request bodies.',
      shownDefault: 'the documented type',
    }),
    UPSTREAM_PAYOUTS_ACCEPT: describe(mediaType.optional(), {
      description: 'Media type asked for in Accept by payouts calls.',
      shownDefault: 'the documented type',
    }),
    UPSTREAM_PAYOUTS_VERSION_HEADER: describe(versionHeader.optional(), {
      description:
        'A header sent with every payouts call, as `Name: value` (empty: none), e.g. a dated version header newer APIs select their version with.',
      shownDefault: 'none',
    }),
    UPSTREAM_PAYMENT_ITEMS_ACCEPT: describe(mediaType.optional(), {
      description: 'Media type asked for in Accept by payment item search calls.',
      shownDefault: 'the documented type',
    }),
    UPSTREAM_PAYMENT_ITEMS_VERSION_HEADER: describe(versionHeader.optional(), {
      description:
        'A header sent with every payment item search call, as `Name: value` (empty: none), e.g. a dated version header newer APIs select their version with.',
      shownDefault: 'none',
    }),
    UPSTREAM_STATEMENTS_ACCEPT: describe(mediaType.optional(), {
      description: 'Media type asked for in Accept by account statements calls.',
      shownDefault: 'the documented type',
    }),
    UPSTREAM_STATEMENTS_VERSION_HEADER: describe(versionHeader.optional(), {
      description:
        'A header sent with every account statements call, as `Name: value` (empty: none), e.g. a dated version header newer APIs select their version with.',
      shownDefault: 'none',
    }),
    UPSTREAM_BALANCES_ACCEPT: describe(mediaType.optional(), {
      description: 'Media type asked for in Accept by balances calls.',
      shownDefault: 'the documented type',
    }),
    UPSTREAM_BALANCES_VERSION_HEADER: describe(versionHeader.optional(), {
      description:
        'A header sent with every balances call, as `Name: value` (empty: none), e.g. a dated version header newer APIs select their version with.',
      shownDefault: 'none',
    }),
    UPSTREAM_CARD_BIN_CONTENT_TYPE: describe(mediaType.optional(), {
      description: 'Media type of card BIN lookup request bodies.',
      shownDefault: 'the documented type',
    }),
    UPSTREAM_CARD_BIN_ACCEPT: describe(mediaType.optional(), {
      description: 'Media type asked for in Accept by card BIN lookup calls.',
      shownDefault: 'the documented type',
    }),
    UPSTREAM_CARD_BIN_VERSION_HEADER: describe(versionHeader.optional(), {
      description:
        'A header sent with every card BIN lookup call, as `Name: value` (empty: none), e.g. a dated version header newer APIs select their version with. The BIN lookup requires one (`WP-Api-Version: 1` as documented).',
      shownDefault: 'WP-Api-Version: 1',
    }),
    UPSTREAM_SALES_CONTENT_TYPE: describe(mediaType.optional(), {
      description: 'Media type of card-on-file sales request bodies.',
      shownDefault: 'the documented type',
    }),
    UPSTREAM_SALES_ACCEPT: describe(mediaType.optional(), {
      description: 'Media type asked for in Accept by card-on-file sales calls.',
      shownDefault: 'the documented type',
    }),
    UPSTREAM_SALES_VERSION_HEADER: describe(versionHeader.optional(), {
      description:
        'A header sent with every card-on-file sales call, as `Name: value` (empty: none), e.g. a dated version header newer APIs select their version with.',
      shownDefault: 'none',
    }),
  },
} satisfies SettingsGroup;

type MediaEnv = z.infer<z.ZodObject<typeof mediaGroup.env>>;

interface Overrides {
  readonly contentType?: string | undefined;
  readonly accept?: string | undefined;
  readonly headers?: Readonly<Record<string, string>> | undefined;
}

function override(base: AreaMedia, o: Overrides): AreaMedia {
  return {
    contentType: o.contentType ?? base.contentType,
    accept: o.accept ?? base.accept,
    headers: o.headers ?? base.headers,
  };
}

/** Every area's media settings: the documented defaults for the vendor, then each configured override. */
export function upstreamMediaFrom(e: MediaEnv, vendor: string): AreaMediaSettings {
  const d = defaultAreaMedia(vendor, e.UPSTREAM_PAYOUTS_VERSION);
  const areas: Record<MediaArea, AreaMedia> = {
    threeDs: override(d.threeDs, {
      contentType: e.UPSTREAM_THREE_DS_CONTENT_TYPE,
      accept: e.UPSTREAM_THREE_DS_ACCEPT,
      headers: e.UPSTREAM_THREE_DS_VERSION_HEADER,
    }),
    payouts: override(d.payouts, {
      contentType: e.UPSTREAM_PAYOUTS_CONTENT_TYPE,
      accept: e.UPSTREAM_PAYOUTS_ACCEPT,
      headers: e.UPSTREAM_PAYOUTS_VERSION_HEADER,
    }),
    paymentItems: override(d.paymentItems, {
      accept: e.UPSTREAM_PAYMENT_ITEMS_ACCEPT,
      headers: e.UPSTREAM_PAYMENT_ITEMS_VERSION_HEADER,
    }),
    statements: override(d.statements, {
      accept: e.UPSTREAM_STATEMENTS_ACCEPT,
      headers: e.UPSTREAM_STATEMENTS_VERSION_HEADER,
    }),
    balances: override(d.balances, {
      accept: e.UPSTREAM_BALANCES_ACCEPT,
      headers: e.UPSTREAM_BALANCES_VERSION_HEADER,
    }),
    cardBin: override(d.cardBin, {
      contentType: e.UPSTREAM_CARD_BIN_CONTENT_TYPE,
      accept: e.UPSTREAM_CARD_BIN_ACCEPT,
      headers: e.UPSTREAM_CARD_BIN_VERSION_HEADER,
    }),
    sales: override(d.sales, {
      contentType: e.UPSTREAM_SALES_CONTENT_TYPE,
      accept: e.UPSTREAM_SALES_ACCEPT,
      headers: e.UPSTREAM_SALES_VERSION_HEADER,
    }),
  };
  return areas;
}
