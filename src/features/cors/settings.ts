import { z } from 'zod';
import { booleanFlag, describe, featureSettings, type SettingsGroup } from '../../settings/setting.ts';

/** `scheme://host[:port]` exactly as a browser sends it in `Origin`: no path, no trailing slash, no wildcard. */
const originPattern = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$|^https?:\/\/\[[0-9a-f:.]+\](?::\d{1,5})?$/;

/** CORS: the pages of other origins that call the gateway. */
const corsGroup = {
  title: 'CORS',
  summary: 'Which pages of other origins may call `/graphql` from a browser (a frontend on its own origin).',
  env: {
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

/** The allowlist; loopback origins on any port are allowed in development, where a dev server picks its port. */
export const corsSettings = featureSettings(corsGroup, (e, core) => ({
  origins: e.CORS_ORIGINS ?? [],
  loopback: core.nodeEnv === 'development',
  credentials: e.CORS_CREDENTIALS,
}));
