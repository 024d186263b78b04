// What an import compares its rows with: the places by name, and the projects and villas its refs
// name as they are now, read in the import's own transaction.
import { sql } from 'kysely';
import type { Queryable } from '../db/db.ts';
import { qb, run } from '../db/kysely.ts';
import { VILLA_FIELDS } from '../contract/catalogue-options.ts';
import type { ListingStatus } from '../contract/listing-status.ts';

export interface Places {
  /** By the city's name, lower case. */
  cities: Map<
    string,
    { id: string; name: string; localities: Map<string, { id: string; lat: number; lng: number }> }
  >;
}

export async function readPlaces(db: Queryable): Promise<Places> {
  const rows = await run(
    db,
    qb
      .selectFrom('cities as c')
      .leftJoin('locations as l', 'l.city_id', 'c.id')
      .select([
        'c.id as city_id',
        'c.name as city',
        'l.id as location_id',
        'l.name as locality',
        'l.lat',
        'l.lng',
      ]),
  );
  const cities: Places['cities'] = new Map();
  for (const row of rows) {
    const key = row.city.toLowerCase();
    const city = cities.get(key) ?? { id: row.city_id, name: row.city, localities: new Map() };
    cities.set(key, city);
    if (row.location_id !== null)
      city.localities.set(row.locality!.toLowerCase(), { id: row.location_id, lat: row.lat!, lng: row.lng! });
  }
  return { cities };
}

/** The columns of a project a row can set, as stored. */
export const PROJECT_FIELDS = [
  'name',
  'builder',
  'property_kind',
  'city_id',
  'location_id',
  'description',
  'possession_status',
  'rera',
  'amenities',
  'specifications',
  'highlights',
  'total_units',
  'land_area_acres',
  'virtual_tour_url',
  'lat',
  'lng',
] as const;

/** A villa's columns a row can set, as stored: the contract's list. */
export const UNIT_FIELDS = VILLA_FIELDS;

export interface CurrentRecord {
  id: string;
  /** The ref a row names it by: its external reference, or its id when it was never imported. */
  ref: string;
  slug: string;
  status: ListingStatus;
  /** It has a photo to show: what publishing needs. */
  hasPhoto: boolean;
  fields: Record<string, unknown>;
}
export interface CurrentVilla extends CurrentRecord {
  projectId: string;
}

const refOf = sql<string>`coalesce(external_ref, id)`;
const named = (refs: readonly string[]) =>
  sql<boolean>`(external_ref = ANY(${refs}::text[]) OR (external_ref IS NULL AND id = ANY(${refs}::text[])))`;

export async function readProjects(
  db: Queryable,
  refs: readonly string[],
): Promise<Map<string, CurrentRecord>> {
  if (refs.length === 0) return new Map();
  const rows = await run(
    db,
    qb
      .selectFrom('projects')
      .select(['id', 'slug', 'status', ...PROJECT_FIELDS])
      .select(refOf.as('ref'))
      .select(sql<boolean>`jsonb_array_length(gallery) > 0`.as('has_photo'))
      .where(named(refs)),
  );
  return new Map(
    rows.map(({ id, ref, slug, status, has_photo, ...fields }) => [
      ref,
      { id, ref, slug, status: status as ListingStatus, hasPhoto: has_photo, fields },
    ]),
  );
}

export async function readVillas(db: Queryable, refs: readonly string[]): Promise<Map<string, CurrentVilla>> {
  if (refs.length === 0) return new Map();
  const rows = await run(
    db,
    qb
      .selectFrom('units')
      .select(['id', 'slug', 'status', 'project_id', ...UNIT_FIELDS])
      .select(refOf.as('ref'))
      .select(sql<boolean>`jsonb_array_length(gallery) > 0`.as('has_photo'))
      .where(named(refs)),
  );
  return new Map(
    rows.map(({ id, ref, slug, status, has_photo, project_id, unit_premium_tag, ...fields }) => [
      ref,
      {
        id,
        ref,
        slug,
        status: status as ListingStatus,
        hasPhoto: has_photo,
        projectId: project_id,
        // A row names the tags; the table keeps them as { name } objects.
        fields: {
          ...fields,
          unit_premium_tag: (unit_premium_tag as { name: string }[]).map((tag) => tag.name),
        },
      },
    ]),
  );
}

/** The catalogue's version (migration 0007): it moves with any write, so a plan knows it is stale. */
export async function catalogueVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>('SELECT version::text AS version FROM catalogue_version');
  return row?.version ?? '0';
}
