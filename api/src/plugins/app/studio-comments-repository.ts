// Blog comments as the studio moderates them (issue 26): every comment newest first, with its post's
// title and how many comments came from the same address; hide and show again, audited. Hiding is
// the command line's own code (comments/comments.ts), so the post's comment count follows alike.
import fp from 'fastify-plugin';
import { sql, type InferResult, type RawBuilder } from 'kysely';
import type { Db, Queryable } from '../../db/db.ts';
import { qb, run, runOne } from '../../db/kysely.ts';
import { STUDIO_COMMENTS_PAGE_SIZE } from '../../contract/blog-studio.ts';
import { COMMENT_NOT_FOUND_MESSAGE, moveCommentVisibility } from '../../comments/comments.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { Pagination, StudioComment, StudioCommentsQuery } from '../../schemas/index.ts';
import { recordAudit, type Actor } from './audit-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    studioComments: StudioCommentsRepository;
  }
}

const studioComments = () =>
  qb
    .selectFrom('blog_comments as c')
    .innerJoin('blog_posts as p', 'p.id', 'c.post_id')
    .select([
      'c.id',
      'c.post_id',
      'p.slug as post_slug',
      'p.title as post_title',
      'c.name',
      'c.email',
      'c.content',
      'c.created_at',
      'c.hidden_at',
      // blog_comments_ip_idx answers it.
      sql<number | null>`CASE WHEN c.ip IS NULL THEN NULL
        ELSE (SELECT count(*)::int FROM blog_comments o WHERE o.ip = c.ip) END`.as('address_comments'),
    ]);
type CommentRow = InferResult<ReturnType<typeof studioComments>>[number];

const toComment = (row: CommentRow): StudioComment => ({
  _id: row.id,
  post_id: row.post_id,
  post_slug: row.post_slug,
  post_title: row.post_title,
  name: row.name,
  email: row.email,
  comment: row.content,
  created_at: row.created_at.toISOString(),
  hidden: row.hidden_at !== null,
  hidden_at: row.hidden_at === null ? null : row.hidden_at.toISOString(),
  address_comments: row.address_comments,
});

async function findComment(q: Queryable, id: string): Promise<StudioComment> {
  const row = await runOne(q, studioComments().where('c.id', '=', id));
  if (!row) throw new NotFoundError(COMMENT_NOT_FOUND_MESSAGE);
  return toComment(row);
}

export function createStudioCommentsRepository(db: Db) {
  return {
    async list(query: StudioCommentsQuery): Promise<{ comments: StudioComment[]; pagination: Pagination }> {
      const page = query.page ?? 1;
      const { visibility, post_id: postId } = query;
      const conditions: RawBuilder<boolean>[] = [sql.lit(true)];
      if (visibility !== undefined)
        conditions.push(sql.raw(`c.hidden_at IS ${visibility === 'hidden' ? 'NOT NULL' : 'NULL'}`));
      if (postId !== undefined) conditions.push(sql`c.post_id = ${postId}`);
      const where = sql<boolean>`${sql.join(conditions, sql` AND `)}`;
      const [rows, counted] = await Promise.all([
        run(
          db,
          studioComments()
            .where(where)
            .orderBy('c.created_at', 'desc')
            .orderBy('c.id', 'desc')
            .limit(STUDIO_COMMENTS_PAGE_SIZE)
            .offset((page - 1) * STUDIO_COMMENTS_PAGE_SIZE),
        ),
        runOne(
          db,
          qb
            .selectFrom('blog_comments as c')
            .select(sql<number>`count(*)::int`.as('total'))
            .where(where),
        ),
      ]);
      const total = counted?.total ?? 0;
      return {
        comments: rows.map(toComment),
        pagination: {
          page,
          limit: STUDIO_COMMENTS_PAGE_SIZE,
          total,
          totalPages: Math.ceil(total / STUDIO_COMMENTS_PAGE_SIZE),
        },
      };
    },

    /** Hides (`hidden`) or shows again a comment; a comment already so is answered as it is, unaudited. */
    async setHidden(actor: Actor, id: string, hidden: boolean): Promise<StudioComment> {
      return db.transaction(async (tx) => {
        const locked = await runOne(
          tx,
          qb.selectFrom('blog_comments').select('id').where('id', '=', id).forUpdate(),
        );
        if (!locked) throw new NotFoundError(COMMENT_NOT_FOUND_MESSAGE);
        const before = await findComment(tx, id);
        if (!(await moveCommentVisibility(tx, id, hidden))) return before;
        const after = await findComment(tx, id);
        await recordAudit(tx, actor, {
          action: hidden ? 'comment.hide' : 'comment.unhide',
          recordType: 'comment',
          recordId: id,
          before,
          after,
        });
        return after;
      });
    },
  };
}

export type StudioCommentsRepository = ReturnType<typeof createStudioCommentsRepository>;

export default fp(
  async (app) => {
    app.decorate('studioComments', createStudioCommentsRepository(app.db));
  },
  { name: 'studio-comments-repository', dependencies: ['db'] },
);
