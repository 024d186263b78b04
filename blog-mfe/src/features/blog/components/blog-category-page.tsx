import { usePageParam } from '../../../hooks/use-page-param.ts';
import { usePostsByCategory } from '../api/get-posts-by-category.ts';
import { categoryName } from '../lib/taxonomy-name.ts';
import { CategoryHead } from './taxonomy-head.tsx';
import { TaxonomyPostsPage } from './taxonomy-posts-page.tsx';

/** /blog/category/:slug */
export function BlogCategoryPage({ slug }: { slug: string }) {
  const [page, setPage] = usePageParam();
  const result = usePostsByCategory(slug, page);
  return (
    <>
      {result.data && !result.error ? <CategoryHead data={result.data.data} /> : null}
      <TaxonomyPostsPage
        heading={result.data?.data.category.name ?? categoryName([], slug)}
        notFoundTitle="We couldn't find that category"
        result={result}
        onPageChange={setPage}
      />
    </>
  );
}
