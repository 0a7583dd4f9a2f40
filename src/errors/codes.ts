/**
 * Terminology: the *error catalogue* is every value of `extensions.code` a caller can meet (DESIGN.md "Errors"),
 * each with what a caller reads about it. It is the one source of three things: the `errorCodes` the gateway
 * raises, the schema's `enum ErrorCode` (schema/errors.graphql) and docs/errors.md, both written from it by
 * `npm run errors:reference` and checked for drift in CI (`npm run errors:check`). Business outcomes such as a
 * refused payout are data on the result, never one of these.
 */

/** What a caller reads about one error code. */
export interface ErrorDoc {
  /** The description of the schema's enum value: a sentence or two, for clients' generated types. */
  readonly summary: string;
  /** When it happens, with the extensions it carries (docs/errors.md). */
  readonly when: string;
  /** What the caller should do. */
  readonly action: string;
  /** Whether, and when, to send the request again. */
  readonly retry: string;
}

/**
 * The description of `enum ErrorCode`.
 * @internal Read by scripts/errorReference.ts (docs/errors.md, schema/errors.graphql) and its tests.
 */
export const errorCodeSummary =
  "The values of `extensions.code` on every GraphQL error this API answers: a closed list, so a client can switch over it (generate it with your codegen; a new value is announced in the changelog as a dangerous change). Every error also carries `extensions.requestId`, the id of the answer's `x-request-id` header: quote it in a support request. Business outcomes, such as a refused payout, are data on the result and never an error.";

/**
 * The catalogue, in the order of `enum ErrorCode`.
 * @internal Read by scripts/errorReference.ts (docs/errors.md, schema/errors.graphql) and its tests.
 */
