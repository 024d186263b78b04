import { unstable_serialize } from 'swr';
import type {
  BlogTopicsPageProps,
  FirstScreenData,
  LoadFirstScreen,
} from '@villa/shared/contracts/exposed-modules';
import { activeTagsKey, getActiveTags } from '../../features/blog/api/get-active-tags.ts';
import {
  activeCategoriesKey,
  categoriesWithPostsKey,
  getActiveCategories,
  getCategoriesWithPosts,
  getRootCategories,
  rootCategoriesKey,
} from '../../features/blog/api/get-categories.ts';
import { BlogTopicsPage } from '../../features/blog/components/blog-topics-page.tsx';

/** `blog/BlogTopicsPage`, route /blog/topics. */
export default function BlogTopicsPageModule(_props: BlogTopicsPageProps) {
  return <BlogTopicsPage />;
}

/**
 * For the server's first screen: the four lists the page shows. Each is optional: a list that
 * failed shows its own loading state, then its error and Retry, in the browser.
 */
export const loadFirstScreen: LoadFirstScreen = async () => {
  const loads = [
    [rootCategoriesKey(), getRootCategories()],
    [activeCategoriesKey(), getActiveCategories()],
    [categoriesWithPostsKey(), getCategoriesWithPosts()],
    [activeTagsKey(), getActiveTags()],
  ] as const;
  const results = await Promise.allSettled(loads.map(([, call]) => call));
  const data: FirstScreenData = {};
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') data[unstable_serialize(loads[index]![0])] = result.value;
  });
  return data;
};
