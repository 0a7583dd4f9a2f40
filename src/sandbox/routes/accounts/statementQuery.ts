import type { FieldErrors } from '../../http/errors.ts';
import type { Readings } from '../../readings.ts';
import { integerParam } from '../paymentItems/paging.ts';

/** Longest statement range: 31 days. */
const maxSpanMs = 31 * 86_400_000;
/** Statement page size bounds and defaults per the spec. */
const statementPaging = { defaultPageNumber: 1, defaultPageSize: 1, maxPageSize: 500 } as const;

export interface StatementQuery {
  readonly accountNumber: string;
  readonly from: Date;
  readonly to: Date;
  readonly pageNumber: number;
  readonly pageSize: number;
}

const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]00:?00)$/;

/**
 * An ISO 8601 date-time in UTC (`Z` or a zero offset), seconds and fractions optional; undefined when the text
 * is not one or names a day that does not exist.
 */
function parseUtcDateTime(raw: string | null): Date | undefined {
  const m = raw ? dateTimePattern.exec(raw) : null;
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s = '0', frac = '0'] = m;
  const ms = Math.floor(Number(`0.${frac}`) * 1000);
  const at = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms));
  const valid =
    at.getUTCFullYear() === Number(y) &&
    at.getUTCMonth() === Number(mo) - 1 &&
    at.getUTCDate() === Number(d) &&
    at.getUTCHours() === Number(h) &&
    at.getUTCMinutes() === Number(mi) &&
    at.getUTCSeconds() === Number(s);
  return valid ? at : undefined;
}

function readDateTime(q: URLSearchParams, errors: FieldErrors, name: string, now: Date): Date | undefined {
  const at = parseUtcDateTime(q.get(name));
  if (!at) errors.add(name, `${name} must be an ISO 8601 UTC date-time, e.g. 2024-01-31T00:00:00Z`);
  else if (at.getTime() >= now.getTime()) errors.add(name, `${name} must be in the past`);
  else return at;
  return undefined;
}

/**
 * Every rule of the statement endpoint: an account number (a string: the 16 characters are the balance
 * endpoint's rule, not this one's), both dates in the past, start not after end (equal ends are allowed: the
 * spec forbids equal dates only in the payment item search), at most 31 days, paging under the names the reading
 * `statementPageParams` gives (readings.ts).
 */
export function readStatementQuery(
  q: URLSearchParams,
  errors: FieldErrors,
  now: Date,
  names: Readings['statementPageParams'],
): StatementQuery {
  const accountNumber = q.get('accountNumber') ?? '';
  if (accountNumber === '') errors.add('accountNumber', 'accountNumber must not be empty');
  const from = readDateTime(q, errors, 'startDate', now);
  const to = readDateTime(q, errors, 'endDate', now);
  if (from && to && to.getTime() < from.getTime())
    errors.add('endDate', 'endDate must not be before startDate');
  else if (from && to && to.getTime() - from.getTime() > maxSpanMs) {
    errors.add('endDate', 'endDate must be at most 31 days after startDate');
  }
  // Parameters under other names are ignored, as any unknown parameter is: the spec's defaults apply.
  const pageNumber = integerParam(q, names.pageNumber) ?? statementPaging.defaultPageNumber;
  const pageSize = integerParam(q, names.pageSize) ?? statementPaging.defaultPageSize;
  if (!(pageNumber > 0))
    errors.add(names.pageNumber, `${names.pageNumber} must be an integer greater than 0`);
  if (!(pageSize >= 1 && pageSize <= statementPaging.maxPageSize)) {
    errors.add(names.pageSize, `${names.pageSize} must be an integer from 1 to 500`);
  }
  return { accountNumber, from: from ?? now, to: to ?? now, pageNumber, pageSize };
}
