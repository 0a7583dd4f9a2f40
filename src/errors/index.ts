export { type ErrorCode, errorCodes } from './codes.ts';
export {
  authenticationValueReused,
  badUserInput,
  type FieldError,
  forbidden,
  idempotencyConflict,
  outcomeUnknown,
  storeUnavailable,
  storeUntrusted,
  type UpstreamDetails,
  unauthenticated,
  upstreamContractViolation,
  upstreamRejected,
  upstreamUnavailable,
} from './factories.ts';
export { circuitHint, toGraphQLError, upstreamCause } from './fromUpstream.ts';
