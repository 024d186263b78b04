import { describe, expect, it } from 'vitest';
import {
  areaLabel,
  areaRangeLabel,
  bedroomsLabel,
  DEFAULT_LOCATION,
  locationName,
  projectBedrooms,
} from './unit.ts';

describe('card facts (spec 2.5)', () => {
  it("names the first locality, or 'Banglore' (the spec's spelling) without one", () => {
    expect(locationName([{ _id: 'l1', name: 'Whitefield' }])).toBe('Whitefield');
    expect(locationName([])).toBe('Banglore');
    expect(DEFAULT_LOCATION).toBe('Banglore');
  });

  it.each([
    [1, '1 Bedroom'],
    [4, '4 Bedrooms'],
  ])('%d bedrooms -> %s', (rooms, expected) => {
    expect(bedroomsLabel(rooms)).toBe(expected);
  });

  it('groups areas the Indian way', () => {
    expect(areaLabel(2400)).toBe('2,400 sq.ft');
    expect(areaLabel(125000)).toBe('1,25,000 sq.ft');
  });

  it('gives one area or a range', () => {
    expect(areaRangeLabel(2400, 2400)).toBe('2,400 sq.ft');
    expect(areaRangeLabel(2400, 4200)).toBe('2,400 – 4,200 sq.ft');
  });

  it("lists a project's bedroom types, or its single count when it has none", () => {
    expect(projectBedrooms({ bhk_types: '3,4,5', room: 4 })).toBe('3,4,5');
    expect(projectBedrooms({ bhk_types: '', room: 4 })).toBe('4');
  });
});
