import { FieldErrors } from '../../http/errors.ts';
import { integerParam } from './paging.ts';

/** The spec's SPAB05 messages, word for word. */
export const messages = {
  entityEmpty: 'entity must not be empty',
  entityShape: 'entity must be 6 characters long and not contain I or O',
  date: 'start date is invalid; use ISO 8601 YYYY-MM-DD',
  page: 'page must be greater than 0',
  pageSize: 'page size must be greater than 0 and less than 500',
} as const;

/** Spec: 8 to 10 alphanumeric characters, prefix PN, PZ or PO. */
export const ubrPattern = /^(PN|PZ|PO)[0-9a-zA-Z]{6,8}$/;
export const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Paging {
  readonly pageNumber: number;
  readonly pageSize: number;
}

/**
 * pageNumber > 0 and 0 < pageSize < 500. On the filter search both are required (`defaults` undefined); the
 * UBR and id searches default them.
 */
export function readPaging(query: URLSearchParams, errors: FieldErrors, defaults?: Paging): Paging {
  const pageNumber = integerParam(query, 'pageNumber') ?? defaults?.pageNumber ?? Number.NaN;
  const pageSize = integerParam(query, 'pageSize') ?? defaults?.pageSize ?? Number.NaN;
  if (!(pageNumber > 0)) errors.add('pageNumber', messages.page);
  if (!(pageSize > 0 && pageSize < 500)) errors.add('pageSize', messages.pageSize);
  return { pageNumber, pageSize };
}

/** Defaults of the UBR and payment-id searches, whose paging the spec does not describe. */
export const lookupPagingDefaults: Paging = { pageNumber: 1, pageSize: 10 };

/** Runs `read` with a fresh collector and throws SPAB05 with every field message when any rule failed. */
export function validated<T>(read: (errors: FieldErrors) => T): T {
  const errors = new FieldErrors();
  const value = read(errors);
  errors.throwIfAny('SPAB05');
  return value;
}
