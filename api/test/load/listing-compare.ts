// Checks that a change to the listing's SQL keeps its answers: `--record FILE` writes the answers of a
// set of listings (filters, pages, cities, a project, a point, nothing matching) built on the database
// given by DATABASE_URL or TEST_DATABASE_URL (or PGlite's DATA_DIR); `--check FILE` builds them again
// and names every one that differs. Run --record on the code before the change, --check after, on the
// same catalogue (docs/listing-performance.md, 100,000 units). The repository is called directly, so
// no answer comes from the response cache; each listing is asked twice, the second time after a page
// of another filter, so that answers kept between requests are checked too. An answer whose totals are
// capped (issue 28) matches a recorded one with the same page and larger exact totals.
//
//   DATABASE_URL=postgres://… npx tsx test/load/listing-compare.ts --record /tmp/listing-before.json
//   DATABASE_URL=postgres://… npx tsx test/load/listing-compare.ts --check /tmp/listing-before.json
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../src/config.ts';
import { openDb } from '../../src/db/db.ts';
import { createCatalogueRepository } from '../../src/plugins/app/catalogue-repository.ts';
import type { ListingQuery, ListingResponse } from '../../src/schemas/index.ts';
import { randomListings } from './random-filters.ts';

const { values } = parseArgs({ options: { record: { type: 'string' }, check: { type: 'string' } } });
const file = values.record ?? values.check;
if (file === undefined) throw new Error('Usage: listing-compare.ts --record FILE | --check FILE');

const DEFAULT = { minPrice: 10_000_000, maxPrice: 35_000_000, minBuiltupArea: 1000, maxBuiltupArea: 4000 };
const FILTERS: object[] = [
  {},
  DEFAULT,
  { ...DEFAULT, bhk: ['3', '4'] },
  { bhk: '6+' },
  { bhk: ['3', '5'], exactBhk: false, maxPrice: 30_000_000 },
  { bathrooms: '3', exactBathrooms: true, parking: 'None' },
  { parking: '2+', types: ['Villa'] },
  { types: ['Duplex', 'Villament'], minPlotArea: 1500, maxPlotArea: 3000 },
  { types: ['Penthouse'] },
  { directions: ['North'], withs: ['pool'] },
  { directions: ['South-East', 'West'], bhk: 4, minPrice: 20_000_000 },
  { withs: ['corner plot', 'home lift'] },
  // Nothing matches: similar units.
  { bhk: ['5'], maxPrice: 2_000_000 },
  { bhk: '6+', types: ['Rowhouse'], maxPrice: 6_000_000, minBuiltupArea: 5000 },
  { minPrice: 200_000_000 },
  // Nothing matches, though many units have the bedrooms and price asked for: similar units among those.
  { bhk: ['3', '4'], minPrice: 10_000_000, maxPrice: 50_000_000, withs: ['helipad'] },
  { bhk: '5', maxPrice: 40_000_000, directions: ['North'], types: ['Penthouse'], withs: ['helipad'] },
];

async function queries(projectSlug: string): Promise<ListingQuery[]> {
  const list: ListingQuery[] = [];
  for (const filters of FILTERS) {
    for (const page of [1, 2, 50, 400])
      list.push({ city: 'Bengaluru', page, filters: JSON.stringify(filters) });
  }
  for (const city of ['Hyderabad', 'Mysore']) {
    for (const filters of FILTERS.slice(0, 4))
      list.push({ city, page: 3, limit: 25, filters: JSON.stringify(filters) });
  }
  list.push({
    city: 'Bengaluru',
    page: 1,
    limit: 7,
    lat: 12.97,
    lng: 77.59,
    filters: JSON.stringify(DEFAULT),
  });
  list.push({
    city: 'Bengaluru',
    page: 30,
    lat: 12.9,
    lng: 77.7,
    filters: JSON.stringify({ bhk: ['5'], maxPrice: 2_000_000 }),
  });
  // Filters as buyers send them (the bench's never-seen series): page 1, and page 3 of every fourth.
  const next = randomListings(2028);
  for (let index = 0; index < 60; index += 1) {
    const { city, filters } = next();
    list.push({ city, page: index % 4 === 3 ? 3 : 1, filters: JSON.stringify(filters) });
  }
  list.push({ city: 'Bengaluru', project: projectSlug, page: 1, limit: 10 });
  list.push({
    city: 'Bengaluru',
    project: projectSlug,
    page: 2,
    limit: 10,
    filters: JSON.stringify({ bhk: '3' }),
  });
  return list;
}

/**
 * The same answer, or the same page where one of the two has capped totals (issue 28): lower bounds
 * of the other's, both promising a next page or neither.
 */
function sameAnswer(recorded: ListingResponse, answer: ListingResponse | undefined): boolean {
  if (answer === undefined) return false;
  if (answer.totalCapped !== true && recorded.totalCapped !== true)
    return JSON.stringify(recorded) === JSON.stringify(answer);
  const [lower, exact] = answer.totalCapped === true ? [answer, recorded] : [recorded, answer];
  const { total, totalProjects, totalPages, totalCapped: _capped, ...rest } = lower;
  const {
    total: exactTotal,
    totalProjects: exactProjects,
    totalPages: exactPages,
    totalCapped: _exactCapped,
    ...exactRest
  } = exact;
  return (
    JSON.stringify(rest) === JSON.stringify(exactRest) &&
    total <= exactTotal &&
    totalProjects <= exactProjects &&
    totalPages > lower.currentPage === exactPages > exact.currentPage
  );
}

const config = loadConfig(process.env);
const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
const db = await openDb({ databaseUrl, dataDir: config.dataDir });
try {
  const [project] = await db.query<{ slug: string }>(
    "SELECT p.slug FROM projects p JOIN cities c ON c.id = p.city_id WHERE c.name = 'Bengaluru' ORDER BY p.slug LIMIT 1",
  );
  const catalogue = createCatalogueRepository(db);
  const list = await queries(project?.slug ?? '');
  const answers: Record<string, ListingResponse> = {};
  const started = performance.now();
  const listing = async (query: ListingQuery) =>
    JSON.parse((await catalogue.listing(query)).bytes.toString()) as ListingResponse;
  for (const [index, query] of list.entries()) {
    const key = JSON.stringify(query);
    const answer = await listing(query);
    // Another listing in between, then the same again: it must not change.
    await listing({ ...(list[(index + 7) % list.length] as ListingQuery) });
    const again = await listing(query);
    if (JSON.stringify(again) !== JSON.stringify(answer)) throw new Error(`asked twice, two answers: ${key}`);
    answers[key] = answer;
  }
  console.log(`${list.length} listings in ${Math.round(performance.now() - started)} ms`);
  if (values.record !== undefined) {
    writeFileSync(values.record, JSON.stringify(answers));
    console.log(`recorded in ${values.record}`);
  } else {
    const before = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ListingResponse>;
    const differing = Object.keys(before).filter(
      (key) => !sameAnswer(before[key] as ListingResponse, answers[key]),
    );
    for (const key of differing) console.log(`✗ differs: ${key}`);
    console.log(
      differing.length === 0 ? `✓ all ${list.length} answers as recorded` : `✗ ${differing.length} differ`,
    );
    process.exitCode = differing.length === 0 && Object.keys(before).length === list.length ? 0 : 1;
  }
} finally {
  await db.close();
}
