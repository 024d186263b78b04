// Cities, locations, projects and units: the listing, the detail pages and the city picker.
import fp from 'fastify-plugin';
import { DEFAULT_CITY } from '../../contract/cities.ts';
import type { Db } from '../../db/db.ts';
import { parseFilters, sqlParams, unitFilterSql, type SqlParams } from '../../db/unit-filters.ts';
import { InvalidFieldError } from '../../lib/errors.ts';
import { ID_PATTERN } from '../../lib/ids.ts';
import { createLruCache } from '../../lib/lru-cache.ts';
import { mediaUrl } from '../../media/index.ts';
import { shareImageUrl } from '../../media/share-image.ts';
import type {
  City,
  Image,
  ListingQuery,
  ListingResponse,
  Location,
  Project,
  ProjectSummary,
  Unit,
  UnitSummary,
} from '../../schemas/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueRepository;
  }
}

/** The share picture of a unit or project whose cover is not one we serve (docs/seo.md). */
const SHARE_FALLBACK = mediaUrl('villa', 1);

interface CityRow {
  id: string;
  name: string;
  state: string;
  country: string;
  visibility: 'public' | 'hidden';
}

export interface UnitSummaryRow {
  id: string;
  slug: string;
  name: string;
  price: number;
  area: number;
  builtup_area: number;
  plot_area: number;
  room: number;
  unit_type: string;
  facing: string;
  rera: string | null;
  unit_premium_tag: { name: string }[];
  gallery: Image[];
  location_id: string;
  location_name: string;
  project_id: string;
  project_slug: string;
  project_name: string;
  project_gallery: Image[];
}

interface UnitRow extends UnitSummaryRow {
  description: string;
  plot_rate: number;
  construction_rate: number;
  bathrooms: number;
  parking: number;
  furnishing: string;
  possession_status: string;
  floor_plans: Image[];
  master_plan: Image[];
  charges: { name: string; amount: number }[];
  amenities: string[];
  specifications: { title: string; description: string }[];
  lat: number;
  lng: number;
}

interface ProjectSummaryRow {
  id: string;
  slug: string;
  name: string;
  builder: string;
  gallery: Image[];
  starting_price: number;
  location_id: string;
  location_name: string;
  city_id: string;
  city_name: string;
  min_area: number;
  max_area: number;
  rera: string | null;
  room: number;
  bhk_types: string;
  possession_status: string;
  lat: number;
  lng: number;
}

interface ProjectRow extends ProjectSummaryRow {
  description: string;
  desktop_banner: Image;
  mobile_banner: Image;
  floor_plans: Image[];
  master_plan: Image[];
  amenities: string[];
  specifications: { title: string; description: string }[];
  highlights: string[];
  total_units: number;
  land_area_acres: number;
  virtual_tour_url: string | null;
}

const toCity = (row: CityRow): City => ({
  _id: row.id,
  name: row.name,
  state: row.state,
  country: row.country,
  visibility: row.visibility,
});

export const UNIT_SUMMARY_COLUMNS = `u.id, u.slug, u.name, u.price, u.area, u.builtup_area, u.plot_area, u.room, u.unit_type, u.facing,
  u.rera, u.unit_premium_tag, u.gallery, l.id AS location_id, l.name AS location_name, p.id AS project_id,
  p.slug AS project_slug, p.name AS project_name, p.gallery AS project_gallery`;

export function toUnitSummary(row: UnitSummaryRow): UnitSummary {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    price: row.price,
    area: row.area,
    builtup_area: row.builtup_area,
    plot_area: row.plot_area,
    room: row.room,
    unit_type: row.unit_type,
    facing: row.facing,
    rera: row.rera,
    location: [{ _id: row.location_id, name: row.location_name }],
    unit_premium_tag: row.unit_premium_tag,
    gallery: row.gallery,
    project: [
      { _id: row.project_id, slug: row.project_slug, name: row.project_name, gallery: row.project_gallery },
    ],
  };
}

const PROJECT_SUMMARY_COLUMNS = `p.id, p.slug, p.name, p.builder, p.gallery, p.starting_price, l.id AS location_id,
  l.name AS location_name, c.id AS city_id, c.name AS city_name, p.min_area, p.max_area, p.rera, p.room, p.bhk_types,
  p.possession_status, p.lat, p.lng`;

function toProjectSummary(row: ProjectSummaryRow): ProjectSummary {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    builder: row.builder,
    gallery: row.gallery,
    starting_price: row.starting_price,
    location: [{ _id: row.location_id, name: row.location_name }],
    city: { _id: row.city_id, name: row.city_name },
    min_area: row.min_area,
    max_area: row.max_area,
    rera: row.rera,
    room: row.room,
    bhk_types: row.bhk_types,
    possession_status: row.possession_status,
    cordinates: { type: 'Point', coordinates: [row.lng, row.lat] },
  };
}

