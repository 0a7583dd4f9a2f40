import { z } from 'zod';
import { ruleError } from './identifiers.ts';
import { withRule } from './rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_RULE = 'must be a date in the form YYYY-MM-DD';
const DATE_TIME_RULE = 'must be an ISO 8601 date-time with a time zone';

/**
 * The longest range a statement or a payment item search takes, in days: a leap year, so a calendar year or the
 * last twelve months always fits. The gateway cuts it into the provider's windows (31 days for statements, 30
 * between the dates of a search) and stitches their lists; 366 days is at most 12 windows, which bounds the calls
 * of a `totalCount` (one per window) and of a page that has to look across empty windows.
 */
const maxRangeDays = 366;

/** `YYYY-MM-DD` of a Date, in UTC. */
function utcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function daysFromEpoch(value: string): number {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return Math.round(date.getTime() / DAY_MS);
}

/**
 * A calendar date as `YYYY-MM-DD`. Accepts the string or a Date (what graphql-scalars' `Date` scalar gives),
 * and always yields the string.
 */
export const isoDate = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? utcDate(value) : value),
  z.string({ error: ruleError(DATE_RULE) }).refine(isCalendarDate, withRule('INVALID_FORMAT', DATE_RULE)),
);

/** An instant: a Date (graphql-scalars' `DateTime`) or an ISO 8601 string with a zone; yields a Date. */
export const dateTime = z.preprocess(
  (value) =>
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
      ? new Date(value)
      : value,
  z.date({ error: ruleError(DATE_TIME_RULE) }),
);

/**
 * The payment item search's date rules (spec, area C): startDate after 0001-01-01, both before today (UTC),
 * startDate before endDate. The provider takes at most 30 days between them; longer ranges, up to
 * {@link maxRangeDays}, are searched window by window. Span and order problems are reported on `startDate`,
 * where the provider reports them. `now` is asked on every check, so that a schema holding the rule is built
 * once, not per request.
 */
export function paymentItemDateRule(now: () => Date) {
  return (value: { startDate: string; endDate: string }, ctx: z.RefinementCtx) => {
    const { startDate, endDate } = value;
    // Zod still runs this when a date failed its own refinement; those are already reported.
    if (!isCalendarDate(startDate) || !isCalendarDate(endDate)) return;
    const today = utcDate(now());
    const issue = (field: 'startDate' | 'endDate', message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message, params: { rule: 'OUT_OF_RANGE' } });
    if (startDate <= '0001-01-01') issue('startDate', 'must be after 0001-01-01');
    if (startDate >= today) issue('startDate', 'must be before today');
    if (endDate >= today) issue('endDate', 'must be before today');
    if (startDate >= endDate) issue('startDate', 'must be before endDate');
    else if (daysFromEpoch(endDate) - daysFromEpoch(startDate) > maxRangeDays) {
      issue('startDate', `must be at most ${maxRangeDays} days before endDate`);
    }
  };
}

/**
 * The account statement's range rules (spec, area D): `from` and `to` both in the past, `from` not after `to`.
 * The provider takes at most 31 days (31 × 24 hours); longer ranges, up to {@link maxRangeDays} × 24 hours, are
 * fetched window by window. Equal ends are allowed: the spec forbids equal dates only in the payment item search.
 * `now` is asked on every check (see {@link paymentItemDateRule}).
 */
export function statementDateRule(now: () => Date) {
  return (value: { from: Date; to: Date }, ctx: z.RefinementCtx) => {
    const { from, to } = value;
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return;
    const nowMs = now().getTime();
    const issue = (field: 'from' | 'to', message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message, params: { rule: 'OUT_OF_RANGE' } });
    if (from.getTime() >= nowMs) issue('from', 'must be in the past');
    if (to.getTime() >= nowMs) issue('to', 'must be in the past');
    if (from.getTime() > to.getTime()) issue('from', 'must not be after to');
    else if (to.getTime() - from.getTime() > maxRangeDays * DAY_MS) {
      issue('from', `must be at most ${maxRangeDays} days before to`);
    }
  };
}
