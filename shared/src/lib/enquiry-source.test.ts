import { describe, expect, it } from 'vitest';
import { describeSource, readTrackingParams, TRACKING_FIELDS } from './enquiry-source.ts';

describe('describeSource (spec 9)', () => {
  it.each([
    ['/', undefined, 'Interested in home page'],
    ['', undefined, 'Interested in home page'],
    ['/unit/palm-grove-v12/', undefined, 'Interested in unit'],
    ['/units', undefined, 'Interested in unit'],
    ['/project/palm-grove/', undefined, 'Interested in project'],
    ['/connect-with-expert', undefined, 'Interested in contacting us'],
    ['/contact', undefined, 'Interested in contacting us'],
    ['/for-developers', 'villa listing', 'Interested in villa listing'],
    ['/blog/villa-vs-flat', undefined, 'Interested in blog'],
    ['/for-developers', undefined, 'Interested in for developers'],
    ['https://villas.example.com/unit/v12/?city=Mysore', undefined, 'Interested in unit'],
  ])('%j (product %j) -> %s', (pathname, product, expected) => {
    expect(describeSource(pathname, product)).toBe(expected);
  });
});

describe('readTrackingParams', () => {
  it('picks the tracking fields from a query string and ignores the rest', () => {
    expect(
      readTrackingParams(
        '?utm=x&primary_source=google&gclid=Cj0K&campaign_name=Villas%20Blr&city=Mysore&adid=',
      ),
    ).toEqual({ primary_source: 'google', gclid: 'Cj0K', campaign_name: 'Villas Blr' });
  });

  it('reads URLSearchParams too, and trims values to what the API accepts', () => {
    const long = 'x'.repeat(600);
    const picked = readTrackingParams(new URLSearchParams({ keyword: long, medium: ' cpc ' }));
    expect(picked.keyword).toHaveLength(500);
    expect(picked.medium).toBe('cpc');
  });

  it("lists the API's 30 tracking fields", () => {
    expect(TRACKING_FIELDS).toHaveLength(30);
    expect(TRACKING_FIELDS[0]).toBe('primary_source');
    expect(TRACKING_FIELDS.at(-1)).toBe('adtype');
  });
});