export const errorCatalogue = {
  BAD_USER_INPUT: {
    summary:
      'The input broke a rule; nothing reached the provider. `extensions.fieldErrors` lists each field with its `FieldRuleCode`. Fix the input and send again.',
    when: 'The input broke a rule. `extensions.fieldErrors: [{ path, rule, message }]` names every bad field, its rule code ([field rules](#field-rules)) and the rule in words, never the value. The provider was not called.',
    action: 'Fix the fields named and send again.',
    retry: 'After fixing the input',
  },
  UNAUTHENTICATED: {
    summary: "The caller's credential is missing, unknown, invalid or expired (HTTP 401).",
    when: "The caller's credential is missing, unknown, invalid or expired (HTTP 401). Never the provider refusing the gateway's own credentials: that is `UPSTREAM_CREDENTIALS_REJECTED`.",
    action: 'Send a valid API key or bearer token.',
    retry: 'With a valid credential',
  },
  FORBIDDEN: {
    summary: 'The caller may not act for the merchant entity named in `extensions.field`.',
    when: "The caller may not act for the merchant entity named in `extensions.field` (the provider was not called); or no payout the caller may read has the id in `extensions.field` (it was not answered for one of its entities, or was altered: the same answer whether the payout is another entity's or does not exist). Never the provider refusing the gateway's entitlements: that is `UPSTREAM_NOT_ENTITLED`.",
    action: 'Use an entity the credential is entitled to.',
    retry: 'No',
  },
  UPSTREAM_CREDENTIALS_REJECTED: {
    summary:
      "The provider refused the gateway's own credentials (its 401): an operator's problem, not the caller's. Nothing was done; try again later.",
    when: "The provider answered 401 to the gateway: its credentials (`UPSTREAM_USERNAME`, `UPSTREAM_PASSWORD`) are wrong, expired or revoked. `extensions.upstream` has the provider's status, code and message. The caller's own credential was accepted. Logged at `warn` once when an area starts refusing and once when it accepts again, counted in `upstream_refused`, shown in `/readyz`. For a payout or sale: not sent, certainly not paid.",
    action:
      'Do not ask the user to log in again. Show "payments are unavailable", and tell the operator (quote the request id).',
    retry: 'Yes, later, with the same input',
  },
  UPSTREAM_NOT_ENTITLED: {
    summary:
      "The provider says the gateway's credentials are not entitled to this request (its 403, e.g. for this merchant entity): an operator's problem, not the caller's.",
    when: "The provider answered 403 to the gateway (`SPAF18`: not entitled by the token's entitlements): the gateway's provider account lacks an entitlement, often for the entity asked. `extensions.upstream` has the provider's status, code and message. Logged at `warn` once per change, counted in `upstream_refused`, shown in `/readyz`. For a payout or sale: not sent, certainly not paid.",
    action: 'Tell the operator: the provider account must be entitled (quote the request id and the entity).',
    retry: 'Not before the operator acted',
  },
  UPSTREAM_RATE_LIMITED: {
    summary:
      "The provider limits the gateway's rate (its 429). Nothing was done; retry after `extensions.retryAfterMs` when given.",
    when: "The provider answered 429: it takes no more requests from the gateway for now. `extensions.retryAfterMs` carries the provider's `Retry-After` when it sent one. Not the caller's own budget (that is `RATE_LIMITED`). For a payout or sale: not sent, certainly not paid; the same `transactionReference` may be sent again.",
    action: 'Wait `retryAfterMs` (or a few seconds), then send the same request again.',
    retry: 'Yes, after `retryAfterMs`',
  },
  UPSTREAM_REJECTED: {
    summary:
      'The provider refused the request (4xx): `extensions.upstream` has its status, code, message and field errors.',
    when: "The provider refused the request (4xx): `extensions.upstream { status, customCode, message, fieldErrors }`, with the provider's field paths turned into input paths where they name one.",
    action: 'Read `upstream`; fix the input it names.',
    retry: 'Not unchanged',
  },
  UPSTREAM_UNAVAILABLE: {
    summary:
      'The provider failed (5xx), timed out or could not be reached. Try again later; money-moving mutations with the same `transactionReference`.',
    when: 'Timeout, connection failure or 5xx. With `extensions.retryAfterMs` when the circuit of that provider area is open: the request was not sent (for a payout: certainly not paid).',
    action: 'Try again later; money-moving mutations with the same `transactionReference`.',
    retry: 'Yes, later',
  },
  UPSTREAM_CONTRACT_VIOLATION: {
    summary:
      'The provider answered something its published contract does not allow. For a payout, query it by reference before paying again.',
    when: 'The provider answered something its spec does not allow (logged without card data).',
    action: 'Tell the operator; for a payout, query it by reference before paying again.',
    retry: 'Not before the operator looked',
  },
  IDEMPOTENCY_CONFLICT: {
    summary:
      'The `transactionReference` was used with other input (`extensions.reason: DIFFERENT_INPUT`), or the same request is still running (`IN_PROGRESS`).',
    when: 'The `transactionReference` was used with other input (`extensions.reason: DIFFERENT_INPUT`), or the same request is still running (`IN_PROGRESS`).',
    action: 'Different input: use a new reference. In progress: wait and send the same request again.',
    retry: '`IN_PROGRESS` only',
  },
  OUTCOME_UNKNOWN: {
    summary:
      "A money-moving request's answer was lost and its outcome is not known yet. Send the same input again (after `extensions.retryAfterMs` when given), never with a new reference.",
    when: "A payment's answer was lost and the provider could not tell us its outcome. The key stays locked until it is settled.",
    action:
      "Send the same input again (after `extensions.retryAfterMs` when given: until then the provider's silence proves nothing); never with a new reference.",
    retry: 'Yes, same input',
  },
  RATE_LIMITED: {
    summary:
      "The caller's cost budget cannot pay for the operation (HTTP 429): wait `extensions.retryAfterMs`. Nothing ran.",
    when: "The caller's budget cannot pay for the operation's cost: HTTP 429, `Retry-After` (seconds) and `extensions.retryAfterMs`. Nothing ran, the provider was not called, and the refusal costs nothing. An operation costing more than a whole budget is refused the same way with `extensions { cost, limit }` and no retry time.",
    action: 'Wait `retryAfterMs`; with `cost` and `limit`, ask for fewer items.',
    retry: 'After `retryAfterMs` (never when `cost` > `limit`)',
  },
  STORE_UNAVAILABLE: {
    summary: 'The idempotency store could not be reached: the request was not sent. Send it again.',
    when: "The money records' store (PostgreSQL) could not be reached, refused, or was slower than 2 s per statement. The request was **not** sent. Also on `payout(id)` / `node(id)` for a payout, whose owner is kept in the same store.",
    action: 'Send it again (same `transactionReference`).',
    retry: 'Yes',
  },
  STORE_UNTRUSTED: {
    summary:
      'The idempotency store lost records and cannot prove the request new: it was not sent. Send it again after `extensions.retryAfterMs`.',
    when: 'The idempotency store lost records and cannot tell this request from one already carried out. It was **not** sent. Sales are paused until the lost records would have expired.',
    action: 'Send it again after `extensions.retryAfterMs`.',
    retry: 'After `retryAfterMs`',
  },
  AUTHENTICATION_VALUE_REUSED: {
    summary:
      'A sale carried a 3-D Secure `authenticationValue` an earlier sale used; nothing was sent. Authenticate again.',
    when: 'A sale carried a 3DS `authenticationValue` an earlier sale used (`extensions.fieldErrors` names the field, rule `ALREADY_USED`). Not sent.',
    action: 'Authenticate the customer again and sell with the new value.',
    retry: 'With a new authentication',
  },
  CHALLENGE_NOT_COMPLETED: {
    summary:
      '`verify3ds` was called before the customer finished the challenge. Call it again once the challenge has returned to your `returnUrl`.',
    when: '`verify3ds` was called before the customer finished the 3DS challenge (the provider answered 409; its answer is under `extensions.upstream`).',
    action: 'Wait for the challenge to return to your `returnUrl`, then call `verify3ds` again.',
    retry: 'Yes, after the challenge (before it expires)',
  },
  TOO_MANY_STREAMS: {
    summary:
      'A subscription stream was refused at a cap on open streams (`extensions.scope`, `extensions.limit`). Nothing ran.',
    when: 'A subscription stream at `/graphql/stream` was refused at a cap on open streams: the caller already holds `STREAM_MAX_PER_CALLER` streams in that process (HTTP 429, `extensions.scope: "caller"`), or the process holds `STREAM_MAX_TOTAL` (HTTP 503 with `Retry-After`, `scope: "total"`); `extensions.limit` is the cap. Nothing ran and nothing was charged.',
    action:
      'Caller: close a stream you no longer read (or follow several payouts in fewer streams). Total: try again later.',
    retry: 'Caller: after closing one; total: after `Retry-After`',
  },
  NOT_AVAILABLE: {
    summary:
      'The field needs something this deployment does not run. It stays so until the deployment is reconfigured: do not retry.',
    when: 'The field needs something this deployment does not run (no field raises it at present: `Merchant.moneyRequests` did while the money records could be in Redis). The field answers null; the rest of the operation answers.',
    action: 'Leave the field out; ask the operator.',
    retry: 'No',
  },
  GRAPHQL_PARSE_FAILED: {
    summary: 'The document does not parse, or has more tokens than allowed. Fix the operation.',
    when: 'The document does not parse, or has more tokens than `MAX_QUERY_TOKENS` (refused before it is parsed whole).',
    action: 'Fix the operation.',
    retry: 'No',
  },
  GRAPHQL_VALIDATION_FAILED: {
    summary:
      'The document is not valid against the schema, or is over a limit (depth, aliases, cost). Fix the operation.',
    when: 'The document is not valid against the schema, or is over a limit (depth, aliases, cost).',
    action: 'Fix the operation.',
    retry: 'No',
  },
  BAD_REQUEST: {
    summary:
      'The HTTP request is malformed: body, JSON, variables of the wrong type, an `operationName` the document does not define, headers over the size limit.',
    when: "Malformed body or variables of the wrong type; an `operationName` the document does not define, or none for a document of several operations. Malformed HTTP and oversized headers (Node's parser) answer 400 or 431 with this same JSON body and close the connection.",
    action: 'Fix the request.',
    retry: 'No',
  },
  METHOD_NOT_ALLOWED: {
    summary: 'A mutation sent with GET, or an operation sent with a method other than GET and POST.',
    when: 'A mutation sent with GET (405, `Allow: POST`), or an operation sent with a method other than GET and POST.',
    action: 'Send mutations with POST; queries may use GET or POST.',
    retry: 'No',
  },
  NOT_FOUND: {
    summary:
      'HTTP 404: nothing is served at the path asked for. The API is at `/graphql` (subscriptions at `/graphql/stream`).',
    when: 'HTTP 404 to a path the gateway does not serve (the API is at `/graphql`, subscriptions at `/graphql/stream`). An object that does not exist is never this: a lookup answers `null`.',
    action: 'Fix the URL.',
    retry: 'No',
  },
  CARD_DATA_OVER_GET: {
    summary: 'An operation using a `@cardData` field was sent with GET. Send it with POST.',
    when: 'An operation using a `@cardData` field (card number, CVC, tokens), written in the document or through a variable, sent with GET. Nothing ran.',
    action: 'Send it with POST: a GET puts the operation in its URL.',
    retry: 'No',
  },
  PERSISTED_DOCUMENT_REQUIRED: {
    summary:
      "A raw query where only trusted documents run. Send the `documentId` of a document from your build's manifest.",
    when: 'A raw query where only trusted documents run (`TRUSTED_DOCUMENTS_ENFORCE=true`). Nothing ran.',
    action: 'Send the `documentId` of a document from the manifest your client build produced.',
    retry: 'No',
  },
  PERSISTED_DOCUMENT_NOT_FOUND: {
    summary: "A `documentId` that is not in the trusted documents' manifest.",
    when: 'A `documentId` that is not in the manifest. Nothing ran.',
    action: 'Send the `documentId` of a document from the manifest your client build produced.',
    retry: 'No',
  },
  CORS_ORIGIN_NOT_ALLOWED: {
    summary: "A browser's preflight from an origin the gateway does not allow (HTTP 403).",
    when: 'HTTP 403 to a preflight from an origin not in `CORS_ORIGINS`.',
    action: "Add the page's origin to `CORS_ORIGINS`.",
    retry: 'No',
  },
  SHUTTING_DOWN: {
    summary:
      'The request arrived while the gateway was shutting down (HTTP 503). Send it again on a new connection.',
    when: 'HTTP 503 with `Connection: close`: the request arrived on an open connection while the gateway was shutting down. Nothing ran.',
    action: 'Send it again on a new connection.',
    retry: 'Yes',
  },
  INTERNAL_SERVER_ERROR: {
    summary:
      'A bug in the gateway, logged with the request id; no details are answered. Report it with `extensions.requestId`.',
    when: 'A bug in the gateway (logged with the request id, no details answered).',
    action: 'Report it with the `x-request-id`.',
    retry: 'Not unchanged',
  },
} as const satisfies Record<string, ErrorDoc>;

/** Each key of a catalogue as its own value: `{ CODE: 'CODE' }`, so that code reads `errorCodes.CODE`. */
export function codesOf<T extends object>(catalogue: T): { readonly [K in keyof T]: K } {
  return Object.fromEntries(Object.keys(catalogue).map((code) => [code, code])) as {
    readonly [K in keyof T]: K;
  };
}

/** The values of `extensions.code`, by name. */
export const errorCodes = codesOf(errorCatalogue);

export type ErrorCode = keyof typeof errorCatalogue;
