// The listing (spec §3): one page of a city's units that meet the filters and of the projects that have
// one, or the units closest to the ask when none does. The page of units is chosen from an index alone
// (units_listing_idx); the totals are counted once per filter and catalogue version.
import { sql, type RawBuilder } from 'kysely';
import { DEFAULT_CITY } from '../../contract/cities.ts';
import type { Db } from '../../db/db.ts';
import { qb, run, runOne, runSql } from '../../db/kysely.ts';
import { parseFilters, unitFilterSql } from '../../db/unit-filters.ts';
import { InvalidFieldError } from '../../lib/errors.ts';
import { createLruCache } from '../../lib/lru-cache.ts';
import type { City, ListingQuery, ListingResponse } from '../../schemas/index.ts';
import {
  PROJECT_SUMMARY_COLUMNS,
  publishedProject,
  publishedUnit,
  toProjectSummary,
  toUnitSummary,
  UNIT_SUMMARY_COLUMNS,
  type ProjectSummaryRow,
  type UnitSummaryRow,
} from './catalogue-summaries.ts';

/** A listing's two totals. */
interface Totals {
  total: number;
  totalProjects: number;
}
/** A row read with the catalogue's version at the time (migrations/0007_catalogue_version.sql). */
type Versioned<T> = T & { catalogue_version: string };
const catalogueVersion = () =>
  sql<string>`(SELECT version::text FROM catalogue_version)`.as('catalogue_version');

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

type Condition = RawBuilder<boolean>;
type Term = RawBuilder<unknown>;

/** The haversine term of a project's distance from a point: it grows with the distance, all an order needs. */
function distanceFrom(lat: number, lng: number): Term {
  return sql`(power(sin(radians(p.lat - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(p.lat)) * power(sin(radians(p.lng - ${lng}::float8) / 2), 2))`;
}

/** How many of the conditions a unit misses. */
const missed = (conditions: Condition[]): Term[] =>
  conditions.length === 0
    ? []
    : [
        sql`(${sql.join(
          conditions.map((condition) => sql`(CASE WHEN ${condition} THEN 0 ELSE 1 END)`),
          sql` + `,
        )})`,
      ];

const and = (conditions: Condition[]): Condition => sql<boolean>`${sql.join(conditions, sql` AND `)}`;
const order = (terms: Term[]): Term => sql.join(terms);

/** One listing query: its conditions and orderings on `u` and `p`. */
interface ListingSql {
  /** Conditions a unit of the city meets, besides being of the city and published. */
  conditions: Condition[];
  /** For similar units: how far a unit is from the ask (distances, then conditions missed). */
  closeness: Term[];
  /** The distance from the given point, when there is one. */
  distance: Term[];
}

/**
 * The ids of a page of units, chosen from the index alone when `distance` is empty (every column the
 * conditions and the order read is in units_listing_idx); ordering by distance reads the project.
 */
function pageOfUnits(where: Condition, unitOrder: Term, byDistance: boolean, limit: number, offset: number) {
  return qb
    .selectFrom('units as u')
    .$if(byDistance, (query) => query.innerJoin('projects as p', 'p.id', 'u.project_id'))
    .select('u.id')
    .where(where)
    .orderBy(unitOrder)
    .limit(limit)
    .offset(offset)
    .as('page');
}

