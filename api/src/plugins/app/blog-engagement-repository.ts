// What readers do with the blog: likes, views and comments, and the totals the team reads. Every
// write is one transaction whose counter change follows from the rows it really inserted or
// deleted, so double clicks and parallel requests leave the counts equal to the rows. Past days'
// views no read needs are swept at start and every hour.
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../db/db.ts';
import { BadRequestError, NotFoundError, TooManyRequestsError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type {
  BlogAnalyticsResponse,
  Comment,
  CommentBody,
  CommentsResponse,
  LikeState,
  PostAnalytics,
} from '../../schemas/index.ts';
import { COMMENT_MAX_LINKS } from '../../schemas/index.ts';
import { POPULAR_DAYS, VIEW_DAY } from './blog-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    blogEngagement: BlogEngagementRepository;
  }
}

/** Who likes or views: 'user:<id>' or 'visitor:<sha256 of the browser's id>' (routes/blog/reader.ts). */
export interface Reader {
  key: string;
  userId: string | null;
  /**
   * An anonymous visitor's client address (rateLimitKey): its id is the browser's word, so the
   * address bounds how many likes and views it can add. Null for a logged-in user.
   */
  address: string | null;
}

/**
 * Anonymous likes of one post from one address: an office or a carrier's NAT holds many readers,
 * a script minting visitor ids holds one address.
 */
export const ANONYMOUS_LIKES_PER_ADDRESS = 20;
/** Anonymous views of one post one address adds in a day; past it a view is answered, not counted. */
export const ANONYMOUS_VIEWS_PER_ADDRESS_PER_DAY = 20;
export const LIKES_PER_ADDRESS_MESSAGE = 'Too many likes for this post from your network. Log in to like it.';

export const POST_NOT_FOUND_MESSAGE = 'Post not found';

/** Comments one client address may post in an hour (an office shares one address). */
export const COMMENTS_PER_IP_PER_HOUR = 10;
/** Comments one email address may post in an hour. */
export const COMMENTS_PER_EMAIL_PER_HOUR = 5;
/** The same comment sent again this soon (a double click, a retry) is the one already stored. */
const DUPLICATE_WINDOW_MINUTES = 10;

/** How often past days' views are removed (and once at start). */
export const VIEW_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Rows one statement of the sweep removes, so that a backlog goes in short transactions. */
const VIEW_SWEEP_BATCH = 10_000;

export const HONEYPOT_MESSAGE =
  'Your comment was not accepted: the website field must be left empty (it is hidden from people and catches automated spam).';
export const TOO_MANY_LINKS_MESSAGE = `comment: at most ${COMMENT_MAX_LINKS} links are allowed`;
export const LINK_IN_NAME_MESSAGE = 'name: must not contain a link';
export const COMMENT_BLANK_MESSAGE = 'comment: must be at least 2 characters long';
export const NAME_BLANK_MESSAGE = 'name: must be at least 2 characters long';
export const COMMENTS_PER_IP_MESSAGE = `Too many comments from your network: at most ${COMMENTS_PER_IP_PER_HOUR} an hour. Please try again later.`;
export const COMMENTS_PER_EMAIL_MESSAGE = `Too many comments from this email address: at most ${COMMENTS_PER_EMAIL_PER_HOUR} an hour. Please try again later.`;

/** http://, https:// or www. links, and bare domains such as cheap-pills.example/buy. */
const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/\S*/gi;

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

const iso = (value: Date | string) => new Date(value).toISOString();

interface CommentRow {
  id: string;
  post_id: string;
  name: string;
  content: string;
  created_at: Date | string;
}

const toComment = (row: CommentRow): Comment => ({
  _id: row.id,
  post_id: row.post_id,
  name: row.name,
  comment: row.content,
  created_at: iso(row.created_at),
});

/** Comments readers see: approved and not hidden. */
export const VISIBLE_COMMENT = `c.status = 'approved' AND c.hidden_at IS NULL`;

