// A project or villa as the studio edits it (GET /studio/projects/{id}, /studio/units/{id}): every
// field the buyer pages show, its photos with their upload ids, and what is derived (read only).
import type { Queryable } from '../../db/db.ts';
import { qb, runOne } from '../../db/kysely.ts';
import type { ListingStatus } from '../../contract/listing-status.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type {
  Charge,
  Image,
  Specification,
  StudioProjectRecord,
  StudioUnitRecord,
} from '../../schemas/index.ts';
import { readPhotos } from './studio-catalogue-fields.ts';
import { PROJECT_NOT_FOUND_MESSAGE, UNIT_NOT_FOUND_MESSAGE } from './studio-catalogue-repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The project, or a 404; `lock` holds its row until the transaction ends (for a write). */
export async function readProjectRecord(
  db: Queryable,
  id: string,
  lock = false,
): Promise<StudioProjectRecord> {
  if (lock) await db.query('SELECT 1 FROM projects WHERE id = $1 FOR UPDATE', [id]);
  const row = await runOne(
    db,
    qb
      .selectFrom('projects as p')
      .innerJoin('cities as c', 'c.id', 'p.city_id')
      .innerJoin('locations as l', 'l.id', 'p.location_id')
      .selectAll('p')
      .select(['c.name as city_name', 'l.name as location_name'])
      .where('p.id', '=', id),
  );
  if (!row) throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
  const { photos, cover, masterPlan } = await readPhotos(db, { table: 'projects', id });
  return {
    _id: row.id,
    slug: row.slug,
    status: row.status as ListingStatus,
    name: row.name,
    builder: row.builder,
    property_kind: row.property_kind as StudioProjectRecord['property_kind'],
    city: { _id: row.city_id, name: row.city_name },
    location: { _id: row.location_id, name: row.location_name },
    description: row.description,
    possession_status: row.possession_status,
    rera: row.rera,
    amenities: row.amenities as string[],
    specifications: row.specifications as Specification[],
    highlights: row.highlights as string[],
    total_units: row.total_units,
    land_area_acres: row.land_area_acres,
    virtual_tour_url: row.virtual_tour_url,
    lat: row.lat,
    lng: row.lng,
    photos,
    cover,
    master_plan_photos: masterPlan,
    shown: {
      gallery: row.gallery as Image[],
      floor_plans: row.floor_plans as Image[],
      master_plan: row.master_plan as Image[],
      desktop_banner: row.desktop_banner as Image,
    },
    derived: {
      starting_price: row.starting_price,
      min_area: row.min_area,
      max_area: row.max_area,
      bhk_types: row.bhk_types,
      room: row.room,
    },
    created_at: iso(row.created_at),
  };
}

/** The villa, or a 404; `lock` holds its row until the transaction ends (for a write). */
export async function readUnitRecord(db: Queryable, id: string, lock = false): Promise<StudioUnitRecord> {
  if (lock) await db.query('SELECT 1 FROM units WHERE id = $1 FOR UPDATE', [id]);
  const row = await runOne(
    db,
    qb
      .selectFrom('units as u')
      .innerJoin('projects as p', 'p.id', 'u.project_id')
      .innerJoin('cities as c', 'c.id', 'u.city_id')
      .innerJoin('locations as l', 'l.id', 'u.location_id')
      .selectAll('u')
      .select([
        'p.slug as project_slug',
        'p.name as project_name',
        'p.status as project_status',
        'c.name as city_name',
        'l.name as location_name',
      ])
      .where('u.id', '=', id),
  );
  if (!row) throw new NotFoundError(UNIT_NOT_FOUND_MESSAGE);
  const { photos, cover } = await readPhotos(db, { table: 'units', id });
  return {
    _id: row.id,
    slug: row.slug,
    status: row.status as ListingStatus,
    project: {
      _id: row.project_id,
      slug: row.project_slug,
      name: row.project_name,
      status: row.project_status as ListingStatus,
    },
    city: { _id: row.city_id, name: row.city_name },
    location: { _id: row.location_id, name: row.location_name },
    name: row.name,
    description: row.description,
    price: row.price,
    builtup_area: row.builtup_area,
    plot_area: row.plot_area,
    plot_rate: row.plot_rate,
    construction_rate: row.construction_rate,
    charges: row.charges as Charge[],
    unit_type: row.unit_type,
    room: row.room,
    bathrooms: row.bathrooms,
    parking: row.parking,
    facing: row.facing,
    furnishing: row.furnishing,
    possession_status: row.possession_status,
    rera: row.rera,
    unit_premium_tag: (row.unit_premium_tag as { name: string }[]).map((tag) => tag.name),
    withs: row.withs,
    photos,
    cover,
    shown: {
      gallery: row.gallery as Image[],
      floor_plans: row.floor_plans as Image[],
      master_plan: row.master_plan as Image[],
    },
    created_at: iso(row.created_at),
  };
}
