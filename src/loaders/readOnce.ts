/** Something that reads a value by key: a per-request loader as resolvers see it. */
export interface Reader<K, V> {
  load(key: K): Promise<V>;
}

/**
 * A read made at most once per key within one request: the first `load` of a key starts it, later ones share its
 * promise (its failure included, as DataLoader keeps a failed key). The provider has no batch endpoints, so a
 * DataLoader here batched nothing: it cost a scheduled batch and its bookkeeping per read for the one call each
 * key makes anyway; a lone read, the common case, now goes straight out.
 */
export class ReadOnce<K, V> implements Reader<K, V> {
  private readonly reads = new Map<unknown, Promise<V>>();

  /** `keyOf`: the cache key of a key that is not a primitive (an object, a tuple), or to fold case. */
  constructor(
    private readonly read: (key: K) => Promise<V>,
    private readonly keyOf?: (key: K) => unknown,
  ) {}

  load(key: K): Promise<V> {
    const id = this.keyOf ? this.keyOf(key) : key;
    let reading = this.reads.get(id);
    if (!reading) {
      reading = this.read(key);
      this.reads.set(id, reading);
    }
    return reading;
  }

  /** Remembers `value` for `key` unless it is already read or being read (an answer that held it, e.g. a list). */
  prime(key: K, value: V): void {
    const id = this.keyOf ? this.keyOf(key) : key;
    if (!this.reads.has(id)) this.reads.set(id, Promise.resolve(value));
  }
}
