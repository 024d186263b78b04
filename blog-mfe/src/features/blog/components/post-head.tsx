import type { BlogPost } from '@villa/shared/contracts/entities';
import { paths } from '@villa/shared/lib/paths';
import { breadcrumbList, clip } from '@villa/shared/ui/page-head';
import { PageHead } from '@villa/shared/ui/page-head';
import { blogCrumbs } from '../lib/blog-head.ts';
import { blogPosting, postShareImage } from '../lib/blog-posting.ts';

/**
 * What a post's page says it is: its title, its excerpt as the description, its share image, and
 * its BlogPosting and breadcrumb (Home › Blog › the post) for search engines.
 */
export function PostHead({ post }: { post: BlogPost }) {
  const path = paths.blogPost(post.slug);
  const description = clip(post.excerpt);
  return (
    <PageHead
      title={post.title}
      description={description}
      canonical={path}
      image={postShareImage(post)}
      type="article"
      structuredData={[
        blogPosting(post, description),
        breadcrumbList(blogCrumbs({ name: post.title, path })),
      ]}
    />
  );
}
