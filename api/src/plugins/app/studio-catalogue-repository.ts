// The catalogue as the studio sees it (issue 26): every project and unit in every state, and the
// moves of their lifecycle (publish, withdraw, archive), each audited in its own transaction. Buyers'
// pages follow at once: the catalogue's version moves with any write (migration 0007), which drops
// the server's cached answers and changes their ETags, and the triggers of 0018 keep a published unit
// inside a published project.
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Db } from '../../db/db.ts';
import { qb, run, runOne } from '../../db/kysely.ts';
import { LISTING_STATUS_MOVES, type ListingStatus } from '../../contract/listing-status.ts';
import { NotFoundError, UnprocessableError } from '../../lib/errors.ts';
import type { Pagination, StudioProject, StudioUnit } from '../../schemas/index.ts';
import { recordAudit, type Actor } from './audit-log.ts';
import { refreshProjectFigures } from './studio-catalogue-fields.ts';

declare module 'fastify' {
  interface FastifyInstance {
    studioCatalogue: StudioCatalogueRepository;
  }
}

export const STUDIO_PROJECTS_PAGE_SIZE = 50;
export const PROJECT_NOT_FOUND_MESSAGE = 'No project has this id.';
export const UNIT_NOT_FOUND_MESSAGE = 'No villa has this id.';
export const UNPUBLISHED_PROJECT_MESSAGE =
  'The villa can be published only once its project is published: publish the project first.';
export const noPhotoRefusal = (kind: 'project' | 'villa') =>
  `The ${kind} can be published only with a photo: add an exterior or interior photo first.`;
export const moveRefusal = (kind: 'project' | 'villa', from: ListingStatus, to: ListingStatus) =>
  from === to
    ? `The ${kind} is ${from} already.`
    : LISTING_STATUS_MOVES[from].length === 0
      ? `The ${kind} is archived, for good: it can't be ${to} again.`
      : `A ${from} ${kind} can be ${LISTING_STATUS_MOVES[from].join(' or ')}, not ${to}.`;

const unitCount = (status: ListingStatus) =>
  sql<number>`count(u.id) FILTER (WHERE u.status = ${status})::int`.as(`units_${status}`);

