// The listing (spec §3): one page of a city's units that meet the filters and of the projects that have
// one, or the units closest to the ask when none does. The page of units is chosen from an index alone
// (units_listing_idx); the totals are counted once per filter and catalogue version.
//
// Its statements stay SQL, built as text with numbered parameters (db/unit-filters.ts): Kysely can't
// say the index-only page, the per-project closeness or the counts better, and building them as
// Kysely fragments cost the listing ~45 µs of JavaScript more per request. Their rows are typed from
// the generated tables through the summaries' selections (catalogue-summaries.ts).
import { DEFAULT_CITY } from '../../contract/cities.ts';
import type { Db } from '../../db/db.ts';
import { prepared, qb } from '../../db/kysely.ts';
import { parseFilters, sqlParams, unitFilterSql, type SqlParams } from '../../db/unit-filters.ts';
import { InvalidFieldError } from '../../lib/errors.ts';
import { createLruCache } from '../../lib/lru-cache.ts';
import type { City, ListingQuery, ListingResponse } from '../../schemas/index.ts';
import {
  PROJECT_SUMMARY_COLUMNS_SQL,
  PUBLISHED_UNIT,
  publishedProject,
  toProjectSummary,
  toUnitSummary,
  UNIT_SUMMARY_COLUMNS_SQL,
  type ProjectSummaryRow,
  type UnitSummaryRow,
} from './catalogue-summaries.ts';

const UNITS_FROM = 'units u JOIN projects p ON p.id = u.project_id JOIN locations l ON l.id = u.location_id';
const PROJECTS_FROM = 'projects p JOIN locations l ON l.id = p.location_id JOIN cities c ON c.id = p.city_id';

/** A listing's two totals. */
interface Totals {
  total: number;
  totalProjects: number;
}
/** A row read with the catalogue's version at the time (migrations/0007_catalogue_version.sql). */
type Versioned<T> = T & { catalogue_version: string };
const VERSION_COLUMN = '(SELECT version::text FROM catalogue_version) AS catalogue_version';

/** Totals of a few thousand filters: a key is the filter's SQL and values, well under a kilobyte. */
const TOTALS_CACHE_LIMITS = { maxEntries: 5_000, maxBytes: 4 * 1024 * 1024 };
/** What an entry holds besides its key. */
const TOTALS_ENTRY_BYTES = 64;

interface ListingPage {
  units: UnitSummaryRow[];
  projects: ProjectSummaryRow[];
  total: number;
  totalProjects: number;
}

/** The haversine term of a project's distance from a point: it grows with the distance, all an order needs. */
function distanceFrom(params: SqlParams, lat: number, lng: number): string {
  const [latitude, longitude] = [params.add(lat), params.add(lng)];
  return `(power(sin(radians(p.lat - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(p.lat)) * power(sin(radians(p.lng - ${longitude}::float8) / 2), 2))`;
}

/** How many of the conditions a unit misses. */
const missed = (conditions: string[]): string[] =>
  conditions.length === 0
    ? []
    : [`(${conditions.map((condition) => `(CASE WHEN ${condition} THEN 0 ELSE 1 END)`).join(' + ')})`];

/** One listing query: its conditions and orderings on `u` and `p`, and their parameters. */
interface ListingSql {
  params: SqlParams;
  /** Parameters the conditions use; those after them only order, so a count leaves them out. */
  conditionParams: number;
  /** Conditions a unit of the city meets ($1 is the city's id). */
  conditions: string[];
  /** For similar units: how far a unit is from the ask (distances, then conditions missed). */
  closeness: string[];
  /** The distance from the given point, when there is one. */
  distance: string[];
}

/** A published project by its slug or id. */
const projectIdOf = prepared((slugOrId: string) =>
  qb
    .selectFrom('projects as p')
    .select('p.id')
    .where((eb) => eb.or([eb('p.slug', '=', slugOrId), eb('p.id', '=', slugOrId)]))
    .where(publishedProject),
);

