import { z } from 'zod';
import { booleanFlag, describe, type SettingsGroup } from '../settings/setting.ts';

/** Who may call, and for which merchant entities. */
export const authGroup = {
  title: 'Authentication',
  summary:
    'Callers present an API key or a JWT; each acts only for the merchant entities it lists. Without either, every caller acts for every entity: development on loopback only.',
  env: {
    API_KEYS: describe(z.string().min(1).optional(), {
      secret: true,
      description:
        '`name:secret:ENTITY1|ENTITY2,…` (secrets of 24+ characters; after the last colon the entities the key may act for, each 1 to 32 letters, digits, `.`, `_` or `-`; no wildcard): every GraphQL request then needs `Authorization: Bearer <secret>` or a JWT (`UNAUTHENTICATED` otherwise).',
      production: 'Required, or one of the JWT keys.',
    }),
    JWT_SECRET: describe(z.string().min(32).optional(), {
      secret: true,
      description:
        "Shared HS256 secret (32+ characters) of callers' bearer JWTs. Set at most one of `JWT_SECRET`, `JWT_PUBLIC_KEY`, `JWT_JWKS_URL`.",
    }),
    JWT_PUBLIC_KEY: describe(z.string().min(1).optional(), {
      secret: true,
      description:
        "PEM public key of callers' JWTs (`\\n` escapes allowed); its type pins the algorithm: RSA ▶ RS256, EC P-256 ▶ ES256, Ed25519 ▶ EdDSA.",
    }),
    JWT_JWKS_URL: describe(z.url({ protocol: /^https?$/ }).optional(), {
      description:
        "JWKS of callers' JWTs (RS256, ES256, EdDSA), cached and refetched on an unknown `kid`; `https`, or `http` to loopback.",
    }),
    JWT_ISSUER: describe(z.string().min(1).optional(), {
      description: "Required `iss` of callers' JWTs; required with any JWT key.",
    }),
    JWT_AUDIENCE: describe(z.string().min(1).optional(), {
      description: "Required `aud` of callers' JWTs; required with any JWT key.",
    }),
    JWT_ENTITIES_CLAIM: describe(z.string().min(1).default('entities'), {
      description: 'The claim listing the merchant entities the token may act for (an array of strings).',
    }),
    ALLOW_OPEN_ACCESS: describe(booleanFlag.default(false), {
      description:
        'Outside production, lets the gateway run without authentication on a non-loopback `HOST`.',
      production: 'Never honoured.',
    }),
  },
} satisfies SettingsGroup;
