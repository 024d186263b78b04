// The catalogue in the import's template (template.ts): every project, then its villas, each with its
// ref (the team's reference, or its id when it never had one), so that the file imported again
// changes nothing, and a corrected copy changes only what was corrected.
import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import type { Queryable } from '../db/db.ts';
import { qb, run } from '../db/kysely.ts';
import { PROJECT_FIELDS, UNIT_FIELDS } from './catalogue-now.ts';
import type { ImportFormat } from '../contract/catalogue-import.ts';
import { COLUMN_NAMES, columnNamed } from './template.ts';

type Record_ = Record<string, unknown>;

/** A value as the template's CSV cell writes it (read-file.ts reads it back). */
function cell(name: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (columnNamed(name)?.cell) {
    case 'list':
      return (value as string[]).join(' | ');
    case 'specifications':
      return (value as { title: string; description: string }[])
        .map((s) => `${s.title}: ${s.description}`)
        .join(' | ');
    case 'charges':
      return (value as { name: string; amount: number }[]).map((c) => `${c.name}: ${c.amount}`).join(' | ');
    default:
      return String(value);
  }
}

export async function exportCatalogue(db: Queryable): Promise<Record_[]> {
  const projects = await run(
    db,
    qb
      .selectFrom('projects as p')
      .innerJoin('cities as c', 'c.id', 'p.city_id')
      .innerJoin('locations as l', 'l.id', 'p.location_id')
      .select(['p.id', 'p.slug', 'p.status', 'c.name as city', 'l.name as locality'])
      .select(
        PROJECT_FIELDS.filter((f) => f !== 'city_id' && f !== 'location_id').map((f) => `p.${f}` as const),
      )
      .select(sql<string>`coalesce(p.external_ref, p.id)`.as('ref'))
      .orderBy('p.created_at')
      .orderBy('p.id'),
  );
  const units = await run(
    db,
    qb
      .selectFrom('units as u')
      .innerJoin('projects as p', 'p.id', 'u.project_id')
      .select(['u.slug', 'u.status', 'u.project_id'])
      .select(UNIT_FIELDS.map((f) => `u.${f}` as const))
      .select(sql<string>`coalesce(u.external_ref, u.id)`.as('ref'))
      .select(sql<string>`coalesce(p.external_ref, p.id)`.as('project_ref'))
      .orderBy('u.price')
      .orderBy('u.id'),
  );
  const byProject = new Map<string, Record_[]>();
  for (const { project_id, unit_premium_tag, ...unit } of units) {
    const row = {
      record: 'villa',
      ...unit,
      unit_premium_tag: (unit_premium_tag as { name: string }[]).map((tag) => tag.name),
    };
    byProject.set(project_id, [...(byProject.get(project_id) ?? []), row]);
  }
  return projects.flatMap(({ id, ...project }) => [
    { record: 'project', ...project },
    ...(byProject.get(id) ?? []),
  ]);
}

/** The file's text: CSV with the template's header, or a JSON list with the same keys. */
export function formatExport(format: ImportFormat, records: readonly Record_[]): string {
  const ordered = records.map((record) =>
    Object.fromEntries(COLUMN_NAMES.filter((name) => name in record).map((name) => [name, record[name]])),
  );
  if (format === 'json') return `${JSON.stringify(ordered, null, 2)}\n`;
  return stringify(
    ordered.map((record) => COLUMN_NAMES.map((name) => cell(name, record[name]))),
    { header: true, columns: [...COLUMN_NAMES] },
  );
}
