// The team's side of blog comments: list, show, hide and show again. Used by `npm run comments` (on
// the database, or through the server's /admin/comments when the server holds the embedded one).
// A hidden comment leaves the post's list and its comment_count; showing it again puts both back.
import type { Db } from '../db/db.ts';
import { NotFoundError } from '../lib/errors.ts';
import { ID_PATTERN } from '../lib/ids.ts';
import type { AdminComment } from '../schemas/index.ts';

export const COMMENT_NOT_FOUND_MESSAGE = 'Comment not found';

interface AdminCommentRow {
  id: string;
  post_id: string;
  post_slug: string;
  name: string;
  email: string;
  content: string;
  ip: string | null;
  created_at: Date | string;
  hidden_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const toAdminComment = (row: AdminCommentRow): AdminComment => ({
  _id: row.id,
  post_id: row.post_id,
  post_slug: row.post_slug,
  name: row.name,
  email: row.email,
  comment: row.content,
  ip: row.ip,
  created_at: iso(row.created_at),
  hidden_at: row.hidden_at === null ? null : iso(row.hidden_at),
});

const COLUMNS = `c.id, c.post_id, p.slug AS post_slug, c.name, c.email, c.content, c.ip, c.created_at, c.hidden_at`;

export interface CommentFilter {
  /** A post's id or slug. */
  post?: string;
  /** true: only hidden ones; false: only shown ones; undefined: both. */
  hidden?: boolean;
  limit?: number;
}

/** The newest comments first. */
export async function listComments(db: Db, filter: CommentFilter = {}): Promise<AdminComment[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.post !== undefined) {
    params.push(filter.post);
    conditions.push(
      ID_PATTERN.test(filter.post) ? `c.post_id = $${params.length}` : `p.slug = $${params.length}`,
    );
  }
  if (filter.hidden !== undefined)
    conditions.push(filter.hidden ? 'c.hidden_at IS NOT NULL' : 'c.hidden_at IS NULL');
  params.push(filter.limit ?? 50);
  const rows = await db.query<AdminCommentRow>(
    `SELECT ${COLUMNS} FROM blog_comments c JOIN blog_posts p ON p.id = c.post_id
     ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
     ORDER BY c.created_at DESC, c.id DESC LIMIT $${params.length}`,
    params,
  );
  return rows.map(toAdminComment);
}

export async function findComment(db: Db, id: string): Promise<AdminComment> {
  const [row] = ID_PATTERN.test(id)
    ? await db.query<AdminCommentRow>(
        `SELECT ${COLUMNS} FROM blog_comments c JOIN blog_posts p ON p.id = c.post_id WHERE c.id = $1`,
        [id],
      )
    : [];
  if (!row) throw new NotFoundError(COMMENT_NOT_FOUND_MESSAGE);
  return toAdminComment(row);
}

/**
 * Hides (`hidden` true) or shows again a comment. Idempotent: hiding a hidden comment changes
 * nothing. The post's comment_count moves in the same transaction, only for an approved comment
 * whose state really changed.
 */
export async function setCommentHidden(db: Db, id: string, hidden: boolean): Promise<AdminComment> {
  if (!ID_PATTERN.test(id)) throw new NotFoundError(COMMENT_NOT_FOUND_MESSAGE);
  await db.transaction(async (tx) => {
    const [changed] = await tx.query<{ post_id: string; status: string }>(
      hidden
        ? 'UPDATE blog_comments SET hidden_at = now() WHERE id = $1 AND hidden_at IS NULL RETURNING post_id, status'
        : 'UPDATE blog_comments SET hidden_at = NULL WHERE id = $1 AND hidden_at IS NOT NULL RETURNING post_id, status',
      [id],
    );
    if (changed?.status === 'approved') {
      await tx.query(`UPDATE blog_posts SET comment_count = greatest(comment_count + $2, 0) WHERE id = $1`, [
        changed.post_id,
        hidden ? -1 : 1,
      ]);
    }
  });
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
