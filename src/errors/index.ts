export { type ErrorCode, errorCodes } from './codes.ts';
export {
  badUserInput,
  type FieldError,
  forbidden,
  idempotencyConflict,
  outcomeUnknown,
  type UpstreamDetails,
  unauthenticated,
  upstreamContractViolation,
  upstreamRejected,
  upstreamUnavailable,
} from './factories.ts';
export { toGraphQLError } from './fromUpstream.ts';
