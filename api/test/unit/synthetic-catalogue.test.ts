import { describe, expect, it } from 'vitest';
import { ID_PATTERN } from '../../src/lib/ids.ts';
import { buildSeedData, type Row } from '../../src/db/seed.ts';
import { FACINGS } from '../../src/contract/listing-form-options.ts';
import { syntheticCatalogue } from '../../src/db/synthetic-catalogue.ts';
import { unitWiths, type WithsProject, type WithsUnit } from '../../src/db/unit-withs.ts';

const UNITS = 20_000;
const base = buildSeedData();
const catalogue = [...syntheticCatalogue(base, UNITS)];
const projects = catalogue.map((entry) => entry.project);
const units = catalogue.flatMap((entry) => entry.units);
const IMAGE_COLUMNS = ['gallery', 'floor_plans', 'master_plan'] as const;
const countBy = (rows: Row[], column: string) => {
  const counts = new Map<unknown, number>();
  for (const row of rows) counts.set(row[column], (counts.get(row[column]) ?? 0) + 1);
  return counts;
};
type Image = { url: string; alt: string };

describe('the synthetic catalogue (seed --units)', () => {
  it('is the same on every run', () => {
    expect(JSON.stringify([...syntheticCatalogue(base, UNITS)])).toBe(JSON.stringify(catalogue));
  });

  it('has exactly the units asked for, about 50 to a project, in every city of the seed', () => {
    expect(units).toHaveLength(UNITS);
    expect(projects.length).toBeGreaterThan(UNITS / 75);
    expect(projects.length).toBeLessThan(UNITS / 25);
    const cities = countBy(projects, 'city_id');
    expect([...cities.keys()].sort()).toEqual(base.cities.map((city) => city.id).sort());
    expect(cities.get(base.cities[0]?.id)).toBe(Math.max(...cities.values())); // Bengaluru has the most
    for (const project of projects) {
      const location = base.locations.find((candidate) => candidate.id === project.location_id);
      expect(location?.city_id).toBe(project.city_id);
      expect(Math.abs((project.lat as number) - (location?.lat as number))).toBeLessThanOrEqual(0.02);
    }
    for (const unit of units.slice(0, 500)) {
      const project = projects.find((candidate) => candidate.id === unit.project_id);
      expect([unit.city_id, unit.location_id]).toEqual([project?.city_id, project?.location_id]);
    }
  });

  it('spreads prices from ₹50 L to ₹15 Cr, most of them ₹1-4 Cr, each by the starting-price formula', () => {
    const prices = units.map((unit) => unit.price as number).sort((a, b) => a - b);
    expect(prices[0]).toBeGreaterThanOrEqual(5_000_000);
    expect(prices.at(-1)).toBeLessThanOrEqual(150_000_000);
    expect(prices.at(-1)).toBeGreaterThan(100_000_000);
    expect(prices[Math.floor(prices.length / 2)]).toBeGreaterThan(10_000_000);
    expect(prices[Math.floor(prices.length / 2)]).toBeLessThan(40_000_000);
    for (const unit of units) {
      expect(unit.price).toBe(
        (unit.plot_area as number) * (unit.plot_rate as number) +
          (unit.builtup_area as number) * (unit.construction_rate as number),
      );
    }
    for (const { project, units: own } of catalogue) {
      expect(project.starting_price).toBe(Math.min(...own.map((unit) => unit.price as number)));
    }
  });

  it('has every facing, villa type, kind and 3 to 6 bedrooms (mostly 3 and 4)', () => {
    expect([...countBy(units, 'facing').keys()].sort()).toEqual([...FACINGS].sort());
    expect([...countBy(units, 'unit_type').keys()].sort()).toEqual(['Duplex', 'Penthouse', 'Triplex']);
    expect([...countBy(projects, 'property_kind').keys()].sort()).toEqual(['Rowhouse', 'Villa', 'Villament']);
    const bedrooms = countBy(units, 'room');
    expect([...bedrooms.keys()].sort()).toEqual([3, 4, 5, 6]);
    expect((bedrooms.get(3) ?? 0) + (bedrooms.get(4) ?? 0)).toBeGreaterThan(UNITS * 0.7);
    expect(countBy(units, 'bathrooms').size).toBeGreaterThanOrEqual(4);
    expect(countBy(units, 'parking').size).toBeGreaterThanOrEqual(3);
    const tagged = units.filter((unit) => (unit.unit_premium_tag as unknown[]).length > 0).length;
    expect(tagged / UNITS).toBeGreaterThan(0.15);
    expect(tagged / UNITS).toBeLessThan(0.3);
  });

  it("stores each unit's features and amenities as the listing's withs filter reads them", () => {
    for (const { project, units: own } of catalogue.slice(0, 50)) {
      for (const unit of own) {
        expect(unit.withs).toEqual(
          unitWiths(unit as unknown as WithsUnit, project as unknown as WithsProject),
        );
      }
    }
    expect(units.some((unit) => (unit.withs as string[]).includes('private pool'))).toBe(true);
  });

  it('has unique slugs and ids, and links only pictures the real seed links', () => {
    expect(new Set(units.map((unit) => unit.slug)).size).toBe(UNITS);
    expect(new Set(projects.map((project) => project.slug)).size).toBe(projects.length);
    for (const row of [...projects.slice(0, 200), ...units.slice(0, 2000)])
      expect(row.id).toMatch(ID_PATTERN);
    const seeded = new Set(
      [...base.projects, ...base.units].flatMap((row) =>
        IMAGE_COLUMNS.flatMap((key) => (row[key] as Image[]).map((image) => image.url)),
      ),
    );
    for (const row of [...projects, ...units.slice(0, 2000)]) {
      for (const image of IMAGE_COLUMNS.flatMap((key) => row[key] as Image[])) {
        expect(seeded.has(image.url), image.url).toBe(true);
        expect(image.alt.length).toBeGreaterThan(10);
      }
    }
  });

  it('refuses a size it cannot make', () => {
    for (const size of [0, -1, 1.5, 2_000_000])
      expect(() => syntheticCatalogue(base, size).next()).toThrow(RangeError);
  });
});
