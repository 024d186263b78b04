// The listing (spec §3): one page of a city's units that meet the filters and of the projects that have
// one, or the units closest to the ask when none does. Which units and projects, in which order, and
// how many match, is answered from the listing index in this process's memory (listing/listing-index.ts,
// issue 28: in SQL, a filter never seen before cost PostgreSQL ~21 ms of CPU).
//
// The answer is put together from each unit's and project's JSON, kept with the index (so for one
// catalogue version, listing/listing-json.ts): a unit the listing has shown before costs neither a
// read nor serialising again, and the database is asked only for the rows of the page's units not yet
// kept, by id. Varied filters keep showing the same villas, so after a while most fresh answers read
// no rows at all (docs/listing-performance.md).
//
// The index holds one catalogue version. An answer reads the version with its rows, or alone, unless
// the catalogue cache knows the version to be the index's: when it is not the index's (the catalogue
// changed since), the index is read anew and the answer made again. So an edit through the app shows
// in the next answer, and one outside it within the cache's second, as the listing cache promises. A
// write that does not move the version (none does: the catalogue's triggers move it) is not seen by
// units already kept.
import type { InferResult } from 'kysely';
import { DEFAULT_CITY } from '../../contract/cities.ts';
import type { Db } from '../../db/db.ts';
import { prepared, qb } from '../../db/kysely.ts';
import { parseFilters } from '../../db/unit-filters.ts';
import { InvalidFieldError } from '../../lib/errors.ts';
import { SerialisedJson } from '../../lib/serialised-json.ts';
import {
  matchingPage,
  readListingIndex,
  similarPage,
  type ListingIndex,
} from '../../listing/listing-index.ts';
import { createListingJson, type ListingJson } from '../../listing/listing-json.ts';
import { unitMatcher } from '../../listing/unit-matcher.ts';
import type {
  City,
  ListingQuery,
  ListingResponse,
  ProjectSummary,
  UnitSummary,
} from '../../schemas/index.ts';
import { columnList, publishedProject, toUnitSummary, UNIT_SUMMARY_COLUMNS } from './catalogue-summaries.ts';

/** A page's unit rows: a summary's columns but its project's, which the index holds. */
const pageUnits = () =>
  qb
    .selectFrom('units as u')
    .innerJoin('locations as l', 'l.id', 'u.location_id')
    .select([
      ...UNIT_SUMMARY_COLUMNS.filter(
        (column): column is Exclude<typeof column, `p.${string}`> => !column.startsWith('p.'),
      ),
      'u.project_id',
    ]);
type PageUnitRow = InferResult<ReturnType<typeof pageUnits>>[number];
const PAGE_UNIT_COLUMNS_SQL = columnList(pageUnits());

/** A row read with the catalogue's version at the time (migrations/0007_catalogue_version.sql). */
type Versioned<T> = T & { catalogue_version: string };
const VERSION_COLUMN = '(SELECT version::text FROM catalogue_version) AS catalogue_version';
/** How many times an answer is made again while the catalogue changes under it, before giving up. */
const ATTEMPTS = 5;

/** A published project by its slug or id. */
const projectIdOf = prepared((slugOrId: string) =>
  qb
    .selectFrom('projects as p')
    .select('p.id')
    .where((eb) => eb.or([eb('p.slug', '=', slugOrId), eb('p.id', '=', slugOrId)]))
    .where(publishedProject),
);