/** Deletes the rows of `table` matching `condition`, a batch at a time through its key; returns how many. */
async function deleteInBatches(db: Db, table: string, key: string, condition: string): Promise<number> {
  let removed = 0;
  for (;;) {
    const [batch] = await db.query<{ count: number }>(
      `WITH removed AS (
         DELETE FROM ${table} WHERE (${key}) IN (
           SELECT ${key} FROM ${table} WHERE ${condition} LIMIT ${VIEW_SWEEP_BATCH})
         RETURNING 1)
       SELECT count(*)::int AS count FROM removed`,
    );
    removed += batch?.count ?? 0;
    if ((batch?.count ?? 0) < VIEW_SWEEP_BATCH) return removed;
  }
}

async function assertPublishedPost(q: Queryable, postId: string): Promise<void> {
  const [post] = await q.query<{ id: string }>(
    `SELECT id FROM blog_posts WHERE id = $1 AND status = 'published' AND published_at <= now()`,
    [postId],
  );
  if (!post) throw new NotFoundError(POST_NOT_FOUND_MESSAGE);
}

/** Takes the (post, address) lock, so parallel requests from one address count one after another. */
async function lockAddress(tx: Queryable, what: string, postId: string, address: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${what}:${postId}:${address}`]);
}

/** Refuses an anonymous like past the address's share for the post (a like already there is fine). */
async function assertAddressMayLike(tx: Queryable, postId: string, reader: Reader): Promise<void> {
  await lockAddress(tx, 'like', postId, reader.address!);
  const [row] = await tx.query<{ likes: number; mine: boolean }>(
    `SELECT count(*)::int AS likes, bool_or(visitor_hash = $3) AS mine
       FROM blog_likes WHERE post_id = $1 AND client_key = $2`,
    [postId, reader.address, reader.key],
  );
  if (!row?.mine && (row?.likes ?? 0) >= ANONYMOUS_LIKES_PER_ADDRESS) {
    throw new TooManyRequestsError(LIKES_PER_ADDRESS_MESSAGE);
  }
}

/** Whether an anonymous view from this address still counts today. */
async function addressMayView(tx: Queryable, postId: string, address: string): Promise<boolean> {
  await lockAddress(tx, 'view', postId, address);
  const [row] = await tx.query<{ views: number }>(
    `SELECT count(*)::int AS views FROM blog_post_views
      WHERE post_id = $1 AND day = ${VIEW_DAY} AND client_key = $2`,
    [postId, address],
  );
  return (row?.views ?? 0) < ANONYMOUS_VIEWS_PER_ADDRESS_PER_DAY;
}

export function createBlogEngagementRepository(db: Db) {
  return {
    async likeState(postId: string, reader: Reader): Promise<LikeState> {
      const [row] = await db.query<{ like_count: number; liked: boolean }>(
        `SELECT p.like_count,
           EXISTS (SELECT 1 FROM blog_likes l WHERE l.post_id = p.id AND l.visitor_hash = $2) AS liked
         FROM blog_posts p WHERE p.id = $1 AND p.status = 'published' AND p.published_at <= now()`,
        [postId, reader.key],
      );
      if (!row) throw new NotFoundError(POST_NOT_FOUND_MESSAGE);
      return { post_id: postId, liked: row.liked, like_count: row.like_count };
    },

    /**
     * Sets this reader's like to `wanted` (true: like, false: unlike), or toggles it when `wanted`
     * is undefined. Setting is idempotent: the unique (post, reader) row is inserted or deleted at
     * most once however many requests race, and like_count moves by the rows that really changed.
     */
    async setLike(postId: string, reader: Reader, wanted: boolean | undefined): Promise<LikeState> {
      return db.transaction(async (tx) => {
        await assertPublishedPost(tx, postId);
        let liked = wanted;
        if (liked === undefined) {
          const [existing] = await tx.query(
            'SELECT 1 FROM blog_likes WHERE post_id = $1 AND visitor_hash = $2',
            [postId, reader.key],
          );
          liked = existing === undefined;
        }
        if (liked && reader.address !== null) await assertAddressMayLike(tx, postId, reader);
        const [row] = liked
          ? await tx.query<{ like_count: number }>(
              `WITH added AS (
                 INSERT INTO blog_likes (id, post_id, user_id, visitor_hash, client_key)
                 VALUES ($3, $1, $4, $2, $5)
                 ON CONFLICT (post_id, visitor_hash) DO NOTHING RETURNING 1)
               UPDATE blog_posts SET like_count = like_count + (SELECT count(*)::int FROM added)
               WHERE id = $1 RETURNING like_count`,
              [postId, reader.key, newId(), reader.userId, reader.address],
            )
          : await tx.query<{ like_count: number }>(
              `WITH removed AS (
                 DELETE FROM blog_likes WHERE post_id = $1 AND visitor_hash = $2 RETURNING 1)
               UPDATE blog_posts SET like_count = greatest(like_count - (SELECT count(*)::int FROM removed), 0)
               WHERE id = $1 RETURNING like_count`,
              [postId, reader.key],
            );
        return { post_id: postId, liked, like_count: row?.like_count ?? 0 };
      });
    },

    /** Counts this reader's view of the post, once per Indian day; `recorded` says whether it did now. */
    async recordView(postId: string, reader: Reader) {
      return db.transaction(async (tx) => {
        await assertPublishedPost(tx, postId);
        const counted = reader.address === null || (await addressMayView(tx, postId, reader.address));
        const [inserted] = counted
          ? await tx.query(
              `INSERT INTO blog_post_views (post_id, day, visitor_hash, client_key)
               VALUES ($1, ${VIEW_DAY}, $2, $3)
               ON CONFLICT DO NOTHING RETURNING 1`,
              [postId, reader.key, reader.address],
            )
          : [];
        if (inserted !== undefined) {
          await tx.query(
            `INSERT INTO blog_post_daily_views (post_id, day, views) VALUES ($1, ${VIEW_DAY}, 1)
             ON CONFLICT (post_id, day) DO UPDATE SET views = blog_post_daily_views.views + 1`,
            [postId],
          );
        }
        const [row] = await tx.query<{ view_count: number }>(
          `UPDATE blog_posts SET view_count = view_count + $2 WHERE id = $1 RETURNING view_count`,
          [postId, inserted === undefined ? 0 : 1],
        );
        return { post_id: postId, recorded: inserted !== undefined, view_count: row?.view_count ?? 0 };
      });
    },

    /**
     * Removes what no read needs any more. A reader's view rows only enforce once a day, so those
     * before yesterday go (yesterday stays as a margin around midnight); view_count keeps the total.
     * Daily totals outside the 30-day window go too: Popular and analytics' views_30d read only the
     * window, and nothing reads further back.
     */
    async sweepOldViews(): Promise<{ views: number; dailyViews: number }> {
      const views = await deleteInBatches(
        db,
        'blog_post_views',
        'post_id, day, visitor_hash',
        `day < ${VIEW_DAY} - 1`,
      );
      const dailyViews = await deleteInBatches(
        db,
        'blog_post_daily_views',
        'post_id, day',
        `day <= ${VIEW_DAY} - ${POPULAR_DAYS}`,
      );
      return { views, dailyViews };
    },

    /** A published post's visible comments, oldest first. */
    async listComments(postId: string, page: number, limit: number): Promise<CommentsResponse> {
      await assertPublishedPost(db, postId);
      const where = `c.post_id = $1 AND ${VISIBLE_COMMENT}`;
      const [rows, counts] = await Promise.all([
        db.query<CommentRow>(
          `SELECT c.id, c.post_id, c.name, c.content, c.created_at FROM blog_comments c
           WHERE ${where} ORDER BY c.created_at, c.id LIMIT $2 OFFSET $3`,
          [postId, limit, (page - 1) * limit],
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM blog_comments c WHERE ${where}`, [
          postId,
        ]),
      ]);
      const total = counts[0]?.total ?? 0;
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
      if (countLinks(content) > COMMENT_MAX_LINKS) throw new BadRequestError(TOO_MANY_LINKS_MESSAGE);

      return db.transaction(async (tx) => {
        await assertPublishedPost(tx, body.post_id);
        // One writer at a time per address and per email, so parallel posts count each other.
        if (ip !== null) await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`comment-ip:${ip}`]);
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
          `comment-email:${email.toLowerCase()}`,
        ]);

        const [duplicate] = await tx.query<CommentRow>(
          `SELECT id, post_id, name, content, created_at FROM blog_comments
           WHERE lower(email) = lower($1) AND post_id = $2 AND content = $3
             AND created_at > now() - interval '${DUPLICATE_WINDOW_MINUTES} minutes'
           ORDER BY created_at LIMIT 1`,
          [email, body.post_id, content],
        );
        if (duplicate) return { comment: toComment(duplicate), replayed: true };

        if (ip !== null) {
          const [byIp] = await tx.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM blog_comments WHERE ip = $1 AND created_at > now() - interval '1 hour'`,
            [ip],
          );
          if ((byIp?.count ?? 0) >= COMMENTS_PER_IP_PER_HOUR)
            throw new TooManyRequestsError(COMMENTS_PER_IP_MESSAGE);
        }
        const [byEmail] = await tx.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM blog_comments
           WHERE lower(email) = lower($1) AND created_at > now() - interval '1 hour'`,
          [email],
        );
        if ((byEmail?.count ?? 0) >= COMMENTS_PER_EMAIL_PER_HOUR)
          throw new TooManyRequestsError(COMMENTS_PER_EMAIL_MESSAGE);

        const [row] = await tx.query<CommentRow>(
          `INSERT INTO blog_comments (id, post_id, name, email, content, status, ip)
           VALUES ($1, $2, $3, $4, $5, 'approved', $6)
           RETURNING id, post_id, name, content, created_at`,
          [newId(), body.post_id, name, email, content, ip],
        );
        await tx.query('UPDATE blog_posts SET comment_count = comment_count + 1 WHERE id = $1', [
          body.post_id,
        ]);
        return { comment: toComment(row!), replayed: false };
      });
    },

    /** Totals per post (drafts too), most viewed first. */
    async analytics(): Promise<BlogAnalyticsResponse['data']> {
      const rows = await db.query<
        Omit<PostAnalytics, '_id' | 'published_at'> & { id: string; published_at: Date | string | null }
      >(
        `SELECT p.id, p.slug, p.title, p.published_at, p.view_count AS views, p.like_count AS likes,
           p.comment_count AS comments,
           COALESCE((SELECT sum(d.views)::int FROM blog_post_daily_views d
                     WHERE d.post_id = p.id AND d.day > ${VIEW_DAY} - ${POPULAR_DAYS}), 0) AS views_30d,
           (SELECT count(*)::int FROM blog_likes l
            WHERE l.post_id = p.id AND l.created_at > now() - interval '${POPULAR_DAYS} days') AS likes_30d,
           (SELECT count(*)::int FROM blog_comments c WHERE c.post_id = p.id AND c.hidden_at IS NOT NULL)
             AS hidden_comments
         FROM blog_posts p
         ORDER BY p.view_count DESC, p.published_at DESC NULLS LAST, p.id`,
      );
      const posts = rows.map(({ id, published_at, ...rest }) => ({
        _id: id,
        ...rest,
        published_at: published_at === null ? null : iso(published_at),
      }));
      return {
        totals: {
          posts: posts.length,
          views: posts.reduce((sum, post) => sum + post.views, 0),
          likes: posts.reduce((sum, post) => sum + post.likes, 0),
          comments: posts.reduce((sum, post) => sum + post.comments, 0),
        },
        posts,
      };
    },
  };
}

export type BlogEngagementRepository = ReturnType<typeof createBlogEngagementRepository>;

export default fp(
  async (app) => {
    const engagement = createBlogEngagementRepository(app.db);
    app.decorate('blogEngagement', engagement);
    const sweep = () =>
      engagement
        .sweepOldViews()
        .then(({ views, dailyViews }) => {
          if (views + dailyViews > 0)
            app.log.info(
              `Removed ${views} blog view row(s) of past days and ${dailyViews} daily view total(s) older than ${POPULAR_DAYS} days`,
            );
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'Could not remove past blog views'));
    await sweep();
    const timer = setInterval(() => void sweep(), VIEW_SWEEP_INTERVAL_MS).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'blog-engagement-repository', dependencies: ['db'] },
);