/**
 * What buyers may see (migrations/0018): published rows only. Every public read says so, which is
 * also what lets the planner use the listing's partial indexes. A published unit is always in a
 * published project, so a read of units needs no join to know.
 */
export const PUBLISHED_UNIT = "u.status = 'published'";
export const PUBLISHED_PROJECT = "p.status = 'published'";

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

export function createCatalogueRepository(db: Db) {
  async function findCity(nameOrId: string): Promise<City | null> {
    const value = nameOrId.trim();
    const rows = ID_PATTERN.test(value)
      ? await db.query<CityRow>('SELECT id, name, state, country, visibility FROM cities WHERE id = $1', [
          value,
        ])
      : await db.query<CityRow>(
          'SELECT id, name, state, country, visibility FROM cities WHERE lower(name) = lower($1)',
          [value],
        );
    return rows[0] ? toCity(rows[0]) : null;
  }

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
          `SELECT ${UNIT_SUMMARY_COLUMNS}, ${VERSION_COLUMN}
           FROM (SELECT u.id FROM ${pageFrom} WHERE ${where} ORDER BY ${unitOrder} ${paging}) page
           JOIN ${UNITS_FROM} ON u.id = page.id
           ORDER BY ${unitOrder}`,
          [...values, limit, (page - 1) * limit],
        ),
      projects: () =>
        db.query<Versioned<ProjectSummaryRow>>(
          `SELECT ${PROJECT_SUMMARY_COLUMNS}, ${VERSION_COLUMN} FROM ${PROJECTS_FROM}
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
          `SELECT ${UNIT_SUMMARY_COLUMNS}, ${VERSION_COLUMN}
           FROM (SELECT u.id FROM ${pageFrom} WHERE ${ofCity} ORDER BY ${unitOrder} ${paging}) page
           JOIN ${UNITS_FROM} ON u.id = page.id
           ORDER BY ${unitOrder}`,
          [...values, limit, (page - 1) * limit],
        ),
      projects: () =>
        db.query<Versioned<ProjectSummaryRow>>(
          `SELECT ${PROJECT_SUMMARY_COLUMNS}, ${VERSION_COLUMN}
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
    const rows = await db.query<{ id: string }>(
      `SELECT id FROM projects p WHERE (slug = $1 OR id = $1) AND ${PUBLISHED_PROJECT}`,
      [slugOrId.trim()],
    );
    return rows[0]?.id ?? null;
  }

  return {
    findCity,

    async listCities(visibility: 'public' | 'hidden'): Promise<City[]> {
      const rows = await db.query<CityRow>(
        'SELECT id, name, state, country, visibility FROM cities WHERE visibility = $1 ORDER BY position, name',
        [visibility],
      );
      return rows.map(toCity);
    },

    /** The locations of a city, or null when there is no such city. */
    async listLocations(cityId: string): Promise<Location[] | null> {
      const [city] = await db.query<{ id: string }>('SELECT id FROM cities WHERE id = $1', [cityId]);
      if (!city) return null;
      const rows = await db.query<{ id: string; name: string; city_id: string; lat: number; lng: number }>(
        'SELECT id, name, city_id, lat, lng FROM locations WHERE city_id = $1 ORDER BY name',
        [cityId],
      );
      return rows.map((row) => ({
        _id: row.id,
        name: row.name,
        city_id: row.city_id,
        lat: row.lat,
        lng: row.lng,
      }));
    },

    /**
     * One page of a city's units that meet the filters, cheapest first (nearest first given lat and
     * lng), and the same page of the projects that have such a unit. When nothing matches, the answer
     * is 'similar_units': the city's units closest to the ask or, for a city without villas, those of
     * Bengaluru.
     */
    async listing(query: ListingQuery): Promise<ListingResponse> {
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
    },

    async findUnitBySlug(slug: string): Promise<Unit | null> {
      const [row] = await db.query<UnitRow>(
        `SELECT ${UNIT_SUMMARY_COLUMNS}, u.description, u.plot_rate, u.construction_rate, u.bathrooms, u.parking,
           u.furnishing, u.possession_status, u.floor_plans, u.master_plan, u.charges, p.amenities, p.specifications,
           p.lat, p.lng
         FROM ${UNITS_FROM}
         WHERE u.slug = $1 AND ${PUBLISHED_UNIT}`,
        [slug],
      );
      if (!row) return null;
      return {
        ...toUnitSummary(row),
        description: row.description,
        plot_rate: row.plot_rate,
        construction_rate: row.construction_rate,
        bathrooms: row.bathrooms,
        parking: row.parking,
        furnishing: row.furnishing,
        possession_status: row.possession_status,
        floor_plans: row.floor_plans,
        master_plan: row.master_plan,
        charges: row.charges,
        amenities: row.amenities,
        specifications: row.specifications,
        cordinates: { type: 'Point', coordinates: [row.lng, row.lat] },
        share_image: shareImageUrl(row.gallery[0]?.url ?? row.project_gallery[0]?.url, SHARE_FALLBACK),
      };
    },

    async findProjectBySlug(slug: string): Promise<Project | null> {
      const [row] = await db.query<ProjectRow>(
        `SELECT ${PROJECT_SUMMARY_COLUMNS}, p.description, p.desktop_banner, p.mobile_banner, p.floor_plans,
           p.master_plan, p.amenities, p.specifications, p.highlights, p.total_units, p.land_area_acres,
           p.virtual_tour_url
         FROM ${PROJECTS_FROM}
         WHERE p.slug = $1 AND ${PUBLISHED_PROJECT}`,
        [slug],
      );
      if (!row) return null;
      return {
        ...toProjectSummary(row),
        description: row.description,
        desktop_banner: row.desktop_banner,
        mobile_banner: row.mobile_banner,
        floor_plans: row.floor_plans,
        master_plan: row.master_plan,
        amenities: row.amenities,
        specifications: row.specifications,
        highlights: row.highlights,
        total_units: row.total_units,
        land_area_acres: row.land_area_acres,
        virtual_tour_url: row.virtual_tour_url,
        share_image: shareImageUrl(row.gallery[0]?.url ?? row.desktop_banner.url, SHARE_FALLBACK),
      };
    },

    /** Where a unit address that findUnitBySlug found nothing at leads (RetiredAddress). */
    async retiredUnitAddress(slug: string): Promise<RetiredAddress> {
      return retiredAddress((await db.query<AddressRow>(ADDRESS_SQL.unit, [slug]))[0]);
    },

    /** Where a project address that findProjectBySlug found nothing at leads (RetiredAddress). */
    async retiredProjectAddress(slug: string): Promise<RetiredAddress> {
      return retiredAddress((await db.query<AddressRow>(ADDRESS_SQL.project, [slug]))[0]);
    },
  };
}

