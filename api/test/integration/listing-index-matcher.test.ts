// The listing index's filters (src/listing/unit-matcher.ts) say what the listing's SQL says
// (src/db/unit-filters.ts): for filters of every kind, and for every published unit of the seed, whether
// it matches, how many conditions it misses, and how far its bedrooms and price are from the ask, as
// PostgreSQL computes them from unitFilterSql's own conditions.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { sqlParams, unitFilterSql } from '../../src/db/unit-filters.ts';
import {
  distances,
  readListingIndex,
  similarPage,
  type ListingIndex,
  type PageAsk,
} from '../../src/listing/listing-index.ts';
import { unitMatcher } from '../../src/listing/unit-matcher.ts';
import type { UnitFilters } from '../../src/schemas/index.ts';
import { randomListings } from '../load/random-filters.ts';
import { getTestDb, testDatabaseKind } from '../helpers/database.ts';

let db: Db;
let index: ListingIndex;
let someProject: string;

beforeAll(async () => {
  db = await getTestDb();
  index = await readListingIndex(db);
  const [row] = await db.query<{ project_id: string }>(
    "SELECT project_id FROM units WHERE status = 'published' LIMIT 1",
  );
  someProject = row?.project_id as string;
});

const EDGES: UnitFilters[] = [
  {},
  { bhk: ['3', '5'], exactBhk: false, maxPrice: 30_000_000 },
  { bhk: ['2', '4+'] },
  // Counts past the bedrooms test's table (64 and up) are looked for in a list.
  { bhk: ['3', '64', '70'] },
  { bhk: 'any' },
  { bathrooms: '3', exactBathrooms: true, parking: 'None' },
  { bathrooms: '2+', parking: '1', exactParking: true },
  { parking: 'none' },
  { bathrooms: '4' },
  { bathrooms: '3+', parking: '2' },
  { bathrooms: '4', exactBathrooms: true, parking: '2', exactParking: true },
  { types: ['Villa', 'Duplex'] },
  { types: ['Row-house', 'Pent House'] },
  { types: ['Villament'] },
  { minPlotArea: 1500.5, maxPlotArea: '3000.7', minBuiltupArea: '' },
  { minPrice: '1e7', maxPrice: 99_999_999_999 },
  { minPrice: -5, maxPrice: 20_000_000 },
  { directions: ['North'] },
  { directions: ['south-east', 'West', 'North_East', '%'] },
  { withs: ['pool'] },
  { withs: ['Corner plot', 'home lift'] },
  { withs: ['no such thing'] },
  { bhk: '6+', types: ['Rowhouse'], maxPrice: 6_000_000, minBuiltupArea: 5000 },
] as UnitFilters[];

/** What PostgreSQL says of each published unit for a filter (and a project). */
async function verdicts(
  filters: UnitFilters,
  projectId: string | null,
  measured: { bedrooms: boolean; price: boolean },
) {
  const params = sqlParams();
  const conditions: string[] = [];
  if (projectId !== null) conditions.push(`u.project_id = ${params.add(projectId)}`);
  const sql = unitFilterSql(filters, params);
  conditions.push(...sql.conditions);
  const each = (condition: string) => `(CASE WHEN ${condition} THEN 0 ELSE 1 END)`;
  // Bedrooms first, then price: each there when the matcher measures it (the test checks the count).
  const bedrooms = measured.bedrooms ? sql.distances[0] : null;
  const price = measured.price ? sql.distances.at(-1) : null;
  return db.query<{ id: string; missed: number; bedrooms: string | null; price: string | null }>(
    `SELECT u.id, (${conditions.map(each).join(' + ') || '0'})::int AS missed,
       ${bedrooms ?? 'NULL'}::text AS bedrooms, ${price ?? 'NULL'}::text AS price
     FROM units u WHERE u.status = 'published'`,
    params.values,
  );
}

