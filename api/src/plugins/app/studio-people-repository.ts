// The people the buyer pages show, as the studio edits them (issue 26): the sales team and the
// customer reviews. Each write is audited in its own transaction; the pages read the tables as they
// are (people-repository.ts), so a change shows on the next request.
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../db/db.ts';
import { qb, run, runOne } from '../../db/kysely.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type {
  Review,
  ReviewBody,
  ReviewPatch,
  SalesMemberBody,
  SalesMemberPatch,
  StudioSalesMember,
} from '../../schemas/index.ts';
import { bumpInboxVersion } from '../../sales/lead-events.ts';
import { recordAudit, type Actor } from './audit-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    studioPeople: StudioPeopleRepository;
  }
}

export const MEMBER_NOT_FOUND_MESSAGE = 'No one on the sales team has this id.';
export const REVIEW_NOT_FOUND_MESSAGE = 'No review has this id.';

const MEMBER_COLUMNS = [
  'id',
  'name',
  'exp',
  'location',
  'designation',
  'image',
  'email',
  'phone',
  'languages',
  'city_ids',
  'position',
  'staff_id',
  'away',
] as const;
const toMember = ({
  id,
  position: _position,
  ...member
}: { id: string; position: number } & Omit<StudioSalesMember, '_id'>): StudioSalesMember => ({
  _id: id,
  ...member,
});
const REVIEW_COLUMNS = ['id', 'name', 'rating', 'review'] as const;
const toReview = ({ id, ...review }: { id: string } & Omit<Review, '_id'>): Review => ({
  _id: id,
  ...review,
});

export const unknownCityMessage = (id: string) => `city_ids: no city has the id ${id}`;

/** A member's cities must be cities we have: an array can't carry a foreign key. */
async function checkCities(tx: Queryable, cityIds: readonly string[] | undefined): Promise<void> {
  if (cityIds === undefined || cityIds.length === 0) return;
  const known = new Set(
    (await run(tx, qb.selectFrom('cities').select('id').where('id', 'in', cityIds))).map((row) => row.id),
  );
  const unknown = cityIds.find((id) => !known.has(id));
  if (unknown !== undefined) throw new BadRequestError(unknownCityMessage(unknown));
}

export const NOT_A_SALES_ACCOUNT_MESSAGE =
  'staff_id: not a studio account with the sales or admin role (add them to the staff first).';
export const alreadyLinkedMessage = (name: string) =>
  `staff_id: this studio account is already linked to ${name} on the sales team.`;

/** A relationship manager's studio account: a sales (or admin) account, linked to one member only. */
async function checkStaffLink(tx: Queryable, staffId: string | null | undefined, memberId: string | null) {
  if (staffId === undefined || staffId === null) return;
  const staff = await runOne(
    tx,
    qb.selectFrom('staff').select('id').where('id', '=', staffId).where('role', 'in', ['sales', 'admin']),
  );
  if (!staff) throw new BadRequestError(NOT_A_SALES_ACCOUNT_MESSAGE);
  let other = qb.selectFrom('sales_team').select('name').where('staff_id', '=', staffId);
  if (memberId !== null) other = other.where('id', '<>', memberId);
  const linked = await runOne(tx, other);
  if (linked) throw new ConflictError(alreadyLinkedMessage(linked.name));
}

const UPLOAD_PATH = /^\/api\/v1\/uploads\/([0-9a-f]{24})\/(?:display|card)$/;

/**
 * The upload a member's photo is, when it is one of ours: recorded so the sweep of unused uploads
 * keeps it (migration 0024). It must still exist.
 */
async function photoUpload(tx: Queryable, image: string | null | undefined) {
  if (image === undefined) return {};
  const id = image === null ? undefined : UPLOAD_PATH.exec(image)?.[1];
  if (id === undefined) return { image_upload_id: null };
  const upload = await run(tx, qb.selectFrom('uploads').select('id').where('id', '=', id).forKeyShare());
  if (upload.length === 0)
    throw new BadRequestError(`image: upload '${id}' is unknown or was removed: upload the photo again`);
  return { image_upload_id: id };
}

