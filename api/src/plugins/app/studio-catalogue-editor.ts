// The studio creates and edits projects and villas field by field (issue 26). A new one is a draft
// with a slug made from its name; the name can change and the slug stays, unless an editor sets a new
// one (the old then answers 301: migration 0018's triggers). Each write is one transaction with its
// audit entry (the fields that changed, before and after); what is derived from a villa (its
// project's figures, its `withs`) is worked out again in it (studio-catalogue-fields.ts).
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../db/db.ts';
import { jsonb, qb, run, runOne } from '../../db/kysely.ts';
import { slugify } from '../../db/catalogue-rows.ts';
import { unitWiths } from '../../db/unit-withs.ts';
import { InvalidFieldError, NotFoundError, UnprocessableError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type {
  ProjectCreate,
  ProjectPatch,
  StudioProjectRecord,
  StudioUnitRecord,
  UnitCreate,
  UnitPatch,
} from '../../schemas/index.ts';
import { recordAudit, type Actor } from './audit-log.ts';
import {
  assertSlugFree,
  changes,
  freeSlug,
  refreshProjectFigures,
  refreshWiths,
  writePhotos,
} from './studio-catalogue-fields.ts';
import { readProjectRecord, readUnitRecord } from './studio-catalogue-records.ts';
import { PROJECT_NOT_FOUND_MESSAGE } from './studio-catalogue-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    studioCatalogueEditor: StudioCatalogueEditor;
  }
}

export const ARCHIVED_PROJECT_MESSAGE = 'The project is archived, for good: it takes no new villas.';

/** The city exists and the location is in it; returns the location's map position. */
async function assertPlace(tx: Queryable, cityId: string, locationId: string) {
  const city = await runOne(tx, qb.selectFrom('cities').select('id').where('id', '=', cityId));
  if (!city) throw new InvalidFieldError('city_id', 'is not a city of GET /cities: choose one');
  const location = await runOne(
    tx,
    qb
      .selectFrom('locations')
      .select(['lat', 'lng'])
      .where('id', '=', locationId)
      .where('city_id', '=', cityId),
  );
  if (!location) throw new InvalidFieldError('location_id', 'is not a location of this city: choose one');
  return location;
}

const tags = (names: readonly string[]) => jsonb(names.map((name) => ({ name })));

/** The columns a project's patch sets as they are (lists as jsonb); photos and slug are apart. */
export function projectColumns(patch: ProjectPatch | ProjectCreate) {
  const { photos: _photos, cover: _cover, master_plan: _plan, ...fields } = patch as ProjectPatch;
  const { amenities, specifications, highlights, ...plain } = fields;
  return {
    ...plain,
    ...(amenities !== undefined && { amenities: jsonb(amenities) }),
    ...(specifications !== undefined && { specifications: jsonb(specifications) }),
    ...(highlights !== undefined && { highlights: jsonb(highlights) }),
  };
}

export function unitColumns(patch: UnitPatch | UnitCreate) {
  const { photos: _photos, cover: _cover, ...fields } = patch as UnitPatch;
  const { charges, unit_premium_tag, builtup_area, ...plain } = fields;
  return {
    ...plain,
    // `area` is what the cards show: the built-up area, as the seed has it.
    ...(builtup_area !== undefined && { builtup_area, area: builtup_area }),
    ...(charges !== undefined && { charges: jsonb(charges) }),
    ...(unit_premium_tag !== undefined && { unit_premium_tag: tags(unit_premium_tag) }),
  };
}

/** A new draft villa in the project, with its photos; the project's figures follow. */
export async function insertUnit(
  tx: Queryable,
  projectId: string,
  body: UnitCreate,
): Promise<StudioUnitRecord> {
  const project = await runOne(
    tx,
    qb
      .selectFrom('projects')
      .select([
        'id',
        'slug',
        'status',
        'city_id',
        'location_id',
        'possession_status',
        'rera',
        'master_plan',
        'amenities',
      ])
      .where('id', '=', projectId)
      .forUpdate(),
  );
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
  if (project.status === 'archived') throw new UnprocessableError(ARCHIVED_PROJECT_MESSAGE);
  const id = newId();
  const premium = (body.unit_premium_tag ?? []).map((name) => ({ name }));
  const { photos, cover, ...fields } = body;
  await run(
    tx,
    qb.insertInto('units').values({
      id,
      // Its project's slug first, as the seed's villas have it: 'neem-court-4-bhk-villa-a1'.
      slug: await freeSlug(
        tx,
        'units',
        slugify(body.name).includes(project.slug) ? body.name : `${project.slug} ${body.name}`,
      ),
      project_id: project.id,
      city_id: project.city_id,
      location_id: project.location_id,
      description: '',
      plot_rate: 0,
      construction_rate: 0,
      possession_status: project.possession_status,
      rera: project.rera,
      master_plan: jsonb(project.master_plan),
      ...unitColumns(fields),
      name: body.name,
      price: body.price,
      area: body.builtup_area,
      builtup_area: body.builtup_area,
      plot_area: body.plot_area,
      unit_type: body.unit_type,
      room: body.room,
      bathrooms: body.bathrooms,
      parking: body.parking,
      facing: body.facing,
      furnishing: body.furnishing,
      charges: jsonb(body.charges ?? []),
      unit_premium_tag: jsonb(premium),
      withs: unitWiths({ ...body, unit_premium_tag: premium }, { amenities: project.amenities as string[] }),
      status: 'draft',
    }),
  );
  await writePhotos(tx, { table: 'units', id }, { photos, cover }, false);
  await refreshProjectFigures(tx, project.id);
  return readUnitRecord(tx, id);
}

