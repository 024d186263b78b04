import { unstable_serialize } from 'swr';
import type { BlogTagPageProps, LoadFirstScreen } from '@villa/shared/contracts/exposed-modules';
import { getPostsByTag, postsByTagKey } from '../../features/blog/api/get-posts-by-tag.ts';
import { BlogTagPage } from '../../features/blog/components/blog-tag-page.tsx';
import { pageFromQuery } from '../../hooks/use-page-param.ts';

/** `blog/BlogTagPage`, route /blog/tag/:slug (the shell passes the slug). */
export default function BlogTagPageModule({ slug }: BlogTagPageProps) {
  return <BlogTagPage slug={slug} />;
}

/** For the server's first screen: the page of the tag's posts the URL names (the API's 404: no such tag). */
export const loadFirstScreen: LoadFirstScreen = async ({ slug, search }) => {
  const page = pageFromQuery(search);
  return { [unstable_serialize(postsByTagKey(slug, page))]: await getPostsByTag(slug, page) };
};
