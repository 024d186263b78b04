// What readers do with the blog: likes, views and comments (blog-engagement-comments.ts), and the
// totals the team reads. Every write is one transaction whose counter change follows from the rows it
// really inserted or deleted, so double clicks and parallel requests leave the counts equal to the
// rows. Past days' views no read needs are swept at start and every hour.
import fp from 'fastify-plugin';
import { sql, type RawBuilder } from 'kysely';
import type { Db, Queryable } from '../../db/db.ts';
import { prepared, qb, run, runOne, runSql } from '../../db/kysely.ts';
import { NotFoundError, TooManyRequestsError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { BlogAnalyticsResponse, LikeState } from '../../schemas/index.ts';
import { createBlogComments } from './blog-engagement-comments.ts';
import {
  assertPublishedPost,
  POPULAR_DAYS,
  POST_NOT_FOUND_MESSAGE,
  publishedBy,
  VIEW_DAY,
} from './blog-posts.ts';

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

/** How often past days' views are removed (and once at start). */
export const VIEW_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Rows one statement of the sweep removes, so that a backlog goes in short transactions. */
const VIEW_SWEEP_BATCH = 10_000;

/** The day a view counts on (blog-repository.ts), as a value of a date column. */
const viewDay = sql.raw<Date>(VIEW_DAY);
const countAll = sql<number>`count(*)::int`;

/** The tables the sweep empties, and each one's key. */
const SWEPT = {
  blog_post_views: 'post_id, day, visitor_hash',
  blog_post_daily_views: 'post_id, day',
} as const;

/**
 * Deletes the rows of `table` matching `condition`, a batch at a time through its key; returns how
 * many. A data-modifying CTE over a row-value IN: written as SQL, the table and key from SWEPT.
 */
async function deleteInBatches(
  db: Db,
  table: keyof typeof SWEPT,
  condition: RawBuilder<boolean>,
): Promise<number> {
  const [name, key] = [sql.raw(table), sql.raw(SWEPT[table])];
  let removed = 0;
  for (;;) {
    const [batch] = await runSql(
      db,
      sql<{ count: number }>`WITH removed AS (
         DELETE FROM ${name} WHERE (${key}) IN (
           SELECT ${key} FROM ${name} WHERE ${condition} LIMIT ${sql.lit(VIEW_SWEEP_BATCH)})
         RETURNING 1)
       SELECT count(*)::int AS count FROM removed`,
    );
    removed += batch?.count ?? 0;
    if ((batch?.count ?? 0) < VIEW_SWEEP_BATCH) return removed;
  }
}

/** Takes the (post, address) lock, so parallel requests from one address count one after another. */
async function lockAddress(tx: Queryable, what: string, postId: string, address: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${what}:${postId}:${address}`]);
}

/** Refuses an anonymous like past the address's share for the post (a like already there is fine). */
async function assertAddressMayLike(tx: Queryable, postId: string, reader: Reader, address: string) {
  await lockAddress(tx, 'like', postId, address);
  const row = await runOne(
    tx,
    qb
      .selectFrom('blog_likes')
      .select([countAll.as('likes'), sql<boolean | null>`bool_or(visitor_hash = ${reader.key})`.as('mine')])
      .where('post_id', '=', postId)
      .where('client_key', '=', address),
  );
  if (!row?.mine && (row?.likes ?? 0) >= ANONYMOUS_LIKES_PER_ADDRESS) {
    throw new TooManyRequestsError(LIKES_PER_ADDRESS_MESSAGE);
  }
}

/** Whether an anonymous view from this address still counts today. */
async function addressMayView(tx: Queryable, postId: string, address: string): Promise<boolean> {
  await lockAddress(tx, 'view', postId, address);
  const row = await runOne(
    tx,
    qb
      .selectFrom('blog_post_views')
      .select(countAll.as('views'))
      .where('post_id', '=', postId)
      .where('day', '=', viewDay)
      .where('client_key', '=', address),
  );
  return (row?.views ?? 0) < ANONYMOUS_VIEWS_PER_ADDRESS_PER_DAY;
}

/** blog_posts' like_count moved by the rows the CTE `changed` inserted (+1 each) or deleted (-1). */
const likeCountAfter = (changed: 'added' | 'removed') =>
  changed === 'added'
    ? sql<number>`like_count + (SELECT count(*)::int FROM added)`
    : sql<number>`greatest(like_count - (SELECT count(*)::int FROM removed), 0)`;

/** A published post's like count and whether this reader likes it: every post page asks, so built once. */
const likeStateOf = prepared((postId: string, readerKey: string, now: Date) =>
  qb
    .selectFrom('blog_posts as p')
    .select((eb) => [
      'p.like_count',
      eb
        .exists(
          eb
            .selectFrom('blog_likes as l')
            .select(sql`1`.as('one'))
            .whereRef('l.post_id', '=', 'p.id')
            .where('l.visitor_hash', '=', readerKey),
        )
        .$castTo<boolean>()
        .as('liked'),
    ])
    .where('p.id', '=', postId)
    .where(publishedBy(now)),
);

export function createBlogEngagementRepository(db: Db, clock: () => number = Date.now) {
  const now = () => new Date(clock());
  return {
    async likeState(postId: string, reader: Reader): Promise<LikeState> {
      const [row] = await likeStateOf(db, postId, reader.key, now());
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
        await assertPublishedPost(tx, postId, now());
        let liked = wanted;
        if (liked === undefined) {
          const existing = await runOne(
            tx,
            qb
              .selectFrom('blog_likes')
              .select(sql`1`.as('one'))
              .where('post_id', '=', postId)
              .where('visitor_hash', '=', reader.key),
          );
          liked = existing === undefined;
        }
        if (liked && reader.address !== null) await assertAddressMayLike(tx, postId, reader, reader.address);
        const row = await runOne(
          tx,
          liked
            ? qb
                .with('added', (db) =>
                  db
                    .insertInto('blog_likes')
                    .values({
                      id: newId(),
                      post_id: postId,
                      user_id: reader.userId,
                      visitor_hash: reader.key,
                      client_key: reader.address,
                    })
                    .onConflict((conflict) => conflict.columns(['post_id', 'visitor_hash']).doNothing())
                    .returning(sql`1`.as('one')),
                )
                .updateTable('blog_posts')
                .set({ like_count: likeCountAfter('added') })
                .where('id', '=', postId)
                .returning('like_count')
            : qb
                .with('removed', (db) =>
                  db
                    .deleteFrom('blog_likes')
                    .where('post_id', '=', postId)
                    .where('visitor_hash', '=', reader.key)
                    .returning(sql`1`.as('one')),
                )
                .updateTable('blog_posts')
                .set({ like_count: likeCountAfter('removed') })
                .where('id', '=', postId)
                .returning('like_count'),
        );
        return { post_id: postId, liked, like_count: row?.like_count ?? 0 };
      });
    },

    /** Counts this reader's view of the post, once per Indian day; `recorded` says whether it did now. */
    async recordView(postId: string, reader: Reader) {
      return db.transaction(async (tx) => {
        await assertPublishedPost(tx, postId, now());
        const counted = reader.address === null || (await addressMayView(tx, postId, reader.address));
        const inserted = counted
          ? await runOne(
              tx,
              qb
                .insertInto('blog_post_views')
                .values({
                  post_id: postId,
                  day: viewDay,
                  visitor_hash: reader.key,
                  client_key: reader.address,
                })
                .onConflict((conflict) => conflict.doNothing())
                .returning(sql`1`.as('one')),
            )
          : undefined;
        if (inserted !== undefined) {
          await run(
            tx,
            qb
              .insertInto('blog_post_daily_views')
              .values({ post_id: postId, day: viewDay, views: 1 })
              .onConflict((conflict) =>
                conflict
                  .columns(['post_id', 'day'])
                  .doUpdateSet((eb) => ({ views: eb('blog_post_daily_views.views', '+', 1) })),
              ),
          );
        }
        const row = await runOne(
          tx,
          qb
            .updateTable('blog_posts')
            .set((eb) => ({ view_count: eb('view_count', '+', inserted === undefined ? 0 : 1) }))
            .where('id', '=', postId)
            .returning('view_count'),
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
      const views = await deleteInBatches(db, 'blog_post_views', sql`day < ${viewDay} - 1`);
      const dailyViews = await deleteInBatches(
        db,
        'blog_post_daily_views',
        sql`day <= ${viewDay} - ${sql.lit(POPULAR_DAYS)}`,
      );
      return { views, dailyViews };
    },

    ...createBlogComments(db, clock),

    /** Totals per post (drafts too), most viewed first. */
    async analytics(): Promise<BlogAnalyticsResponse['data']> {
      const rows = await run(
        db,
        qb
          .selectFrom('blog_posts as p')
          .select((eb) => [
            'p.id',
            'p.slug',
            'p.title',
            'p.published_at',
            'p.view_count as views',
            'p.like_count as likes',
            'p.comment_count as comments',
            eb.fn
              .coalesce(
                eb
                  .selectFrom('blog_post_daily_views as d')
                  .select(sql<number>`sum(d.views)::int`.as('views'))
                  .whereRef('d.post_id', '=', 'p.id')
                  .where('d.day', '>', sql<Date>`${viewDay} - ${sql.lit(POPULAR_DAYS)}`),
                sql<number>`0`,
              )
              .as('views_30d'),
            eb
              .selectFrom('blog_likes as l')
              .select(countAll.as('likes'))
              .whereRef('l.post_id', '=', 'p.id')
              .where('l.created_at', '>', sql<Date>`now() - interval ${sql.lit(`${POPULAR_DAYS} days`)}`)
              .$asScalar()
              .as('likes_30d'),
            eb
              .selectFrom('blog_comments as c')
              .select(countAll.as('hidden'))
              .whereRef('c.post_id', '=', 'p.id')
              .where('c.hidden_at', 'is not', null)
              .$asScalar()
              .as('hidden_comments'),
          ])
          .orderBy('p.view_count', 'desc')
          .orderBy(sql`p.published_at DESC NULLS LAST`)
          .orderBy('p.id'),
      );
      const posts = rows.map(({ id, published_at, ...rest }) => ({
        _id: id,
        ...rest,
        published_at: published_at === null ? null : published_at.toISOString(),
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
    const engagement = createBlogEngagementRepository(app.db, app.clock);
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
