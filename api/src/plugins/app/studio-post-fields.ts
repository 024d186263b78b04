// What a post's write decides before it is stored (studio-posts-repository.ts): its slug, its state
// and publication time on the app's clock, its featured image, and its author, categories and tags,
// each checked to exist. Any refusal is a 400 naming the field, before anything is written.
import type { Queryable } from '../../db/db.ts';
import { qb, run, runOne } from '../../db/kysely.ts';
import { slugify } from '../../db/catalogue-rows.ts';
import type { PostState } from '../../contract/blog-studio.ts';
import { InvalidFieldError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { uploadUrl } from '../../uploads/urls.ts';

/** /blog/topics is a page of its own (migration 0014): no post may have its address. */
const RESERVED_SLUGS = new Set(['topics']);
const SLUG_BASE_MAX = 80;

/** Holds the posts' slugs still until the transaction ends: two writes can't pick one slug. */
const lockSlugs = (tx: Queryable) => tx.query("SELECT pg_advisory_xact_lock(hashtext('slugs:blog_posts'))");

/** A slug made from the title, with -2, -3... when another post has it. */
export async function freePostSlug(tx: Queryable, title: string): Promise<string> {
  await lockSlugs(tx);
  const base = slugify(title).slice(0, SLUG_BASE_MAX).replace(/-+$/, '') || 'post';
  const rows = await run(
    tx,
    qb
      .selectFrom('blog_posts')
      .select('slug')
      .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)])),
  );
  const taken = new Set([...rows.map((row) => row.slug), ...RESERVED_SLUGS]);
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/** A slug an editor chose: not a blog page's address nor another post's. */
export async function assertPostSlugFree(tx: Queryable, id: string | null, slug: string): Promise<void> {
  if (RESERVED_SLUGS.has(slug))
    throw new InvalidFieldError('slug', 'is the address of a blog page: choose another');
  await lockSlugs(tx);
  const owner = await runOne(tx, qb.selectFrom('blog_posts').select('id').where('slug', '=', slug));
  if (owner !== undefined && owner.id !== id)
    throw new InvalidFieldError('slug', 'is the address of another post: choose another');
}

export const SCHEDULE_NEEDS_TIME = 'is required for a scheduled post: the time it appears to readers';
export const SCHEDULE_IN_PAST = 'must be in the future for a scheduled post: publish it now instead';
export const PUBLISH_IN_FUTURE = 'is in the future: make the post scheduled to publish it then';

/** The stored status and published_at for the state asked for, on the app's clock `now`. */
export function resolveSchedule(
  state: PostState,
  requested: string | null | undefined,
  stored: { status: string; published_at: Date | null } | null,
  now: Date,
): { status: 'draft' | 'published'; published_at: Date | null } {
  const asked = requested === undefined ? undefined : requested === null ? null : new Date(requested);
  if (state === 'draft')
    return { status: 'draft', published_at: asked === undefined ? (stored?.published_at ?? null) : asked };
  if (state === 'scheduled') {
    // A scheduled post moved to scheduled again keeps its time unless a new one is sent.
    const at = asked === undefined ? (stored?.published_at ?? null) : asked;
    if (at === null) throw new InvalidFieldError('published_at', SCHEDULE_NEEDS_TIME);
    if (at <= now) throw new InvalidFieldError('published_at', SCHEDULE_IN_PAST);
    return { status: 'published', published_at: at };
  }
  if (asked != null) {
    if (asked > now) throw new InvalidFieldError('published_at', PUBLISH_IN_FUTURE);
    return { status: 'published', published_at: asked };
  }
  // A post already out keeps its date (a correction is not news); anything else is published now.
  const out = stored?.status === 'published' && stored.published_at !== null && stored.published_at <= now;
  return { status: 'published', published_at: out ? stored.published_at : now };
}

/** The state a stored post is in at `now`. */
export const stateOf = (row: { status: string; published_at: Date | null }, now: Date): PostState =>
  row.status === 'draft'
    ? 'draft'
    : row.published_at !== null && row.published_at > now
      ? 'scheduled'
      : 'published';

