// Blog posts, categories and tags. Only published posts whose publication time has come are ever
// returned: drafts are not found.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.ts';
import { ID_PATTERN } from '../../lib/ids.ts';
import { sanitizeBlogHtml } from '../../lib/sanitize.ts';
import type { BlogListResponse, BlogPost, BlogPostSummary, Category, Tag } from '../../schemas/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    blog: BlogRepository;
  }
}

type PostRow = Omit<BlogPostSummary, '_id' | 'published_at' | 'created_at' | 'author'> & {
  id: string;
  author_id: string;
  author_name: string;
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

const PUBLISHED = `p.status = 'published' AND p.published_at <= now()`;

const POST_COLUMNS = `p.id, p.slug, p.title, p.excerpt, p.featured_image, p.is_featured, p.published_at, p.created_at,
  p.reading_time, p.like_count, p.comment_count, a.id AS author_id, a.name AS author_name,
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
    author: { _id: row.author_id, name: row.author_name },
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
  featuredOnly?: boolean;
  order?: 'recent' | 'popular';
}

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
      if (options.featuredOnly) conditions.push('p.is_featured');
      const where = conditions.join(' AND ');
      const order =
        options.order === 'popular'
          ? 'p.like_count + p.comment_count * 5 DESC, p.published_at DESC, p.id DESC'
          : 'p.published_at DESC, p.id DESC';
      const [rows, counts] = await Promise.all([
        db.query<PostRow>(
          `SELECT ${POST_COLUMNS} FROM blog_posts p JOIN blog_authors a ON a.id = p.author_id
           WHERE ${where} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, options.limit, (options.page - 1) * options.limit],
        ),
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
      return row ? { ...toSummary(row), content: sanitizeBlogHtml(row.content ?? '') } : null;
    },

    async findCategory(slugOrId: string): Promise<Category | null> {
      const [row] = await findTerm('blog_categories', slugOrId);
      return row ? toCategory(row) : null;
    },

    async findTag(slugOrId: string): Promise<Tag | null> {
      const [row] = await findTerm('blog_tags', slugOrId);
      return row ? toTag(row) : null;
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
