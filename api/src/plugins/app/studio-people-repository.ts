// The people the buyer pages show, as the studio edits them (issue 26): the sales team and the
// customer reviews. Each write is audited in its own transaction; the pages read the tables as they
// are (people-repository.ts), so a change shows on the next request.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.ts';
import { qb, runOne } from '../../db/kysely.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type {
  Review,
  ReviewBody,
  ReviewPatch,
  SalesMember,
  SalesMemberBody,
  SalesMemberPatch,
} from '../../schemas/index.ts';
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
  'position',
] as const;
const toMember = ({
  id,
  position: _position,
  ...member
}: { id: string; position: number } & Omit<SalesMember, '_id'>) => ({
  _id: id,
  ...member,
});
const REVIEW_COLUMNS = ['id', 'name', 'rating', 'review'] as const;
const toReview = ({ id, ...review }: { id: string } & Omit<Review, '_id'>): Review => ({
  _id: id,
  ...review,
});

export function createStudioPeopleRepository(db: Db) {
  return {
    async addMember(actor: Actor, body: SalesMemberBody): Promise<SalesMember> {
      return db.transaction(async (tx) => {
        const row = await runOne(
          tx,
          qb
            .insertInto('sales_team')
            .values({ id: newId(), ...body, position: body.position ?? 0 })
            .returning(MEMBER_COLUMNS),
        );
        const member = toMember(row!);
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

    async editMember(actor: Actor, id: string, patch: SalesMemberPatch): Promise<SalesMember> {
      return db.transaction(async (tx) => {
        const before = await runOne(
          tx,
          qb.selectFrom('sales_team').select(MEMBER_COLUMNS).where('id', '=', id).forUpdate(),
        );
        if (!before) throw new NotFoundError(MEMBER_NOT_FOUND_MESSAGE);
        const row = await runOne(
          tx,
          qb.updateTable('sales_team').set(patch).where('id', '=', id).returning(MEMBER_COLUMNS),
        );
        const member = toMember(row!);
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

    async removeMember(actor: Actor, id: string): Promise<SalesMember> {
      return db.transaction(async (tx) => {
        const row = await runOne(
          tx,
          qb.deleteFrom('sales_team').where('id', '=', id).returning(MEMBER_COLUMNS),
        );
        if (!row) throw new NotFoundError(MEMBER_NOT_FOUND_MESSAGE);
        const member = toMember(row);
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