/** The featured image's URL and upload from what was sent: an upload that exists, or a URL. */
export async function featuredImage(
  tx: Queryable,
  sent: { featured_image?: string; featured_upload_id?: string | null },
): Promise<{ featured_image: string; featured_upload_id: string | null } | null> {
  if (sent.featured_upload_id != null && sent.featured_image !== undefined)
    throw new InvalidFieldError('featured_image', 'send an upload (featured_upload_id) or a URL, not both');
  if (sent.featured_upload_id != null) {
    const upload = await runOne(
      tx,
      qb.selectFrom('uploads').select('id').where('id', '=', sent.featured_upload_id).forShare(),
    );
    if (!upload) throw new InvalidFieldError('featured_upload_id', 'is not an upload this server holds');
    return { featured_image: uploadUrl(upload.id, 'display'), featured_upload_id: upload.id };
  }
  if (sent.featured_image !== undefined)
    return { featured_image: sent.featured_image, featured_upload_id: null };
  if (sent.featured_upload_id === null)
    throw new InvalidFieldError(
      'featured_upload_id',
      'may be null only with a featured_image URL in its place',
    );
  return null;
}

/** Refuses an author, category or tag id that names none; the first unknown is named. */
export async function assertTermsExist(
  tx: Queryable,
  sent: { author_id?: string; category_ids?: string[]; tag_ids?: string[] },
): Promise<void> {
  if (sent.author_id !== undefined) {
    const author = await runOne(
      tx,
      qb.selectFrom('blog_authors').select('id').where('id', '=', sent.author_id),
    );
    if (!author) throw new InvalidFieldError('author_id', 'is not a blog author');
  }
  const check = async (field: string, table: 'blog_categories' | 'blog_tags', ids: string[] | undefined) => {
    if (!ids || ids.length === 0) return;
    const found = new Set(
      (await run(tx, qb.selectFrom(table).select('id').where('id', 'in', ids))).map((row) => row.id),
    );
    const missing = ids.findIndex((id) => !found.has(id));
    if (missing >= 0)
      throw new InvalidFieldError(
        `${field}[${missing}]`,
        `is not a blog ${table === 'blog_tags' ? 'tag' : 'category'}`,
      );
  };
  await check('category_ids', 'blog_categories', sent.category_ids);
  await check('tag_ids', 'blog_tags', sent.tag_ids);
}

/** The ids of tags named `names`: a tag with the name's slug is used, else one is made. */
export async function tagsByName(tx: Queryable, names: readonly string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, raw] of names.entries()) {
    const name = raw.trim();
    const slug = slugify(name);
    if (slug === '')
      throw new InvalidFieldError(
        `new_tags[${index}]`,
        'needs a letter or digit from a to z for its address',
      );
    await run(
      tx,
      qb
        .insertInto('blog_tags')
        .values({ id: newId(), slug, name })
        .onConflict((conflict) => conflict.column('slug').doNothing()),
    );
    const tag = await runOne(tx, qb.selectFrom('blog_tags').select('id').where('slug', '=', slug));
    ids.push(tag!.id);
  }
  return ids;
}

/** Sets the post's categories (in the order sent) and tags: the lists replace the stored ones. */
export async function writeTerms(
  tx: Queryable,
  postId: string,
  categoryIds: readonly string[] | undefined,
  tagIds: readonly string[] | undefined,
): Promise<void> {
  if (categoryIds !== undefined) {
    await run(tx, qb.deleteFrom('blog_post_categories').where('post_id', '=', postId));
    if (categoryIds.length > 0)
      await run(
        tx,
        qb
          .insertInto('blog_post_categories')
          .values(categoryIds.map((category_id, position) => ({ post_id: postId, category_id, position }))),
      );
  }
  if (tagIds !== undefined) {
    await run(tx, qb.deleteFrom('blog_post_tags').where('post_id', '=', postId));
    const unique = [...new Set(tagIds)];
    if (unique.length > 0)
      await run(
        tx,
        qb.insertInto('blog_post_tags').values(unique.map((tag_id) => ({ post_id: postId, tag_id }))),
      );
  }
}
