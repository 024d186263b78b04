// Where an address goes that no published unit or project holds (migrations/0018, docs/decisions/
// retired-listings.md): read when a detail page finds nothing at its slug.
import { sql, type InferResult } from 'kysely';
import type { Db } from '../../db/db.ts';
import { prepared, qb } from '../../db/kysely.ts';

/**
 * Where an address goes that no published unit or project holds (migrations/0018): to the listing's
 * current slug (an old one was asked for), nowhere any more (it was public and was taken down: 410)
 * or nowhere at all (no such listing, or a draft: 404).
 */
export type RetiredAddress =
  | { state: 'moved'; slug: string }
  | { state: 'gone'; project: { slug: string; name: string } | null; city: string }
  | { state: 'unknown' };

/** A unit's address and what it says of the unit, its project and its city. */
const UNIT_ADDRESS = [
  'u.slug',
  'u.status',
  'c.name as city',
  'p.slug as project_slug',
  'p.name as project_name',
  'p.status as project_status',
] as const;
/** A project's: the same columns, with no project above it. */
const PROJECT_ADDRESS = [
  'p.slug',
  'p.status',
  'c.name as city',
  sql<string | null>`NULL`.as('project_slug'),
  sql<string | null>`NULL`.as('project_name'),
  sql<string | null>`NULL`.as('project_status'),
] as const;
const live = sql<boolean>`true`.as('live');
const retired = sql<boolean>`false`.as('live');

/** The listing at a slug: the one whose live slug it is first, else the one that gave it up last. */
const unitAt = (slug: string) =>
  qb
    .selectFrom('units as u')
    .innerJoin('projects as p', 'p.id', 'u.project_id')
    .innerJoin('cities as c', 'c.id', 'u.city_id')
    .select([...UNIT_ADDRESS, live])
    .where('u.slug', '=', slug)
    .unionAll(
      qb
        .selectFrom('unit_slug_history as h')
        .innerJoin('units as u', 'u.id', 'h.unit_id')
        .innerJoin('projects as p', 'p.id', 'u.project_id')
        .innerJoin('cities as c', 'c.id', 'u.city_id')
        .select([...UNIT_ADDRESS, retired])
        .where('h.slug', '=', slug),
    )
    .orderBy('live', 'desc')
    .limit(1);

const projectAt = (slug: string) =>
  qb
    .selectFrom('projects as p')
    .innerJoin('cities as c', 'c.id', 'p.city_id')
    .select([...PROJECT_ADDRESS, live])
    .where('p.slug', '=', slug)
    .unionAll(
      qb
        .selectFrom('project_slug_history as h')
        .innerJoin('projects as p', 'p.id', 'h.project_id')
        .innerJoin('cities as c', 'c.id', 'p.city_id')
        .select([...PROJECT_ADDRESS, retired])
        .where('h.slug', '=', slug),
    )
    .orderBy('live', 'desc')
    .limit(1);

type AddressRow =
  | InferResult<ReturnType<typeof unitAt>>[number]
  | InferResult<ReturnType<typeof projectAt>>[number];

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

const unitAddress = prepared(unitAt);
const projectAddress = prepared(projectAt);

export function createAddressReads(db: Db) {
  return {
    /** Where a unit address that findUnitBySlug found nothing at leads (RetiredAddress). */
    async retiredUnitAddress(slug: string): Promise<RetiredAddress> {
      return retiredAddress((await unitAddress(db, slug))[0]);
    },

    /** Where a project address that findProjectBySlug found nothing at leads (RetiredAddress). */
    async retiredProjectAddress(slug: string): Promise<RetiredAddress> {
      return retiredAddress((await projectAddress(db, slug))[0]);
    },
  };
}