export function createStudioCatalogueEditor(db: Db) {
  return {
    getProject: (id: string) => readProjectRecord(db, id),
    getUnit: (id: string) => readUnitRecord(db, id),

    async createProject(actor: Actor, body: ProjectCreate): Promise<StudioProjectRecord> {
      return db.transaction(async (tx) => {
        const location = await assertPlace(tx, body.city_id, body.location_id);
        const id = newId();
        const { photos, cover, master_plan, ...fields } = body;
        const none = jsonb({ url: '', alt: '' });
        await run(
          tx,
          qb.insertInto('projects').values({
            id,
            slug: await freeSlug(tx, 'projects', body.name),
            description: '',
            desktop_banner: none,
            mobile_banner: none,
            possession_status: 'Under Construction',
            total_units: 0,
            land_area_acres: 0,
            // The pin starts on its location; the editor moves it.
            lat: location.lat,
            lng: location.lng,
            ...projectColumns(fields),
            name: body.name,
            builder: body.builder,
            property_kind: body.property_kind,
            city_id: body.city_id,
            location_id: body.location_id,
            starting_price: 0,
            min_area: 0,
            max_area: 0,
            status: 'draft',
          }),
        );
        await writePhotos(tx, { table: 'projects', id }, { photos, cover, master_plan }, false);
        const after = await readProjectRecord(tx, id);
        await recordAudit(tx, actor, {
          action: 'project.create',
          recordType: 'project',
          recordId: id,
          before: null,
          after,
        });
        return after;
      });
    },

    async editProject(actor: Actor, id: string, patch: ProjectPatch): Promise<StudioProjectRecord> {
      return db.transaction(async (tx) => {
        const before = await readProjectRecord(tx, id, true);
        const { photos, cover, master_plan, slug, ...fields } = patch;
        const cityId = fields.city_id ?? before.city._id;
        const locationId = fields.location_id ?? before.location._id;
        const moved = cityId !== before.city._id || locationId !== before.location._id;
        if (moved) await assertPlace(tx, cityId, locationId);
        if (slug !== undefined && slug !== before.slug) await assertSlugFree(tx, 'projects', id, slug);
        const columns = { ...projectColumns(fields), ...(slug !== undefined && { slug }) };
        if (Object.keys(columns).length > 0)
          await run(tx, qb.updateTable('projects').set(columns).where('id', '=', id));
        // Its villas' city follows by the foreign key (0008); their location, here.
        if (moved)
          await run(
            tx,
            qb.updateTable('units').set({ location_id: locationId }).where('project_id', '=', id),
          );
        await writePhotos(
          tx,
          { table: 'projects', id },
          { photos, cover, master_plan },
          before.status === 'published',
        );
        if (fields.amenities !== undefined) await refreshWiths(tx, { projectId: id });
        const after = await readProjectRecord(tx, id);
        const changed = changes(before, after);
        if (changed.keys.length > 0)
          await recordAudit(tx, actor, {
            action: 'project.edit',
            recordType: 'project',
            recordId: id,
            before: changed.before,
            after: changed.after,
          });
        return after;
      });
    },

    async createUnit(actor: Actor, projectId: string, body: UnitCreate): Promise<StudioUnitRecord> {
      return db.transaction(async (tx) => {
        const after = await insertUnit(tx, projectId, body);
        await recordAudit(tx, actor, {
          action: 'unit.create',
          recordType: 'unit',
          recordId: after._id,
          before: null,
          after,
        });
        return after;
      });
    },

    async editUnit(actor: Actor, id: string, patch: UnitPatch): Promise<StudioUnitRecord> {
      return db.transaction(async (tx) => {
        // The project first, as every writer of its figures locks it: no two writes cross.
        const owner = await runOne(tx, qb.selectFrom('units').select('project_id').where('id', '=', id));
        if (owner) await tx.query('SELECT 1 FROM projects WHERE id = $1 FOR UPDATE', [owner.project_id]);
        const before = await readUnitRecord(tx, id, true);
        const { photos, cover, slug, ...fields } = patch;
        if (slug !== undefined && slug !== before.slug) await assertSlugFree(tx, 'units', id, slug);
        const columns = { ...unitColumns(fields), ...(slug !== undefined && { slug }) };
        if (Object.keys(columns).length > 0)
          await run(tx, qb.updateTable('units').set(columns).where('id', '=', id));
        await writePhotos(tx, { table: 'units', id }, { photos, cover }, before.status === 'published');
        await refreshWiths(tx, { unitId: id });
        await refreshProjectFigures(tx, before.project._id);
        const after = await readUnitRecord(tx, id);
        const changed = changes(before, after);
        if (changed.keys.length > 0)
          await recordAudit(tx, actor, {
            action: 'unit.edit',
            recordType: 'unit',
            recordId: id,
            before: changed.before,
            after: changed.after,
          });
        return after;
      });
    },
  };
}

export type StudioCatalogueEditor = ReturnType<typeof createStudioCatalogueEditor>;

export default fp(
  async (app) => {
    app.decorate('studioCatalogueEditor', createStudioCatalogueEditor(app.db));
  },
  { name: 'studio-catalogue-editor', dependencies: ['db'] },
);
