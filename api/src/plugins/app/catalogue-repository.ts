// Cities, locations, projects and units: the listing, the detail pages and the city picker.
import fp from 'fastify-plugin';
import { Value } from 'typebox/value';
import type { Db } from '../../db/db.ts';
import { InvalidFieldError } from '../../lib/errors.ts';
import { ID_PATTERN } from '../../lib/ids.ts';
import { formatValidationMessage } from '../../lib/validation-message.ts';
import type {
  City,
  Image,
  ListingQuery,
  ListingResponse,
  Location,
  Project,
  ProjectSummary,
  Unit,
  UnitFilters,
  UnitSummary,
} from '../../schemas/index.ts';
import { UnitFiltersSchema } from '../../schemas/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueRepository;
  }
}

/** Where the listing falls back to when a city has no villas to show. */
const FALLBACK_CITY = 'Bengaluru';
const DEFAULT_CITY = 'Bengaluru';

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

/** SQL conditions on `u` (units) and `p` (projects) for a filter payload, with their parameters. */
interface Conditions {
  sql: string[];
  params: unknown[];
}

const inCity = (cityId: string): Conditions => ({ sql: ['u.city_id = $1'], params: [cityId] });

function addCondition(conditions: Conditions, sql: (placeholder: string) => string, value: unknown): void {
  conditions.params.push(value);
  conditions.sql.push(sql(`$${conditions.params.length}`));
}

const INT_MAX = 2_147_483_647;

const toNumber = (value: unknown): number | null => {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(number) ? number : null;
};

const toStrings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value])
    .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
    .map((item) => String(item).trim())
    .filter((item) => item !== '' && item.toLowerCase() !== 'any');