export function createStudioCatalogueRepository(db: Db) {
  return {
    /** Projects in every state, newest first; by status, and by a word of the name or builder. */
    async listProjects(filter: {
      status?: ListingStatus;
      search?: string;
      page: number;
    }): Promise<{ projects: StudioProject[]; pagination: Pagination }> {
      let projects = qb.selectFrom('projects as p');
      if (filter.status !== undefined) projects = projects.where('p.status', '=', filter.status);
      if (filter.search !== undefined) {
        // The words as typed: % and _ are themselves, not wildcards.
        const pattern = `%${filter.search.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;
        projects = projects.where((eb) =>
          eb.or([eb('p.name', 'ilike', pattern), eb('p.builder', 'ilike', pattern)]),
        );
      }
      const [rows, counted] = await Promise.all([
        run(
          db,
          projects
            .innerJoin('cities as c', 'c.id', 'p.city_id')
            .leftJoin('units as u', 'u.project_id', 'p.id')
            .select(['p.id', 'p.slug', 'p.name', 'p.builder', 'p.status', 'p.created_at', 'c.name as city'])
            .select([
              unitCount('draft'),
              unitCount('published'),
              unitCount('withdrawn'),
              unitCount('archived'),
            ])
            .groupBy(['p.id', 'c.name'])
            .orderBy('p.created_at', 'desc')
            .orderBy('p.id')
            .limit(STUDIO_PROJECTS_PAGE_SIZE)
            .offset((filter.page - 1) * STUDIO_PROJECTS_PAGE_SIZE),
        ),
        runOne(db, projects.select(sql<number>`count(*)::int`.as('total'))),
      ]);
      const total = counted?.total ?? 0;
      return {
        projects: rows.map((row) => ({
          _id: row.id,
          slug: row.slug,
          name: row.name,
          builder: row.builder,
          city: row.city,
          status: row.status as ListingStatus,
          units: {
            draft: row.units_draft,
            published: row.units_published,
            withdrawn: row.units_withdrawn,
            archived: row.units_archived,
          },
        })),
        pagination: {
          page: filter.page,
          limit: STUDIO_PROJECTS_PAGE_SIZE,
          total,
          totalPages: Math.ceil(total / STUDIO_PROJECTS_PAGE_SIZE),
        },
      };
    },

    /** A project's units in every state, by price. */
    async listUnits(projectId: string): Promise<StudioUnit[]> {
      const project = await runOne(db, qb.selectFrom('projects').select('id').where('id', '=', projectId));
      if (!project) throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
      const rows = await run(
        db,
        qb
          .selectFrom('units')
          .select(['id', 'slug', 'name', 'price', 'status'])
          .where('project_id', '=', projectId)
          .orderBy('price')
          .orderBy('id'),
      );
      return rows.map((row) => ({ ...row, _id: row.id, status: row.status as ListingStatus }));
    },

    /** Moves a project; taking it down takes its published units down with it (0018's trigger). */
    async setProjectStatus(
      actor: Actor,
      id: string,
      status: ListingStatus,
    ): Promise<StudioProject['status']> {
      return db.transaction(async (tx) => {
        const row = await runOne(
          tx,
          qb
            .selectFrom('projects')
            .select(['id', 'status', sql<number>`jsonb_array_length(gallery)`.as('photos')])
            .where('id', '=', id)
            .forUpdate(),
        );
        if (!row) throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
        const from = row.status as ListingStatus;
        if (!LISTING_STATUS_MOVES[from].includes(status))
          throw new UnprocessableError(moveRefusal('project', from, status));
        if (status === 'published' && row.photos === 0)
          throw new UnprocessableError(noPhotoRefusal('project'));
        const published = await run(
          tx,
          qb.selectFrom('units').select('id').where('project_id', '=', id).where('status', '=', 'published'),
        );
        await run(tx, qb.updateTable('projects').set({ status }).where('id', '=', id));
        await refreshProjectFigures(tx, id);
        const unitsTakenDown = status === 'published' ? [] : published.map((unit) => unit.id);
        await recordAudit(tx, actor, {
          action: `project.${status}`,
          recordType: 'project',
          recordId: id,
          before: { status: from },
          after: { status, ...(unitsTakenDown.length > 0 && { units_taken_down: unitsTakenDown }) },
        });
        return status;
      });
    },

    async setUnitStatus(actor: Actor, id: string, status: ListingStatus): Promise<ListingStatus> {
      return db.transaction(async (tx) => {
        // The project first, then the villa, as every writer of a project's figures locks them.
        await tx.query(
          'SELECT 1 FROM projects WHERE id = (SELECT project_id FROM units WHERE id = $1) FOR UPDATE',
          [id],
        );
        const row = await runOne(
          tx,
          qb
            .selectFrom('units as u')
            .innerJoin('projects as p', 'p.id', 'u.project_id')
            .select(['u.id', 'u.status', 'u.project_id', 'p.status as project_status'])
            .select(sql<number>`jsonb_array_length(u.gallery)`.as('photos'))
            .where('u.id', '=', id)
            .forUpdate(),
        );
        if (!row) throw new NotFoundError(UNIT_NOT_FOUND_MESSAGE);
        const from = row.status as ListingStatus;
        if (!LISTING_STATUS_MOVES[from].includes(status))
          throw new UnprocessableError(moveRefusal('villa', from, status));
        if (status === 'published' && row.project_status !== 'published')
          throw new UnprocessableError(UNPUBLISHED_PROJECT_MESSAGE);
        if (status === 'published' && row.photos === 0) throw new UnprocessableError(noPhotoRefusal('villa'));
        await run(tx, qb.updateTable('units').set({ status }).where('id', '=', id));
        // The project's card counts its published villas (studio-catalogue-fields.ts).
        await refreshProjectFigures(tx, row.project_id);
        await recordAudit(tx, actor, {
          action: `unit.${status}`,
          recordType: 'unit',
          recordId: id,
          before: { status: from },
          after: { status },
        });
        return status;
      });
    },
  };
}

export type StudioCatalogueRepository = ReturnType<typeof createStudioCatalogueRepository>;

export default fp(
  async (app) => {
    app.decorate('studioCatalogue', createStudioCatalogueRepository(app.db));
  },
  { name: 'studio-catalogue-repository', dependencies: ['db'] },
);
