const MiB = 2 ** 20;

/** The default memory budgets of the caches that fill with traffic, in bytes. */
export interface CacheBudgets {
  /** Parsed documents (DOCUMENT_CACHE_MAX_BYTES). */
  readonly documents: number;
  /** graphql-jit's compiled operations (COMPILED_EXECUTION_MAX_BYTES). */
  readonly compiled: number;
}

/**
 * The caches' default budgets for a V8 heap limit of `heapLimitBytes`: a tenth of it for parsed documents and a
 * twentieth for compiled operations, at most 16 and 8 MiB (what a busy gateway's distinct operations fill, and the
 * defaults before the heap was capped). Full, they then take 15% of the heap at most, so a heap sized from a small
 * container (src/memory/heapSize.ts) keeps room for the requests in flight: the process would be stopped by V8
 * rather than evict from a cache that outgrew it.
 */
export function cacheBudgetsFor(heapLimitBytes: number): CacheBudgets {
  return {
    documents: Math.min(16 * MiB, Math.floor(heapLimitBytes / 10)),
    compiled: Math.min(8 * MiB, Math.floor(heapLimitBytes / 20)),
  };
}