/** Reads the `filters` query parameter: JSON, possibly URL-encoded once more by the caller. */
export function parseFilters(raw: string | undefined): UnitFilters {
  if (raw === undefined || raw.trim() === '') return {};
  for (const candidate of [raw, safeDecode(raw)]) {
    if (candidate === null) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(candidate);
    } catch {
      continue; // try the next reading
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) break;
    if (Value.Check(UnitFiltersSchema, parsed)) return parsed;
    // 'bhk: must be ...' names the field inside the payload; the caller reads 'filters.bhk: must be ...'.
    const message = formatValidationMessage(
      [...Value.Errors(UnitFiltersSchema, parsed)],
      'filters',
      UnitFiltersSchema,
    );
    const separator = message.indexOf(': ');
    throw new InvalidFieldError(`filters.${message.slice(0, separator)}`, message.slice(separator + 2));
  }
  throw new InvalidFieldError('filters', 'must be a URL-encoded JSON object');
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function filterConditions(filters: UnitFilters, conditions: Conditions): void {
  const bedrooms = toStrings(filters.bhk)
    // A count beyond the column's range asks for more bedrooms than any villa has: it matches none.
    .map((value) => ({ value: Math.min(Number.parseInt(value, 10), INT_MAX), orMore: value.endsWith('+') }))
    .filter(({ value }) => Number.isInteger(value));
  if (bedrooms.length > 0) {
    const exact = bedrooms.filter((entry) => !entry.orMore && entry.value < 6).map((entry) => entry.value);
    const atLeast = Math.min(
      ...bedrooms.filter((entry) => entry.orMore || entry.value >= 6).map((entry) => entry.value),
    );
    const parts: string[] = [];
    if (exact.length > 0) {
      conditions.params.push(exact);
      parts.push(`u.room = ANY($${conditions.params.length}::int[])`);
    }
    if (Number.isFinite(atLeast)) {
      conditions.params.push(atLeast);
      parts.push(`u.room >= $${conditions.params.length}`);
    }
    conditions.sql.push(`(${parts.join(' OR ')})`);
  }
  const types = toStrings(filters.types).map((type) => type.toLowerCase().replace(/[\s-]/g, ''));
  if (types.length > 0) {
    addCondition(
      conditions,
      (p) => `(lower(u.unit_type) = ANY(${p}::text[]) OR lower(p.property_kind) = ANY(${p}::text[]))`,
      types,
    );
  }
  const ranges: [keyof UnitFilters, string, '>=' | '<='][] = [
    ['minBuiltupArea', 'u.builtup_area', '>='],
    ['maxBuiltupArea', 'u.builtup_area', '<='],
    ['minPrice', 'u.price', '>='],
    ['maxPrice', 'u.price', '<='],
  ];
  for (const [key, column, operator] of ranges) {
    const value = toNumber(filters[key]);
    if (value === null) continue;
    // The columns are integers: round inwards and keep within their range.
    const whole = operator === '>=' ? Math.ceil(value) : Math.floor(value);
    addCondition(
      conditions,
      (p) => `${column} ${operator} ${p}`,
      Math.min(Math.max(whole, -INT_MAX), INT_MAX),
    );
  }
  // Matched with LIKE: '%' and '_' in a direction are the characters themselves, not wildcards.
  const directions = toStrings(filters.directions).map((direction) =>
    direction.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`),
  );
  if (directions.length > 0) {
    // North also matches North-East and North-West.
    addCondition(
      conditions,
      (p) => `EXISTS (SELECT 1 FROM unnest(${p}::text[]) d WHERE lower(u.facing) LIKE '%' || d || '%')`,
      directions,
    );
  }
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

  async function listUnits(conditions: Conditions, page: number, limit: number) {
    const where = conditions.sql.join(' AND ');
    const { params } = conditions;
    const [rows, counts] = await Promise.all([
      db.query<UnitSummaryRow>(
        `SELECT ${UNIT_SUMMARY_COLUMNS}
         FROM units u JOIN projects p ON p.id = u.project_id JOIN locations l ON l.id = u.location_id
         WHERE ${where}
         ORDER BY u.price, u.name, u.id
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, (page - 1) * limit],
      ),
      db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM units u JOIN projects p ON p.id = u.project_id WHERE ${where}`,
        params,
      ),
    ]);
    return { units: rows.map(toUnitSummary), total: counts[0]?.total ?? 0 };
  }

  async function listProjects(cityId: string): Promise<ProjectSummary[]> {
    const rows = await db.query<ProjectSummaryRow>(
      `SELECT ${PROJECT_SUMMARY_COLUMNS}
       FROM projects p JOIN locations l ON l.id = p.location_id JOIN cities c ON c.id = p.city_id
       WHERE p.city_id = $1
       ORDER BY p.starting_price, p.name`,
      [cityId],
    );
    return rows.map(toProjectSummary);
  }

  async function findProjectId(slugOrId: string): Promise<string | null> {
    const rows = await db.query<{ id: string }>('SELECT id FROM projects WHERE slug = $1 OR id = $1', [
      slugOrId.trim(),
    ]);
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
     * One page of a city's units, cheapest first, with all the city's projects. When nothing
     * matches, the answer is 'similar_units': the city's units without the filters or, for a city
     * without villas, those of Bengaluru.
     */
    async listing(query: ListingQuery): Promise<ListingResponse> {
      const page = query.page ?? 1;
      const limit = query.limit ?? 100;
      const cityName = query.city ?? DEFAULT_CITY;
      const city = await findCity(cityName);
      if (!city) throw new InvalidFieldError('city', `unknown city '${cityName}'`);
      const conditions = inCity(city._id);
      if (query.project) {
        const projectId = await findProjectId(query.project);
        if (!projectId) throw new InvalidFieldError('project', `unknown project '${query.project}'`);
        addCondition(conditions, (p) => `u.project_id = ${p}`, projectId);
      }
      filterConditions(parseFilters(query.filters), conditions);

      let message: ListingResponse['message'] = 'success';
      let listCityId = city._id;
      let result = await listUnits(conditions, page, limit);
      if (result.total === 0) {
        message = 'similar_units';
        result = await listUnits(inCity(city._id), page, limit);
        if (result.total === 0) {
          const fallback = await findCity(FALLBACK_CITY);
          if (fallback) {
            listCityId = fallback._id;
            result = await listUnits(inCity(fallback._id), page, limit);
          }
        }
      }
      const projects = await listProjects(listCityId);
      return {
        status: 'success',
        data: { units: result.units, projects },
        total: result.total,
        totalProjects: projects.length,
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
         FROM units u JOIN projects p ON p.id = u.project_id JOIN locations l ON l.id = u.location_id
         WHERE u.slug = $1`,
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
      };
    },

    async findProjectBySlug(slug: string): Promise<Project | null> {
      const [row] = await db.query<ProjectRow>(
        `SELECT ${PROJECT_SUMMARY_COLUMNS}, p.description, p.desktop_banner, p.mobile_banner, p.floor_plans,
           p.master_plan, p.amenities, p.specifications, p.highlights, p.total_units, p.land_area_acres,
           p.virtual_tour_url
         FROM projects p JOIN locations l ON l.id = p.location_id JOIN cities c ON c.id = p.city_id
         WHERE p.slug = $1`,
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
      };
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

export default fp(
  async (app) => {
    app.decorate('catalogue', createCatalogueRepository(app.db));
  },
  { name: 'catalogue-repository', dependencies: ['db'] },
);
