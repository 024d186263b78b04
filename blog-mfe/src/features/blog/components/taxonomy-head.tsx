import type { BlogListResponse, CategoryWithPostsResponse } from '@villa/shared/contracts/entities';
import { paths } from '@villa/shared/lib/paths';
import { breadcrumbList, clip } from '@villa/shared/ui/page-head';
import { PageHead } from '@villa/shared/ui/page-head';
import { blogCrumbs, pagedPath, pagedTitle, postCount } from '../lib/blog-head.ts';

/** A page of a list of posts: its title, description, own address and breadcrumb (Home › Blog › it). */
function PostListHead({
  title,
  description,
  path,
  page,
}: {
  title: string;
  description: string;
  path: string;
  page: number;
}) {
  return (
    <PageHead
      title={pagedTitle(title, page)}
      description={clip(description)}
      canonical={pagedPath(path, page)}
      structuredData={[breadcrumbList(blogCrumbs({ name: title, path }))]}
    />
  );
}

/** /blog/tag/:slug: 'Posts tagged Gated communities'. */
export function TagHead({
  slug,
  name,
  data,
}: {
  slug: string;
  name: string;
  data: BlogListResponse['data'];
}) {
  return (
    <PostListHead
      title={`Posts tagged ${name}`}
      description={`${postCount(data.pagination.total)} tagged ${name}: villa buying guides and news, newest first.`}
      path={paths.blogTag(slug)}
      page={data.pagination.page}
    />
  );
}

/**
 * /blog/category/:slug: 'Buying guides: posts', described by the category's own description. Its
 * address is by the category's slug, however it was asked for (the API takes its id too).
 */
export function CategoryHead({ data }: { data: CategoryWithPostsResponse['data'] }) {
  const { category, pagination } = data;
  return (
    <PostListHead
      title={`${category.name}: posts`}
      description={
        category.description ||
        `${postCount(pagination.total)} in ${category.name}: villa buying guides and news, newest first.`
      }
      path={paths.blogCategory(category.slug)}
      page={pagination.page}
    />
  );
}
