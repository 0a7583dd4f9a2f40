export { type ErrorCode, errorCodes } from './codes.ts';
export {
  authenticationValueReused,
  badUserInput,
  type FieldError,
  forbidden,
  outcomeUnknown,
  storeUnavailable,
  storeUntrusted,
  type UpstreamDetails,
  unauthenticated,
  upstreamContractViolation,
  upstreamRejected,
  upstreamUnavailable,
} from './factories.ts';
export { toGraphQLError } from './fromUpstream.ts';
