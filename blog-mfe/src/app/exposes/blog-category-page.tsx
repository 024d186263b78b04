import type { BlogCategoryPageProps } from '@villa/shared/contracts/exposed-modules';
import { BlogCategoryPage } from '../../features/blog/components/blog-category-page.tsx';

/** `blog/BlogCategoryPage`, route /blog/category/:slug (the shell passes the slug). */
export default function BlogCategoryPageModule({ slug }: BlogCategoryPageProps) {
  return <BlogCategoryPage slug={slug} />;
}
