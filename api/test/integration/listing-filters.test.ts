// Issue 9, part 6: GET /projects/units applies every filter of the payload. Each case compares the
// villas listed (every page) with those of the city that truly match, read from the database, and
// checks that the filter narrows the list without emptying it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitFloors } from '../../src/db/unit-withs.ts';
import type { ListingResponse, ProjectSummary, UnitSummary } from '../../src/schemas/index.ts';
import { buildTestApp, untilOutsideWriteIsSeen } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';

/** A Bengaluru unit as the database holds it, with what its project says of it. */
interface UnitRow {
  id: string;
  room: number;
  bathrooms: number;
  parking: number;
  builtup_area: number;
  plot_area: number;
  price: number;
  facing: string;
  unit_type: string;
  unit_premium_tag: { name: string }[];
  project_id: string;
  property_kind: string;
  amenities: string[];
  lat: number;
  lng: number;
  starting_price: number;
}

let app: FastifyInstance;
let units: UnitRow[];
let unitById: Map<string, UnitRow>;
let cityProjects: number;

beforeAll(async () => {
  // Many listings in a row: the filters are under test here, not the rate limits.
  app = await buildTestApp({ rateLimits: false });
  const db = await getTestDb();
  // Only published villas are listed: files before this one (the studio's) may leave drafts and
  // archived ones in the shared database, depending on the order the files run in.
  units = await db.query<UnitRow>(
    `SELECT u.id, u.room, u.bathrooms, u.parking, u.builtup_area, u.plot_area, u.price, u.facing, u.unit_type,
       u.unit_premium_tag, u.project_id, p.property_kind, p.amenities, p.lat, p.lng, p.starting_price
     FROM units u JOIN projects p ON p.id = u.project_id JOIN cities c ON c.id = u.city_id
     WHERE c.name = 'Bengaluru' AND u.status = 'published'`,
  );
  unitById = new Map(units.map((unit) => [unit.id, unit]));
  cityProjects = new Set(units.map((unit) => unit.project_id)).size;
});
afterAll(() => app.close());

const url = (filters: object, query = '') =>
  `/api/v1/projects/units?city=Bengaluru${query}&filters=${encodeURIComponent(JSON.stringify(filters))}`;

