import type { BlogPostPageProps } from '@villa/shared/contracts/exposed-modules';
import { BlogPostPage } from '../../features/blog/components/blog-post-page.tsx';

/** `blog/BlogPostPage`, route /blog/:slug (the shell passes the slug). */
export default function BlogPostPageModule({ slug }: BlogPostPageProps) {
  return <BlogPostPage slug={slug} />;
}
