export { errorCodes } from './codes.ts';
export {
  authenticationValueReused,
  badUserInput,
  type FieldError,
  outcomeUnknown,
  storeUnavailable,
  storeUntrusted,
} from './factories.ts';
export { type InputPathRules, withInputPaths } from './inputPaths.ts';
export { type RuleCode, ruleCodes } from './ruleCodes.ts';
