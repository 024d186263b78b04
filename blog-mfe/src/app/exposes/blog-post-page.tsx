import { unstable_serialize } from 'swr';
import type { BlogPostPageProps, LoadFirstScreen } from '@villa/shared/contracts/exposed-modules';
import { PREVIEW_PARAM } from '../../config/blog.ts';
import { getPost, postKey } from '../../features/blog/api/get-post.ts';
import { BlogPostPage } from '../../features/blog/components/blog-post-page.tsx';

/** `blog/BlogPostPage`, route /blog/:slug (the shell passes the slug). */
export default function BlogPostPageModule({ slug }: BlogPostPageProps) {
  return <BlogPostPage slug={slug} />;
}

/** For the server's first screen: the post, or the one a private preview link (?preview=) opens. */
export const loadFirstScreen: LoadFirstScreen = async ({ slug, search }) => {
  const token = search.get(PREVIEW_PARAM);
  if (!token) return { [unstable_serialize(postKey(slug))]: await getPost(slug) };
  // Its code is not in the post page's first load (post-preview-page.tsx).
  const { getPreviewPost, previewKey } = await import('../../features/blog/api/get-preview-post.ts');
  return { [unstable_serialize(previewKey(token))]: await getPreviewPost(token) };
};
