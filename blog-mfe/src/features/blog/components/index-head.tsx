import { paths } from '@villa/shared/lib/paths';
import { breadcrumbList } from '@villa/shared/ui/page-head';
import { PageHead } from '@villa/shared/ui/page-head';
import { blogCrumbs, pagedPath, pagedTitle } from '../lib/blog-head.ts';

export const BLOG_TITLE = 'Villa buying guides and news';
export const BLOG_INTRO = "From shortlisting to possession: what to look for, what it costs and what's new.";

/**
 * /blog's head: each page of posts is its own canonical. A search's results are not a page for
 * search engines (any words make one): noindex, with the blog as the canonical.
 */
export function IndexHead({ page, term }: { page: number; term: string }) {
  const crumbs = [breadcrumbList(blogCrumbs())];
  if (term) {
    return (
      <PageHead
        title={`Results for “${term}” on the blog`}
        description={BLOG_INTRO}
        canonical={paths.blog()}
        noindex
        structuredData={crumbs}
      />
    );
  }
  return (
    <PageHead
      title={pagedTitle(BLOG_TITLE, page)}
      description={BLOG_INTRO}
      canonical={pagedPath(paths.blog(), page)}
      structuredData={crumbs}
    />
  );
}
