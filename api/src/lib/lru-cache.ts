// A map that forgets its least recently used entries: it holds at most `maxEntries` of them and at most
// `maxBytes` of their sizes (as the caller measures them). A Map keeps insertion order, so moving an
// entry to the end on each read keeps the least recently used first.

export interface LruCache<V> {
  /** The value, which becomes the most recently used; undefined when absent. */
  get(key: string): V | undefined;
  /** Stores (or replaces) a value of `bytes`; one larger than the whole budget is not kept. */
  set(key: string, value: V, bytes: number): void;
}

export function createLruCache<V>(limits: { maxEntries: number; maxBytes: number }): LruCache<V> {
  const entries = new Map<string, { value: V; bytes: number }>();
  let total = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, bytes) {
      remove(key);
      if (bytes > limits.maxBytes) return;
      entries.set(key, { value, bytes });
      total += bytes;
      for (const oldest of entries.keys()) {
        if (entries.size <= limits.maxEntries && total <= limits.maxBytes) break;
        remove(oldest);
      }
    },
  };
}
