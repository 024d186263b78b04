import { unstable_serialize } from 'swr';
import type { BlogIndexPageProps, LoadFirstScreen } from '@villa/shared/contracts/exposed-modules';
import { getPublishedPosts, publishedPostsKey } from '../../features/blog/api/get-published-posts.ts';
import { BlogIndexPage } from '../../features/blog/components/blog-index-page.tsx';
import { pageFromQuery } from '../../hooks/use-page-param.ts';

/** `blog/BlogIndexPage`, route /blog. */
export default function BlogIndexPageModule(_props: BlogIndexPageProps) {
  return <BlogIndexPage />;
}

/** For the server's first screen: the page of posts the URL names. */
export const loadFirstScreen: LoadFirstScreen = async ({ search }) => {
  const page = pageFromQuery(search);
  return { [unstable_serialize(publishedPostsKey(page))]: await getPublishedPosts(page) };
};
