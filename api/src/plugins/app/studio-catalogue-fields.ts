// What the studio's catalogue editor (studio-catalogue-editor.ts) works out around a write: a free
// slug, the photos (upload ids, tags and cover) and the buyer pages' jsonb made from them, and the
// values derived from a villa (a project's figures, a villa's `withs`), each worked out here once.
import { sql } from 'kysely';
import type { Queryable } from '../../db/db.ts';
import { jsonb, qb, run } from '../../db/kysely.ts';
import { projectFigures, slugify } from '../../db/catalogue-rows.ts';
import { unitWiths } from '../../db/unit-withs.ts';
import type { PhotoKind } from '../../contract/catalogue-options.ts';
import { InvalidFieldError } from '../../lib/errors.ts';
import type { Image, MasterPlanInput, PhotoInput, StudioPhoto } from '../../schemas/index.ts';
import { uploadUrl } from '../../uploads/urls.ts';

export type CatalogueTable = 'projects' | 'units';
export const WHAT: Record<CatalogueTable, 'project' | 'villa'> = { projects: 'project', units: 'villa' };

/** Slugs a generated one is cut to, so that a suffix still fits and an address stays readable. */
const SLUG_BASE_MAX = 120;

const slugsLike = (table: CatalogueTable, base: string) => {
  const history = table === 'projects' ? 'project_slug_history' : 'unit_slug_history';
  return sql<{ slug: string }>`
    SELECT slug FROM ${sql.table(table)} WHERE slug = ${base} OR slug LIKE ${`${base}-%`}
    UNION SELECT slug FROM ${sql.table(history)} WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`;
};

/** Holds the table's slugs still until the transaction ends: two creates can't pick one slug. */
const lockSlugs = (tx: Queryable, table: CatalogueTable) =>
  tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`slugs:${table}`]);

/**
 * A slug made from the name, with -2, -3... when a live listing has it or had it (its old address
 * answers 301 to that listing, which a new one must not take over).
 */
