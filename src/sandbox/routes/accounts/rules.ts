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
  /** 406: Accept missing or not allowing the endpoint's type (the spec requires the header on account endpoints). */
  notAcceptable: 'SBXA06',
} as const;

export const accountNumberPattern = /^[0-9A-Za-z]{16}$/;
export const accountNumberMessage = 'accountNumber must be 16 alphanumeric characters';

/**
 * The spec requires an Accept header on the account endpoints; the provider's documentation gives each its own
 * versioned type (`accounts.statements-v1`, `accounts.balance-v1`). Returns the headers to answer with.
 */
export function checkAccept(
  headers: IncomingHttpHeaders,
  vendor: string,
  area: 'statements' | 'balances',
): Record<string, string> {
  const type = mediaTypes(vendor)[area];
  if (acceptedTypes(headers).length === 0 || !accepts(headers, type)) {
    fail(406, accountCodes.notAcceptable, `The Accept header must allow ${type}`);
  }
  return { 'content-type': type };
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