export function createListing(db: Db, findCity: (nameOrId: string) => Promise<City | null>) {
  let index: ListingIndex | null = null;
  let reading: Promise<ListingIndex> | null = null;
  let kept: { index: ListingIndex; json: ListingJson } | null = null;
  /** The index; read anew (once for concurrent callers) when there is none or when it is `stale`. */
  function currentIndex(stale: string | null): Promise<ListingIndex> {
    if (index !== null && index.version !== stale) return Promise.resolve(index);
    reading ??= readListingIndex(db)
      .then((read) => (index = read))
      .finally(() => (reading = null));
    return reading;
  }
  /** The JSON kept for this index: nothing yet for a new one. */
  function jsonOf(listed: ListingIndex): ListingJson {
    if (kept?.index !== listed) kept = { index: listed, json: createListingJson(listed) };
    return kept.json;
  }

  /**
   * Reads a page's units that are not kept, by id, with their project's summary from the index; none
   * when `version` is the index's and none is missing. Null when the rows (or, with none to read, the
   * catalogue) are at another version than the index's.
   */
  async function readUnits(listed: ListingIndex, missing: number[], version: string | undefined) {
    const read = new Map<number, UnitSummary>();
    if (missing.length === 0 && version === listed.version) return read;
    const ids = missing.map((position) => listed.unitIds[position] as string);
    const rows =
      ids.length === 0
        ? []
        : await db.query<Versioned<PageUnitRow>>(
            `SELECT ${PAGE_UNIT_COLUMNS_SQL}, ${VERSION_COLUMN} FROM units u JOIN locations l ON l.id = u.location_id
             WHERE u.id = ANY($1::text[])`,
            [ids],
          );
    const versions = new Set(rows.map((row) => row.catalogue_version));
    if (versions.size === 0) {
      const [row] = await db.query<{ version: string }>(
        'SELECT version::text AS version FROM catalogue_version',
      );
      versions.add(row?.version ?? '0');
    }
    if (versions.size !== 1 || !versions.has(listed.version)) return null;
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const [at, position] of missing.entries()) {
      const row = byId.get(ids[at] as string);
      if (row === undefined) return null;
      const project = listed.projectSummaries[listed.columns.project[position] as number] as ProjectSummary;
      read.set(
        position,
        toUnitSummary({
          ...row,
          project_slug: project.slug,
          project_name: project.name,
          project_gallery: project.gallery,
          project_lng: project.cordinates.coordinates[0],
          project_lat: project.cordinates.coordinates[1],
        }),
      );
    }
    return read;
  }

  async function findProjectId(slugOrId: string): Promise<string | null> {
    const [row] = await projectIdOf(db, slugOrId.trim());
    return row?.id ?? null;
  }

  /**
   * One page of a city's units that meet the filters, cheapest first (nearest first given lat and
   * lng), and the same page of the projects that have such a unit, with exact totals, as the route's
   * JSON. When nothing matches, the answer is 'similar_units': the city's units closest to the ask
   * or, for a city without villas, those of Bengaluru. `version`, when given, is the catalogue's
   * version as the caller knows it: an index of that version needs no reading of it.
   */
  return async function listing(query: ListingQuery, version?: string): Promise<SerialisedJson> {
    const page = query.page ?? 1;
    const limit = query.limit ?? 100;
    const cityName = query.city ?? DEFAULT_CITY;
    const city = await findCity(cityName);
    if (!city) throw new InvalidFieldError('city', `unknown city '${cityName}'`);
    let projectId: string | null = null;
    if (query.project) {
      projectId = await findProjectId(query.project);
      if (!projectId) throw new InvalidFieldError('project', `unknown project '${query.project}'`);
    }
    const filters = parseFilters(query.filters);
    const point =
      query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
    const fallback = async () => {
      const home = await findCity(DEFAULT_CITY);
      return home && home._id !== city._id ? home._id : null;
    };

    let stale: string | null = null;
    for (let attempt = 1; ; attempt += 1) {
      const listed = await currentIndex(stale);
      const ask = {
        cityId: city._id,
        offset: (page - 1) * limit,
        limit,
        matcher: unitMatcher(listed.columns, filters, projectId),
        point,
      };
      let message: ListingResponse['message'] = 'success';
      let result = matchingPage(listed, ask);
      if (result.total === 0) {
        message = 'similar_units';
        result = similarPage(listed, ask);
        // Where the listing falls back to when a city has no villas to show: the home city.
        const home = result.total === 0 ? await fallback() : null;
        if (home !== null) result = similarPage(listed, { ...ask, cityId: home });
      }
      const json = jsonOf(listed);
      const units = await json.units(result.units, (missing) => readUnits(listed, missing, version));
      if (units === null) {
        if (attempt === ATTEMPTS) throw new Error('The catalogue changed on every reading of a listing');
        stale = listed.version;
        continue;
      }
      return new SerialisedJson(
        json.answer({
          units,
          projects: result.projects,
          total: result.total,
          totalProjects: result.totalProjects,
          message,
          currentPage: page,
          totalPages: Math.ceil(result.total / limit),
        }),
      );
    }
  };
}
