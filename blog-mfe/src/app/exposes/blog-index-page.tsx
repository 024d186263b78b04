import { unstable_serialize } from 'swr';
import type {
  BlogIndexPageProps,
  FirstScreenData,
  LoadFirstScreen,
} from '@villa/shared/contracts/exposed-modules';
import { featuredPostsKey, getFeaturedPosts } from '../../features/blog/api/get-featured-posts.ts';
import { getPopularPosts, popularPostsKey } from '../../features/blog/api/get-popular-posts.ts';
import { getPublishedPosts, publishedPostsKey } from '../../features/blog/api/get-published-posts.ts';
import { getRecentPosts, recentPostsKey } from '../../features/blog/api/get-recent-posts.ts';
import { searchPosts, searchPostsKey } from '../../features/blog/api/search-posts.ts';
import { BlogIndexPage } from '../../features/blog/components/blog-index-page.tsx';
import { searchTermFromQuery } from '../../features/blog/components/blog-search-box.tsx';
import { pageFromQuery } from '../../hooks/use-page-param.ts';

/** `blog/BlogIndexPage`, route /blog. */
export default function BlogIndexPageModule(_props: BlogIndexPageProps) {
  return <BlogIndexPage />;
}

/** A call the first screen can do without: its part shows its own loading state in the browser. */
const optional = <T,>(call: Promise<T>) => call.catch(() => undefined);

/**
 * For the server's first screen: the page of posts the URL names (or the results for its
 * `?search=`), the featured row on the first page, and the sidebar's two lists.
 */
export const loadFirstScreen: LoadFirstScreen = async ({ search }) => {
  const page = pageFromQuery(search);
  const term = searchTermFromQuery(search);
  const [main, featured, popular, recent] = await Promise.all([
    term ? searchPosts(term, page) : getPublishedPosts(page),
    !term && page === 1 ? optional(getFeaturedPosts()) : undefined,
    optional(getPopularPosts()),
    optional(getRecentPosts()),
  ]);
  const data: FirstScreenData = {
    [unstable_serialize(term ? searchPostsKey(term, page) : publishedPostsKey(page))]: main,
  };
  if (featured) data[unstable_serialize(featuredPostsKey())] = featured;
  if (popular) data[unstable_serialize(popularPostsKey())] = popular;
  if (recent) data[unstable_serialize(recentPostsKey())] = recent;
  return data;
};
