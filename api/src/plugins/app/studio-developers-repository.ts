// Developers' submissions (/for-developers, partner_enquiries) as the studio works them (issue 26):
// newest first by status, and a status, notes and an owner on the team set by an editor. Audited.
import fp from 'fastify-plugin';
import { sql, type InferResult } from 'kysely';
import type { Db, Queryable } from '../../db/db.ts';
import { qb, run, runOne } from '../../db/kysely.ts';
import {
  DEVELOPER_SUBMISSIONS_PAGE_SIZE,
  type DeveloperSubmissionStatus,
} from '../../contract/developer-submission-status.ts';
import { InvalidFieldError, NotFoundError } from '../../lib/errors.ts';
import type { StaffRole } from '../../contract/staff-roles.ts';
import type {
  DeveloperSubmission,
  DeveloperSubmissionPatch,
  DeveloperSubmissionsQuery,
  Pagination,
  SubmissionOwner,
} from '../../schemas/index.ts';
import { recordAudit, type Actor } from './audit-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    studioDevelopers: StudioDevelopersRepository;
  }
}

export const SUBMISSION_NOT_FOUND_MESSAGE = "No developer's submission has this id.";
export const UNKNOWN_OWNER_PROBLEM = 'is not the id of a person on the staff';

const submissions = () =>
  qb
    .selectFrom('partner_enquiries as p')
    .leftJoin('cities as c', 'c.id', 'p.city_id')
    .leftJoin('locations as l', 'l.id', 'p.location_id')
    .leftJoin('staff as s', 's.id', 'p.owner_staff_id')
    .select([
      'p.id',
      'p.created_at',
      'p.name',
      'p.email_id',
      'p.contact_number',
      'p.developer_name',
      'p.project_name',
      'p.stage',
      'p.is_project_rera_registered',
      'p.rera_number',
      // text[] arrays: both drivers give them as lists.
      sql<string[]>`ARRAY(SELECT jsonb_array_elements_text(p.property_type))`.as('property_type'),
      sql<string[]>`ARRAY(SELECT jsonb_array_elements_text(p.configuration))`.as('configuration'),
      'p.remarks',
      'c.name as city',
      'l.name as location',
      'p.status',
      'p.notes',
      'p.owner_staff_id',
      's.name as owner_name',
      'p.updated_at',
    ]);
type SubmissionRow = InferResult<ReturnType<typeof submissions>>[number];

const toSubmission = (row: SubmissionRow): DeveloperSubmission => ({
  _id: row.id,
  created_at: row.created_at.toISOString(),
  name: row.name,
  email: row.email_id,
  // The form takes 10 Indian digits (spec 5).
  phone: `+91${row.contact_number}`,
  developer_name: row.developer_name,
  project_name: row.project_name,
  stage: row.stage,
  is_project_rera_registered: row.is_project_rera_registered,
  rera_number: row.rera_number,
  property_type: row.property_type,
  configuration: row.configuration,
  remarks: row.remarks,
  city: row.city,
  location: row.location,
  status: row.status as DeveloperSubmissionStatus,
  notes: row.notes,
  owner: row.owner_staff_id === null ? null : { _id: row.owner_staff_id, name: row.owner_name ?? '' },
  updated_at: row.updated_at === null ? null : row.updated_at.toISOString(),
});

async function findSubmission(q: Queryable, id: string): Promise<DeveloperSubmission | null> {
  const row = await runOne(q, submissions().where('p.id', '=', id));
  return row ? toSubmission(row) : null;
}

export function createStudioDevelopersRepository(db: Db) {
  return {
    /** Who may own a submission: everyone on the staff, by name (no phones: editors read it). */
    async owners(): Promise<SubmissionOwner[]> {
      const rows = await run(
        db,
        qb.selectFrom('staff').select(['id', 'name', 'role']).orderBy('name').orderBy('id'),
      );
      return rows.map((row) => ({ _id: row.id, name: row.name, role: row.role as StaffRole }));
    },

    async list(
      query: DeveloperSubmissionsQuery,
    ): Promise<{ submissions: DeveloperSubmission[]; pagination: Pagination }> {
      const page = query.page ?? 1;
      const status = query.status;
      const [rows, counted] = await Promise.all([
        run(
          db,
          submissions()
            .$if(status !== undefined, (q) => q.where('p.status', '=', status!))
            .orderBy('p.created_at', 'desc')
            .orderBy('p.id', 'desc')
            .limit(DEVELOPER_SUBMISSIONS_PAGE_SIZE)
            .offset((page - 1) * DEVELOPER_SUBMISSIONS_PAGE_SIZE),
        ),
        runOne(
          db,
          qb
            .selectFrom('partner_enquiries as p')
            .select(sql<number>`count(*)::int`.as('total'))
            .$if(status !== undefined, (q) => q.where('p.status', '=', status!)),
        ),
      ]);
      const total = counted?.total ?? 0;
      return {
        submissions: rows.map(toSubmission),
        pagination: {
          page,
          limit: DEVELOPER_SUBMISSIONS_PAGE_SIZE,
          total,
          totalPages: Math.ceil(total / DEVELOPER_SUBMISSIONS_PAGE_SIZE),
        },
      };
    },

    /** Sets what the patch names; an owner must be on the staff (400 otherwise, nothing changed). */
    async edit(actor: Actor, id: string, patch: DeveloperSubmissionPatch): Promise<DeveloperSubmission> {
      return db.transaction(async (tx) => {
        const locked = await runOne(
          tx,
          qb.selectFrom('partner_enquiries').select('id').where('id', '=', id).forUpdate(),
        );
        if (!locked) throw new NotFoundError(SUBMISSION_NOT_FOUND_MESSAGE);
        const before = (await findSubmission(tx, id))!;
        if (patch.owner_staff_id != null) {
          // Locked so the person can't leave the staff between this check and the write.
          const owner = await runOne(
            tx,
            qb.selectFrom('staff').select('id').where('id', '=', patch.owner_staff_id).forShare(),
          );
          if (!owner) throw new InvalidFieldError('owner_staff_id', UNKNOWN_OWNER_PROBLEM);
        }
        await run(
          tx,
          qb
            .updateTable('partner_enquiries')
            .set({ ...patch, updated_at: sql<Date>`now()` })
            .where('id', '=', id),
        );
        const after = (await findSubmission(tx, id))!;
        await recordAudit(tx, actor, {
          action: 'developer_submission.edit',
          recordType: 'developer_submission',
          recordId: id,
          before,
          after,
        });
        return after;
      });
    },
  };
}

export type StudioDevelopersRepository = ReturnType<typeof createStudioDevelopersRepository>;

export default fp(
  async (app) => {
    app.decorate('studioDevelopers', createStudioDevelopersRepository(app.db));
  },
  { name: 'studio-developers-repository', dependencies: ['db'] },
);
