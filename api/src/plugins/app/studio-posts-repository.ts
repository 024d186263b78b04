// Blog posts as the studio writes them (issue 26): every state, newest first; create and edit, the
// content always stored through the sanitiser with its reading time; scheduled posts on the app's
// clock; private preview links. Every write is one transaction with its audit entry.
import fp from 'fastify-plugin';
import { sql, type InferResult, type RawBuilder } from 'kysely';
import type { Db, Queryable } from '../../db/db.ts';
import { qb, run, runOne } from '../../db/kysely.ts';
import { POST_RULES, PREVIEW_LINK_DAYS, STUDIO_POSTS_PAGE_SIZE } from '../../contract/blog-studio.ts';
import { InvalidFieldError, NotFoundError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { readingTimeMinutes, sanitizeBlogHtml } from '../../lib/sanitize.ts';
import type {
  BlogOptionsResponse,
  Pagination,
  StudioPost,
  StudioPostBody,
  StudioPostPatch,
  StudioPostSummary,
  StudioPostsQuery,
} from '../../schemas/index.ts';
import { recordAudit, type Actor } from './audit-log.ts';
import { newToken, sha256 } from './auth-tokens.ts';
import {
  assertPostSlugFree,
  assertTermsExist,
  featuredImage,
  freePostSlug,
  resolveSchedule,
  stateOf,
  tagsByName,
  writeTerms,
} from './studio-post-fields.ts';

declare module 'fastify' {
  interface FastifyInstance {
    studioPosts: StudioPostsRepository;
  }
}

export const STUDIO_POST_NOT_FOUND_MESSAGE = 'No post has this id.';
const TOO_MANY_TAGS = `must name at most ${POST_RULES.tagsMax} tags with tag_ids`;
const FEATURED_IMAGE_REQUIRED = 'is required: an upload (featured_upload_id) or a URL';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const studioPosts = () =>
  qb
    .selectFrom('blog_posts as p')
    .innerJoin('blog_authors as a', 'a.id', 'p.author_id')
    .select([
      'p.id',
      'p.slug',
      'p.title',
      'p.excerpt',
      'p.featured_image',
      'p.featured_upload_id',
      'p.is_featured',
      'p.status',
      'p.published_at',
      'a.id as author_id',
      'a.name as author_name',
      'p.reading_time',
      'p.like_count',
      'p.comment_count',
      'p.view_count',
      'p.created_at',
      'p.updated_at',
      sql<
        StudioPostSummary['categories']
      >`COALESCE((SELECT json_agg(json_build_object('_id', c.id, 'slug', c.slug, 'name', c.name, 'color', c.color) ORDER BY pc.position)
            FROM blog_post_categories pc JOIN blog_categories c ON c.id = pc.category_id WHERE pc.post_id = p.id), '[]')`.as(
        'categories',
      ),
      sql<
        StudioPostSummary['tags']
      >`COALESCE((SELECT json_agg(json_build_object('_id', t.id, 'slug', t.slug, 'name', t.name, 'color', t.color) ORDER BY t.name)
            FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id), '[]')`.as(
        'tags',
      ),
    ]);
type PostRow = InferResult<ReturnType<typeof studioPosts>>[number];

const toSummary = (row: PostRow, now: Date): StudioPostSummary => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  featured_image: row.featured_image,
  featured_upload_id: row.featured_upload_id,
  is_featured: row.is_featured,
  status: stateOf(row, now),
  published_at: row.published_at === null ? null : row.published_at.toISOString(),
  author: { _id: row.author_id, name: row.author_name },
  categories: row.categories,
  tags: row.tags,
  reading_time: row.reading_time,
  like_count: row.like_count,
  comment_count: row.comment_count,
  view_count: row.view_count,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

async function findPost(q: Queryable, id: string, now: Date): Promise<StudioPost | null> {
  const row = await runOne(q, studioPosts().select('p.content').where('p.id', '=', id));
  return row ? { ...toSummary(row, now), content: row.content } : null;
}

/** The condition of a state at `now`, on `blog_posts p`. */
const inState = (state: StudioPostsQuery['status'], now: Date): RawBuilder<boolean> => {
  if (state === 'draft') return sql`p.status = 'draft'`;
  if (state === 'scheduled') return sql`p.status = 'published' AND p.published_at > ${now}`;
  if (state === 'published') return sql`p.status = 'published' AND p.published_at <= ${now}`;
  return sql.lit(true);
};

/** Tag ids sent and tags named, as one list, at most POST_RULES.tagsMax. */
async function tagIdsOf(tx: Queryable, sent: Pick<StudioPostPatch, 'tag_ids' | 'new_tags'>) {
  if (sent.tag_ids === undefined && sent.new_tags === undefined) return undefined;
  const named = await tagsByName(tx, sent.new_tags ?? []);
  const ids = [...new Set([...(sent.tag_ids ?? []), ...named])];
  if (ids.length > POST_RULES.tagsMax) throw new InvalidFieldError('new_tags', TOO_MANY_TAGS);
  return ids;
}

export function createStudioPostsRepository(db: Db, clock: () => number = Date.now) {
  const now = () => new Date(clock());
  return {
    async list(query: StudioPostsQuery): Promise<{ posts: StudioPostSummary[]; pagination: Pagination }> {
      const page = query.page ?? 1;
      const at = now();
      const conditions = [inState(query.status, at)];
      if (query.search !== undefined) {
        const pattern = `%${escapeLike(query.search.trim().toLowerCase())}%`;
        conditions.push(sql`(lower(p.title) LIKE ${pattern} OR p.slug LIKE ${pattern})`);
      }
      const where = sql<boolean>`${sql.join(conditions, sql` AND `)}`;
      const [rows, counted] = await Promise.all([
        run(
          db,
          studioPosts()
            .where(where)
            .orderBy('p.created_at', 'desc')
            .orderBy('p.id', 'desc')
            .limit(STUDIO_POSTS_PAGE_SIZE)
            .offset((page - 1) * STUDIO_POSTS_PAGE_SIZE),
        ),
        runOne(
          db,
          qb
            .selectFrom('blog_posts as p')
            .select(sql<number>`count(*)::int`.as('total'))
            .where(where),
        ),
      ]);
      const total = counted?.total ?? 0;
      return {
        posts: rows.map((row) => toSummary(row, at)),
        pagination: {
          page,
          limit: STUDIO_POSTS_PAGE_SIZE,
          total,
          totalPages: Math.ceil(total / STUDIO_POSTS_PAGE_SIZE),
        },
      };
    },

    async get(id: string): Promise<StudioPost> {
      const post = await findPost(db, id, now());
      if (!post) throw new NotFoundError(STUDIO_POST_NOT_FOUND_MESSAGE);
      return post;
    },

    async create(actor: Actor, body: StudioPostBody): Promise<StudioPost> {
      return db.transaction(async (tx) => {
        const at = now();
        await assertTermsExist(tx, body);
        const image = await featuredImage(tx, body);
        if (image === null) throw new InvalidFieldError('featured_image', FEATURED_IMAGE_REQUIRED);
        const schedule = resolveSchedule(body.status, body.published_at, null, at);
        if (body.slug !== undefined) await assertPostSlugFree(tx, null, body.slug);
        const slug = body.slug ?? (await freePostSlug(tx, body.title));
        const content = sanitizeBlogHtml(body.content);
        const id = newId();
        await run(
          tx,
          qb.insertInto('blog_posts').values({
            id,
            slug,
            title: body.title,
            excerpt: body.excerpt,
            content,
            reading_time: readingTimeMinutes(content),
            ...image,
            is_featured: body.is_featured ?? false,
            ...schedule,
            author_id: body.author_id,
            created_at: at,
            updated_at: at,
          }),
        );
        await writeTerms(tx, id, body.category_ids ?? [], (await tagIdsOf(tx, body)) ?? []);
        const post = (await findPost(tx, id, at))!;
        await recordAudit(tx, actor, {
          action: 'post.create',
          recordType: 'post',
          recordId: id,
          before: null,
          after: post,
        });
        return post;
      });
    },

    async edit(actor: Actor, id: string, patch: StudioPostPatch): Promise<StudioPost> {
      return db.transaction(async (tx) => {
        const at = now();
        const stored = await runOne(
          tx,
          qb.selectFrom('blog_posts').select(['status', 'published_at']).where('id', '=', id).forUpdate(),
        );
        if (!stored) throw new NotFoundError(STUDIO_POST_NOT_FOUND_MESSAGE);
        const before = (await findPost(tx, id, at))!;
        await assertTermsExist(tx, patch);
        const image = await featuredImage(tx, patch);
        const schedule =
          patch.status !== undefined || patch.published_at !== undefined
            ? resolveSchedule(patch.status ?? stateOf(stored, at), patch.published_at, stored, at)
            : {};
        if (patch.slug !== undefined) await assertPostSlugFree(tx, id, patch.slug);
        const content = patch.content === undefined ? undefined : sanitizeBlogHtml(patch.content);
        await run(
          tx,
          qb
            .updateTable('blog_posts')
            .set({
              ...(patch.slug !== undefined && { slug: patch.slug }),
              ...(patch.title !== undefined && { title: patch.title }),
              ...(patch.excerpt !== undefined && { excerpt: patch.excerpt }),
              ...(content !== undefined && { content, reading_time: readingTimeMinutes(content) }),
              ...(image ?? {}),
              ...(patch.is_featured !== undefined && { is_featured: patch.is_featured }),
              ...(patch.author_id !== undefined && { author_id: patch.author_id }),
              ...schedule,
              updated_at: at,
            })
            .where('id', '=', id),
        );
        await writeTerms(tx, id, patch.category_ids, await tagIdsOf(tx, patch));
        const after = (await findPost(tx, id, at))!;
        await recordAudit(tx, actor, {
          action: 'post.edit',
          recordType: 'post',
          recordId: id,
          before,
          after,
        });
        return after;
      });
    },

    /** Every author, category and tag a post's form chooses from. */
    async options(): Promise<BlogOptionsResponse['data']> {
      const [authors, categories, tags] = await Promise.all([
        run(db, qb.selectFrom('blog_authors').select(['id', 'name']).orderBy('name')),
        run(
          db,
          qb
            .selectFrom('blog_categories')
            .select(['id', 'slug', 'name', 'color'])
            .orderBy('position')
            .orderBy('name'),
        ),
        run(db, qb.selectFrom('blog_tags').select(['id', 'slug', 'name', 'color']).orderBy('name')),
      ]);
      const withId = <T extends { id: string }>({ id, ...rest }: T) => ({ _id: id, ...rest });
      return { authors: authors.map(withId), categories: categories.map(withId), tags: tags.map(withId) };
    },

    /**
     * A private link to the post: an unguessable token, of which only the SHA-256 is kept, working
     * PREVIEW_LINK_DAYS days. Returns the token once.
     */
    async createPreviewLink(
      actor: Actor,
      id: string,
    ): Promise<{ token: string; slug: string; expiresAt: Date }> {
      return db.transaction(async (tx) => {
        const post = await runOne(
          tx,
          qb.selectFrom('blog_posts').select(['id', 'slug']).where('id', '=', id).forShare(),
        );
        if (!post) throw new NotFoundError(STUDIO_POST_NOT_FOUND_MESSAGE);
        const token = newToken();
        const expiresAt = new Date(clock() + PREVIEW_LINK_DAYS * 24 * 60 * 60 * 1000);
        // Spent links go as new ones are made: they are few, and read by their hash only.
        await run(tx, qb.deleteFrom('blog_post_previews').where('expires_at', '<=', new Date(clock())));
        await run(
          tx,
          qb.insertInto('blog_post_previews').values({
            token_hash: sha256(token),
            post_id: id,
            staff_id: actor.staffId,
            expires_at: expiresAt,
          }),
        );
        await recordAudit(tx, actor, {
          action: 'post.preview_link',
          recordType: 'post',
          recordId: id,
          before: null,
          after: { expires_at: expiresAt.toISOString() },
        });
        return { token, slug: post.slug, expiresAt };
      });
    },
  };
}

export type StudioPostsRepository = ReturnType<typeof createStudioPostsRepository>;

export default fp(
  async (app) => {
    app.decorate('studioPosts', createStudioPostsRepository(app.db, app.clock));
  },
  { name: 'studio-posts-repository', dependencies: ['db'] },
);
