import { unstable_serialize } from 'swr';
import type { BlogAuthorPageProps, LoadFirstScreen } from '@villa/shared/contracts/exposed-modules';
import { authorKey, getAuthor } from '../../features/blog/api/get-author.ts';
import { getPostsByAuthor, postsByAuthorKey } from '../../features/blog/api/get-posts-by-author.ts';
import { BlogAuthorPage } from '../../features/blog/components/blog-author-page.tsx';
import { pageFromQuery } from '../../hooks/use-page-param.ts';

/** `blog/BlogAuthorPage`, route /blog/author/:slug (the shell passes the slug). */
export default function BlogAuthorPageModule({ slug }: BlogAuthorPageProps) {
  return <BlogAuthorPage slug={slug} />;
}

/** For the server's first screen: the author and the page of their posts the URL names. */
export const loadFirstScreen: LoadFirstScreen = async ({ slug, search }) => {
  const page = pageFromQuery(search);
  const [author, posts] = await Promise.all([getAuthor(slug), getPostsByAuthor(slug, page)]);
  return {
    [unstable_serialize(authorKey(slug))]: author,
    [unstable_serialize(postsByAuthorKey(slug, page))]: posts,
  };
};
