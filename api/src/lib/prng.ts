// A small seeded pseudo-random generator (mulberry32), so the seed data and the generated pictures
// come out the same on every run and tests can rely on them.

export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** An item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** `count` distinct items of a list, in list order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** 8 random bytes (for ids). */
  bytes(): Uint8Array;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick() needs a non-empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const indexes = items.map((_, index) => index);
      for (let i = indexes.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
      }
      return indexes
        .slice(0, Math.min(count, items.length))
        .sort((a, b) => a - b)
        .map((index) => items[index] as T);
    },
    bytes: () => Uint8Array.from({ length: 8 }, () => int(0, 255)),
  };
}
