// The sidebar's second half: Popular Tags, the categories that have posts (with their counts) and a
// search for tags (spec 5: from 2 characters). Below the posts on a phone: loaded as it comes near.
import { useEffect, useId, useState } from 'react';
import styled from '@emotion/styled';
import { paths } from '@villa/shared/lib/paths';
import { Link } from '@villa/shared/router';
import { colors, radius, space, text } from '@villa/shared/ui/tokens';
import { useCategoriesWithPosts } from '../api/get-categories.ts';
import { isTagSearchable, TAG_SEARCH_MIN_LENGTH, useTagSearch } from '../api/search-tags.ts';
import { ChipLinkList } from './chip-link.tsx';
import { MoreLink } from './more-link.tsx';
import { PopularTags } from './popular-tags.tsx';

export const TAG_SEARCH_HINT = `Type at least ${TAG_SEARCH_MIN_LENGTH} characters to find a tag`;
const TAG_SEARCH_DEBOUNCE_MS = 300;

const Heading = styled.h2({ ...text.h6, marginBottom: space(1.5) });

const CategoryList = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(1) });

const CategoryLink = styled(Link)({
  ...text.body2,
  display: 'flex',
  justifyContent: 'space-between',
  gap: space(1),
  minHeight: 32,
  alignItems: 'center',
  color: colors.text.primary,
  textDecoration: 'none',
  '&:hover': { color: colors.primary.main, textDecoration: 'underline' },
});

const Count = styled.span({ color: colors.text.secondary });

const TagInput = styled.input({
  ...text.body2,
  boxSizing: 'border-box',
  width: '100%',
  height: 44,
  padding: space(0, 1.5),
  marginBottom: space(1),
  fontFamily: 'inherit',
  border: `1px solid ${colors.divider}`,
  borderRadius: radius.card,
  '&:focus-visible': { outline: `2px solid ${colors.primary.main}`, outlineOffset: 1 },
});

const Note = styled.p({ ...text.body2, color: colors.text.secondary, margin: 0 });

function Categories() {
  const { data } = useCategoriesWithPosts();
  const categories = data?.data ?? [];
  // Loading or failed: the block waits or stays out; the posts and tags are still there.
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="blog-categories-heading">
      <Heading id="blog-categories-heading">Categories</Heading>
      <CategoryList>
        {categories.map((category) => (
          <li key={category._id}>
            <CategoryLink to={paths.blogCategory(category.slug)}>
              <span>{category.name}</span>
              <Count aria-label={`${category.post_count} posts`}>{category.post_count}</Count>
            </CategoryLink>
          </li>
        ))}
      </CategoryList>
      <MoreLink to={paths.blogTopics()}>All topics</MoreLink>
    </section>
  );
}

/** A value that follows `value` once it has stopped changing for `ms`. */
function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function TagSearch() {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const term = useDebounced(typed, TAG_SEARCH_DEBOUNCE_MS);
  const { data, error } = useTagSearch(term);
  const tags = isTagSearchable(term) ? (data?.data ?? []) : [];
  let status = '';
  if (typed.trim() !== '' && !isTagSearchable(typed)) status = TAG_SEARCH_HINT;
  else if (isTagSearchable(term) && error) status = error.message;
  else if (isTagSearchable(term) && data && tags.length === 0) status = `No tags match “${term.trim()}”`;
  return (
    <section aria-labelledby="blog-tag-search-heading">
      <Heading id="blog-tag-search-heading">
        <label htmlFor={inputId}>Find a tag</label>
      </Heading>
      <TagInput
        id={inputId}
        type="search"
        placeholder="Search tags"
        autoComplete="off"
        value={typed}
        maxLength={100}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Note role="status">{status}</Note>
      {tags.length > 0 ? (
        <ChipLinkList
          items={tags}
          label="Matching tags"
          href={(tag) => paths.blogTag(tag.slug)}
          size="small"
        />
      ) : null}
    </section>
  );
}

export default function SidebarBrowse() {
  return (
    <>
      <PopularTags />
      <Categories />
      <TagSearch />
    </>
  );
}
