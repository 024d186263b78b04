// Readers' comments on the blog: plain text with spam guards, each refusing with its own message and
// storing nothing; a double click or a retry gives back the comment already stored.
import { sql, type Selectable } from 'kysely';
import { COMMENT_RULES, LINK_PATTERN } from '../../contract/field-rules.ts';
import type { Db } from '../../db/db.ts';
import { qb, run, runOne } from '../../db/kysely.ts';
import type { BlogCommentsTable } from '../../db/schema.generated.ts';
import { BadRequestError, TooManyRequestsError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Comment, CommentBody, CommentsResponse } from '../../schemas/index.ts';
import { assertPublishedPost } from './blog-posts.ts';

/** Comments one client address may post in an hour (an office shares one address). */
export const COMMENTS_PER_IP_PER_HOUR = 10;
/** Comments one email address may post in an hour. */
export const COMMENTS_PER_EMAIL_PER_HOUR = 5;
/** The same comment sent again this soon (a double click, a retry) is the one already stored. */
const DUPLICATE_WINDOW_MINUTES = 10;

export const HONEYPOT_MESSAGE =
  'Your comment was not accepted: the website field must be left empty (it is hidden from people and catches automated spam).';
export const TOO_MANY_LINKS_MESSAGE = `comment: at most ${COMMENT_RULES.maxLinks} links are allowed`;
export const LINK_IN_NAME_MESSAGE = 'name: must not contain a link';
export const COMMENT_BLANK_MESSAGE = 'comment: must be at least 2 characters long';
export const NAME_BLANK_MESSAGE = 'name: must be at least 2 characters long';
export const COMMENTS_PER_IP_MESSAGE = `Too many comments from your network: at most ${COMMENTS_PER_IP_PER_HOUR} an hour. Please try again later.`;
export const COMMENTS_PER_EMAIL_MESSAGE = `Too many comments from this email address: at most ${COMMENTS_PER_EMAIL_PER_HOUR} an hour. Please try again later.`;

/** http://, https:// or www. links, and bare domains such as cheap-pills.example/buy. */
const LINK = new RegExp(LINK_PATTERN, 'gi');

export const countLinks = (text: string) => text.match(LINK)?.length ?? 0;

/**
 * Comment text as stored: plain text, trimmed, Windows and old Mac line ends made \n, other control
 * characters removed (tabs and line ends stay), at most two blank lines in a row. Never HTML: a
 * '<script>' typed stays those characters, which the client shows as text.
 */
export function plainText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
      .replace(/\n{4,}/g, '\n\n\n')
      .trim()
  );
}

const COMMENT_COLUMNS = ['id', 'post_id', 'name', 'content', 'created_at'] as const;

const toComment = (row: Pick<Selectable<BlogCommentsTable>, (typeof COMMENT_COLUMNS)[number]>): Comment => ({
  _id: row.id,
  post_id: row.post_id,
  name: row.name,
  comment: row.content,
  created_at: new Date(row.created_at).toISOString(),
});

/** Comments readers see: approved and not hidden. */
const visibleComments = (postId: string) =>
  qb
    .selectFrom('blog_comments')
    .where('post_id', '=', postId)
    .where('status', '=', sql.lit('approved'))
    .where('hidden_at', 'is', null);

const sinceMinutes = (minutes: number) => sql<Date>`now() - interval ${sql.lit(`${minutes} minutes`)}`;
const countAll = sql<number>`count(*)::int`.as('count');

export function createBlogComments(db: Db, clock: () => number = Date.now) {
  return {
    /** A published post's visible comments, oldest first. */
    async listComments(postId: string, page: number, limit: number): Promise<CommentsResponse> {
      await assertPublishedPost(db, postId, new Date(clock()));
      const [rows, counts] = await Promise.all([
        run(
          db,
          visibleComments(postId)
            .select(COMMENT_COLUMNS)
            .orderBy('created_at')
            .orderBy('id')
            .limit(limit)
            .offset((page - 1) * limit),
        ),
        runOne(db, visibleComments(postId).select(countAll)),
      ]);
      const total = counts?.count ?? 0;
      return {
        status: 'success',
        data: {
          comments: rows.map(toComment),
          pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
        },
      };
    },

    /**
     * Stores a comment after the spam guards, each refusing with its own message and storing
     * nothing. The same comment from the same email on the same post within 10 minutes is the one
     * stored (`replayed`). `ip` is the rate-limit key of the client; null leaves the per-address
     * limit out (RATE_LIMITS=off).
     */
    async createComment(
      body: CommentBody,
      ip: string | null,
    ): Promise<{ comment: Comment; replayed: boolean }> {
      if ((body.website ?? '').trim() !== '') throw new BadRequestError(HONEYPOT_MESSAGE);
      const name = plainText(body.name).replace(/\s+/g, ' ');
      const content = plainText(body.comment);
      const email = body.email.trim();
      if (name.length < 2) throw new BadRequestError(NAME_BLANK_MESSAGE);
      if (content.length < 2) throw new BadRequestError(COMMENT_BLANK_MESSAGE);
      if (countLinks(name) > 0) throw new BadRequestError(LINK_IN_NAME_MESSAGE);
      if (countLinks(content) > COMMENT_RULES.maxLinks) throw new BadRequestError(TOO_MANY_LINKS_MESSAGE);
      const sameEmail = sql<boolean>`lower(email) = lower(${email})`;

      return db.transaction(async (tx) => {
        await assertPublishedPost(tx, body.post_id, new Date(clock()));
        // One writer at a time per address and per email, so parallel posts count each other.
        if (ip !== null) await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`comment-ip:${ip}`]);
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
          `comment-email:${email.toLowerCase()}`,
        ]);

        const duplicate = await runOne(
          tx,
          qb
            .selectFrom('blog_comments')
            .select(COMMENT_COLUMNS)
            .where(sameEmail)
            .where('post_id', '=', body.post_id)
            .where('content', '=', content)
            .where('created_at', '>', sinceMinutes(DUPLICATE_WINDOW_MINUTES))
            .orderBy('created_at')
            .limit(1),
        );
        if (duplicate) return { comment: toComment(duplicate), replayed: true };

        if (ip !== null) {
          const byIp = await runOne(
            tx,
            qb
              .selectFrom('blog_comments')
              .select(countAll)
              .where('ip', '=', ip)
              .where('created_at', '>', sinceMinutes(60)),
          );
          if ((byIp?.count ?? 0) >= COMMENTS_PER_IP_PER_HOUR)
            throw new TooManyRequestsError(COMMENTS_PER_IP_MESSAGE);
        }
        const byEmail = await runOne(
          tx,
          qb
            .selectFrom('blog_comments')
            .select(countAll)
            .where(sameEmail)
            .where('created_at', '>', sinceMinutes(60)),
        );
        if ((byEmail?.count ?? 0) >= COMMENTS_PER_EMAIL_PER_HOUR)
          throw new TooManyRequestsError(COMMENTS_PER_EMAIL_MESSAGE);

        const row = await runOne(
          tx,
          qb
            .insertInto('blog_comments')
            .values({ id: newId(), post_id: body.post_id, name, email, content, status: 'approved', ip })
            .returning(COMMENT_COLUMNS),
        );
        if (!row) throw new Error('The comment insert returned no row');
        await run(
          tx,
          qb
            .updateTable('blog_posts')
            .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
            .where('id', '=', body.post_id),
        );
        return { comment: toComment(row), replayed: false };
      });
    },
  };
}
