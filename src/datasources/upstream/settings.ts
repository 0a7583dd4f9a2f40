import { z } from 'zod';
import { booleanFlag, describe, positiveMs, type SettingsGroup } from '../../settings/setting.ts';

/** A query parameter name the statement call does not already use for something else. */
const queryName = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
const statementQueryNames = new Set(['accountNumber', 'startDate', 'endDate']);

/** Two distinct parameter names, `<page number>,<page size>`. */
const statementPageParams = z.string().refine((text) => {
  const names = text.split(',').map((name) => name.trim());
  return (
    names.length === 2 &&
    names[0] !== names[1] &&
    names.every((name) => queryName.test(name) && !statementQueryNames.has(name))
  );
}, 'must be two distinct query parameter names, `<page number>,<page size>` (letters, digits, `_`, `.`, `-`), other than accountNumber, startDate and endDate');

/** The connection to the provider's REST API. */
export const upstreamGroup = {
  title: 'Provider',
  summary:
    'The provider the gateway talks to: unset, the embedded sandbox; set, the real one with its credentials. Timeouts, connections and circuit breakers of every provider call.',
  env: {
    UPSTREAM_BASE_URL: describe(z.url({ protocol: /^https?$/ }).optional(), {
      description: "The provider's base URL. Unset: start the embedded sandbox and use it.",
      production: 'Refused unset (the embedded sandbox) unless `ALLOW_PRODUCTION_SANDBOX=true`.',
    }),
    UPSTREAM_USERNAME: describe(z.string().min(1).optional(), {
      secret: true,
      description:
        'HTTP Basic user name for the provider; required with `UPSTREAM_BASE_URL`. With the sandbox, it also becomes its credential.',
      shownDefault: 'the sandbox dev pair',
    }),
    UPSTREAM_PASSWORD: describe(z.string().min(1).optional(), {
      secret: true,
      description: 'HTTP Basic password for the provider; required with `UPSTREAM_BASE_URL`.',
      shownDefault: 'the sandbox dev pair',
    }),
    UPSTREAM_MEDIA_VENDOR: describe(
      z
        .string()
        .regex(/^[a-z0-9.-]+$/)
        .default('provider'),
      { description: "The `<vendor>` segment of the provider's media types (`application/vnd.<vendor>.…`)." },
    ),
    UPSTREAM_WALLETS: describe(z.string().default(''), {
      description:
        "Wallets the schema's `Wallet` enum does not name, as `name:suffix,…` (e.g. `SAMSUNG_PAY:samsungpay`): the suffix fills the spec's `<wallet>pay` placeholder (lower-case letters and digits ending in `pay`). Callers select them with `walletName`. Empty: the enum's wallets only.",
    }),
    UPSTREAM_CONNECTIONS: describe(z.coerce.number().int().min(1).max(1024).default(128), {
      description:
        'Keep-alive connections to the provider (one undici `Pool`), opened only as calls need them. Size it for concurrent operations × provider calls per operation (a `nodes(ids:)` of ten items, a statement window over two pages): calls beyond it wait for a free connection, and that wait counts against the call’s deadline.',
    }),
    // Bounded so that one upstream call, queueing included, ends well within the idempotency store's pending
    // timeout (src/stores/idempotency/store.ts): a payout still in flight must never look abandoned.
    UPSTREAM_CONNECT_TIMEOUT_MS: describe(z.coerce.number().int().min(1).max(10_000).default(2_000), {
      description: 'Connect timeout of a provider call.',
    }),
    UPSTREAM_HEADERS_TIMEOUT_MS: describe(z.coerce.number().int().min(1).max(30_000).default(15_000), {
      description: 'Time to the response headers of a provider call.',
    }),
    UPSTREAM_BODY_TIMEOUT_MS: describe(z.coerce.number().int().min(1).max(30_000).default(15_000), {
      description: 'Time between the body chunks of a provider answer.',
    }),
    UPSTREAM_BREAKER_THRESHOLD: describe(z.coerce.number().int().min(0).max(1_000).default(5), {
      description:
        'Circuit breaker per provider area: this many consecutive failures of that area (no answer, timeout or 5xx; never a 4xx) open its circuit, and only its calls fail fast. `0` turns the breakers off.',
    }),
    UPSTREAM_BREAKER_COOLDOWN_MS: describe(positiveMs.default(10_000), {
      description:
        'How long an open circuit answers `UPSTREAM_UNAVAILABLE` (with `extensions.retryAfterMs`) without calling the provider; then one trial call closes it again or reopens it.',
    }),
    UPSTREAM_STATEMENT_PAGE_PARAMS: describe(statementPageParams.default('pageNumber,pageSize'), {
      description:
        'The names of the account statement\'s paging query parameters, as `<page number>,<page size>`. The spec: "page number (default 1) and page size (1 to 500, default 1) are supported; the names of the paging query parameters: not shown"; the default takes the payment item search\'s names. Every statement answer must echo the page number and size asked for: one that does not (a provider reading other names pages at its defaults, page 1 of size 1) is answered as `UPSTREAM_CONTRACT_VIOLATION`, never as a shorter page, and logged with a line naming this setting.',
    }),
    UPSTREAM_PAYOUTS_NETWORK_TOKEN_BILLING_ADDRESS: describe(booleanFlag.default(false), {
      description:
        'Lets a payout to a network token carry a `billingAddress`. `false` follows the spec (address only with `card` and `walletNetworkToken`; refused as `BAD_USER_INPUT` before the network); `true` for newer payout versions that accept it. The embedded sandbox follows the same setting.',
    }),
  },
} satisfies SettingsGroup;
