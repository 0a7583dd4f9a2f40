export { errorCodes } from './codes.ts';
export {
  authenticationValueReused,
  badUserInput,
  type FieldError,
  idempotencyConflict,
  outcomeUnknown,
  storeUnavailable,
  storeUntrusted,
} from './factories.ts';
export { toGraphQLError } from './fromUpstream.ts';
