// A map of bounded size that forgets its least recently used key first: the memory behind the server's
// caches (pages, compressed bodies, counts, checked queries) and PGlite's prepared statements. A Map keeps
// insertion order, so moving a key to the end on every use leaves the least recently used one first.
// Moving a key is a delete and an insert, which leaves a hole the Map compacts later (about a
// microsecond a read): a read of the key already at the end, the usual case for a page read many times
// over, moves nothing.

export class LruMap<Key, Value> {
  private readonly entries = new Map<Key, Value>();
  /** The key last set or read: when `entries` still holds it, it is the last in their order. */
  private newest: Key | undefined;

  /** `forgot` hears each entry dropped for room, not those deleted. */
  constructor(
    private readonly capacity: number,
    private readonly forgot?: (key: Key, value: Value) => void,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value of `key`, which becomes the most recently used; undefined when it is not kept. */
  get(key: Key): Value | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    if (key !== this.newest) {
      this.entries.delete(key);
      this.entries.set(key, value);
      this.newest = key;
    }
    return value;
  }

  /** Keeps `value` as the most recently used, forgetting the least recently used key beyond capacity. */
  set(key: Key, value: Value): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    this.newest = key;
    if (this.entries.size <= this.capacity) return;
    const [oldestKey, oldestValue] = this.entries.entries().next().value!;
    this.entries.delete(oldestKey);
    this.forgot?.(oldestKey, oldestValue);
  }

  delete(key: Key): void {
    this.entries.delete(key);
  }
}
