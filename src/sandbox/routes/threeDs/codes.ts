import type { FieldStyle } from '../../http/fields.ts';

/**
 * Error codes of the sandbox's 3DS area. The spec shows no error bodies for 3DS, so the sandbox answers with the
 * payment item search body shape and codes of its own (the `SBX3` prefix marks them as the sandbox's).
 */
export const threeDsErrorCodes = {
  /** 400: the request breaks one or more rules of the spec's tables; `errors` maps JSON paths to rules. */
  invalidRequest: 'SBX301',
  /** 406: the Accept header does not allow the verifications v2 HAL media type. */
  notAcceptable: 'SBX302',
  /** 404: no challenge with this reference for this transactionReference and entity. */
  challengeNotFound: 'SBX303',
  /** 409: the customer has not finished the challenge yet (and its token has not expired). */
  challengeNotCompleted: 'SBX304',
} as const;

/**
 * 3DS field messages are the bare rule (`is required`): the error's key already names the field. No string may be
 * blank, required or not.
 */
export const threeDsFieldStyle: FieldStyle = { label: 'none', blank: 'notBlank' };
