import { z } from 'zod';
import { booleanFlag, describe, type SettingsGroup } from '../settings/setting.ts';

/** `scheme://host[:port]` exactly as a browser sends it in `Origin`: no path, no trailing slash, no wildcard. */
const originPattern = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$|^https?:\/\/\[[0-9a-f:.]+\](?::\d{1,5})?$/;

/** Browsers: the pages the gateway serves itself, and the pages of other origins that call it. */
export const browserGroup = {
  title: 'Browsers',
  summary:
    'GraphiQL and the checkout example, served by the gateway itself; CORS for a frontend on another origin.',
  env: {
    GRAPHIQL: describe(booleanFlag.optional(), {
      description:
        'Serves GraphiQL at `GET /graphql` to browsers, opening with the examples of docs/frontend.md as tabs. Assets from npm packages, no CDN, at versioned, immutable URLs.',
      shownDefault: 'on',
      production: 'Off unless `GRAPHIQL=true`.',
    }),
    CHECKOUT_EXAMPLE: describe(booleanFlag.optional(), {
      description:
        'Serves the checkout example (3-D Secure in a browser) at `/examples/checkout/`, with a Content-Security-Policy that lets only the challenge’s origin be framed and posted to.',
      shownDefault: 'on',
      production: 'Off unless `CHECKOUT_EXAMPLE=true`.',
    }),
    CORS_ORIGINS: describe(
      z
        .string()
        .optional()
        .transform((v) =>
          v === undefined
            ? undefined
            : v
                .split(',')
                .map((o) => o.trim())
                .filter((o) => o.length > 0),
        )
        .refine(
          (list) => list === undefined || list.every((o) => originPattern.test(o)),
          'must list exact origins such as https://app.example.com or http://localhost:5173 (lower case, no path, no *)',
        ),
      {
        description:
          'Comma-separated exact origins (`scheme://host[:port]`, lower case, no path, no `*`) whose pages may call `/graphql` from a browser. Empty: none. GraphiQL needs no entry (the gateway serves it from its own origin).',
        shownDefault: 'none',
        production:
          'Only the listed origins. In development, pages on loopback origins (`localhost`, `127.0.0.1`, `[::1]`) on any port may call it as well: a dev server runs on whatever port its tool picks.',
      },
    ),
    CORS_CREDENTIALS: describe(booleanFlag.default(false), {
      description:
        'Sends `Access-Control-Allow-Credentials: true` to allowed origins, so their pages may send cookies or HTTP authentication. Not needed for `Authorization: Bearer` set by the page’s code.',
    }),
  },
} satisfies SettingsGroup;

/** The settings of browser callers. */
export interface BrowserSettings {
  /** GraphiQL at GET /graphql (GRAPHIQL; on outside production); absent: off. */
  readonly graphiql: { readonly credentialRequired: boolean } | undefined;
  /** The checkout example at /examples/checkout/ (CHECKOUT_EXAMPLE; on outside production). */
  readonly checkoutExample: boolean;
  readonly cors: {
    readonly origins: readonly string[];
    readonly loopback: boolean;
    readonly credentials: boolean;
  };
}

type BrowserEnv = z.output<z.ZodObject<typeof browserGroup.env>>;

/** The settings from the parsed environment; GraphiQL says whether callers need a credential (`credentialRequired`). */
export function browserSettingsFrom(
  e: BrowserEnv,
  nodeEnv: string,
  credentialRequired: boolean,
): BrowserSettings {
  return {
    graphiql: (e.GRAPHIQL ?? nodeEnv !== 'production') ? { credentialRequired } : undefined,
    checkoutExample: e.CHECKOUT_EXAMPLE ?? nodeEnv !== 'production',
    cors: {
      origins: e.CORS_ORIGINS ?? [],
      loopback: nodeEnv === 'development',
      credentials: e.CORS_CREDENTIALS,
    },
  };
}