export async function freeSlug(tx: Queryable, table: CatalogueTable, name: string): Promise<string> {
  await lockSlugs(tx, table);
  const base = slugify(name).slice(0, SLUG_BASE_MAX).replace(/-+$/, '') || WHAT[table];
  const compiled = slugsLike(table, base).compile(qb);
  const taken = new Set(
    (await tx.query<{ slug: string }>(compiled.sql, compiled.parameters)).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/** A slug an editor chose: not another listing's address, now or before. Its own old ones are fine. */
export async function assertSlugFree(
  tx: Queryable,
  table: CatalogueTable,
  id: string,
  slug: string,
): Promise<void> {
  await lockSlugs(tx, table);
  const what = WHAT[table];
  const live = await tx.query<{ id: string }>(`SELECT id FROM ${table} WHERE slug = $1`, [slug]);
  if (live[0] !== undefined && live[0].id !== id)
    throw new InvalidFieldError('slug', `is the address of another ${what}: choose another`);
  const owner = table === 'projects' ? 'project_id' : 'unit_id';
  const history = table === 'projects' ? 'project_slug_history' : 'unit_slug_history';
  const retired = await tx.query<{ owner: string }>(
    `SELECT ${owner} AS owner FROM ${history} WHERE slug = $1`,
    [slug],
  );
  if (retired[0] !== undefined && retired[0].owner !== id)
    throw new InvalidFieldError(
      'slug',
      `was the address of another ${what} and still leads to it: choose another`,
    );
}

// Photos ---------------------------------------------------------------------------------------------

export type PhotoOwner = { table: CatalogueTable; id: string };
const ownerColumn = (owner: PhotoOwner) => (owner.table === 'projects' ? 'project_id' : 'unit_id');

interface StoredPhoto {
  upload_id: string;
  kind: PhotoKind | 'master_plan';
  alt: string;
  cover: boolean;
}

const toStudioPhoto = (photo: { upload_id: string; kind: string; alt: string }): StudioPhoto => ({
  upload_id: photo.upload_id,
  kind: (photo.kind === 'master_plan' ? 'plan' : photo.kind) as PhotoKind,
  alt: photo.alt,
  url: uploadUrl(photo.upload_id, 'display'),
  card_url: uploadUrl(photo.upload_id, 'card'),
});

async function storedPhotos(db: Queryable, owner: PhotoOwner): Promise<StoredPhoto[]> {
  const rows = await run(
    db,
    qb
      .selectFrom('catalogue_photos')
      .select(['upload_id', 'kind', 'alt', 'cover'])
      .where(ownerColumn(owner), '=', owner.id)
      .orderBy('position'),
  );
  return rows as StoredPhoto[];
}

/** The photos as the studio shows them: the gallery and plans in order, the cover, the master plan. */
export async function readPhotos(db: Queryable, owner: PhotoOwner) {
  const rows = await storedPhotos(db, owner);
  return {
    photos: rows.filter((row) => row.kind !== 'master_plan').map(toStudioPhoto),
    cover: rows.find((row) => row.cover)?.upload_id ?? null,
    masterPlan: rows.filter((row) => row.kind === 'master_plan').map(toStudioPhoto),
  };
}

export interface PhotosPatch {
  photos?: PhotoInput[];
  cover?: string | null;
  master_plan?: MasterPlanInput[];
}

const image = (photo: { upload_id: string; alt: string }): Image => ({
  url: uploadUrl(photo.upload_id, 'display'),
  alt: photo.alt,
});

/**
 * Replaces the photos of a project or villa with the patch's (the cover, the master plan, or all of
 * them) and writes the buyer pages' jsonb from them. Does nothing when the patch names no photo
 * field. Every upload must still exist; a published listing keeps a gallery photo.
 */
export async function writePhotos(
  tx: Queryable,
  owner: PhotoOwner,
  patch: PhotosPatch,
  published: boolean,
): Promise<void> {
  if (patch.photos === undefined && patch.cover === undefined && patch.master_plan === undefined) return;
  const what = WHAT[owner.table];
  const stored = await storedPhotos(tx, owner);
  const photos: PhotoInput[] =
    patch.photos ??
    stored
      .filter((row) => row.kind !== 'master_plan')
      .map((row) => ({ upload_id: row.upload_id, kind: row.kind as PhotoKind, alt: row.alt }));
  const masterPlan: MasterPlanInput[] =
    patch.master_plan ??
    stored.filter((row) => row.kind === 'master_plan').map(({ upload_id, alt }) => ({ upload_id, alt }));
  if (owner.table === 'units' && patch.master_plan !== undefined)
    throw new InvalidFieldError('master_plan', "is the project's: a villa shows its project's master plan");
  for (const [field, list] of [
    ['photos', photos],
    ['master_plan', masterPlan],
  ] as const) {
    const seen = new Set<string>();
    for (const photo of list) {
      if (seen.has(photo.upload_id))
        throw new InvalidFieldError(field, `upload '${photo.upload_id}' is in the list twice`);
      seen.add(photo.upload_id);
    }
  }
  const gallery = photos.filter((photo) => photo.kind !== 'plan');
  const inGallery = (id: string | null | undefined) => gallery.some((photo) => photo.upload_id === id);
  if (patch.cover !== undefined && patch.cover !== null && !inGallery(patch.cover))
    throw new InvalidFieldError('cover', `is not one of this ${what}'s exterior or interior photos`);
  if (patch.cover === null && gallery.length > 0)
    throw new InvalidFieldError('cover', `choose one of this ${what}'s exterior or interior photos`);
  const storedCover = stored.find((row) => row.cover)?.upload_id;
  const cover =
    patch.cover ?? (inGallery(storedCover) ? storedCover : undefined) ?? gallery[0]?.upload_id ?? null;
  // The gallery is written only when the patch names it: a master plan alone leaves the seed's pictures.
  const touchesGallery = patch.photos !== undefined || patch.cover !== undefined;
  if (touchesGallery && published && cover === null)
    throw new InvalidFieldError(
      'photos',
      `a published ${what} keeps at least one exterior or interior photo`,
    );

  const ids = [...photos, ...masterPlan].map((photo) => photo.upload_id);
  const found = new Set(
    ids.length === 0
      ? []
      : (
          await run(
            tx,
            qb
              .selectFrom('uploads')
              .select('id')
              .where('id', '=', sql<string>`ANY(${ids}::text[])`)
              .forKeyShare(),
          )
        ).map((row) => row.id),
  );
  const missing = photos.find((photo) => !found.has(photo.upload_id));
  if (missing) throw new InvalidFieldError('photos', unknownUpload(missing.upload_id));
  const missingPlan = masterPlan.find((photo) => !found.has(photo.upload_id));
  if (missingPlan) throw new InvalidFieldError('master_plan', unknownUpload(missingPlan.upload_id));

  await run(tx, qb.deleteFrom('catalogue_photos').where(ownerColumn(owner), '=', owner.id));
  const rows = [
    ...photos.map((photo) => ({ ...photo, cover: photo.upload_id === cover })),
    ...masterPlan.map((photo) => ({ ...photo, kind: 'master_plan', cover: false })),
  ].map((photo, position) => ({ ...photo, position, [ownerColumn(owner)]: owner.id }));
  if (rows.length > 0) await run(tx, qb.insertInto('catalogue_photos').values(rows));

  // The cover first, then the other gallery photos as ordered: the card and the banner show the first.
  const coverPhoto = gallery.find((photo) => photo.upload_id === cover);
  const ordered = coverPhoto ? [coverPhoto, ...gallery.filter((photo) => photo !== coverPhoto)] : gallery;
  const images = {
    gallery: jsonb(ordered.map((photo) => ({ ...image(photo), kind: photo.kind }))),
    floor_plans: jsonb(photos.filter((photo) => photo.kind === 'plan').map(image)),
  };
  const banner = jsonb(coverPhoto ? image(coverPhoto) : { url: '', alt: '' });
  const plan = jsonb(masterPlan.map(image));
  const columns = {
    ...(touchesGallery && images),
    ...(touchesGallery && owner.table === 'projects' && { desktop_banner: banner, mobile_banner: banner }),
    ...(patch.master_plan !== undefined && { master_plan: plan }),
  };
  if (Object.keys(columns).length > 0)
    await run(tx, qb.updateTable(owner.table).set(columns).where('id', '=', owner.id));
  // A villa's page shows its project's master plan: each villa keeps a copy (as the seed writes them).
  if (owner.table === 'projects' && patch.master_plan !== undefined)
    await run(tx, qb.updateTable('units').set({ master_plan: plan }).where('project_id', '=', owner.id));
}

const unknownUpload = (id: string) => `upload '${id}' is unknown or was removed: upload the photo again`;

// Derived values -------------------------------------------------------------------------------------

/**
 * A project's figures (its card's lowest price, areas and bedroom counts) from the villas a buyer
 * can see; while none is published, from its other villas that are not archived.
 */
export async function refreshProjectFigures(tx: Queryable, projectId: string): Promise<void> {
  const units = await run(
    tx,
    qb
      .selectFrom('units')
      .select(['room', 'price', 'builtup_area', 'status'])
      .where('project_id', '=', projectId)
      .where('status', '<>', 'archived'),
  );
  const published = units.filter((unit) => unit.status === 'published');
  await run(
    tx,
    qb
      .updateTable('projects')
      .set(projectFigures(published.length > 0 ? published : units))
      .where('id', '=', projectId),
  );
}

/** Each villa's `withs` (its filter features), from its own fields and its project's amenities. */
export async function refreshWiths(tx: Queryable, where: { projectId: string } | { unitId: string }) {
  let units = qb
    .selectFrom('units as u')
    .innerJoin('projects as p', 'p.id', 'u.project_id')
    .select([
      'u.id',
      'u.unit_type',
      'u.room',
      'u.plot_area',
      'u.builtup_area',
      'u.unit_premium_tag',
      'u.withs',
    ])
    .select('p.amenities');
  units =
    'projectId' in where
      ? units.where('u.project_id', '=', where.projectId)
      : units.where('u.id', '=', where.unitId);
  for (const unit of await run(tx, units)) {
    const withs = unitWiths(
      { ...unit, unit_premium_tag: unit.unit_premium_tag as { name: string }[] },
      { amenities: unit.amenities as string[] },
    );
    if (withs.join() !== unit.withs.join())
      await run(tx, qb.updateTable('units').set({ withs }).where('id', '=', unit.id));
  }
}

/** The keys whose values differ, with the before and after of each: what an audit entry records. */
export function changes<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  const pick = (record: T) => Object.fromEntries(keys.map((key) => [key, record[key]]));
  return { keys, before: pick(before), after: pick(after) };
}
