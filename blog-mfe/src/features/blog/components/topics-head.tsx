import { paths } from '@villa/shared/lib/paths';
import { breadcrumbList } from '@villa/shared/ui/page-head';
import { PageHead } from '@villa/shared/ui/page-head';
import { blogCrumbs } from '../lib/blog-head.ts';

export const TOPICS_INTRO = 'Every category and tag on the blog. Pick one to read its posts.';

/** /blog/topics: every category and tag. */
export function TopicsHead() {
  const path = paths.blogTopics();
  return (
    <PageHead
      title="Topics"
      description={`${TOPICS_INTRO} Villa buying guides and news, by subject.`}
      canonical={path}
      structuredData={[breadcrumbList(blogCrumbs({ name: 'Topics', path }))]}
    />
  );
}