/**
 * Where an address goes that no published unit or project holds (migrations/0018): to the listing's
 * current slug (an old one was asked for), nowhere any more (it was public and was taken down: 410)
 * or nowhere at all (no such listing, or a draft: 404).
 */
export type RetiredAddress =
  | { state: 'moved'; slug: string }
  | { state: 'gone'; project: { slug: string; name: string } | null; city: string }
  | { state: 'unknown' };

interface AddressRow {
  slug: string;
  status: string;
  live: boolean;
  city: string;
  project_slug: string | null;
  project_name: string | null;
  project_status: string | null;
}

/** The answer for the listing `row` found at an address (its live slug or an old one). */
function retiredAddress(row: AddressRow | undefined): RetiredAddress {
  if (row === undefined || row.status === 'draft') return { state: 'unknown' };
  if (row.status === 'published') return row.live ? { state: 'unknown' } : { state: 'moved', slug: row.slug };
  const project =
    row.project_status === 'published' && row.project_slug !== null && row.project_name !== null
      ? { slug: row.project_slug, name: row.project_name }
      : null;
  return { state: 'gone', project, city: row.city };
}

const UNIT_ADDRESS = `u.slug, u.status, c.name AS city, p.slug AS project_slug, p.name AS project_name,
  p.status AS project_status`;
const UNIT_ADDRESS_JOINS = 'JOIN projects p ON p.id = u.project_id JOIN cities c ON c.id = u.city_id';
const PROJECT_ADDRESS = `p.slug, p.status, c.name AS city, NULL AS project_slug, NULL AS project_name,
  NULL AS project_status`;

/** The listing at a slug: the one whose live slug it is first, else the one that gave it up last. */
const ADDRESS_SQL = {
  unit: `SELECT ${UNIT_ADDRESS}, true AS live FROM units u ${UNIT_ADDRESS_JOINS} WHERE u.slug = $1
    UNION ALL
    SELECT ${UNIT_ADDRESS}, false FROM unit_slug_history h JOIN units u ON u.id = h.unit_id ${UNIT_ADDRESS_JOINS}
    WHERE h.slug = $1
    ORDER BY live DESC LIMIT 1`,
  project: `SELECT ${PROJECT_ADDRESS}, true AS live FROM projects p JOIN cities c ON c.id = p.city_id
    WHERE p.slug = $1
    UNION ALL
    SELECT ${PROJECT_ADDRESS}, false FROM project_slug_history h JOIN projects p ON p.id = h.project_id
      JOIN cities c ON c.id = p.city_id
    WHERE h.slug = $1
    ORDER BY live DESC LIMIT 1`,
};

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

export default fp(
  async (app) => {
    app.decorate('catalogue', createCatalogueRepository(app.db));
  },
  { name: 'catalogue-repository', dependencies: ['db'] },
);
