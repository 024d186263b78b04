// The blog's posts as readers list and open them: newest, Popular, search, by category, tag or author.
// Only published posts whose publication time has come are returned: drafts are not found, and a
// scheduled post (published, its time still to come) appears at its time on the app's clock.
import { sql, type InferResult, type RawBuilder } from 'kysely';
import type { Db, Queryable } from '../../db/db.ts';
import { prepared, qb, run, runOne } from '../../db/kysely.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { sanitizeBlogHtml } from '../../lib/sanitize.ts';
import { mediaUrl } from '../../media/index.ts';
import { shareImageUrl } from '../../media/share-image.ts';
import type { BlogListResponse, BlogPost, BlogPostSummary } from '../../schemas/index.ts';

/**
 * A post readers may see at `now` (the sitemap lists the same): `now` is the app's clock (app.clock),
 * which tests move to see a scheduled post appear.
 */
export const publishedBy = (now: Date) => sql<boolean>`p.status = 'published' AND p.published_at <= ${now}`;

export const POST_NOT_FOUND_MESSAGE = 'Post not found';

/** Refuses with 404 unless the post is one readers may see (likes, views and comments need one). */
export async function assertPublishedPost(q: Queryable, postId: string, now: Date): Promise<void> {
  const [post] = await publishedPostId(q, postId, now);
  if (!post) throw new NotFoundError(POST_NOT_FOUND_MESSAGE);
}

// Read on every like, view and comment: built once (kysely.ts, prepared).
const publishedPostId = prepared((postId: string, now: Date) =>
  qb.selectFrom('blog_posts as p').select('p.id').where('p.id', '=', postId).where(publishedBy(now)),
);

/** A like counts as much as five views in Popular. */
export const POPULAR_LIKE_WEIGHT = 5;
/** Popular looks back this many days. */
export const POPULAR_DAYS = 30;

/** The day a view counts on: the Indian date, where the readers are. */
export const VIEW_DAY = `(now() AT TIME ZONE 'Asia/Kolkata')::date`;

/** A summary's columns, on `blog_posts p` with its author `a`; categories and tags as JSON arrays. */
const POST_COLUMNS = [
  'p.id',
  'p.slug',
  'p.title',
  'p.excerpt',
  'p.featured_image',
  'p.is_featured',
  'p.published_at',
  'p.created_at',
  'p.reading_time',
  'p.like_count',
  'p.comment_count',
  'a.id as author_id',
  'a.name as author_name',
  'a.slug as author_slug',
  'a.avatar as author_avatar',
  // Built here with json_build_object, so they have the shape the type says.
  sql<
    BlogPostSummary['categories']
  >`COALESCE((SELECT json_agg(json_build_object('_id', c.id, 'slug', c.slug, 'name', c.name, 'color', c.color) ORDER BY pc.position)
            FROM blog_post_categories pc JOIN blog_categories c ON c.id = pc.category_id WHERE pc.post_id = p.id), '[]')`.as(
    'categories',
  ),
  sql<
    BlogPostSummary['tags']
  >`COALESCE((SELECT json_agg(json_build_object('_id', t.id, 'slug', t.slug, 'name', t.name, 'color', t.color) ORDER BY t.name)
            FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id), '[]')`.as(
    'tags',
  ),
] as const;

const postSummaries = () =>
  qb.selectFrom('blog_posts as p').innerJoin('blog_authors as a', 'a.id', 'p.author_id').select(POST_COLUMNS);
type PostRow = InferResult<ReturnType<typeof postSummaries>>[number];

/** A published post by its slug, with its content: the post page's read, built once. */
const postAt = prepared((slug: string, now: Date) =>
  postSummaries().select('p.content').where('p.slug', '=', slug).where(publishedBy(now)),
);

/** A post with its content. Cleaned on the way out too: a post stored by something other than the
 * studio or our seed is not trusted. */
const toPost = (row: PostRow & { content: string }): BlogPost => ({
  ...toSummary(row),
  content: sanitizeBlogHtml(row.content),
  share_image: shareImageUrl(row.featured_image, mediaUrl('blog', 1)),
});

