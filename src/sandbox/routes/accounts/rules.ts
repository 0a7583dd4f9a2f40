import type { IncomingHttpHeaders } from 'node:http';
import { mediaTypes } from '../../../contract/index.ts';
import { FieldErrors, fail } from '../../http/errors.ts';
import { acceptedTypes, accepts } from '../../http/media.ts';

/**
 * The sandbox's own codes for the account endpoints, whose error bodies the spec does not show. They use the
 * payment item search body shape.
 */
const accountCodes = {
  /** 400: a parameter broke a rule; `errors` names each. */
  invalid: 'SBXA01',
  /** 404: no account with that number. */
  accountNotFound: 'SBXA04',
  /** 406: Accept missing or not allowing application/json (the spec requires the header on account endpoints). */
  notAcceptable: 'SBXA06',
} as const;

export const accountNumberPattern = /^[0-9A-Za-z]{16}$/;
export const accountNumberMessage = 'accountNumber must be 16 alphanumeric characters';

/** The spec requires an Accept header on the account endpoints and gives them no vendor type: plain JSON. */
export function checkAccept(headers: IncomingHttpHeaders, vendor: string): void {
  if (acceptedTypes(headers).length === 0 || !accepts(headers, mediaTypes(vendor).json)) {
    fail(406, accountCodes.notAcceptable, 'The Accept header must allow application/json');
  }
}

/** Runs `read` with a fresh collector and throws SBXA01 with every field message when any rule failed. */
export function validated<T>(read: (errors: FieldErrors) => T): T {
  const errors = new FieldErrors();
  const value = read(errors);
  errors.throwIfAny(accountCodes.invalid);
  return value;
}

export function accountNotFound(): never {
  fail(404, accountCodes.accountNotFound, 'Account not found');
}
