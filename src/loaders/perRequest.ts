import DataLoader from 'dataloader';

/**
 * A per-request loader: DataLoader, the loader layer of the house. Each request builds its own, so nothing is
 * cached across callers.
 */
export type Loader<K, V> = DataLoader<K, V, unknown>;

/**
 * A read that has no batch (the provider has no batch endpoints): made at most once per key within one request
 * (`batch: false`, so each key is its own call), later loads sharing its promise. A failure is kept like a value
 * (returned to DataLoader as an Error, not thrown), so a key that failed is not asked for again in the same request.
 * `cacheKeyFn`: the cache key of a key that is not a primitive (an object, a tuple), or to fold case.
 */
export function oneByOne<K, V>(read: (key: K) => Promise<V>, cacheKeyFn?: (key: K) => unknown): Loader<K, V> {
  return new DataLoader<K, V, unknown>(
    (keys) => Promise.all(keys.map((key) => settled(read(key)))),
    cacheKeyFn ? { batch: false, cacheKeyFn } : { batch: false },
  );
}

/** A read's value, or its failure as an Error, which DataLoader hands to that key's callers as a rejection. */
export function settled<V>(read: Promise<V>): Promise<V | Error> {
  return read.catch((err: unknown) => (err instanceof Error ? err : new Error(String(err))));
}