describe(`the listing index's filters (${testDatabaseKind()})`, () => {
  it('match, miss and measure each unit as the SQL does', async () => {
    const next = randomListings(9);
    const cases: [UnitFilters, string | null][] = [
      ...EDGES.map((filters): [UnitFilters, null] => [filters, null]),
      ...Array.from({ length: 60 }, (): [UnitFilters, null] => [next().filters, null]),
      [{ bhk: '3' }, someProject],
      [{}, someProject],
    ];
    const position = new Map(index.unitIds.map((id, at) => [id, at]));
    for (const [filters, projectId] of cases) {
      const matcher = unitMatcher(index.columns, filters, projectId);
      const measured = { bedrooms: matcher.bedroomDistance !== null, price: matcher.priceDistance !== null };
      const rows = await verdicts(filters, projectId, measured);
      expect(rows.length).toBe(index.unitIds.length);
      const sql = unitFilterSql(filters, sqlParams());
      const distances = [matcher.bedroomDistance, matcher.priceDistance].filter((f) => f !== null);
      expect(distances.length, JSON.stringify(filters)).toBe(sql.distances.length);
      const wrong = rows.filter((row) => {
        const i = position.get(row.id) as number;
        return (
          matcher.missed(i) !== row.missed ||
          matcher.matches(i) !== (row.missed === 0) ||
          String(matcher.bedroomDistance?.(i) ?? null) !== String(row.bedrooms) ||
          String(matcher.priceDistance?.(i) ?? null) !== String(row.price)
        );
      });
      expect(
        wrong.map((row) => row.id),
        JSON.stringify(filters),
      ).toEqual([]);
    }
  });

  it('find similar units and projects as the closest of the whole city, page after page', () => {
    const next = randomListings(11);
    const filters: UnitFilters[] = [...EDGES, ...Array.from({ length: 30 }, () => next().filters)];
    const bengaluru = [...index.cities].sort(([, a], [, b]) => b.end - b.start - (a.end - a.start))[0]?.[0];
    const points = [null, { lat: 12.97, lng: 77.75 }];
    const pages = [
      { offset: 0, limit: 5 },
      { offset: 5, limit: 5 },
      { offset: 0, limit: 100 },
    ];
    let asked = 0;
    for (const filter of filters) {
      const matcher = unitMatcher(index.columns, filter, null);
      for (const point of points) {
        for (const page of pages) {
          const ask: PageAsk = { cityId: bengaluru as string, matcher, point, ...page };
          expect(similarPage(index, ask), JSON.stringify({ filter, point, page })).toEqual(
            closestOfCity(ask),
          );
          asked += 1;
        }
      }
    }
    expect(asked).toBe(filters.length * points.length * pages.length);
  });
});

/** Similar units the slow way: every unit of the city scored and sorted, then each project by its closest. */
function closestOfCity(ask: PageAsk) {
  const city = index.cities.get(ask.cityId);
  if (city === undefined) throw new Error('No such city');
  const { matcher, offset, limit } = ask;
  const project = index.columns.project;
  const distanceOf = distances(index, ask.point);
  const closeness = (i: number) => [
    matcher.bedroomDistance?.(i) ?? 0,
    matcher.priceDistance?.(i) ?? 0,
    matcher.missed(i),
  ];
  const compare = (a: number[], b: number[]) =>
    (a[0] as number) - (b[0] as number) ||
    (a[1] as number) - (b[1] as number) ||
    (a[2] as number) - (b[2] as number);
  const units = Array.from({ length: city.end - city.start }, (_, k) => city.start + k).sort(
    (a, b) =>
      compare(closeness(a), closeness(b)) ||
      distanceOf(project[a] as number) - distanceOf(project[b] as number) ||
      a - b,
  );
  // Sorted closest first, so a project's first unit is its closest.
  const closest = new Map<number, number[]>();
  for (const i of units) {
    const of = project[i] as number;
    if (!closest.has(of)) closest.set(of, closeness(i));
  }
  const projects = [...closest.keys()].sort(
    (a, b) =>
      compare(closest.get(a) as number[], closest.get(b) as number[]) ||
      distanceOf(a) - distanceOf(b) ||
      a - b,
  );
  return {
    units: units.slice(offset, offset + limit),
    projects: projects.slice(offset, offset + limit),
    total: city.end - city.start,
    totalProjects: city.projectsWithUnits,
  };
}
