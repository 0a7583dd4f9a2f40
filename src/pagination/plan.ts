/** One request to a page-numbered provider list: items [(pageNumber - 1) * pageSize, pageNumber * pageSize). */
export interface PageRequest {
  /** 1-based, as the provider counts. */
  pageNumber: number;
  pageSize: number;
}

/**
 * The provider pages that cover the window [start, end) with the fewest calls, then the least data.
 *
 * One page when some size p in [end - start, providerMaxPageSize] puts the whole window inside one page; the
 * smallest such p wins. Otherwise two consecutive pages of size end - start: a page at least as long as the
 * window can be crossed by at most one page boundary, so the page holding `start` and the next one cover it.
 * Two pages are rare but real (e.g. [195, 201) with a maximum of 10); for windows of up to 100 items against
 * a maximum of 499 or 500, an exhaustive check of every start below 5,000,000 found none.
 *
 * @throws RangeError when the window is empty, negative, or longer than the provider's maximum page.
 */
export function planPages(start: number, end: number, providerMaxPageSize: number): PageRequest[] {
  const length = end - start;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || length < 1) {
    throw new RangeError('window must be a non-empty range of non-negative offsets');
  }
  if (length > providerMaxPageSize) throw new RangeError('window is longer than the provider page');
  for (let size = length; size <= providerMaxPageSize; size += 1) {
    const page = Math.floor(start / size);
    if (page === Math.floor((end - 1) / size)) return [{ pageNumber: page + 1, pageSize: size }];
  }
  const page = Math.floor(start / length);
  return [
    { pageNumber: page + 1, pageSize: length },
    { pageNumber: page + 2, pageSize: length },
  ];
}
