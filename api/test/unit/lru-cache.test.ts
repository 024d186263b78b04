import { describe, expect, it } from 'vitest';
import { createLruCache } from '../../src/lib/lru-cache.ts';

const read = (cache: { get(key: string): string | undefined }, keys: string[]) =>
  keys.map((key) => cache.get(key));

describe('the LRU cache', () => {
  it('forgets the least recently used entry past its number of entries', () => {
    const cache = createLruCache<string>({ maxEntries: 2, maxBytes: 1_000 });
    cache.set('a', 'A', 1);
    cache.set('b', 'B', 1);
    expect(cache.get('a')).toBe('A'); // now b is the least recently used
    cache.set('c', 'C', 1);
    expect(read(cache, ['a', 'b', 'c'])).toEqual(['A', undefined, 'C']);
  });

  it('forgets as many old entries as a new one needs room for in bytes', () => {
    const cache = createLruCache<string>({ maxEntries: 10, maxBytes: 100 });
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, key.toUpperCase(), 25);
    cache.set('big', 'BIG', 60);
    expect(read(cache, ['a', 'b', 'c', 'd', 'big'])).toEqual([undefined, undefined, undefined, 'D', 'BIG']);
    cache.set('e', 'E', 15); // 100 bytes in all: nothing more goes
    expect(read(cache, ['d', 'big', 'e'])).toEqual(['D', 'BIG', 'E']);
  });

  it('replaces an entry under the same key, and keeps none larger than the whole budget', () => {
    const cache = createLruCache<string>({ maxEntries: 10, maxBytes: 100 });
    cache.set('a', 'first', 40);
    cache.set('b', 'B', 50);
    cache.set('a', 'second', 50); // replaces its 40 bytes: b still fits
    expect(read(cache, ['a', 'b'])).toEqual(['second', 'B']);
    cache.set('huge', 'HUGE', 101);
    expect(read(cache, ['a', 'b', 'huge'])).toEqual(['second', 'B', undefined]);
  });
});
