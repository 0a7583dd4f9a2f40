/**
 * Terminology: a *window* is one sub-range of a caller's date range that the provider accepts in one search
 * (statements span at most 31 days, payment item searches at most 30 days between their dates). A range longer
 * than that is cut into consecutive windows, in the provider's order of results (ascending by date, so the
 * earliest window first), and the lists of the windows, one after the other, are the caller's list.
 */

const dayMs = 24 * 60 * 60 * 1000;

/** A range of instants, start-inclusive and end-exclusive, as the statement endpoint reads it. */
export interface InstantWindow {
  readonly from: Date;
  readonly to: Date;
}

/**
 * Cuts [from, to) into windows of `maxDays` × 24 hours, the last one shorter. End-exclusive windows that touch
 * neither miss nor repeat an instant. An empty range (from = to) is one empty window: the caller's list is empty
 * but still has a place for `totalCount` to come from.
 *
 * @throws RangeError when `to` is before `from` or `maxDays` is not a positive whole number.
 */
export function instantWindows(from: Date, to: Date, maxDays: number): InstantWindow[] {
  if (!Number.isInteger(maxDays) || maxDays < 1) throw new RangeError('maxDays must be a positive integer');
  const start = from.getTime();
  const end = to.getTime();
  if (!(end >= start)) throw new RangeError('to must not be before from');
  const windows: InstantWindow[] = [];
  let at = start;
  do {
    const next = Math.min(end, at + maxDays * dayMs);
    windows.push({ from: new Date(at), to: new Date(next) });
    at = next;
  } while (at < end);
  return windows;
}

/** A range of calendar days `YYYY-MM-DD`, both ends included, as the payment item search reads it. */
export interface DayWindow {
  readonly startDate: string;
  readonly endDate: string;
}

function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / dayMs);
}

function dateOf(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

/**
 * Cuts the days [startDate, endDate] (both included) into windows whose end is at most `maxSpanDays` after
 * their start (so `maxSpanDays + 1` days each), the next window starting the day after. The search refuses a
 * window whose dates are equal, so a lone last day is never left over: the window before it gives up its last
 * day instead (31 + 1 days become 30 + 2).
 *
 * @throws RangeError when the dates are not in the form YYYY-MM-DD, `endDate` is not after `startDate`, or
 *   `maxSpanDays` is below 2 (a two-day window could not spare a day).
 */
export function dayWindows(startDate: string, endDate: string, maxSpanDays: number): DayWindow[] {
  if (!Number.isInteger(maxSpanDays) || maxSpanDays < 2) {
    throw new RangeError('maxSpanDays must be an integer of at least 2');
  }
  const first = dayNumber(startDate);
  const last = dayNumber(endDate);
  if (!Number.isFinite(first) || !Number.isFinite(last) || last <= first) {
    throw new RangeError('endDate must be a date after startDate');
  }
  const windows: DayWindow[] = [];
  let at = first;
  while (at <= last) {
    let end = Math.min(last, at + maxSpanDays);
    if (end === last - 1) end -= 1;
    windows.push({ startDate: dateOf(at), endDate: dateOf(end) });
    at = end + 1;
  }
  return windows;
}
