// An import's plan: each row of the file checked with the studio's own schemas and rules and compared
// with the catalogue as it is, to be added, changed, left as it is, or refused with its row number and
// field messages. The dry run shows the plan; the import carries it out (apply-import.ts).
import { createHash } from 'node:crypto';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { LISTING_STATUS_MOVES, type ListingStatus } from '../contract/listing-status.ts';
import type { Queryable } from '../db/db.ts';
import { formatValidationMessage, type ValidationIssue } from '../lib/validation-message.ts';
import {
  moveRefusal,
  noPhotoRefusal,
  UNPUBLISHED_PROJECT_MESSAGE,
} from '../plugins/app/studio-catalogue-repository.ts';
import {
  ProjectCreateSchema,
  ProjectPatchSchema,
  UnitCreateSchema,
  UnitPatchSchema,
} from '../schemas/studio-catalogue.ts';
import {
  catalogueVersion,
  readPlaces,
  readProjects,
  readVillas,
  type CurrentRecord,
  type CurrentVilla,
  type Places,
} from './catalogue-now.ts';
import type { ReadRow } from './read-file.ts';
import { RECORD_KINDS, type RecordKind } from '../contract/catalogue-import.ts';
import { columnNamed, EXTERNAL_REF_PATTERN, isListingStatus, KEY_COLUMNS } from './template.ts';

export interface ReportLine {
  row: number;
  record: RecordKind | null;
  ref: string | null;
  /** Changed: the fields that change. */
  fields?: string[];
  /** Refused: why, field by field. */
  messages?: string[];
}

export interface ImportReport {
  rows: number;
  counts: { add: number; change: number; unchanged: number; refuse: number };
  added: ReportLine[];
  changed: ReportLine[];
  refused: ReportLine[];
  /** Names this file against this state of the catalogue: the import of a dry run's plan sends it back. */
  fingerprint: string;
}

export interface PlannedRecord<C extends CurrentRecord> {
  row: number;
  ref: string;
  current: C | null;
  /** New: the whole create body. Changed: only the fields that change. */
  fields: Record<string, unknown>;
  /** The state to move to; null to leave it. */
  status: ListingStatus | null;
  slug: string | null;
}
export interface PlannedVilla extends PlannedRecord<CurrentVilla> {
  projectRef: string;
}

export interface ImportPlan {
  projects: PlannedRecord<CurrentRecord>[];
  villas: PlannedVilla[];
  report: ImportReport;
}

const checker = (schema: TSchema) => {
  const compiled = Compile(schema);
  return (value: unknown): string[] => {
    if (compiled.Check(value)) return [];
    const issues: ValidationIssue[] = [];
    for (const error of compiled.Errors(value)) {
      if (error.keyword === 'boolean' || error.keyword === 'additionalProperties') continue;
      // TypeBox names every missing field at once; the messages say one a field, as Fastify's do.
      if (error.keyword === 'required') {
        const missing = (error.params as { requiredProperties?: string[] }).requiredProperties ?? [];
        for (const property of missing)
          issues.push({ ...error, params: { missingProperty: property } } as ValidationIssue);
      } else issues.push(error as unknown as ValidationIssue);
    }
    const byField = new Map<string, ValidationIssue[]>();
    for (const issue of issues) {
      const field = issue.instancePath.split('/')[1] ?? String(issue.params.missingProperty ?? '');
      byField.set(field, [...(byField.get(field) ?? []), issue]);
    }
    return [...byField.values()].map((fieldIssues) =>
      // The row's columns are the body's fields, but for a project's place, given by name.
      formatValidationMessage(fieldIssues, 'body', schema)
        .replace(/^city_id: is required$/, 'city: is required for a new project')
        .replace(/^location_id: is required$/, 'locality: is required for a new project'),
    );
  };
};