export function createListing(db: Db, findCity: (nameOrId: string) => Promise<City | null>) {
  /** Totals counted for a filter, with the catalogue version they were counted under. */
  const knownTotals = createLruCache<Totals & { version: string }>(TOTALS_CACHE_LIMITS);

  /**
   * The page (its units and projects) and its totals. The totals depend on the filter, not on the page:
   * counted once, they are kept with the catalogue version of the count. A later page of the same
   * filter skips counting, and skips reading a list the totals say has ended before this page, when
   * its statements read that same version (each reads it). Otherwise (a page read under another
   * version, or one with no row to tell) the page is read and counted afresh.
   */
  async function pageAndTotals(page: {
    key: string;
    offset: number;
    units: () => Promise<Versioned<UnitSummaryRow>[]>;
    projects: () => Promise<Versioned<ProjectSummaryRow>[]>;
    count: () => Promise<Versioned<Totals>>;
  }): Promise<ListingPage> {
    const none = async () => [];
    const known = knownTotals.get(page.key);
    if (known !== undefined) {
      const [units, projects] = await Promise.all([
        page.offset < known.total ? page.units() : none(),
        page.offset < known.totalProjects ? page.projects() : none(),
      ]);
      if ((units[0] ?? projects[0])?.catalogue_version === known.version) {
        return { units, projects, total: known.total, totalProjects: known.totalProjects };
      }
    }
    const [units, projects, counted] = await Promise.all([page.units(), page.projects(), page.count()]);
    const { total, totalProjects, catalogue_version: version } = counted;
    knownTotals.set(page.key, { total, totalProjects, version }, page.key.length + TOTALS_ENTRY_BYTES);
    return { units, projects, total, totalProjects };
  }

  /**
   * One page of the units meeting the conditions and of the projects that have one. The page's units
   * are chosen from the index alone (every column the conditions and the order read is in
   * units_listing_idx), then only those rows are read with their project and location.
   */
  async function listMatching(query: ListingSql, page: number, limit: number) {
    const where = ['u.city_id = $1', PUBLISHED_UNIT, ...query.conditions].join(' AND ');
    const values = query.params.values;
    const counted = values.slice(0, query.conditionParams);
    const paging = `LIMIT $${values.length + 1} OFFSET $${values.length + 2}`;
    const hasUnit = `EXISTS (SELECT 1 FROM units u WHERE u.project_id = p.id AND ${where})`;
    const unitOrder = [...query.distance, 'u.price', 'u.name', 'u.id'].join(', ');
    // Ordering by distance reads the project's position; the conditions read `u` alone.
    const pageFrom = query.distance.length > 0 ? 'units u JOIN projects p ON p.id = u.project_id' : 'units u';
    return pageAndTotals({
      key: JSON.stringify(['matching', where, counted]),
      offset: (page - 1) * limit,
      units: () =>
        db.query<Versioned<UnitSummaryRow>>(
          `SELECT ${UNIT_SUMMARY_COLUMNS_SQL}, ${VERSION_COLUMN}
           FROM (SELECT u.id FROM ${pageFrom} WHERE ${where} ORDER BY ${unitOrder} ${paging}) page
           JOIN ${UNITS_FROM} ON u.id = page.id
           ORDER BY ${unitOrder}`,
          [...values, limit, (page - 1) * limit],
        ),
      projects: () =>
        db.query<Versioned<ProjectSummaryRow>>(
          `SELECT ${PROJECT_SUMMARY_COLUMNS_SQL}, ${VERSION_COLUMN} FROM ${PROJECTS_FROM}
           WHERE p.city_id = $1 AND ${hasUnit}
           ORDER BY ${[...query.distance, 'p.starting_price', 'p.name', 'p.id'].join(', ')} ${paging}`,
          [...values, limit, (page - 1) * limit],
        ),
      // A unit is in its project's city (migrations/0008): the projects that have a matching unit of
      // the city are the distinct projects of those units.
      count: async () =>
        (
          await db.query<Versioned<Totals>>(
            `SELECT coalesce(sum(units), 0)::int AS total, count(*)::int AS "totalProjects", ${VERSION_COLUMN}
             FROM (SELECT count(*) AS units FROM units u WHERE ${where} GROUP BY u.project_id) per_project`,
            counted,
          )
        )[0] as Versioned<Totals>,
    });
  }

  /**
   * One page of a city's units, closest to the ask first, and of its projects, the one with the
   * closest unit first. The units are ordered over the index's columns, then the page's rows are read.
   */
  async function listSimilar(query: ListingSql, cityId: string, page: number, limit: number) {
    const values = [cityId, ...query.params.values.slice(1)];
    const ofCity = `u.city_id = $1 AND ${PUBLISHED_UNIT}`;
    const paging = `LIMIT $${values.length + 1} OFFSET $${values.length + 2}`;
    const unitOrder = [...query.closeness, ...query.distance, 'u.price', 'u.name', 'u.id'].join(', ');
    const pageFrom = query.distance.length > 0 ? 'units u JOIN projects p ON p.id = u.project_id' : 'units u';
    // Each project's closest unit, from one pass over the city's units (all of a project's units are
    // in its city: migrations/0008).
    const closest =
      query.closeness.length === 0
        ? `SELECT u.project_id FROM units u WHERE ${ofCity} GROUP BY u.project_id`
        : `SELECT u.project_id, min(ARRAY[${query.closeness.join(', ')}]::bigint[]) AS closeness
           FROM units u WHERE ${ofCity} GROUP BY u.project_id`;
    const projectOrder = [
      ...(query.closeness.length === 0 ? [] : ['per_project.closeness']),
      ...query.distance,
      'p.starting_price',
      'p.name',
      'p.id',
    ].join(', ');
    return pageAndTotals({
      key: JSON.stringify(['similar', cityId]),
      offset: (page - 1) * limit,
      units: () =>
        db.query<Versioned<UnitSummaryRow>>(
          `SELECT ${UNIT_SUMMARY_COLUMNS_SQL}, ${VERSION_COLUMN}
           FROM (SELECT u.id FROM ${pageFrom} WHERE ${ofCity} ORDER BY ${unitOrder} ${paging}) page
           JOIN ${UNITS_FROM} ON u.id = page.id
           ORDER BY ${unitOrder}`,
          [...values, limit, (page - 1) * limit],
        ),
      projects: () =>
        db.query<Versioned<ProjectSummaryRow>>(
          `SELECT ${PROJECT_SUMMARY_COLUMNS_SQL}, ${VERSION_COLUMN}
           FROM (${closest}) per_project JOIN ${PROJECTS_FROM} ON p.id = per_project.project_id
           ORDER BY ${projectOrder} ${paging}`,
          [...values, limit, (page - 1) * limit],
        ),
      // The city's totals, whatever the filter: counted once per city and catalogue version.
      count: async () =>
        (
          await db.query<Versioned<Totals>>(
            `SELECT (SELECT count(*)::int FROM units u WHERE ${ofCity}) AS total,
               (SELECT count(*)::int FROM projects p
                WHERE p.city_id = $1 AND EXISTS (SELECT 1 FROM units u WHERE u.project_id = p.id AND ${PUBLISHED_UNIT}))
                AS "totalProjects",
               ${VERSION_COLUMN}`,
            [cityId],
          )
        )[0] as Versioned<Totals>,
    });
  }

  async function findProjectId(slugOrId: string): Promise<string | null> {
    const [row] = await projectIdOf(db, slugOrId.trim());
    return row?.id ?? null;
  }

  /**
   * One page of a city's units that meet the filters, cheapest first (nearest first given lat and
   * lng), and the same page of the projects that have such a unit. When nothing matches, the answer
   * is 'similar_units': the city's units closest to the ask or, for a city without villas, those of
   * Bengaluru.
   */
  return async function listing(query: ListingQuery): Promise<ListingResponse> {
    const page = query.page ?? 1;
    const limit = query.limit ?? 100;
    const cityName = query.city ?? DEFAULT_CITY;
    const city = await findCity(cityName);
    if (!city) throw new InvalidFieldError('city', `unknown city '${cityName}'`);
    const params = sqlParams();
    params.add(city._id);
    const conditions: string[] = [];
    if (query.project) {
      const projectId = await findProjectId(query.project);
      if (!projectId) throw new InvalidFieldError('project', `unknown project '${query.project}'`);
      conditions.push(`u.project_id = ${params.add(projectId)}`);
    }
    const filter = unitFilterSql(parseFilters(query.filters), params);
    conditions.push(...filter.conditions);
    const conditionParams = params.values.length;
    const sql: ListingSql = {
      params,
      conditionParams,
      conditions,
      closeness: [...filter.distances, ...missed(conditions)],
      distance:
        query.lat !== undefined && query.lng !== undefined
          ? [distanceFrom(params, query.lat, query.lng)]
          : [],
    };

    let message: ListingResponse['message'] = 'success';
    let result = await listMatching(sql, page, limit);
    if (result.total === 0) {
      message = 'similar_units';
      result = await listSimilar(sql, city._id, page, limit);
      // Where the listing falls back to when a city has no villas to show: the home city.
      const fallback = result.total === 0 ? await findCity(DEFAULT_CITY) : null;
      if (fallback && fallback._id !== city._id) result = await listSimilar(sql, fallback._id, page, limit);
    }
    return {
      status: 'success',
      data: { units: result.units.map(toUnitSummary), projects: result.projects.map(toProjectSummary) },
      total: result.total,
      totalProjects: result.totalProjects,
      message,
      currentPage: page,
      totalPages: Math.ceil(result.total / limit),
    };
  };
}