function toSummary(row: PostRow): BlogPostSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    featured_image: row.featured_image,
    is_featured: row.is_featured,
    categories: row.categories,
    tags: row.tags,
    // The slug is generated from the name (migrations/0012), never null; the catalogue can't say so.
    author: {
      _id: row.author_id,
      name: row.author_name,
      slug: row.author_slug ?? '',
      avatar: row.author_avatar,
    },
    // Read under publishedBy, which holds only when published_at is set.
    published_at: new Date(row.published_at ?? row.created_at).toISOString(),
    created_at: row.created_at.toISOString(),
    reading_time: row.reading_time,
    like_count: row.like_count,
    comment_count: row.comment_count,
  };
}

export interface PostListOptions {
  page: number;
  limit: number;
  categoryId?: string;
  tagId?: string;
  authorId?: string;
  featuredOnly?: boolean;
  /**
   * recent: newest first. popular: by views plus 5 × likes over the last 30 days, then by the same
   * all time. relevance: by full-text rank of `search` (required with it).
   */
  order?: 'recent' | 'popular' | 'relevance';
  /** A to_tsquery text built by searchQuery(). */
  search?: string;
}

/**
 * Views plus 5 × likes over the last 30 days, one row `(post_id, score)` per post with any. It reads
 * the days' totals and the likes of the window, never every post.
 */
const RECENT_SCORES = sql`
  SELECT post_id, sum(score)::int AS score FROM (
    SELECT post_id, views AS score FROM blog_post_daily_views WHERE day > ${sql.raw(VIEW_DAY)} - ${sql.lit(POPULAR_DAYS)}
    UNION ALL
    SELECT post_id, ${sql.lit(POPULAR_LIKE_WEIGHT)} FROM blog_likes
    WHERE created_at > now() - interval ${sql.lit(`${POPULAR_DAYS} days`)}
  ) activity GROUP BY post_id`;

/** The all-time part of Popular's order; migration 0013's blog_posts_popular_idx reads posts in it. */
const ALL_TIME_ORDER = sql.raw(
  `p.view_count + ${POPULAR_LIKE_WEIGHT} * p.like_count DESC, p.published_at DESC, p.id DESC`,
);

/**
 * Popular's candidates: a post on the page is among the first `take` (offset + limit) of the posts
 * with recent activity, or among the first `take` by all-time order of those without (whose recent
 * score is 0), read in order from the index. So it sorts at most 2 × take candidates however many
 * posts there are. A CTE and a union of two ordered, limited lists: written as SQL.
 */
const popularCandidates = (where: RawBuilder<boolean>, take: number) =>
  sql<{ id: string; score: number }>`(
    WITH recent AS (${RECENT_SCORES})
    (SELECT p.id, r.score FROM recent r JOIN blog_posts p ON p.id = r.post_id
     WHERE ${where} ORDER BY r.score DESC, ${ALL_TIME_ORDER} LIMIT ${take})
    UNION ALL
    (SELECT p.id, 0 AS score FROM blog_posts p
     WHERE ${where} AND p.id NOT IN (SELECT post_id FROM recent) ORDER BY ${ALL_TIME_ORDER} LIMIT ${take}))`;

/** At most this many words of a search are used. */
const SEARCH_MAX_WORDS = 8;

/**
 * The to_tsquery text for what a reader typed: every word must match, the last one as the start of
 * a word (the box searches as they type: 'rer' finds RERA). Only letters and digits reach the query,
 * so no input can be a tsquery syntax error. Null when nothing searchable is left ('!!!').
 */
