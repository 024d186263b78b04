import { describe, expect, it } from 'vitest';
import { formatBlogDate, toKolkataIso } from './date.ts';

describe('formatBlogDate', () => {
  it("formats as 'MMM dd, yyyy' in India time", () => {
    expect(formatBlogDate('2026-11-23T10:00:00Z')).toBe('Nov 23, 2026');
    expect(formatBlogDate('2026-11-03T10:00:00Z')).toBe('Nov 03, 2026');
  });

  it('rolls over to the next day at 18:30 UTC, which is midnight in India', () => {
    expect(formatBlogDate('2026-11-23T18:29:59Z')).toBe('Nov 23, 2026');
    expect(formatBlogDate('2026-11-23T18:30:00Z')).toBe('Nov 24, 2026');
    expect(formatBlogDate('2026-12-31T18:30:00Z')).toBe('Jan 01, 2027');
  });

  it('is still the same day in India at UTC midnight', () => {
    expect(formatBlogDate('2026-11-24T00:00:00Z')).toBe('Nov 24, 2026');
    expect(formatBlogDate('2026-11-23T23:59:59Z')).toBe('Nov 24, 2026');
  });

  it('gives an empty string for a missing or invalid date', () => {
    expect(formatBlogDate('not a date')).toBe('');
    expect(formatBlogDate(null)).toBe('');
    expect(formatBlogDate('')).toBe('');
  });
});

describe('toKolkataIso', () => {
  it('writes the same instant with the +05:30 offset', () => {
    expect(toKolkataIso(new Date('2026-11-23T12:00:00Z'))).toBe('2026-11-23T17:30:00.000+05:30');
    expect(toKolkataIso('2026-11-23T18:30:00Z')).toBe('2026-11-24T00:00:00.000+05:30');
    expect(toKolkataIso('2026-11-23T23:59:59.123Z')).toBe('2026-11-24T05:29:59.123+05:30');
  });

  it('round-trips: parsing the result gives the same instant', () => {
    const instant = new Date('2026-03-01T20:15:00Z');
    expect(new Date(toKolkataIso(instant)).getTime()).toBe(instant.getTime());
  });

  it('gives an empty string for an invalid date', () => {
    expect(toKolkataIso('31/12/2026')).toBe('');
  });
});
