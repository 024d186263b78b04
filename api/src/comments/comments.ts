// The team's side of blog comments: list, show, hide and show again. Used by `npm run comments` (on
// the database, or through the server's /admin/comments when the server holds the embedded one).
// A hidden comment leaves the post's list and its comment_count; showing it again puts both back.
import { sql, type InferResult } from 'kysely';
import type { Db, Queryable } from '../db/db.ts';
import { qb, run, runOne } from '../db/kysely.ts';
import { NotFoundError } from '../lib/errors.ts';
import { ID_PATTERN } from '../lib/ids.ts';
import type { AdminComment } from '../schemas/index.ts';

export const COMMENT_NOT_FOUND_MESSAGE = 'Comment not found';

/** Comments with their post's slug. */
const adminComments = () =>
  qb
    .selectFrom('blog_comments as c')
    .innerJoin('blog_posts as p', 'p.id', 'c.post_id')
    .select([
      'c.id',
      'c.post_id',
      'p.slug as post_slug',
      'c.name',
      'c.email',
      'c.content',
      'c.ip',
      'c.created_at',
      'c.hidden_at',
    ]);

type AdminCommentRow = InferResult<ReturnType<typeof adminComments>>[number];

const toAdminComment = (row: AdminCommentRow): AdminComment => ({
  _id: row.id,
  post_id: row.post_id,
  post_slug: row.post_slug,
  name: row.name,
  email: row.email,
  comment: row.content,
  ip: row.ip,
  created_at: row.created_at.toISOString(),
  hidden_at: row.hidden_at === null ? null : row.hidden_at.toISOString(),
});

export interface CommentFilter {
  /** A post's id or slug. */
  post?: string;
  /** true: only hidden ones; false: only shown ones; undefined: both. */
  hidden?: boolean;
  limit?: number;
}

/** The newest comments first. */
export async function listComments(db: Db, filter: CommentFilter = {}): Promise<AdminComment[]> {
  const { post, hidden } = filter;
  const rows = await run(
    db,
    adminComments()
      .$if(post !== undefined, (query) =>
        query.where(ID_PATTERN.test(post ?? '') ? 'c.post_id' : 'p.slug', '=', post ?? ''),
      )
      .$if(hidden !== undefined, (query) => query.where('c.hidden_at', hidden ? 'is not' : 'is', null))
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(filter.limit ?? 50),
  );
  return rows.map(toAdminComment);
}

export async function findComment(db: Db, id: string): Promise<AdminComment> {
  const row = ID_PATTERN.test(id) ? await runOne(db, adminComments().where('c.id', '=', id)) : undefined;
  if (!row) throw new NotFoundError(COMMENT_NOT_FOUND_MESSAGE);
  return toAdminComment(row);
}

/**
 * Hides (`hidden` true) or shows again a comment, in the caller's transaction; true when its state
 * really changed (hiding a hidden comment changes nothing). The post's comment_count moves with it,
 * only for an approved comment. Shared by the command line and the studio (which audits it).
 */
export async function moveCommentVisibility(tx: Queryable, id: string, hidden: boolean): Promise<boolean> {
  const changed = await runOne(
    tx,
    qb
      .updateTable('blog_comments')
      .set({ hidden_at: hidden ? sql<Date>`now()` : null })
      .where('id', '=', id)
      .where('hidden_at', hidden ? 'is' : 'is not', null)
      .returning(['post_id', 'status']),
  );
  if (changed?.status === 'approved') {
    await run(
      tx,
      qb
        .updateTable('blog_posts')
        .set({ comment_count: sql<number>`greatest(comment_count + ${hidden ? -1 : 1}, 0)` })
        .where('id', '=', changed.post_id),
    );
  }
  return changed !== undefined;
}

/** Hides or shows again a comment (moveCommentVisibility) in a transaction of its own. */
export async function setCommentHidden(db: Db, id: string, hidden: boolean): Promise<AdminComment> {
  if (!ID_PATTERN.test(id)) throw new NotFoundError(COMMENT_NOT_FOUND_MESSAGE);
  await db.transaction((tx) => moveCommentVisibility(tx, id, hidden));
  return findComment(db, id);
}

/** A line per comment for the terminal. */
export function commentLine(comment: AdminComment): string {
  const text = comment.comment.replace(/\s+/g, ' ');
  return [
    comment._id,
    comment.created_at.slice(0, 16).replace('T', ' '),
    comment.hidden_at === null ? 'shown ' : 'HIDDEN',
    comment.post_slug,
    `${comment.name} <${comment.email}>`,
    text.length > 80 ? `${text.slice(0, 79)}…` : text,
  ].join('  ');
}
