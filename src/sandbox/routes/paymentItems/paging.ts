/** One page of a list: 1-based `pageNumber`; a page past the end is empty, not an error. */
export interface Page<T> {
  readonly items: T[];
  readonly pageNumber: number;
  readonly pageSize: number;
  /** ceil(total / pageSize); 0 when there are no records. */
  readonly pageCount: number;
  readonly totalNumberOfRecords: number;
}

export function pageOf<T>(all: readonly T[], pageNumber: number, pageSize: number): Page<T> {
  const start = (pageNumber - 1) * pageSize;
  return {
    items: all.slice(start, start + pageSize),
    pageNumber,
    pageSize,
    pageCount: Math.ceil(all.length / pageSize),
    totalNumberOfRecords: all.length,
  };
}

/**
 * A positive integer query value: undefined when absent (caller applies its default), NaN when present but not a
 * whole number, so that `pageNumber=abc` and `pageNumber=` are refused rather than defaulted.
 */
export function integerParam(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  return /^-?\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
}
