import { describe, expect, it } from 'vitest';
import { COUNTRIES, DEFAULT_COUNTRY, filterCountries } from './countries.ts';

const byCode = (code: string) => COUNTRIES.find((country) => country.code === code);

describe('COUNTRIES', () => {
  it('starts with India, the default: +91, IN, 10 digits', () => {
    expect(COUNTRIES[0]).toBe(DEFAULT_COUNTRY);
    expect(DEFAULT_COUNTRY).toEqual({ name: 'India', dial_code: '+91', code: 'IN', max_length: 10 });
  });

  it('has the phone lengths of spec 3', () => {
    expect(byCode('AT')?.max_length).toBe(13);
    expect(byCode('DE')?.max_length).toBe(15);
    expect(byCode('US')?.max_length).toBe(10);
    expect(COUNTRIES.filter((country) => country.max_length === 9).length).toBeGreaterThan(10);
  });

  it('lists each code once, with well-formed fields', () => {
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.dial_code).toMatch(/^\+\d{1,4}$/);
    }
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(40);
  });
});

describe('filterCountries', () => {
  const names = (query: string) => filterCountries(query).map((country) => country.name);

  it('finds by name, ignoring case', () => {
    expect(names('germ')).toEqual(['Germany']);
    expect(names('UNITED')).toEqual(['United Arab Emirates', 'United States', 'United Kingdom']);
  });

  it('finds by two-letter code', () => {
    expect(names('ae')).toContain('United Arab Emirates');
    expect(names('SG')).toEqual(['Singapore']);
  });

  it('finds by dial code with or without the +', () => {
    expect(names('+971')).toEqual(['United Arab Emirates']);
    expect(names('971')).toEqual(['United Arab Emirates']);
    expect(names('+1')).toEqual(expect.arrayContaining(['United States', 'Canada']));
  });

  it('gives every country for an empty query and none for a stranger', () => {
    expect(filterCountries('  ')).toHaveLength(COUNTRIES.length);
    expect(filterCountries('atlantis')).toEqual([]);
  });
});
