import { z } from 'zod';

/** `scheme://host[:port]` exactly as a browser sends it in `Origin`: no path, no trailing slash, no wildcard. */
const originPattern = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$|^https?:\/\/\[[0-9a-f:.]+\](?::\d{1,5})?$/;

const booleanFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** The environment variables of browser callers (CORS, trusted documents); spread into config.ts's schema. */
export const browserEnv = {
  /**
   * Comma-separated exact origins whose pages may call the gateway (CORS). Unset or empty: none. In development
   * (NODE_ENV=development) pages on loopback origins (localhost, 127.0.0.1, [::1]) on any port may call it as well:
   * a frontend's dev server runs on whatever port its tool picks, and only the developer's own browser reaches it.
   */
  CORS_ORIGINS: z
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
  /** Lets allowed origins' pages send cookies or HTTP authentication (`Access-Control-Allow-Credentials`). */
  CORS_CREDENTIALS: booleanFlag.default(false),
  /** How long a browser may cache a preflight's answer, in seconds (browsers cap it at 2 hours or less). */
  CORS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /** Path of the client preset's persisted-documents manifest (`{ "<sha256>": "<document>" }`). */
  TRUSTED_DOCUMENTS_MANIFEST: z.string().min(1).optional(),
  /** Runs only the manifest's documents; a raw `query` is refused (PERSISTED_DOCUMENT_REQUIRED). */
  TRUSTED_DOCUMENTS_ENFORCE: booleanFlag.default(false),
};

/** The settings of browser callers. */
export interface BrowserSettings {
  readonly cors: {
    readonly origins: readonly string[];
    readonly loopback: boolean;
    readonly credentials: boolean;
    readonly maxAgeSeconds: number;
  };
  /** Absent: no manifest, document ids are unknown and raw queries run. */
  readonly trustedDocuments: { readonly manifestPath: string; readonly enforce: boolean } | undefined;
}

type BrowserEnv = z.output<z.ZodObject<typeof browserEnv>>;

/** The settings from the parsed environment; a problem (enforcement without a manifest) is pushed on `problems`. */
export function browserSettingsFrom(e: BrowserEnv, nodeEnv: string, problems: string[]): BrowserSettings {
  if (e.TRUSTED_DOCUMENTS_ENFORCE && !e.TRUSTED_DOCUMENTS_MANIFEST) {
    problems.push(
      'TRUSTED_DOCUMENTS_ENFORCE=true needs TRUSTED_DOCUMENTS_MANIFEST (the documents allowed to run)',
    );
  }
  return {
    cors: {
      origins: e.CORS_ORIGINS ?? [],
      loopback: nodeEnv === 'development',
      credentials: e.CORS_CREDENTIALS,
      maxAgeSeconds: e.CORS_MAX_AGE_SECONDS,
    },
    trustedDocuments: e.TRUSTED_DOCUMENTS_MANIFEST
      ? { manifestPath: e.TRUSTED_DOCUMENTS_MANIFEST, enforce: e.TRUSTED_DOCUMENTS_ENFORCE }
      : undefined,
  };
}
