/**
 * The values of `extensions.code` (DESIGN.md "Errors"): the one catalogue, published in the schema as
 * `enum ErrorCode` (schema/errors.graphql; test/unit/errors/schemaEnums.spec.ts keeps the two equal). Business
 * outcomes such as a refused payout are data on the result, never one of these.
 */
export const errorCodes = {
  /** The input broke a rule; it never reached the provider. Carries `extensions.fieldErrors`. */
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  /** The provider refused the gateway's credentials. */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** The credentials are not entitled to the request. */
  FORBIDDEN: 'FORBIDDEN',
  /** The provider answered with a 4xx; `extensions.upstream` has its status, customCode and message. */
  UPSTREAM_REJECTED: 'UPSTREAM_REJECTED',
  /** The provider failed (5xx), timed out, or could not be reached. Safe to try again later. */
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  /** The provider answered something its published contract does not allow. */
  UPSTREAM_CONTRACT_VIOLATION: 'UPSTREAM_CONTRACT_VIOLATION',
  /** A transactionReference was reused with different input. */
  IDEMPOTENCY_CONFLICT: 'IDEMPOTENCY_CONFLICT',
  /** A money-moving request may or may not have happened; the key stays locked until it is settled. */
  OUTCOME_UNKNOWN: 'OUTCOME_UNKNOWN',
  /** The caller's cost budget is spent; `extensions.retryAfterMs` says when it refills. Nothing was run. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** The idempotency store could not be reached: the request was NOT sent to the provider. Retry. */
  STORE_UNAVAILABLE: 'STORE_UNAVAILABLE',
  /**
   * The idempotency store lost records and cannot prove the request new: it was NOT sent. Retry after
   * `extensions.retryAfterMs` (sales are paused until the lost records would have expired).
   */
  STORE_UNTRUSTED: 'STORE_UNTRUSTED',
  /** A sale carried a 3DS authenticationValue an earlier sale used; nothing was sent. Authenticate again. */
  AUTHENTICATION_VALUE_REUSED: 'AUTHENTICATION_VALUE_REUSED',
  /**
   * verify3ds was called before the customer finished the 3DS challenge; `extensions.upstream` has the provider's
   * answer. Retry verify3ds once the challenge has returned to the returnUrl (before it expires).
   */
  CHALLENGE_NOT_COMPLETED: 'CHALLENGE_NOT_COMPLETED',
  /**
   * A subscription stream was refused: its caller holds the most streams allowed (HTTP 429), or the process does
   * (HTTP 503); `extensions.scope` says which, `extensions.limit` the cap. Nothing was run or charged.
   */
  TOO_MANY_STREAMS: 'TOO_MANY_STREAMS',
  /**
   * The field needs something this deployment does not run: e.g. `Merchant.moneyRequests` lists records that only
   * PostgreSQL (DATABASE_URL) or the development memory store can list, not Redis. Permanent until reconfigured.
   */
  NOT_AVAILABLE: 'NOT_AVAILABLE',
  // Codes of the transport and of Apollo Server: a caller sees them too, so the one catalogue lists them.
  /** The document does not parse, or has more tokens than allowed. */
  GRAPHQL_PARSE_FAILED: 'GRAPHQL_PARSE_FAILED',
  /** The document is not valid against the schema, or is over a limit (depth, aliases, cost). */
  GRAPHQL_VALIDATION_FAILED: 'GRAPHQL_VALIDATION_FAILED',
  /** The HTTP request is malformed: body, JSON, variables of the wrong type, headers over the size limit. */
  BAD_REQUEST: 'BAD_REQUEST',
  /** A mutation sent with GET, or an operation with a method other than GET and POST. */
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  /** An operation using a `@cardData` field sent with GET. Nothing ran. */
  CARD_DATA_OVER_GET: 'CARD_DATA_OVER_GET',
  /** A raw query where only trusted documents run. Nothing ran. */
  PERSISTED_DOCUMENT_REQUIRED: 'PERSISTED_DOCUMENT_REQUIRED',
  /** A `documentId` that is not in the trusted documents' manifest. Nothing ran. */
  PERSISTED_DOCUMENT_NOT_FOUND: 'PERSISTED_DOCUMENT_NOT_FOUND',
  /** A preflight from an origin not in CORS_ORIGINS (HTTP 403). */
  CORS_ORIGIN_NOT_ALLOWED: 'CORS_ORIGIN_NOT_ALLOWED',
  /** The request arrived while the gateway was shutting down (HTTP 503). Nothing ran. */
  SHUTTING_DOWN: 'SHUTTING_DOWN',
  /** A bug in the gateway: logged with the request id, no details answered. */
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
