import { unstable_serialize } from 'swr';
import type { BlogPostPageProps, LoadFirstScreen } from '@villa/shared/contracts/exposed-modules';
import { getPost, postKey } from '../../features/blog/api/get-post.ts';
import { BlogPostPage } from '../../features/blog/components/blog-post-page.tsx';

/** `blog/BlogPostPage`, route /blog/:slug (the shell passes the slug). */
export default function BlogPostPageModule({ slug }: BlogPostPageProps) {
  return <BlogPostPage slug={slug} />;
}

/** For the server's first screen: the post. */
export const loadFirstScreen: LoadFirstScreen = async ({ slug }) => ({
  [unstable_serialize(postKey(slug))]: await getPost(slug),
});
