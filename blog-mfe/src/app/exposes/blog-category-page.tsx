import { unstable_serialize } from 'swr';
import type { BlogCategoryPageProps, LoadFirstScreen } from '@villa/shared/contracts/exposed-modules';
import { categoryWithPostsKey, getCategoryWithPosts } from '../../features/blog/api/get-posts-by-category.ts';
import { BlogCategoryPage } from '../../features/blog/components/blog-category-page.tsx';
import { pageFromQuery } from '../../hooks/use-page-param.ts';

/** `blog/BlogCategoryPage`, route /blog/category/:slug (the shell passes the slug). */
export default function BlogCategoryPageModule({ slug }: BlogCategoryPageProps) {
  return <BlogCategoryPage slug={slug} />;
}

/**
 * For the server's first screen: the category and the page of its posts the URL names (the API's
 * 404: no such category).
 */
export const loadFirstScreen: LoadFirstScreen = async ({ slug, search }) => {
  const page = pageFromQuery(search);
  return { [unstable_serialize(categoryWithPostsKey(slug, page))]: await getCategoryWithPosts(slug, page) };
};