export function createStudioPeopleRepository(db: Db) {
  return {
    async addMember(actor: Actor, body: SalesMemberBody): Promise<StudioSalesMember> {
      return db.transaction(async (tx) => {
        await checkCities(tx, body.city_ids);
        await checkStaffLink(tx, body.staff_id, null);
        const row = await runOne(
          tx,
          qb
            .insertInto('sales_team')
            .values({
              id: newId(),
              ...body,
              ...(await photoUpload(tx, body.image)),
              position: body.position ?? 0,
            })
            .returning(MEMBER_COLUMNS),
        );
        const member = toMember(row!);
        // The inbox shows managers' names and a linked account's leads: its ETag moves.
        await bumpInboxVersion(tx);
        await recordAudit(tx, actor, {
          action: 'sales_member.add',
          recordType: 'sales_member',
          recordId: member._id,
          before: null,
          after: member,
        });
        return member;
      });
    },

    async editMember(actor: Actor, id: string, patch: SalesMemberPatch): Promise<StudioSalesMember> {
      return db.transaction(async (tx) => {
        const before = await runOne(
          tx,
          qb.selectFrom('sales_team').select(MEMBER_COLUMNS).where('id', '=', id).forUpdate(),
        );
        if (!before) throw new NotFoundError(MEMBER_NOT_FOUND_MESSAGE);
        await checkCities(tx, patch.city_ids);
        await checkStaffLink(tx, patch.staff_id, id);
        const row = await runOne(
          tx,
          qb
            .updateTable('sales_team')
            .set({ ...patch, ...(await photoUpload(tx, patch.image)) })
            .where('id', '=', id)
            .returning(MEMBER_COLUMNS),
        );
        const member = toMember(row!);
        await bumpInboxVersion(tx);
        await recordAudit(tx, actor, {
          action: 'sales_member.edit',
          recordType: 'sales_member',
          recordId: id,
          before: toMember(before),
          after: member,
        });
        return member;
      });
    },

    async removeMember(actor: Actor, id: string): Promise<StudioSalesMember> {
      return db.transaction(async (tx) => {
        const row = await runOne(
          tx,
          qb.deleteFrom('sales_team').where('id', '=', id).returning(MEMBER_COLUMNS),
        );
        if (!row) throw new NotFoundError(MEMBER_NOT_FOUND_MESSAGE);
        const member = toMember(row);
        await bumpInboxVersion(tx);
        await recordAudit(tx, actor, {
          action: 'sales_member.remove',
          recordType: 'sales_member',
          recordId: id,
          before: member,
          after: null,
        });
        return member;
      });
    },

    async addReview(actor: Actor, body: ReviewBody): Promise<Review> {
      return db.transaction(async (tx) => {
        const row = await runOne(
          tx,
          qb
            .insertInto('reviews')
            .values({ id: newId(), ...body })
            .returning(REVIEW_COLUMNS),
        );
        const review = toReview(row!);
        await recordAudit(tx, actor, {
          action: 'review.add',
          recordType: 'review',
          recordId: review._id,
          before: null,
          after: review,
        });
        return review;
      });
    },

    async editReview(actor: Actor, id: string, patch: ReviewPatch): Promise<Review> {
      return db.transaction(async (tx) => {
        const before = await runOne(
          tx,
          qb.selectFrom('reviews').select(REVIEW_COLUMNS).where('id', '=', id).forUpdate(),
        );
        if (!before) throw new NotFoundError(REVIEW_NOT_FOUND_MESSAGE);
        const row = await runOne(
          tx,
          qb.updateTable('reviews').set(patch).where('id', '=', id).returning(REVIEW_COLUMNS),
        );
        const review = toReview(row!);
        await recordAudit(tx, actor, {
          action: 'review.edit',
          recordType: 'review',
          recordId: id,
          before: toReview(before),
          after: review,
        });
        return review;
      });
    },

    async removeReview(actor: Actor, id: string): Promise<Review> {
      return db.transaction(async (tx) => {
        const row = await runOne(tx, qb.deleteFrom('reviews').where('id', '=', id).returning(REVIEW_COLUMNS));
        if (!row) throw new NotFoundError(REVIEW_NOT_FOUND_MESSAGE);
        const review = toReview(row);
        await recordAudit(tx, actor, {
          action: 'review.remove',
          recordType: 'review',
          recordId: id,
          before: review,
          after: null,
        });
        return review;
      });
    },
  };
}

export type StudioPeopleRepository = ReturnType<typeof createStudioPeopleRepository>;

export default fp(
  async (app) => {
    app.decorate('studioPeople', createStudioPeopleRepository(app.db));
  },
  { name: 'studio-people-repository', dependencies: ['db'] },
);