const CHECKS = {
  project: { create: checker(ProjectCreateSchema), patch: checker(ProjectPatchSchema) },
  villa: { create: checker(UnitCreateSchema), patch: checker(UnitPatchSchema) },
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The fields that differ from what is stored: all of them for a new record. */
function changedFields(
  given: Record<string, unknown>,
  current: CurrentRecord | null,
): Record<string, unknown> {
  if (current === null) return given;
  return Object.fromEntries(
    Object.entries(given).filter(([key, value]) => !same(current.fields[key], value)),
  );
}

/** A project row's city and locality, by name, as the ids the schema takes. */
function placeIds(
  values: Record<string, unknown>,
  current: CurrentRecord | null,
  places: Places,
  messages: string[],
) {
  const ids: Record<string, unknown> = {};
  const cityName = text(values.city);
  const localityName = text(values.locality);
  let city = cityName === null ? undefined : places.cities.get(cityName.toLowerCase());
  if (cityName !== null && city === undefined) messages.push(`city: we list no city named '${cityName}'`);
  if (city !== undefined) ids.city_id = city.id;
  if (cityName === null && current !== null)
    city = [...places.cities.values()].find((known) => known.id === current.fields.city_id);
  if (localityName !== null && city !== undefined) {
    const locality = city.localities.get(localityName.toLowerCase());
    if (locality === undefined)
      messages.push(`locality: ${city.name} has no locality named '${localityName}'`);
    else {
      ids.location_id = locality.id;
      // A new project's pin starts on its locality, as in the studio.
      if (current === null && values.lat === undefined && values.lng === undefined)
        Object.assign(ids, { lat: locality.lat, lng: locality.lng });
    }
  }
  if (
    current !== null &&
    ids.city_id !== undefined &&
    ids.city_id !== current.fields.city_id &&
    ids.location_id === undefined
  )
    messages.push('locality: give the locality in the new city');
  return ids;
}

function statusMove(
  kind: RecordKind,
  value: unknown,
  current: CurrentRecord | null,
  messages: string[],
): ListingStatus | null {
  if (value === undefined) return current === null ? 'draft' : null;
  if (!isListingStatus(value)) {
    messages.push(`status: must be one of 'draft', 'published', 'withdrawn', 'archived'`);
    return null;
  }
  if (current === null) {
    if (value === 'draft') return 'draft';
    // A new record has no photo yet: it is published from the studio once it has one.
    messages.push(
      `status: a new ${kind} starts as a draft; ${noPhotoRefusal(kind === 'villa' ? 'villa' : 'project')}`,
    );
    return null;
  }
  if (value === current.status) return null;
  if (!LISTING_STATUS_MOVES[current.status].includes(value))
    messages.push(`status: ${moveRefusal(kind, current.status, value)}`);
  else if (value === 'published' && !current.hasPhoto)
    messages.push(`status: ${noPhotoRefusal(kind === 'villa' ? 'villa' : 'project')}`);
  return value;
}

/** Plans the rows against the catalogue as `db` sees it (inside the import's transaction when it writes). */
export async function planImport(
  db: Queryable,
  rows: readonly ReadRow[],
  fileText: string,
): Promise<ImportPlan> {
  const refsOf = (column: string) => [
    ...new Set(rows.map((row) => text(row.values[column])).filter((ref) => ref !== null)),
  ];
  const projectRefs = [...new Set([...refsOf('ref'), ...refsOf('project_ref')])];
  const [places, projectsNow, villasNow, version] = await Promise.all([
    readPlaces(db),
    readProjects(db, projectRefs),
    readVillas(db, refsOf('ref')),
    catalogueVersion(db),
  ]);

  const plan: ImportPlan = { projects: [], villas: [], report: emptyReport(rows.length) };
  const refuse = (row: ReadRow, record: RecordKind | null, ref: string | null, messages: string[]) =>
    plan.report.refused.push({ row: row.row, record, ref, messages });
  const seen = new Map<string, number>();
  const projectRowOf = new Map<string, { row: number; planned: PlannedRecord<CurrentRecord> | null }>();

  // Projects first: a villa row may name a project that comes later in the file.
  const ordered = [...rows].sort(
    (a, b) => Number(a.values.record === 'villa') - Number(b.values.record === 'villa'),
  );
  for (const row of ordered) {
    const { values } = row;
    const messages = [...row.problems];
    const record = RECORD_KINDS.find((kind) => kind === values.record) ?? null;
    const ref = text(values.ref);
    if (record === null) {
      refuse(row, null, ref, ["record: must be one of 'project', 'villa'", ...messages]);
      continue;
    }
    if (ref === null || !new RegExp(EXTERNAL_REF_PATTERN).test(ref)) {
      refuse(row, record, ref, [
        'ref: must be 1 to 100 letters, digits or . _ : / - starting with a letter or digit',
        ...messages,
      ]);
      continue;
    }
    const earlier = seen.get(`${record}:${ref}`);
    if (earlier !== undefined) {
      refuse(row, record, ref, [
        `ref: the ${record} '${ref}' is also on row ${earlier}: each record once a file`,
      ]);
      continue;
    }
    seen.set(`${record}:${ref}`, row.row);
    for (const name of Object.keys(values))
      if (!columnNamed(name)!.records.includes(record))
        messages.push(`${name}: is not a ${record}'s column: leave it empty on a ${record} row`);

    const current = record === 'project' ? (projectsNow.get(ref) ?? null) : (villasNow.get(ref) ?? null);
    const given = Object.fromEntries(
      Object.entries(values).filter(
        ([name]) =>
          !(KEY_COLUMNS as readonly string[]).includes(name) && name !== 'city' && name !== 'locality',
      ),
    );
    let projectRef = '';
    if (record === 'project') Object.assign(given, placeIds(values, current, places, messages));
    else {
      projectRef = text(values.project_ref) ?? '';
      const inFile = projectRowOf.get(projectRef);
      const known = projectsNow.get(projectRef);
      if (projectRef === '') messages.push('project_ref: is required: the ref of the villa’s project');
      else if (inFile !== undefined && inFile.planned === null)
        messages.push(`project_ref: the project '${projectRef}' on row ${inFile.row} is refused`);
      else if (inFile === undefined && known === undefined)
        messages.push(`project_ref: no project has the ref '${projectRef}'`);
      const project = inFile?.planned?.current ?? known;
      if (
        current !== null &&
        (project === undefined || project === null || (current as CurrentVilla).projectId !== project.id)
      )
        messages.push('project_ref: a villa stays in its project: it can’t move to another one');
    }
    const fields = changedFields(given, current);
    const slug = text(values.slug);
    const newSlug = slug !== null && slug !== current?.slug ? slug : null;
    if (newSlug !== null) fields.slug = newSlug;
    const checks = CHECKS[record];
    if (current === null) {
      delete fields.slug;
      messages.push(...checks.create(fields));
    } else if (Object.keys(fields).length > 0) messages.push(...checks.patch(fields));
    const status = statusMove(record, values.status, current, messages);
    if (record === 'villa' && status === 'published') {
      const projectStatus =
        projectRowOf.get(projectRef)?.planned?.status ?? projectsNow.get(projectRef)?.status;
      if (projectStatus !== 'published') messages.push(`status: ${UNPUBLISHED_PROJECT_MESSAGE}`);
    }
    if (messages.length > 0) {
      refuse(row, record, ref, firstPerField(messages));
      if (record === 'project') projectRowOf.set(ref, { row: row.row, planned: null });
      continue;
    }
    const planned = {
      row: row.row,
      ref,
      current,
      fields,
      status: current === null ? ('draft' as const) : status,
      slug: newSlug,
    };
    if (record === 'project') {
      plan.projects.push(planned);
      projectRowOf.set(ref, { row: row.row, planned });
    } else plan.villas.push({ ...planned, current: current as CurrentVilla | null, projectRef });
    const line = { row: row.row, record, ref };
    if (current === null) plan.report.added.push(line);
    else if (Object.keys(fields).length > 0 || status !== null)
      plan.report.changed.push({
        ...line,
        fields: [...Object.keys(fields), ...(status !== null ? ['status'] : [])],
      });
    else plan.report.counts.unchanged += 1;
  }
  const { report } = plan;
  for (const list of [report.added, report.changed, report.refused]) list.sort((a, b) => a.row - b.row);
  report.counts.add = report.added.length;
  report.counts.change = report.changed.length;
  report.counts.refuse = report.refused.length;
  report.fingerprint = createHash('sha256')
    .update(version)
    .update('\n')
    .update(fileText)
    .digest('hex')
    .slice(0, 32);
  return plan;
}

/** One message a field: an unknown city is not also a missing one, nor its locality missing. */
function firstPerField(messages: readonly string[]): string[] {
  const fields = new Set<string>();
  const cityUnknown = messages.some((message) => message.startsWith('city: we list no city'));
  return messages.filter((message) => {
    const field = message.slice(0, message.indexOf(':'));
    if (fields.has(field) || (cityUnknown && field === 'locality')) return false;
    fields.add(field);
    return true;
  });
}

function emptyReport(rows: number): ImportReport {
  return {
    rows,
    counts: { add: 0, change: 0, unchanged: 0, refuse: 0 },
    added: [],
    changed: [],
    refused: [],
    fingerprint: '',
  };
}
