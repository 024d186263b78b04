// Blog posts (blog-posts.ts), categories, tags and authors. Only published posts whose publication
// time has come on the app's clock are ever counted or returned: drafts are not found.
import fp from 'fastify-plugin';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/db.ts';
import { qb, run, runOne } from '../../db/kysely.ts';
import type { BlogCategoriesTable, BlogTagsTable } from '../../db/schema.generated.ts';
import { ID_PATTERN } from '../../lib/ids.ts';
import type { AuthorProfile, Category, CategoryWithCount, Tag } from '../../schemas/index.ts';
import { createPostReads, publishedBy } from './blog-posts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    blog: BlogRepository;
  }
}

const CATEGORY_COLUMNS = ['c.id', 'c.slug', 'c.name', 'c.color', 'c.description', 'c.parent_id'] as const;
const TAG_COLUMNS = ['t.id', 't.slug', 't.name', 't.color'] as const;

const toCategory = (
  row: Pick<Selectable<BlogCategoriesTable>, 'id' | 'slug' | 'name' | 'color' | 'description' | 'parent_id'>,
): Category => ({
  _id: row.id,
  slug: row.slug,
  name: row.name,
  color: row.color,
  description: row.description,
  parent_id: row.parent_id,
});

const toTag = (row: Pick<Selectable<BlogTagsTable>, 'id' | 'slug' | 'name' | 'color'>): Tag => ({
  _id: row.id,
  slug: row.slug,
  name: row.name,
  color: row.color,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Published posts of the tag `t` (in a subquery's where). */
const publishedPostOfTag = (now: Date) => sql<boolean>`EXISTS (SELECT 1 FROM blog_post_tags pt
  JOIN blog_posts p ON p.id = pt.post_id WHERE pt.tag_id = t.id AND ${publishedBy(now)})`;

/** The blog's public reads on `db`, the read replica when there is one; preview links on `primary`. */
export function createBlogRepository(db: Db, clock: () => number = Date.now, primary: Db = db) {
  const published = () => publishedBy(new Date(clock()));
  return {
    ...createPostReads(db, clock, primary),

    async findCategory(slugOrId: string): Promise<Category | null> {
      const row = await runOne(
        db,
        qb
          .selectFrom('blog_categories as c')
          .select(CATEGORY_COLUMNS)
          .where(ID_PATTERN.test(slugOrId) ? 'c.id' : 'c.slug', '=', slugOrId),
      );
      return row ? toCategory(row) : null;
    },

    async findTag(slugOrId: string): Promise<Tag | null> {
      const row = await runOne(
        db,
        qb
          .selectFrom('blog_tags as t')
          .select(TAG_COLUMNS)
          .where(ID_PATTERN.test(slugOrId) ? 't.id' : 't.slug', '=', slugOrId),
      );
      return row ? toTag(row) : null;
    },

    /** An author by slug or id, with their number of published posts. */
    async findAuthor(slugOrId: string): Promise<AuthorProfile | null> {
      const row = await runOne(
        db,
        qb
          .selectFrom('blog_authors as a')
          .select((eb) => [
            'a.id',
            'a.name',
            'a.slug',
            'a.avatar',
            'a.bio',
            eb
              .selectFrom('blog_posts as p')
              .select(sql<number>`count(*)::int`.as('count'))
              .whereRef('p.author_id', '=', 'a.id')
              .where(published())
              .$asScalar()
              .$notNull()
              .as('post_count'),
          ])
          .where(ID_PATTERN.test(slugOrId) ? 'a.id' : 'a.slug', '=', slugOrId),
      );
      return row
        ? {
            _id: row.id,
            name: row.name,
            // Generated from the name (migrations/0012), never null; the catalogue can't say so.
            slug: row.slug ?? '',
            avatar: row.avatar,
            bio: row.bio,
            post_count: row.post_count,
          }
        : null;
    },

    /** Active categories without a parent. */
    async listRootCategories(): Promise<Category[]> {
      const rows = await run(
        db,
        qb
          .selectFrom('blog_categories as c')
          .select(CATEGORY_COLUMNS)
          .where('c.is_active', '=', sql.lit(true))
          .where('c.parent_id', 'is', null)
          .orderBy('c.position')
          .orderBy('c.name'),
      );
      return rows.map(toCategory);
    },

    /** Active categories holding at least one published post, with their count. */
    async listCategoriesWithPosts(): Promise<CategoryWithCount[]> {
      const rows = await run(
        db,
        qb
          .selectFrom('blog_categories as c')
          .innerJoin('blog_post_categories as pc', 'pc.category_id', 'c.id')
          .innerJoin('blog_posts as p', 'p.id', 'pc.post_id')
          .select([...CATEGORY_COLUMNS, sql<number>`count(*)::int`.as('post_count')])
          .where('c.is_active', '=', sql.lit(true))
          .where(published())
          .groupBy('c.id')
          .orderBy('c.position')
          .orderBy('c.name'),
      );
      return rows.map((row) => ({ ...toCategory(row), post_count: row.post_count }));
    },

    /** Tags carried by at least one published post, by name. */
    async listActiveTags(): Promise<Tag[]> {
      const rows = await run(
        db,
        qb
          .selectFrom('blog_tags as t')
          .select(TAG_COLUMNS)
          .where(publishedPostOfTag(new Date(clock())))
          .orderBy('t.name'),
      );
      return rows.map(toTag);
    },

    /** Tags whose name or slug holds `search`; those starting with it first. */
    async searchTags(search: string, limit: number): Promise<Tag[]> {
      const pattern = `%${escapeLike(search.trim().toLowerCase())}%`;
      const prefix = `${escapeLike(search.trim().toLowerCase())}%`;
      const rows = await run(
        db,
        qb
          .selectFrom('blog_tags as t')
          .select(TAG_COLUMNS)
          .where(sql<boolean>`lower(t.name) LIKE ${pattern} OR t.slug LIKE ${pattern}`)
          .orderBy(sql`(lower(t.name) LIKE ${prefix} OR t.slug LIKE ${prefix}) DESC`)
          .orderBy('t.name')
          .limit(limit),
      );
      return rows.map(toTag);
    },

    async listActiveCategories(): Promise<Category[]> {
      const rows = await run(
        db,
        qb
          .selectFrom('blog_categories as c')
          .select(CATEGORY_COLUMNS)
          .where('c.is_active', '=', sql.lit(true))
          .orderBy('c.position')
          .orderBy('c.name'),
      );
      return rows.map(toCategory);
    },

    /** Tags by the number of published posts carrying them; tags on no published post are left out. */
    async listPopularTags(limit: number): Promise<Tag[]> {
      const rows = await run(
        db,
        qb
          .selectFrom('blog_tags as t')
          .innerJoin('blog_post_tags as pt', 'pt.tag_id', 't.id')
          .innerJoin('blog_posts as p', 'p.id', 'pt.post_id')
          .select(TAG_COLUMNS)
          .where(published())
          .groupBy('t.id')
          .orderBy(sql`count(*) DESC`)
          .orderBy('t.name')
          .limit(limit),
      );
      return rows.map(toTag);
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;

export default fp(
  async (app) => {
    // A replica replays a post's publication a moment after the studio's commit: the public pages
    // may show it that much later, well inside their minutes of Cache-Control (routes/blog/cache.ts).
    app.decorate('blog', createBlogRepository(app.dbRead, app.clock, app.db));
  },
  { name: 'blog-repository', dependencies: ['db'] },
);
