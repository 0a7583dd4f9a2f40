import { z } from 'zod';
import { booleanFlag, describe, type SettingsGroup } from '../settings/setting.ts';

/** What an operation may cost the gateway before it runs. */
export const limitsGroup = {
  title: 'Query limits',
  summary:
    'Bounds every document before it runs: its size, depth and estimated cost, and the memory kept for parsed documents.',
  env: {
    MAX_QUERY_DEPTH: describe(z.coerce.number().int().min(2).max(50).default(12), {
      description: 'Deeper operations are refused as invalid documents.',
    }),
    MAX_QUERY_COST: describe(z.coerce.number().int().min(100).default(20_000), {
      description: 'Operations above this estimated cost are refused.',
    }),
    MAX_QUERY_TOKENS: describe(z.coerce.number().int().min(100).max(1_000_000).default(2_000), {
      description:
        'Documents with more tokens (names, punctuation, values) are refused with `GRAPHQL_PARSE_FAILED` before being parsed whole.',
    }),
    DOCUMENT_CACHE_MAX_BYTES: describe(
      z.coerce
        .number()
        .int()
        .min(0)
        .max(2 ** 31)
        .optional(),
      {
        shownDefault: "a tenth of V8's heap limit, at most 16777216 (16 MiB)",
        description:
          "Memory budget of the cache of parsed documents, counting each document's text and syntax tree; least recently used go first. Documents with a literal in a `@cardData` field or a card-number-like value anywhere in their text are never cached. `0` turns the cache off.",
      },
    ),
    COMPILED_EXECUTION_MAX_BYTES: describe(
      z.coerce
        .number()
        .int()
        .min(0)
        .max(2 ** 31)
        .optional(),
      {
        shownDefault: "a twentieth of V8's heap limit, at most 8388608 (8 MiB)",
        description:
          'Memory budget of compiled operations. An operation asked for a second time runs compiled by graphql-jit (about a third less CPU than graphql-js) when the one rule of `src/server/compilationRule.ts` finds that it answers exactly as graphql-js would (same data, errors and resolvers run; never a document holding card data); least recently used go first. `0`: graphql-js runs every operation. The metric `graphql_execution_engine_total` counts answers per engine.',
      },
    ),
    INTROSPECTION: describe(booleanFlag.optional(), {
      description:
        'Schema introspection (`__schema`, `__type`); refused as `GRAPHQL_VALIDATION_FAILED` when off.',
      shownDefault: 'on',
      production: 'Off unless `INTROSPECTION=true`.',
    }),
  },
} satisfies SettingsGroup;
