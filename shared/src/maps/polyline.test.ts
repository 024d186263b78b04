import { describe, expect, it } from 'vitest';
import { decodePolyline } from './polyline.ts';

describe('decodePolyline', () => {
  it("decodes Google's documented example", () => {
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      { lat: 38.5, lng: -120.2 },
      { lat: 40.7, lng: -120.95 },
      { lat: 43.252, lng: -126.453 },
    ]);
  });

  it('gives no points for an empty line', () => {
    expect(decodePolyline('')).toEqual([]);
  });

  it('refuses a line cut off in the middle of a number', () => {
    expect(() => decodePolyline('_p~iF~ps|U_')).toThrow(/Malformed polyline/);
  });
});
