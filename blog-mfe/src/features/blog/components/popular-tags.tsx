import styled from '@emotion/styled';
import { paths } from '@villa/shared/lib/paths';
import { space, text } from '@villa/shared/ui/tokens';
import { usePopularTags } from '../api/get-popular-tags.ts';
import { ChipLink, ChipRow } from './chip-link.tsx';
import { MoreLink } from './more-link.tsx';

const Heading = styled.h2({ ...text.h6, marginBottom: space(1.5) });

/** 'Popular Tags' (spec 2.5): shown only when there are tags; each chip in its tag's colour. */
export function PopularTags() {
  const { data } = usePopularTags();
  const tags = data?.data ?? [];
  // Loading, failed or empty: the block is left out rather than showing an empty box.
  if (tags.length === 0) return null;
  return (
    <section aria-labelledby="popular-tags-heading">
      <Heading id="popular-tags-heading">Popular Tags</Heading>
      <ChipRow gap={8}>
        {tags.map((tag) => (
          <ChipLink key={tag._id} to={paths.blogTag(tag.slug)} color={tag.color}>
            {tag.name}
          </ChipLink>
        ))}
      </ChipRow>
      <MoreLink to={paths.blogTopics('tags')}>All tags</MoreLink>
    </section>
  );
}
