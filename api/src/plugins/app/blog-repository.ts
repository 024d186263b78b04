// Blog posts, categories and tags. Only published posts whose publication time has come are ever
// returned: drafts are not found.
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Db, Queryable } from '../../db/db.ts';
import { qb, runOne } from '../../db/kysely.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { ID_PATTERN } from '../../lib/ids.ts';
import { mediaUrl } from '../../media/index.ts';
import { shareImageUrl } from '../../media/share-image.ts';
import { sanitizeBlogHtml } from '../../lib/sanitize.ts';
import type {
  AuthorProfile,
  BlogListResponse,
  BlogPost,
  BlogPostSummary,
  Category,
  CategoryWithCount,
  Tag,
} from '../../schemas/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    blog: BlogRepository;
  }
}

type PostRow = Omit<BlogPostSummary, '_id' | 'published_at' | 'created_at' | 'author'> & {
  id: string;
  author_id: string;
  author_name: string;
  author_slug: string;
  author_avatar: string | null;
  published_at: Date | string;
  created_at: Date | string;
  content?: string;
};

interface CategoryRow {
  id: string;
  slug: string;
  name: string;
  color: string;
  description: string;
  parent_id: string | null;
}

interface TagRow {
  id: string;
  slug: string;
  name: string;
  color: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** A post readers may see (the sitemap lists the same). */
export const PUBLISHED = `p.status = 'published' AND p.published_at <= now()`;

export const POST_NOT_FOUND_MESSAGE = 'Post not found';

/** Refuses with 404 unless the post is one readers may see (likes, views and comments need one). */
export async function assertPublishedPost(q: Queryable, postId: string): Promise<void> {
  const post = await runOne(
    q,
    qb
      .selectFrom('blog_posts as p')
      .select('p.id')
      .where('p.id', '=', postId)
      .where(sql.raw<boolean>(PUBLISHED)),
  );
  if (!post) throw new NotFoundError(POST_NOT_FOUND_MESSAGE);
}

const POST_COLUMNS = `p.id, p.slug, p.title, p.excerpt, p.featured_image, p.is_featured, p.published_at, p.created_at,
  p.reading_time, p.like_count, p.comment_count, a.id AS author_id, a.name AS author_name,
  a.slug AS author_slug, a.avatar AS author_avatar,
  COALESCE((SELECT json_agg(json_build_object('_id', c.id, 'slug', c.slug, 'name', c.name, 'color', c.color) ORDER BY pc.position)
            FROM blog_post_categories pc JOIN blog_categories c ON c.id = pc.category_id WHERE pc.post_id = p.id), '[]') AS categories,
  COALESCE((SELECT json_agg(json_build_object('_id', t.id, 'slug', t.slug, 'name', t.name, 'color', t.color) ORDER BY t.name)
            FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id), '[]') AS tags`;

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
    author: { _id: row.author_id, name: row.author_name, slug: row.author_slug, avatar: row.author_avatar },
    published_at: iso(row.published_at),
    created_at: iso(row.created_at),
    reading_time: row.reading_time,
    like_count: row.like_count,
    comment_count: row.comment_count,
  };
}

const toCategory = (row: CategoryRow): Category => ({
  _id: row.id,
  slug: row.slug,
  name: row.name,
  color: row.color,
  description: row.description,
  parent_id: row.parent_id,
});

const toTag = (row: TagRow): Tag => ({ _id: row.id, slug: row.slug, name: row.name, color: row.color });

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

/** A like counts as much as five views in Popular. */
export const POPULAR_LIKE_WEIGHT = 5;
/** Popular looks back this many days. */
export const POPULAR_DAYS = 30;

/** The day a view counts on: the Indian date, where the readers are. */
export const VIEW_DAY = `(now() AT TIME ZONE 'Asia/Kolkata')::date`;

/**
 * Views plus 5 × likes over the last 30 days, one row `(post_id, score)` per post with any. It reads
 * the days' totals and the likes of the window, never every post.
 */
const RECENT_SCORES = `
  SELECT post_id, sum(score)::int AS score FROM (
    SELECT post_id, views AS score FROM blog_post_daily_views WHERE day > ${VIEW_DAY} - ${POPULAR_DAYS}
    UNION ALL
    SELECT post_id, ${POPULAR_LIKE_WEIGHT} FROM blog_likes WHERE created_at > now() - interval '${POPULAR_DAYS} days'
  ) activity GROUP BY post_id`;

