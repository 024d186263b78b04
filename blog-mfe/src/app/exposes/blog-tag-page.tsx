import type { BlogTagPageProps } from '@villa/shared/contracts/exposed-modules';
import { BlogTagPage } from '../../features/blog/components/blog-tag-page.tsx';

/** `blog/BlogTagPage`, route /blog/tag/:slug (the shell passes the slug). */
export default function BlogTagPageModule({ slug }: BlogTagPageProps) {
  return <BlogTagPage slug={slug} />;
}
