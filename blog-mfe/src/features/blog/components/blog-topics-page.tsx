import styled from '@emotion/styled';
import type { CategoryWithCount } from '@villa/api/schemas';
import { paths } from '@villa/shared/lib/paths';
import { Link } from '@villa/shared/router';
import { withoutProps } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { colors, radius, shadows, space, text, up } from '@villa/shared/ui/tokens';
import { useActiveTags } from '../api/get-active-tags.ts';
import { useActiveCategories, useCategoriesWithPosts, useRootCategories } from '../api/get-categories.ts';
import { entityColor } from '../../../lib/tint.ts';
import { type CategoryGroup, groupUnderRoots } from '../lib/group-categories.ts';
import { errorText } from '../lib/is-not-found.ts';
import { BlogSubpage } from './back-to-blog-link.tsx';
import { ChipLinkList } from './chip-link.tsx';
import { PageHeading, SecondaryText } from './page-layout.tsx';
import { TOPICS_INTRO, TopicsHead } from './topics-head.tsx';

/** The element id of the tags section: `paths.blogTopics('tags')`, the sidebar's 'All tags', opens it. */
export const TOPICS_TAGS_ID = 'tags';

const Intro = styled(SecondaryText)({ marginTop: space(1), marginBottom: space(3) });

const SectionHeading = styled.h2({ ...text.h5, marginBottom: space(2) });

// The scroll margin keeps a section opened by its #id clear of the shell's sticky header (64 px).
const Section = styled.section({ marginBottom: space(5), scrollMarginTop: space(10) });

const CardGrid = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space(2),
  [up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [up('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

const Card = styled('li', { shouldForwardProp: withoutProps('accent') })<{ accent: string }>(
  ({ accent }) => ({
    display: 'flex',
    flexDirection: 'column',
    gap: space(1),
    padding: space(2, 2.5),
    backgroundColor: colors.paper,
    borderRadius: radius.card,
    borderLeft: `4px solid ${entityColor(accent)}`,
    boxShadow: shadows.card,
  }),
);

const CardTitle = styled.h3({ ...text.h6, margin: 0 });

const CardLink = styled(Link)({
  color: colors.text.primary,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { color: colors.primary.main, textDecoration: 'underline' },
});

const Small = styled.p({ ...text.body2, margin: 0, color: colors.text.secondary });

const postCountText = (count: number | undefined) => {
  if (count === undefined) return null;
  if (count === 0) return 'No posts yet';
  return count === 1 ? '1 post' : `${count} posts`;
};

function CategoryCard({ group, counts }: { group: CategoryGroup; counts: ReadonlyMap<string, number> }) {
  const { category, children } = group;
  const count = postCountText(counts.size > 0 ? (counts.get(category._id) ?? 0) : undefined);
  return (
    <Card accent={category.color}>
      <CardTitle>
        <CardLink to={paths.blogCategory(category.slug)}>{category.name}</CardLink>
      </CardTitle>
      {count ? <Small>{count}</Small> : null}
      {category.description ? <Small>{category.description}</Small> : null}
      {children.length > 0 ? (
        <ChipLinkList
          items={children}
          label={`Also in ${category.name}`}
          href={(child) => paths.blogCategory(child.slug)}
          size="small"
        />
      ) : null}
    </Card>
  );
}

interface CategoriesProps {
  roots: ReturnType<typeof useRootCategories>;
  active: ReturnType<typeof useActiveCategories>;
  withPosts: ReturnType<typeof useCategoriesWithPosts>;
}

function Categories({ roots, active, withPosts }: CategoriesProps) {
  // The subcategories and the counts add to the cards; without them the cards still show.
  let body;
  if (roots.error || !roots.data) {
    body = <StatusMessage kind="error" title={errorText(roots.error)} onRetry={() => void roots.mutate()} />;
  } else if (roots.data.data.length === 0) {
    body = <StatusMessage kind="empty" title="No categories yet" hint="Posts will be sorted here soon." />;
  } else {
    const groups = groupUnderRoots(roots.data.data, active.data?.data ?? []);
    const counts = new Map((withPosts.data?.data ?? []).map((c: CategoryWithCount) => [c._id, c.post_count]));
    body = (
      <CardGrid>
        {groups.map((group) => (
          <CategoryCard key={group.category._id} group={group} counts={counts} />
        ))}
      </CardGrid>
    );
  }
  return (
    <Section aria-labelledby="topics-categories-heading">
      <SectionHeading id="topics-categories-heading">Categories</SectionHeading>
      {body}
    </Section>
  );
}

function Tags({ tags }: { tags: ReturnType<typeof useActiveTags> }) {
  const { data, error, mutate } = tags;
  let body;
  if (error || !data) {
    body = <StatusMessage kind="error" title={errorText(error)} onRetry={() => void mutate()} dense />;
  } else if (data.data.length === 0) body = <Small>No tags yet.</Small>;
  else {
    body = <ChipLinkList items={data.data} label="All tags" href={(tag) => paths.blogTag(tag.slug)} />;
  }
  return (
    <Section id={TOPICS_TAGS_ID} aria-labelledby="topics-tags-heading">
      <SectionHeading id="topics-tags-heading">Tags</SectionHeading>
      {body}
    </Section>
  );
}

/** Still waiting for its first answer (server-rendered data counts as an answer). */
const pending = (result: { data?: unknown; isLoading: boolean }) => result.isLoading && !result.data;

/**
 * /blog/topics: every category, grouped under the top-level ones, and every tag in use. The lists
 * show together once all four calls have answered, so nothing moves after they appear and a link to
 * #tags lands on the tags.
 */
export function BlogTopicsPage() {
  const roots = useRootCategories();
  const active = useActiveCategories();
  const withPosts = useCategoriesWithPosts();
  const tags = useActiveTags();
  return (
    <BlogSubpage>
      <TopicsHead />
      <PageHeading>Topics</PageHeading>
      <Intro>{TOPICS_INTRO}</Intro>
      {[roots, active, withPosts, tags].some(pending) ? (
        <StatusMessage kind="loading" title="Loading topics..." />
      ) : (
        <>
          <Categories roots={roots} active={active} withPosts={withPosts} />
          <Tags tags={tags} />
        </>
      )}
    </BlogSubpage>
  );
}
