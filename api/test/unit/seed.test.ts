import { describe, expect, it } from 'vitest';
import { ID_PATTERN } from '../../src/lib/ids.ts';
import { buildSeedData } from '../../src/db/seed.ts';
import { WITH_LABELS } from '../../src/contract/filter-options.ts';

const data = buildSeedData();
const RERA_FORMATS: Record<string, RegExp> = {
  Karnataka: /^PRM\/KA\/RERA\/\d{4}\/\d{3}\/PR\/\d{6}\/\d{6}$/,
  Telangana: /^P\d{11}$/,
  'Tamil Nadu': /^TN\/\d{2}\/Building\/\d{4}\/\d{4}$/,
};

describe('seed data', () => {
  it('is the same on every run', () => {
    expect(JSON.stringify(buildSeedData())).toBe(JSON.stringify(data));
  });

  it('has the five cities, each with 6-10 localities and some projects', () => {
    expect(data.cities.map((city) => city.name)).toEqual([
      'Bengaluru',
      'Hyderabad',
      'Chennai',
      'Mysore',
      'Hosur',
    ]);
    for (const city of data.cities) {
      const localities = data.locations.filter((location) => location.city_id === city.id);
      expect(localities.length).toBeGreaterThanOrEqual(6);
      expect(localities.length).toBeLessThanOrEqual(10);
      expect(data.projects.filter((project) => project.city_id === city.id).length).toBeGreaterThan(0);
    }
  });

  it('has 40+ projects, most in Bengaluru, placed within 0.01° of their locality', () => {
    expect(data.projects.length).toBeGreaterThanOrEqual(40);
    const bengaluru = data.cities[0]?.id;
    expect(data.projects.filter((project) => project.city_id === bengaluru).length).toBeGreaterThan(
      data.projects.length / 2,
    );
    for (const project of data.projects) {
      const locality = data.locations.find((location) => location.id === project.location_id);
      expect(Math.abs((project.lat as number) - (locality?.lat as number))).toBeLessThanOrEqual(0.01);
      expect(Math.abs((project.lng as number) - (locality?.lng as number))).toBeLessThanOrEqual(0.01);
    }
  });

  it("writes RERA numbers in each state's format, and leaves a few projects without one", () => {
    const withoutRera = data.projects.filter((project) => project.rera === null);
    expect(withoutRera.length).toBeGreaterThan(0);
    for (const project of data.projects.filter((candidate) => candidate.rera !== null)) {
      const state = data.cities.find((city) => city.id === project.city_id)?.state as string;
      expect(project.rera).toMatch(RERA_FORMATS[state] as RegExp);
    }
  });

  it('has 400+ units priced by the starting-price formula, mostly ₹1.2-12 Cr with a few under ₹1 Cr', () => {
    expect(data.units.length).toBeGreaterThanOrEqual(400);
    for (const unit of data.units) {
      expect(unit.price).toBe(
        (unit.plot_area as number) * (unit.plot_rate as number) +
          (unit.builtup_area as number) * (unit.construction_rate as number),
      );
      expect(unit.price).toBeLessThanOrEqual(120_000_000);
      expect(unit.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-(villa|villament|rowhouse)-\d+bhk-[a-f]\d+$/);
    }
    const underOneCrore = data.units.filter((unit) => (unit.price as number) < 10_000_000).length;
    expect(underOneCrore).toBeGreaterThan(0);
    expect(underOneCrore).toBeLessThan(data.units.length / 10);
    expect(new Set(data.units.map((unit) => unit.slug)).size).toBe(data.units.length);
    expect(data.units.some((unit) => (unit.unit_premium_tag as unknown[]).length > 0)).toBe(true);
  });

  it('gives each feature and amenity of the filter to some units but not all, stored lower-case', () => {
    for (const label of WITH_LABELS) {
      const count = data.units.filter((unit) =>
        (unit.withs as string[]).includes(label.toLowerCase()),
      ).length;
      expect(count, label).toBeGreaterThan(0);
      expect(count, label).toBeLessThan(data.units.length);
    }
    const known = new Set(WITH_LABELS.map((label) => label.toLowerCase()));
    for (const unit of data.units)
      for (const label of unit.withs as string[]) expect(known.has(label)).toBe(true);
  });

  it('only links generated pictures, each with alt text', () => {
    for (const unit of data.units) {
      for (const image of [
        ...(unit.gallery as { url: string; alt: string }[]),
        ...(unit.floor_plans as { url: string; alt: string }[]),
      ]) {
        expect(image.url).toMatch(
          /^\/api\/v1\/media\/(villa|interior|floorplan|masterplan)\/([1-9]\d{0,2})\.svg$/,
        );
        expect(image.alt.length).toBeGreaterThan(10);
      }
    }
  });

  it('has the six-member sales team of the spec', () => {
    expect(data.salesTeam).toHaveLength(6);
    for (const member of data.salesTeam) {
      expect(member.location).toBe('Bangalore');
      expect(member.exp).toBeGreaterThanOrEqual(11);
      expect(member.exp).toBeLessThanOrEqual(23);
    }
    expect(data.salesTeam.map((member) => member.designation)).toEqual(
      expect.arrayContaining([
        'Chief Sales Officer',
        'AVP Sales',
        'Chief Business Officer',
        'AVP Project Curation',
      ]),
    );
  });

  it('has 12+ reviews, mostly 4-5 stars', () => {
    expect(data.reviews.length).toBeGreaterThanOrEqual(12);
    const good = data.reviews.filter((review) => (review.rating as number) >= 4).length;
    expect(good / data.reviews.length).toBeGreaterThan(0.7);
  });

  it('has 22+ published posts and two drafts, with sanitised HTML', () => {
    expect(data.posts.filter((post) => post.status === 'published').length).toBeGreaterThanOrEqual(22);
    expect(data.posts.filter((post) => post.status === 'draft')).toHaveLength(2);
    for (const post of data.posts) expect(post.content).not.toMatch(/<script|onerror=|javascript:/i);
    expect(data.categories.length).toBeGreaterThanOrEqual(5);
    expect(data.tags.length).toBeGreaterThanOrEqual(10);
  });

  it('uses ids of the spec format everywhere', () => {
    for (const rows of [data.cities, data.locations, data.projects, data.units, data.posts]) {
      for (const row of rows) expect(row.id).toMatch(ID_PATTERN);
    }
  });
});
