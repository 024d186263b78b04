import { usePageParam } from '../../../hooks/use-page-param.ts';
import { usePostsByTag } from '../api/get-posts-by-tag.ts';
import { tagName } from '../lib/taxonomy-name.ts';
import { TagHead } from './taxonomy-head.tsx';
import { TaxonomyPostsPage } from './taxonomy-posts-page.tsx';

/** /blog/tag/:slug */
export function BlogTagPage({ slug }: { slug: string }) {
  const [page, setPage] = usePageParam();
  const result = usePostsByTag(slug, page);
  const name = tagName(result.data?.data.posts ?? [], slug);
  return (
    <>
      {result.data && !result.error ? <TagHead slug={slug} name={name} data={result.data.data} /> : null}
      <TaxonomyPostsPage
        heading={`Posts tagged “${name}”`}
        notFoundTitle="We couldn't find that tag"
        result={result}
        onPageChange={setPage}
      />
    </>
  );
}
