import type { BlogIndexPageProps } from '@villa/shared/contracts/exposed-modules';
import { BlogIndexPage } from '../../features/blog/components/blog-index-page.tsx';

/** `blog/BlogIndexPage`, route /blog. */
export default function BlogIndexPageModule(_props: BlogIndexPageProps) {
  return <BlogIndexPage />;
}