async function get(filters: object, query = '') {
  const response = await app.inject({ url: url(filters, query) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListingResponse>();
}

/** Every page of a listing: its units and projects in order, and the first page's answer. */
async function listAll(filters: object, query = '') {
  const first = await get(filters, query);
  const listed: UnitSummary[] = [...first.data.units];
  const projects: ProjectSummary[] = [...first.data.projects];
  for (let page = 2; page <= first.totalPages; page += 1) {
    const next = await get(filters, `${query}&page=${page}`);
    listed.push(...next.data.units);
    projects.push(...next.data.projects);
  }
  return { first, listed, projects, rows: listed.map((unit) => unitById.get(unit._id) as UnitRow) };
}

/** The listing is exactly the city's units that `matches` accepts: some, but not all of them. */
async function expectListing(filters: object, matches: (unit: UnitRow) => boolean) {
  const expected = units.filter(matches).map((unit) => unit.id);
  expect(expected.length, 'units that match').toBeGreaterThan(0);
  expect(expected.length, 'units that match').toBeLessThan(units.length);
  const { first, listed, rows } = await listAll(filters);
  expect(first.message).toBe('success');
  expect(first.total).toBe(expected.length);
  for (const row of rows) expect(matches(row), JSON.stringify(row)).toBe(true);
  expect(listed.map((unit) => unit._id).sort()).toEqual(expected.sort());
  return rows;
}

const tagged = (unit: UnitRow, tag: string) => unit.unit_premium_tag.some((premium) => premium.name === tag);

describe('GET /api/v1/projects/units filters', () => {
  it('lists the bedrooms asked for exactly, unless exactBhk is false', async () => {
    await expectListing({ bhk: ['3', 5] }, (unit) => unit.room === 3 || unit.room === 5);
    await expectListing({ bhk: 5, exactBhk: true }, (unit) => unit.room === 5);
    // Not exact: at least the smallest asked for.
    await expectListing({ bhk: ['5', '4'], exactBhk: false }, (unit) => unit.room >= 4);
    await expectListing({ bhk: 5, exactBhk: false }, (unit) => unit.room >= 5);
    // '6+' is at least 6 either way; 'Any' is no filter.
    await expectListing({ bhk: ['3', '6+'] }, (unit) => unit.room === 3 || unit.room >= 6);
    expect((await get({ bhk: 'Any' })).total).toBe(units.length);
  });

  it('lists bathrooms and parking exactly, or at least, as asked', async () => {
    await expectListing({ bathrooms: '4', exactBathrooms: true }, (unit) => unit.bathrooms === 4);
    await expectListing({ bathrooms: 5 }, (unit) => unit.bathrooms >= 5);
    await expectListing({ bathrooms: '5+', exactBathrooms: true }, (unit) => unit.bathrooms >= 5);
    await expectListing({ parking: 3, exactParking: true }, (unit) => unit.parking === 3);
    await expectListing({ parking: '3', exactParking: false }, (unit) => unit.parking >= 3);
    await expectListing(
      { bhk: 4, bathrooms: '5', exactBathrooms: true, parking: '3+' },
      (unit) => unit.room === 4 && unit.bathrooms === 5 && unit.parking >= 3,
    );
    expect((await get({ bathrooms: 'Any', parking: 'any' })).total).toBe(units.length);
  });

  it("reads 'None' as exactly no bathrooms or parking, whatever the exact flag", async () => {
    const db = await getTestDb();
    const unit = units[0] as UnitRow;
    await db.query('UPDATE units SET parking = 0, bathrooms = 0 WHERE id = $1', [unit.id]);
    await untilOutsideWriteIsSeen();
    try {
      for (const filters of [
        { parking: 'None' },
        { parking: 'None', exactParking: false },
        { bathrooms: 'none', exactBathrooms: true },
        { parking: 0 },
      ]) {
        const body = await get(filters);
        expect(body.message, JSON.stringify(filters)).toBe('success');
        expect(body.data.units.map((listed) => listed._id)).toEqual([unit.id]);
      }
    } finally {
      await db.query('UPDATE units SET parking = $2, bathrooms = $3 WHERE id = $1', [
        unit.id,
        unit.parking,
        unit.bathrooms,
      ]);
      await untilOutsideWriteIsSeen();
    }
  });

  it('keeps plot area, built-up area and price within the bounds asked for', async () => {
    await expectListing(
      { minPlotArea: 2000, maxPlotArea: 3000.5 },
      (unit) => unit.plot_area >= 2000 && unit.plot_area <= 3000,
    );
    await expectListing({ maxPlotArea: 1500 }, (unit) => unit.plot_area <= 1500);
    await expectListing(
      { minBuiltupArea: 3000, maxBuiltupArea: 4000 },
      (unit) => unit.builtup_area >= 3000 && unit.builtup_area <= 4000,
    );
    await expectListing(
      { minPrice: 20_000_000, maxPrice: 40_000_000 },
      (unit) => unit.price >= 20_000_000 && unit.price <= 40_000_000,
    );
  });

  it('lists the facings asked for, North also matching North-East and North-West', async () => {
    const rows = await expectListing({ directions: ['North'] }, (unit) => unit.facing.startsWith('North'));
    expect(new Set(rows.map((unit) => unit.facing))).toEqual(new Set(['North', 'North-East', 'North-West']));
    await expectListing({ directions: ['South-West', 'East'] }, (unit) =>
      ['South-West', 'East', 'North-East', 'South-East'].includes(unit.facing),
    );
  });

  it('lists the unit types and kinds asked for: one of the types and one of the kinds', async () => {
    await expectListing({ types: ['Triplex'] }, (unit) => unit.unit_type === 'Triplex');
    await expectListing({ types: ['Villament', 'Row House'] }, (unit) =>
      ['Villament', 'Rowhouse'].includes(unit.property_kind),
    );
    // Both: a triplex villa, not every villa and every triplex.
    await expectListing(
      { types: ['Triplex', 'Villa'] },
      (unit) => unit.unit_type === 'Triplex' && unit.property_kind === 'Villa',
    );
    await expectListing(
      { types: ['penthouse', 'Duplex', 'Villament'] },
      (unit) => ['Penthouse', 'Duplex'].includes(unit.unit_type) && unit.property_kind === 'Villament',
    );
  });

  it('lists the villas that have every feature asked for, in any case', async () => {
    await expectListing({ withs: ['Private Pool'] }, (unit) => tagged(unit, 'Private pool'));
    await expectListing(
      { withs: ['corner PLOT', 'Gym'] },
      (unit) => tagged(unit, 'Corner plot') && unit.amenities.includes('Gymnasium'),
    );
    await expectListing({ withs: ['Park Facing'] }, (unit) => tagged(unit, 'Park facing'));
    await expectListing({ withs: ['Wide Road Frontage'] }, (unit) => tagged(unit, 'Wide road frontage'));
    await expectListing(
      { withs: ['Private Garden'] },
      (unit) => unit.builtup_area * 2 <= unit.plot_area * unitFloors(unit.unit_type),
    );
    await expectListing(
      { withs: ['Home Lift'] },
      (unit) => ['Triplex', 'Penthouse'].includes(unit.unit_type) && unit.room >= 5,
    );
    // A feature nobody offers leaves nothing to match.
    expect((await get({ withs: ['Private Pool', 'Helipad'] })).message).toBe('similar_units');
  });

  it("lists the villas whose project has every amenity asked for, and the top floor's terrace", async () => {
    await expectListing(
      { withs: ['Pool', 'Home Theatre'] },
      (unit) => unit.amenities.includes('Swimming pool') && unit.amenities.includes('Mini theatre'),
    );
    const amenities: [string, string][] = [
      ['Garden Space', 'Landscaped gardens'],
      ['Kids Play Area', "Children's play area"],
      ['Gated Community', '24x7 security with CCTV'],
      ['Pet Friendly', 'Pet park'],
      ['office space', 'Co-working lounge'],
    ];
    for (const [label, amenity] of amenities) {
      await expectListing({ withs: [label] }, (unit) => unit.amenities.includes(amenity));
    }
    await expectListing({ withs: ['Rooftop Terrace'] }, (unit) =>
      ['Triplex', 'Penthouse'].includes(unit.unit_type),
    );
    // The amenities as the detail page shows them.
    const { listed } = await listAll({ withs: ['Gym', 'Pet Friendly'], bhk: 6 });
    for (const unit of listed) {
      const detail = await app.inject({ url: `/api/v1/projects/units/slug/${unit.slug}` });
      expect(detail.json<{ data: { amenities: string[] } }>().data.amenities).toEqual(
        expect.arrayContaining(['Gymnasium', 'Pet park']),
      );
    }
  });
});

/** Haversine distance in km. */
function km(from: { lat: number; lng: number }, to: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(radians(to.lat - from.lat) / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(radians(to.lng - from.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

const nonDecreasing = (values: number[]) =>
  values.every((value, i) => i === 0 || value >= (values[i - 1] as number) - 1e-9);

/** Negative when `a` comes first, as sort() wants it. */
const lexicographic = (a: number[], b: number[]) =>
  a.map((value, i) => value - (b[i] as number)).find((difference) => difference !== 0) ?? 0;

describe('GET /api/v1/projects/units order and projects', () => {
  it('orders units and projects by distance from lat and lng, then by price', async () => {
    const whitefield = { lat: 12.97, lng: 77.75 };
    const { listed, projects, rows } = await listAll({}, `&lat=${whitefield.lat}&lng=${whitefield.lng}`);
    expect(listed).toHaveLength(units.length);
    const distances = rows.map((unit) => km(whitefield, unit));
    expect(nonDecreasing(distances)).toBe(true);
    expect(rows[0]?.project_id).not.toBe(units.toSorted((a, b) => a.price - b.price)[0]?.project_id);
    rows.forEach((unit, i) => {
      const previous = rows[i - 1];
      if (previous?.project_id === unit.project_id) expect(unit.price).toBeGreaterThanOrEqual(previous.price);
    });
    const projectDistances = projects.map((project) =>
      km(whitefield, { lat: project.cordinates.coordinates[1], lng: project.cordinates.coordinates[0] }),
    );
    expect(projects).toHaveLength(cityProjects);
    expect(nonDecreasing(projectDistances)).toBe(true);
    expect(projectDistances[0]).toBeLessThan(3);

    // With filters too; and without both coordinates, cheapest first as before.
    const filtered = await listAll({ bhk: 4 }, `&lat=${whitefield.lat}&lng=${whitefield.lng}`);
    expect(filtered.rows.every((unit) => unit.room === 4)).toBe(true);
    expect(nonDecreasing(filtered.rows.map((unit) => km(whitefield, unit)))).toBe(true);
    const latOnly = await get({}, '&lat=12.97');
    expect(nonDecreasing(latOnly.data.units.map((unit) => unit.price))).toBe(true);
  });

  it('lists the projects that have a matching villa, paged like the units, with their count', async () => {
    const matches = (unit: UnitRow) => unit.room === 5;
    const expected = [...new Set(units.filter(matches).map((unit) => unit.project_id))];
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.length).toBeLessThan(cityProjects);

    const all = await get({ bhk: 5 });
    expect(all.totalProjects).toBe(expected.length);
    expect(all.data.projects.map((project) => project._id).sort()).toEqual(expected.toSorted());

    const seen: ProjectSummary[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 5); page += 1) {
      const body = await get({ bhk: 5 }, `&limit=5&page=${page}`);
      expect(body.totalProjects).toBe(expected.length);
      expect(body.data.projects.length).toBeLessThanOrEqual(5);
      seen.push(...body.data.projects);
    }
    expect(seen.map((project) => project._id)).toEqual(all.data.projects.map((project) => project._id));
    expect(nonDecreasing(seen.map((project) => project.starting_price))).toBe(true);
    // Units have more pages than projects: those pages list no more projects.
    const beyond = await get({ bhk: 5 }, `&limit=5&page=${Math.ceil(expected.length / 5) + 1}`);
    expect(beyond.data.units).toHaveLength(5);
    expect(beyond.data.projects).toEqual([]);
    expect(beyond.totalProjects).toBe(expected.length);
  });

  it('offers the villas closest to an impossible ask: bedrooms first, then price', async () => {
    const ask = { bhk: 6, maxPrice: 15_000_000, directions: ['North'] };
    expect(units.filter((unit) => unit.room === 6 && unit.price <= ask.maxPrice)).toEqual([]);
    const { first, rows, projects } = await listAll(ask);
    expect(first.message).toBe('similar_units');
    expect(first.total).toBe(units.length);
    expect(first.totalProjects).toBe(cityProjects);

    // How far a unit is from the ask: bedrooms, money above the budget, then other conditions missed.
    const distance = (unit: UnitRow) => [
      Math.abs(unit.room - 6),
      Math.max(unit.price - ask.maxPrice, 0),
      (unit.room === 6 ? 0 : 1) +
        (unit.price <= ask.maxPrice ? 0 : 1) +
        (unit.facing.startsWith('North') ? 0 : 1),
    ];
    rows.forEach((unit, i) => {
      const previous = rows[i - 1];
      if (!previous) return;
      const order = lexicographic(distance(previous), distance(unit));
      expect(order, `${previous.id} before ${unit.id}`).toBeLessThanOrEqual(0);
      if (order === 0) expect(unit.price).toBeGreaterThanOrEqual(previous.price);
    });
    // Not simply the cheapest first: the six-bedroom villas lead, the cheapest of them first.
    expect(rows[0]?.room).toBe(6);
    expect(rows[0]?.price).toBe(
      Math.min(...units.filter((unit) => unit.room === 6).map((unit) => unit.price)),
    );
    // Projects likewise: the one with the closest villa first.
    const closest = projects.map(
      (project) =>
        units
          .filter((unit) => unit.project_id === project._id)
          .map(distance)
          .sort(lexicographic)[0] as number[],
    );
    expect(projects[0]?._id).toBe(rows[0]?.project_id);
    closest.forEach((value, i) => {
      const previous = closest[i - 1];
      if (!previous) return;
      const order = lexicographic(previous, value);
      expect(order).toBeLessThanOrEqual(0);
      if (order === 0)
        expect(projects[i]!.starting_price).toBeGreaterThanOrEqual(projects[i - 1]!.starting_price);
    });
  });

  it('answers 400 naming the field for a bad value of a new filter', async () => {
    const cases: [object, string][] = [
      [{ bathrooms: 'lots' }, "filters.bathrooms: must be a count like 2 or '2+', 'None' or 'Any'"],
      [{ parking: 120 }, 'filters.parking: must be an integer between 0 and 99'],
      [{ exactBhk: 'yes' }, 'filters.exactBhk: must be true or false'],
      [{ exactParking: 1 }, 'filters.exactParking: must be true or false'],
      [{ minPlotArea: -1 }, 'filters.minPlotArea: must be a number between 0 and 1000000000000'],
      [{ withs: ['x'.repeat(41)] }, 'filters.withs[0]: must be at most 40 characters long'],
    ];
    for (const [filters, message] of cases) {
      const response = await app.inject({ url: url(filters) });
      expect(response.statusCode, JSON.stringify(filters)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
  });
});
