import { describe, expect, it } from 'vitest';
import { createIdGenerator, ID_PATTERN, newId } from '../../src/lib/ids.ts';

describe('id generator', () => {
  it('makes 24 lower-case hex characters: 8 of Unix seconds, then 16 random ones', () => {
    const id = createIdGenerator({
      now: () => Date.UTC(2025, 0, 31, 10, 30, 0, 999),
      randomBytes: () => Uint8Array.from([0xde, 0xad, 0xbe, 0xef, 0x00, 0x01, 0x02, 0x03]),
    })();
    expect(id).toBe(`${(Date.UTC(2025, 0, 31, 10, 30) / 1000).toString(16)}deadbeef00010203`);
    expect(id).toMatch(ID_PATTERN);
  });

  it('encodes the creation time', () => {
    const before = Math.floor(Date.now() / 1000) * 1000;
    // The first 8 hex digits are the creation time in seconds.
    const created = Number.parseInt(newId().slice(0, 8), 16) * 1000;
    expect(created).toBeGreaterThanOrEqual(before);
    expect(created).toBeLessThanOrEqual(Date.now());
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 5000 }, () => newId()));
    expect(ids.size).toBe(5000);
    for (const id of ids) expect(id).toMatch(ID_PATTERN);
  });

  it('pads small timestamps to 8 digits', () => {
    const id = createIdGenerator({ now: () => 15_000, randomBytes: () => new Uint8Array(8) })();
    expect(id).toBe('0000000f0000000000000000');
  });
});
