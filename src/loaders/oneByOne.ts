/**
 * A DataLoader batch function for an upstream without batch endpoints: one call per distinct key, all at once,
 * each failing on its own (an Error in its slot fails that key's `load` only, as DataLoader expects).
 */
export function oneByOne<K, V>(
  fetch: (key: K) => Promise<V>,
): (keys: readonly K[]) => Promise<(V | Error)[]> {
  return (keys) =>
    Promise.all(
      keys.map((key) =>
        fetch(key).catch((err: unknown) => (err instanceof Error ? err : new Error(String(err)))),
      ),
    );
}