/** The all-time part of Popular's order; migration 0013's blog_posts_popular_idx reads posts in it. */
const ALL_TIME_ORDER = `p.view_count + ${POPULAR_LIKE_WEIGHT} * p.like_count DESC, p.published_at DESC, p.id DESC`;

/**
 * Popular's list: by recent score, then all-time order. A post on the page is among the first
 * `take` (offset + limit) of the posts with recent activity, or among the first `take` by all-time
 * order of those without (whose recent score is 0), read in order from the index. So it sorts at
 * most 2 × take candidates however many posts there are. The arguments are placeholders ('$2').
 */
const popularList = (where: string, limit: string, offset: string, take: string) => `
  WITH recent AS (${RECENT_SCORES}),
  candidates AS (
    (SELECT p.id, r.score FROM recent r JOIN blog_posts p ON p.id = r.post_id
     WHERE ${where} ORDER BY r.score DESC, ${ALL_TIME_ORDER} LIMIT ${take})
    UNION ALL
    (SELECT p.id, 0 AS score FROM blog_posts p
     WHERE ${where} AND p.id NOT IN (SELECT post_id FROM recent) ORDER BY ${ALL_TIME_ORDER} LIMIT ${take}))
  SELECT ${POST_COLUMNS}
  FROM candidates c JOIN blog_posts p ON p.id = c.id JOIN blog_authors a ON a.id = p.author_id
  ORDER BY c.score DESC, ${ALL_TIME_ORDER} LIMIT ${limit} OFFSET ${offset}`;

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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function createBlogRepository(db: Db) {
  /** A category or tag by slug or id. */
  async function findTerm(table: 'blog_categories' | 'blog_tags', slugOrId: string) {
    const column = ID_PATTERN.test(slugOrId) ? 'id' : 'slug';
    return db.query<CategoryRow & TagRow>(`SELECT * FROM ${table} WHERE ${column} = $1`, [slugOrId]);
  }

  return {
    async listPublished(options: PostListOptions): Promise<BlogListResponse> {
      const conditions = [PUBLISHED];
      const params: unknown[] = [];
      if (options.categoryId) {
        params.push(options.categoryId);
        conditions.push(
          `EXISTS (SELECT 1 FROM blog_post_categories pc WHERE pc.post_id = p.id AND pc.category_id = $${params.length})`,
        );
      }
      if (options.tagId) {
        params.push(options.tagId);
        conditions.push(
          `EXISTS (SELECT 1 FROM blog_post_tags pt WHERE pt.post_id = p.id AND pt.tag_id = $${params.length})`,
        );
      }
      if (options.authorId) {
        params.push(options.authorId);
        conditions.push(`p.author_id = $${params.length}`);
      }
      let query = '';
      if (options.search !== undefined) {
        params.push(options.search);
        query = `to_tsquery('english', $${params.length})`;
        conditions.push(`p.search @@ ${query}`);
      }
      if (options.featuredOnly) conditions.push('p.is_featured');
      const where = conditions.join(' AND ');
      const limit = `$${params.length + 1}`;
      const offset = `$${params.length + 2}`;
      const order =
        options.order === 'relevance' && query !== ''
          ? `ts_rank(p.search, ${query}) DESC, p.published_at DESC, p.id DESC`
          : 'p.published_at DESC, p.id DESC';
      const list =
        options.order === 'popular'
          ? popularList(where, limit, offset, `$${params.length + 3}`)
          : `SELECT ${POST_COLUMNS} FROM blog_posts p JOIN blog_authors a ON a.id = p.author_id
             WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
      const skip = (options.page - 1) * options.limit;
      const [rows, counts] = await Promise.all([
        db.query<PostRow>(list, [
          ...params,
          options.limit,
          skip,
          ...(options.order === 'popular' ? [skip + options.limit] : []),
        ]),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM blog_posts p WHERE ${where}`, params),
      ]);
      const total = counts[0]?.total ?? 0;
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
      const [row] = await db.query<PostRow>(
        `SELECT ${POST_COLUMNS}, p.content FROM blog_posts p JOIN blog_authors a ON a.id = p.author_id
         WHERE p.slug = $1 AND ${PUBLISHED}`,
        [slug],
      );
      // Cleaned on the way out too: a post stored by something other than our seed is not trusted.
      return row
        ? {
            ...toSummary(row),
            content: sanitizeBlogHtml(row.content ?? ''),
            share_image: shareImageUrl(row.featured_image, mediaUrl('blog', 1)),
          }
        : null;
    },

    async findCategory(slugOrId: string): Promise<Category | null> {
      const [row] = await findTerm('blog_categories', slugOrId);
      return row ? toCategory(row) : null;
    },

    async findTag(slugOrId: string): Promise<Tag | null> {
      const [row] = await findTerm('blog_tags', slugOrId);
      return row ? toTag(row) : null;
    },

    /** An author by slug or id, with their number of published posts. */
    async findAuthor(slugOrId: string): Promise<AuthorProfile | null> {
      const column = ID_PATTERN.test(slugOrId) ? 'id' : 'slug';
      const [row] = await db.query<{
        id: string;
        name: string;
        slug: string;
        avatar: string | null;
        bio: string;
        post_count: number;
      }>(
        `SELECT a.id, a.name, a.slug, a.avatar, a.bio,
           (SELECT count(*)::int FROM blog_posts p WHERE p.author_id = a.id AND ${PUBLISHED}) AS post_count
         FROM blog_authors a WHERE a.${column} = $1`,
        [slugOrId],
      );
      return row
        ? {
            _id: row.id,
            name: row.name,
            slug: row.slug,
            avatar: row.avatar,
            bio: row.bio,
            post_count: row.post_count,
          }
        : null;
    },

    /** Active categories without a parent. */
    async listRootCategories(): Promise<Category[]> {
      const rows = await db.query<CategoryRow>(
        `SELECT id, slug, name, color, description, parent_id FROM blog_categories
         WHERE is_active AND parent_id IS NULL ORDER BY position, name`,
      );
      return rows.map(toCategory);
    },

    /** Active categories holding at least one published post, with their count. */
    async listCategoriesWithPosts(): Promise<CategoryWithCount[]> {
      const rows = await db.query<CategoryRow & { post_count: number }>(
        `SELECT c.id, c.slug, c.name, c.color, c.description, c.parent_id, count(*)::int AS post_count
         FROM blog_categories c
         JOIN blog_post_categories pc ON pc.category_id = c.id
         JOIN blog_posts p ON p.id = pc.post_id
         WHERE c.is_active AND ${PUBLISHED}
         GROUP BY c.id
         ORDER BY c.position, c.name`,
      );
      return rows.map((row) => ({ ...toCategory(row), post_count: row.post_count }));
    },

    /** Tags carried by at least one published post, by name. */
    async listActiveTags(): Promise<Tag[]> {
      const rows = await db.query<TagRow>(
        `SELECT t.id, t.slug, t.name, t.color FROM blog_tags t
         WHERE EXISTS (SELECT 1 FROM blog_post_tags pt JOIN blog_posts p ON p.id = pt.post_id
                       WHERE pt.tag_id = t.id AND ${PUBLISHED})
         ORDER BY t.name`,
      );
      return rows.map(toTag);
    },

    /** Tags whose name or slug holds `search`; those starting with it first. */
    async searchTags(search: string, limit: number): Promise<Tag[]> {
      const pattern = `%${escapeLike(search.trim().toLowerCase())}%`;
      const prefix = `${escapeLike(search.trim().toLowerCase())}%`;
      const rows = await db.query<TagRow>(
        `SELECT id, slug, name, color FROM blog_tags
         WHERE lower(name) LIKE $1 OR slug LIKE $1
         ORDER BY (lower(name) LIKE $2 OR slug LIKE $2) DESC, name
         LIMIT $3`,
        [pattern, prefix, limit],
      );
      return rows.map(toTag);
    },

    async listActiveCategories(): Promise<Category[]> {
      const rows = await db.query<CategoryRow>(
        'SELECT id, slug, name, color, description, parent_id FROM blog_categories WHERE is_active ORDER BY position, name',
      );
      return rows.map(toCategory);
    },

    /** Tags by the number of published posts carrying them; tags on no published post are left out. */
    async listPopularTags(limit: number): Promise<Tag[]> {
      const rows = await db.query<TagRow>(
        `SELECT t.id, t.slug, t.name, t.color
         FROM blog_tags t JOIN blog_post_tags pt ON pt.tag_id = t.id JOIN blog_posts p ON p.id = pt.post_id
         WHERE ${PUBLISHED}
         GROUP BY t.id
         ORDER BY count(*) DESC, t.name
         LIMIT $1`,
        [limit],
      );
      return rows.map(toTag);
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;

export default fp(
  async (app) => {
    app.decorate('blog', createBlogRepository(app.db));
  },
  { name: 'blog-repository', dependencies: ['db'] },
);
