import { describe, expect, it } from 'vitest';
import { generateId } from './id.ts';

describe('generateId', () => {
  it('is 8 hex digits of Unix seconds then 16 random hex digits', () => {
    const id = generateId(Date.UTC(2026, 10, 23, 12, 0, 0));
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(id.slice(0, 8)).toBe((Date.UTC(2026, 10, 23, 12, 0, 0) / 1000).toString(16));
    expect(parseInt(id.slice(0, 8), 16)).toBe(1795435200);
  });

  it('uses the current time by default', () => {
    const before = Math.floor(Date.now() / 1000);
    const seconds = parseInt(generateId().slice(0, 8), 16);
    expect(seconds).toBeGreaterThanOrEqual(before);
    expect(seconds).toBeLessThanOrEqual(before + 1);
  });

  it('does not repeat, even within one second', () => {
    const now = Date.now();
    const ids = new Set(Array.from({ length: 10_000 }, () => generateId(now)));
    expect(ids.size).toBe(10_000);
  });
});
