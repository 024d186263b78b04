import type { BlogPosting, WithContext } from 'schema-dts';
import type { BlogPost } from '@villa/shared/contracts/entities';
import { paths } from '@villa/shared/lib/paths';
import { siteUrl } from '@villa/shared/ui/page-head';
import { SITE_NAME } from '@villa/shared/ui/page-head';

/**
 * A post's picture for link previews: the API's share image (the cover cropped to 1200×630 as JPEG),
 * or the cover itself from an API that sends none.
 */
export const postShareImage = (post: BlogPost & { share_image?: string | null }): string =>
  post.share_image || post.featured_image;

/** A post as schema.org's BlogPosting: what search engines show of an article (author, dates, picture). */
export function blogPosting(post: BlogPost, description: string): WithContext<BlogPosting> {
  const url = siteUrl(paths.blogPost(post.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    image: siteUrl(postShareImage(post)),
    datePublished: post.published_at,
    // Posts carry no time of their last edit: the publication is the last change a reader saw.
    dateModified: post.published_at,
    author: {
      '@type': 'Person',
      name: post.author.name,
      url: siteUrl(paths.blogAuthor(post.author.slug)),
    },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: siteUrl(paths.home()) },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: post.categories.map((category) => category.name),
    keywords: post.tags.map((tag) => tag.name),
  };
}
