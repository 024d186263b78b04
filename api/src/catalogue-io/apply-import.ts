// Carries out an import's plan (plan-import.ts) in one transaction: new projects and villas in
// batches, changed ones field by field, then the moves between states, what is derived from the
// villas (their `withs`, their projects' figures) and one audit entry a record. The plan is made
// again inside the transaction, so what is written is what this catalogue gives; when the team
// confirms a dry run, its fingerprint must still match, or nothing is written.
import { sql } from 'kysely';
import type { Db, Queryable } from '../db/db.ts';
import { jsonb, qb, run } from '../db/kysely.ts';
import { unitWiths } from '../db/unit-withs.ts';
import { ConflictError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { recordAudits, type Actor, type AuditChange } from '../plugins/app/audit-log.ts';
import { projectColumns, unitColumns } from '../plugins/app/studio-catalogue-editor.ts';
import { freeSlug, refreshProjectFigures, refreshWiths } from '../plugins/app/studio-catalogue-fields.ts';
import type { ProjectCreate, ProjectPatch, UnitCreate, UnitPatch } from '../schemas/studio-catalogue.ts';
import { planImport, type ImportReport } from './plan-import.ts';
import type { ReadRow } from './read-file.ts';

export const STALE_PLAN_MESSAGE =
  'The catalogue or the file changed since the dry run: run the dry run again and check what it shows.';

const IMPORT_LOCK = 'catalogue-import';
const BATCH = 500;

async function insertAll(tx: Queryable, table: 'projects' | 'units', rows: Record<string, unknown>[]) {
  for (let start = 0; start < rows.length; start += BATCH)
    // The rows are built from the schemas' checked bodies and the editor's column mapping.
    await run(tx, qb.insertInto(table).values(rows.slice(start, start + BATCH) as never));
}

export async function applyImport(
  db: Db,
  actor: Actor,
  rows: readonly ReadRow[],
  fileText: string,
  expectedFingerprint?: string,
): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [IMPORT_LOCK]);
    const plan = await planImport(tx, rows, fileText);
    if (expectedFingerprint !== undefined && expectedFingerprint !== plan.report.fingerprint)
      throw new ConflictError(STALE_PLAN_MESSAGE);
    const audit: AuditChange[] = [];
    const projectIds = new Map<string, string>();
    const touchedProjects = new Set<string>();
    const amenitiesChanged = new Set<string>();

    // Projects ---------------------------------------------------------------------------------------
    const newProjects: Record<string, unknown>[] = [];
    const none = jsonb({ url: '', alt: '' });
    for (const planned of plan.projects) {
      if (planned.current !== null) {
        projectIds.set(planned.ref, planned.current.id);
        continue;
      }
      const id = newId();
      const body = planned.fields as ProjectCreate;
      projectIds.set(planned.ref, id);
      newProjects.push({
        id,
        slug: await freeSlug(tx, 'projects', body.name),
        external_ref: planned.ref,
        description: '',
        desktop_banner: none,
        mobile_banner: none,
        possession_status: 'Under Construction',
        total_units: 0,
        land_area_acres: 0,
        ...projectColumns(body),
        starting_price: 0,
        min_area: 0,
        max_area: 0,
        status: 'draft',
      });
      audit.push({
        action: 'project.import',
        recordType: 'project',
        recordId: id,
        before: null,
        after: { ref: planned.ref, ...body },
      });
    }
    await insertAll(tx, 'projects', newProjects);
    for (const planned of plan.projects) {
      const { current, fields } = planned;
      if (current === null || Object.keys(fields).length === 0) continue;
      const patch = fields as ProjectPatch;
      await run(tx, qb.updateTable('projects').set(projectColumns(patch)).where('id', '=', current.id));
      if (patch.location_id !== undefined)
        await run(
          tx,
          qb
            .updateTable('units')
            .set({ location_id: patch.location_id })
            .where('project_id', '=', current.id),
        );
      if (patch.amenities !== undefined) amenitiesChanged.add(current.id);
      touchedProjects.add(current.id);
      audit.push({
        action: 'project.import',
        recordType: 'project',
        recordId: current.id,
        before: Object.fromEntries(
          Object.keys(fields).map((key) => [key, key === 'slug' ? current.slug : current.fields[key]]),
        ),
        after: fields,
      });
    }

    // Villas -----------------------------------------------------------------------------------------
    const parents = new Map(
      (
        await run(
          tx,
          qb
            .selectFrom('projects')
            .select(['id', 'city_id', 'location_id', 'possession_status', 'rera', 'master_plan', 'amenities'])
            .where(
              'id',
              '=',
              sql<string>`ANY(${[...new Set([...projectIds.values(), ...plan.villas.flatMap((v) => (v.current ? [v.current.projectId] : []))])]}::text[])`,
            ),
        )
      ).map((project) => [project.id, project]),
    );
    const newVillas: Record<string, unknown>[] = [];
    for (const planned of plan.villas) {
      const projectId = planned.current?.projectId ?? projectIds.get(planned.projectRef) ?? '';
      touchedProjects.add(projectId);
      if (planned.current !== null) continue;
      const project = parents.get(projectId)!;
      const body = planned.fields as UnitCreate;
      const premium = (body.unit_premium_tag ?? []).map((name) => ({ name }));
      const id = newId();
      newVillas.push({
        id,
        slug: await freeSlug(tx, 'units', body.name),
        external_ref: planned.ref,
        project_id: projectId,
        city_id: project.city_id,
        location_id: project.location_id,
        description: '',
        plot_rate: 0,
        construction_rate: 0,
        possession_status: project.possession_status,
        rera: project.rera,
        master_plan: jsonb(project.master_plan),
        ...unitColumns(body),
        charges: jsonb(body.charges ?? []),
        unit_premium_tag: jsonb(premium),
        withs: unitWiths(
          { ...body, unit_premium_tag: premium },
          { amenities: project.amenities as string[] },
        ),
        status: 'draft',
      });
      audit.push({
        action: 'unit.import',
        recordType: 'unit',
        recordId: id,
        before: null,
        after: { ref: planned.ref, project_ref: planned.projectRef, ...body },
      });
    }
    await insertAll(tx, 'units', newVillas);
    const changedVillas: string[] = [];
    for (const planned of plan.villas) {
      const { current, fields } = planned;
      if (current === null || Object.keys(fields).length === 0) continue;
      await run(
        tx,
        qb
          .updateTable('units')
          .set(unitColumns(fields as UnitPatch))
          .where('id', '=', current.id),
      );
      changedVillas.push(current.id);
      audit.push({
        action: 'unit.import',
        recordType: 'unit',
        recordId: current.id,
        before: Object.fromEntries(
          Object.keys(fields).map((key) => [key, key === 'slug' ? current.slug : current.fields[key]]),
        ),
        after: fields,
      });
    }

    // States: projects first, as a villa is published only inside a published project (0018).
    for (const [table, records] of [
      ['projects', plan.projects],
      ['units', plan.villas],
    ] as const)
      for (const planned of records) {
        if (planned.current === null || planned.status === null) continue;
        await run(
          tx,
          qb.updateTable(table).set({ status: planned.status }).where('id', '=', planned.current.id),
        );
        audit.push({
          action: `${table === 'projects' ? 'project' : 'unit'}.${planned.status}`,
          recordType: table === 'projects' ? 'project' : 'unit',
          recordId: planned.current.id,
          before: { status: planned.current.status },
          after: { status: planned.status },
        });
        if (table === 'projects') touchedProjects.add(planned.current.id);
      }

    // What follows from the villas.
    for (const projectId of amenitiesChanged) await refreshWiths(tx, { projectId });
    for (const unitId of changedVillas) await refreshWiths(tx, { unitId });
    for (const projectId of touchedProjects) await refreshProjectFigures(tx, projectId);
    await recordAudits(tx, actor, audit);
    return plan.report;
  });
}
