// The post form's values, from a stored post and back to the API's body, and the form's rules: what
// is required, the contract's lengths and counts (POST_RULES), and a scheduled post's time to come.
// Times are typed as India's clock shows them ('2026-12-01T09:00') and sent with +05:30.
import { POST_RULES, type PostState } from '@villa/api/contract/blog-studio';
import type { BlogOptionsResponse, StudioPost, StudioPostBody } from '@villa/shared/contracts/entities';
import { KOLKATA_OFFSET, toKolkataIso } from '@villa/shared/format/date';
import { onlyProblems, requiredMessage, resolverOf, type FormOption } from '@villa/shared/forms/form';

type Options = BlogOptionsResponse['data'];

export interface PostValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category_ids: FormOption[];
  tag_ids: FormOption[];
  /** New tags by name, separated by commas. */
  new_tags: string;
  author_id: FormOption | null;
  is_featured: 'yes' | 'no';
  status: PostState;
  /** India time, as a datetime-local box holds it: '2026-12-01T09:00'; '' for none. */
  published_at: string;
  featured_image: string;
  featured_upload_id: string | null;
}

/** The fields whose API messages the form shows under them. */
export const POST_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'category_ids',
  'tag_ids',
  'new_tags',
  'author_id',
  'status',
  'published_at',
  'featured_image',
] as const;

/** '2026-12-01T03:30:00.000Z' as India's clock reads it: '2026-12-01T09:00'. */
export const toIndiaLocal = (iso: string | null) => (iso ? toKolkataIso(iso).slice(0, 16) : '');
/** India's clock's '2026-12-01T09:00' as an instant: '2026-12-01T09:00:00+05:30'. */
export const fromIndiaLocal = (local: string) => `${local}:00${KOLKATA_OFFSET}`;

const named = (items: readonly { _id: string; name: string }[]) =>
  items.map(({ _id, name }) => ({ _id, name }));

export function valuesOf(post: StudioPost | null, options: Options | undefined): PostValues {
  const author = post?.author ?? null;
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    category_ids: named(post?.categories ?? []),
    tag_ids: named(post?.tags ?? []),
    new_tags: '',
    author_id: author ? { _id: author._id, name: author.name } : (named(options?.authors ?? [])[0] ?? null),
    is_featured: post?.is_featured ? 'yes' : 'no',
    status: post?.status ?? 'draft',
    published_at: toIndiaLocal(post?.published_at ?? null),
    featured_image: post?.featured_image ?? '',
    featured_upload_id: post?.featured_upload_id ?? null,
  };
}

const tagNames = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

export function bodyOf(values: PostValues): StudioPostBody {
  const image = values.featured_upload_id
    ? { featured_upload_id: values.featured_upload_id }
    : values.featured_image.trim()
      ? { featured_image: values.featured_image.trim(), featured_upload_id: null }
      : {};
  const when =
    values.status === 'scheduled' || (values.status === 'published' && values.published_at)
      ? { published_at: values.published_at ? fromIndiaLocal(values.published_at) : null }
      : {};
  return {
    title: values.title.trim(),
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    excerpt: values.excerpt.trim(),
    content: values.content,
    category_ids: values.category_ids.map((option) => option._id),
    tag_ids: values.tag_ids.map((option) => option._id),
    new_tags: tagNames(values.new_tags),
    author_id: values.author_id?._id ?? '',
    is_featured: values.is_featured === 'yes',
    status: values.status,
    ...image,
    ...when,
  };
}

const tooLong = (field: string, value: string, max: number) =>
  value.length > max ? `${field} must be at most ${max} characters long` : null;

export const postResolver = resolverOf<PostValues>((values) => {
  const tags = values.tag_ids.length + tagNames(values.new_tags).length;
  const longTag = tagNames(values.new_tags).find((name) => name.length > POST_RULES.tagNameMax);
  return onlyProblems<PostValues>({
    title: values.title.trim()
      ? tooLong('Title', values.title, POST_RULES.titleMax)
      : requiredMessage('Title'),
    excerpt: values.excerpt.trim()
      ? tooLong('Excerpt', values.excerpt, POST_RULES.excerptMax)
      : requiredMessage('Excerpt'),
    content: values.content.trim()
      ? tooLong('The body', values.content, POST_RULES.contentMax)
      : requiredMessage('Body'),
    category_ids:
      values.category_ids.length > POST_RULES.categoriesMax
        ? `Choose at most ${POST_RULES.categoriesMax} categories`
        : null,
    new_tags:
      tags > POST_RULES.tagsMax
        ? `A post takes at most ${POST_RULES.tagsMax} tags`
        : longTag
          ? `A tag is at most ${POST_RULES.tagNameMax} characters long`
          : null,
    author_id: values.author_id ? null : requiredMessage('Author'),
    featured_image:
      values.featured_upload_id || values.featured_image.trim() ? null : requiredMessage('Featured image'),
    published_at:
      values.status !== 'scheduled'
        ? null
        : !values.published_at
          ? 'A scheduled post needs its time'
          : new Date(fromIndiaLocal(values.published_at)).getTime() <= Date.now()
            ? 'A scheduled post’s time is still to come'
            : null,
  });
});