/** Then only the page's rows are read with their project and location, in the same order. */
function unitsOfPage(page: ReturnType<typeof pageOfUnits>, unitOrder: Term) {
  return qb
    .selectFrom(page)
    .innerJoin('units as u', 'u.id', 'page.id')
    .innerJoin('projects as p', 'p.id', 'u.project_id')
    .innerJoin('locations as l', 'l.id', 'u.location_id')
    .select(UNIT_SUMMARY_COLUMNS)
    .select(catalogueVersion())
    .orderBy(unitOrder);
}

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

  /** The one row of a count. */
  async function counted(query: RawBuilder<Versioned<Totals>>): Promise<Versioned<Totals>> {
    const [row] = await runSql(db, query);
    if (row === undefined) throw new Error('A count returned no row');
    return row;
  }

  /** One page of the units meeting the conditions and of the projects that have one. */
  async function listMatching(query: ListingSql, cityId: string, page: number, limit: number) {
    const where = and([sql`u.city_id = ${cityId}`, publishedUnit, ...query.conditions]);
    const offset = (page - 1) * limit;
    const unitOrder = order([...query.distance, sql`u.price`, sql`u.name`, sql`u.id`]);
    const byDistance = query.distance.length > 0;
    const compiledWhere = where.compile(qb);
    return pageAndTotals({
      key: JSON.stringify(['matching', compiledWhere.sql, compiledWhere.parameters]),
      offset,
      units: () => run(db, unitsOfPage(pageOfUnits(where, unitOrder, byDistance, limit, offset), unitOrder)),
      projects: () =>
        run(
          db,
          qb
            .selectFrom('projects as p')
            .innerJoin('locations as l', 'l.id', 'p.location_id')
            .innerJoin('cities as c', 'c.id', 'p.city_id')
            .select(PROJECT_SUMMARY_COLUMNS)
            .select(catalogueVersion())
            .where('p.city_id', '=', cityId)
            .where(sql<boolean>`EXISTS (SELECT 1 FROM units u WHERE u.project_id = p.id AND ${where})`)
            .orderBy(order([...query.distance, sql`p.starting_price`, sql`p.name`, sql`p.id`]))
            .limit(limit)
            .offset(offset),
        ),
      // A unit is in its project's city (migrations/0008): the projects that have a matching unit of
      // the city are the distinct projects of those units.
      count: () =>
        counted(
          sql`SELECT coalesce(sum(units), 0)::int AS total, count(*)::int AS "totalProjects", ${catalogueVersion()}
              FROM (SELECT count(*) AS units FROM units u WHERE ${where} GROUP BY u.project_id) per_project`,
        ),
    });
  }

  /**
   * One page of a city's units, closest to the ask first, and of its projects, the one with the
   * closest unit first. The units are ordered over the index's columns, then the page's rows are read.
   */
  async function listSimilar(query: ListingSql, cityId: string, page: number, limit: number) {
    const ofCity = and([sql`u.city_id = ${cityId}`, publishedUnit]);
    const offset = (page - 1) * limit;
    const unitOrder = order([...query.closeness, ...query.distance, sql`u.price`, sql`u.name`, sql`u.id`]);
    const byDistance = query.distance.length > 0;
    const weighed = query.closeness.length > 0;
    // Each project's closest unit, from one pass over the city's units (all of a project's units are
    // in its city: migrations/0008).
    const closest = qb
      .selectFrom('units as u')
      .select('u.project_id')
      .$if(weighed, (select) =>
        select.select(sql`min(ARRAY[${sql.join(query.closeness)}]::bigint[])`.as('closeness')),
      )
      .where(ofCity)
      .groupBy('u.project_id')
      .as('per_project');
    const projectOrder = order([
      ...(weighed ? [sql`per_project.closeness`] : []),
      ...query.distance,
      sql`p.starting_price`,
      sql`p.name`,
      sql`p.id`,
    ]);
    return pageAndTotals({
      key: JSON.stringify(['similar', cityId]),
      offset,
      units: () => run(db, unitsOfPage(pageOfUnits(ofCity, unitOrder, byDistance, limit, offset), unitOrder)),
      projects: () =>
        run(
          db,
          qb
            .selectFrom(closest)
            .innerJoin('projects as p', 'p.id', 'per_project.project_id')
            .innerJoin('locations as l', 'l.id', 'p.location_id')
            .innerJoin('cities as c', 'c.id', 'p.city_id')
            .select(PROJECT_SUMMARY_COLUMNS)
            .select(catalogueVersion())
            .orderBy(projectOrder)
            .limit(limit)
            .offset(offset),
        ),
      // The city's totals, whatever the filter: counted once per city and catalogue version.
      count: () =>
        counted(
          sql`SELECT (SELECT count(*)::int FROM units u WHERE ${ofCity}) AS total,
                (SELECT count(*)::int FROM projects p
                 WHERE p.city_id = ${cityId} AND EXISTS (SELECT 1 FROM units u WHERE u.project_id = p.id AND ${publishedUnit}))
                 AS "totalProjects",
                ${catalogueVersion()}`,
        ),
    });
  }

  async function findProjectId(slugOrId: string): Promise<string | null> {
    const value = slugOrId.trim();
    const row = await runOne(
      db,
      qb
        .selectFrom('projects as p')
        .select('p.id')
        .where((eb) => eb.or([eb('p.slug', '=', value), eb('p.id', '=', value)]))
        .where(publishedProject),
    );
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
    const conditions: Condition[] = [];
    if (query.project) {
      const projectId = await findProjectId(query.project);
      if (!projectId) throw new InvalidFieldError('project', `unknown project '${query.project}'`);
      conditions.push(sql<boolean>`u.project_id = ${projectId}`);
    }
    const filter = unitFilterSql(parseFilters(query.filters));
    conditions.push(...filter.conditions);
    const listingSql: ListingSql = {
      conditions,
      closeness: [...filter.distances, ...missed(conditions)],
      distance:
        query.lat !== undefined && query.lng !== undefined ? [distanceFrom(query.lat, query.lng)] : [],
    };

    let message: ListingResponse['message'] = 'success';
    let result = await listMatching(listingSql, city._id, page, limit);
    if (result.total === 0) {
      message = 'similar_units';
      result = await listSimilar(listingSql, city._id, page, limit);
      // Where the listing falls back to when a city has no villas to show: the home city.
      const fallback = result.total === 0 ? await findCity(DEFAULT_CITY) : null;
      if (fallback && fallback._id !== city._id)
        result = await listSimilar(listingSql, fallback._id, page, limit);
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