export function searchQuery(search: string): string | null {
  const words = (search.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, SEARCH_MAX_WORDS);
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

/** The next scheduled publication is read again after this long (a burst of reads asks once). */
const NEXT_PUBLICATION_TTL_MS = 1000;

/**
 * The public reads of posts on `db` (the read replica when there is one). A preview link is read on
 * `primary`: the studio opens it right after creating it, before a replica may have the row.
 */
export function createPostReads(db: Db, clock: () => number = Date.now, primary: Db = db) {
  let nextPublication: { readAt: number; at: Promise<number | null> } | null = null;
  /**
   * Seconds until the next scheduled post is published, or null when none is: the public answers'
   * cache lifetime ends then (routes/blog/cache.ts), since the post changes them.
   */
  const secondsUntilNextPublication = async (): Promise<number | null> => {
    const now = clock();
    if (nextPublication === null || Math.abs(now - nextPublication.readAt) >= NEXT_PUBLICATION_TTL_MS) {
      const at = runOne(
        db,
        qb
          .selectFrom('blog_posts as p')
          .select((eb) => eb.fn.min('p.published_at').as('next'))
          .where('p.status', '=', sql.lit('published'))
          .where('p.published_at', '>', new Date(now)),
      ).then((row) => (row?.next ? new Date(row.next).getTime() : null));
      nextPublication = { readAt: now, at };
      at.catch(() => {
        if (nextPublication?.at === at) nextPublication = null;
      });
    }
    const at = await nextPublication.at;
    if (at === null) return null;
    if (at > now) return Math.ceil((at - now) / 1000);
    // Published since it was read: the one after it is asked for.
    nextPublication = null;
    return secondsUntilNextPublication();
  };
  return {
    secondsUntilNextPublication,

    async listPublished(options: PostListOptions): Promise<BlogListResponse> {
      const conditions: RawBuilder<boolean>[] = [publishedBy(new Date(clock()))];
      if (options.categoryId) {
        conditions.push(
          sql`EXISTS (SELECT 1 FROM blog_post_categories pc WHERE pc.post_id = p.id AND pc.category_id = ${options.categoryId})`,
        );
      }
      if (options.tagId) {
        conditions.push(
          sql`EXISTS (SELECT 1 FROM blog_post_tags pt WHERE pt.post_id = p.id AND pt.tag_id = ${options.tagId})`,
        );
      }
      if (options.authorId) conditions.push(sql`p.author_id = ${options.authorId}`);
      const query = options.search === undefined ? null : sql`to_tsquery('english', ${options.search})`;
      if (query !== null) conditions.push(sql`p.search @@ ${query}`);
      if (options.featuredOnly) conditions.push(sql`p.is_featured`);
      const where = sql<boolean>`${sql.join(conditions, sql` AND `)}`;
      const skip = (options.page - 1) * options.limit;
      const list =
        options.order === 'popular'
          ? qb
              .selectFrom(popularCandidates(where, skip + options.limit).as('c'))
              .innerJoin('blog_posts as p', 'p.id', 'c.id')
              .innerJoin('blog_authors as a', 'a.id', 'p.author_id')
              .select(POST_COLUMNS)
              .orderBy(sql`c.score DESC, ${ALL_TIME_ORDER}`)
          : postSummaries()
              .where(where)
              .orderBy(
                options.order === 'relevance' && query !== null
                  ? sql`ts_rank(p.search, ${query}) DESC, p.published_at DESC, p.id DESC`
                  : sql`p.published_at DESC, p.id DESC`,
              );
      const [rows, counts] = await Promise.all([
        run(db, list.limit(options.limit).offset(skip)),
        runOne(
          db,
          qb
            .selectFrom('blog_posts as p')
            .select(sql<number>`count(*)::int`.as('total'))
            .where(where),
        ),
      ]);
      const total = counts?.total ?? 0;
      return {
        status: 'success',
        data: {
          posts: rows.map(toSummary),
          pagination: {
            page: options.page,
            limit: options.limit,
            total,
            totalPages: Math.ceil(total / options.limit),
          },
        },
      };
    },

    async findPublishedBySlug(slug: string): Promise<BlogPost | null> {
      const [row] = await postAt(db, slug, new Date(clock()));
      return row ? toPost(row) : null;
    },

    /**
     * The post a preview link opens (studio-posts-repository.ts), whatever its state, while the link
     * lasts: by the SHA-256 of its token. The same shape as the post page's read.
     */
    async findByPreviewToken(tokenHash: string): Promise<BlogPost | null> {
      const row = await runOne(
        primary,
        postSummaries()
          .innerJoin('blog_post_previews as v', 'v.post_id', 'p.id')
          .select('p.content')
          .where('v.token_hash', '=', tokenHash)
          .where('v.expires_at', '>', new Date(clock())),
      );
      return row ? toPost(row) : null;
    },
  };
}
