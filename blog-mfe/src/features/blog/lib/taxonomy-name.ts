import type { BlogPostSummary } from '@villa/shared/contracts/entities';

/** The name of the tag with this slug, as the posts carry it; the slug when no post names it. */
export function tagName(posts: readonly BlogPostSummary[], slug: string): string {
  for (const post of posts) {
    const tag = post.tags.find((candidate) => candidate.slug === slug);
    if (tag) return tag.name;
  }
  return slug;
}

/** The name of the category with this slug, as the posts carry it; the slug when no post names it. */
export function categoryName(posts: readonly BlogPostSummary[], slug: string): string {
  for (const post of posts) {
    const category = post.categories.find((candidate) => candidate.slug === slug);
    if (category) return category.name;
  }
  return slug;
}
