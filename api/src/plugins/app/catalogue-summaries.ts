// What the catalogue's reads share: the rule of what buyers may see, and the columns and answers of a
// unit's and a project's summary (the listing, the wishlist and the detail pages build on them).
import { sql, type Compilable, type InferResult } from 'kysely';
import { qb } from '../../db/kysely.ts';
import type { Image, ProjectSummary, UnitSummary } from '../../schemas/index.ts';

/**
 * What buyers may see (migrations/0018): published rows only. Every public read says so, which is
 * also what lets the planner use the listing's partial indexes. A published unit is always in a
 * published project, so a read of units needs no join to know. Written as literals, not parameters,
 * so that a plan made for any value still matches the partial indexes' predicate.
 */
export const PUBLISHED_UNIT = "u.status = 'published'";
export const PUBLISHED_PROJECT = "p.status = 'published'";
export const publishedUnit = sql.raw<boolean>(PUBLISHED_UNIT);
export const publishedProject = sql.raw<boolean>(PUBLISHED_PROJECT);

/** A unit summary's columns, on `units u` with its project `p` and location `l`. */
export const UNIT_SUMMARY_COLUMNS = [
  'u.id',
  'u.slug',
  'u.name',
  'u.price',
  'u.area',
  'u.builtup_area',
  'u.plot_area',
  'u.room',
  'u.unit_type',
  'u.facing',
  'u.rera',
  'u.unit_premium_tag',
  'u.gallery',
  'l.id as location_id',
  'l.name as location_name',
  'p.id as project_id',
  'p.slug as project_slug',
  'p.name as project_name',
  'p.gallery as project_gallery',
  'p.lat as project_lat',
  'p.lng as project_lng',
] as const;

/** Units with the project and location their summaries read, and those columns. */
export const unitSummaries = () =>
  qb
    .selectFrom('units as u')
    .innerJoin('projects as p', 'p.id', 'u.project_id')
    .innerJoin('locations as l', 'l.id', 'u.location_id')
    .select(UNIT_SUMMARY_COLUMNS);
export type UnitSummaryRow = InferResult<ReturnType<typeof unitSummaries>>[number];

// The jsonb columns are read as JsonValue: the seed and the listing forms write them from the API's
// schemas, so they are read back as those schemas' types.
/**
 * A unit's summary. Its project carries its photos only for a unit without photos of its own, the one
 * case a card shows one of them (listings-mfe's pickUnitCardImage; the comparison's photo likewise):
 * repeated under every unit, they were a third of a listing page.
 */
export function toUnitSummary(row: UnitSummaryRow): UnitSummary {
  const gallery = row.gallery as Image[];
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
    unit_premium_tag: row.unit_premium_tag as UnitSummary['unit_premium_tag'],
    gallery,
    project: [
      {
        _id: row.project_id,
        slug: row.project_slug,
        name: row.project_name,
        gallery: gallery.length > 0 ? [] : (row.project_gallery as Image[]),
        cordinates: { type: 'Point', coordinates: [row.project_lng, row.project_lat] },
      },
    ],
  };
}

/** A project summary's columns, on `projects p` with its location `l` and city `c`. */
export const PROJECT_SUMMARY_COLUMNS = [
  'p.id',
  'p.slug',
  'p.name',
  'p.builder',
  'p.gallery',
  'p.starting_price',
  'l.id as location_id',
  'l.name as location_name',
  'c.id as city_id',
  'c.name as city_name',
  'p.min_area',
  'p.max_area',
  'p.rera',
  'p.room',
  'p.bhk_types',
  'p.possession_status',
  'p.lat',
  'p.lng',
] as const;

/** Projects with the location and city their summaries read, and those columns. */
export const projectSummaries = () =>
  qb
    .selectFrom('projects as p')
    .innerJoin('locations as l', 'l.id', 'p.location_id')
    .innerJoin('cities as c', 'c.id', 'p.city_id')
    .select(PROJECT_SUMMARY_COLUMNS);
export type ProjectSummaryRow = InferResult<ReturnType<typeof projectSummaries>>[number];

export function toProjectSummary(row: ProjectSummaryRow): ProjectSummary {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    builder: row.builder,
    gallery: row.gallery as Image[],
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
 * The column list of a built selection as SQL text, compiled once: the listing's statements are SQL
 * (catalogue-listing.ts), typed with the selection's row type.
 */
export function columnList(query: Compilable): string {
  const text = query.compile().sql;
  const from = text.indexOf(' from ');
  if (!text.startsWith('select ') || from === -1) throw new Error(`Not a plain selection: ${text}`);
  return text.slice('select '.length, from);
}

/** UNIT_SUMMARY_COLUMNS as SQL (their row: UnitSummaryRow). */
export const UNIT_SUMMARY_COLUMNS_SQL = columnList(unitSummaries());
/** PROJECT_SUMMARY_COLUMNS as SQL (their row: ProjectSummaryRow). */
export const PROJECT_SUMMARY_COLUMNS_SQL = columnList(projectSummaries());
