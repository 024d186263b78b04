import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { useSearchParams } from '@villa/shared/router';
import { colors, radius, space, text } from '@villa/shared/ui/tokens';
import {
  BLOG_SEARCH_DEBOUNCE_MS,
  BLOG_SEARCH_MAX_LENGTH,
  BLOG_SEARCH_MIN_LENGTH,
} from '../../../config/blog.ts';
import { isSearchable } from '../api/search-posts.ts';

export const SEARCH_PARAM = 'search';
export const SEARCH_HINT = `Type at least ${BLOG_SEARCH_MIN_LENGTH} characters to search`;

/** What the API is asked for a typed value: trimmed, and '' when too short to search. */
export function searchTerm(value: string): string {
  const term = value.trim().slice(0, BLOG_SEARCH_MAX_LENGTH);
  return isSearchable(term) ? term : '';
}

/** The search term a query names in `search` ('' for none or one too short). */
export const searchTermFromQuery = (params: URLSearchParams): string =>
  searchTerm(params.get(SEARCH_PARAM) ?? '');

/** The search term in the URL: what the page shows results for ('' = the normal index). */
export function useSearchTerm(): string {
  const [params] = useSearchParams();
  return searchTermFromQuery(params);
}

const Form = styled.form({ position: 'relative', marginTop: space(2), maxWidth: 560 });

const Input = styled.input({
  ...text.body1,
  boxSizing: 'border-box',
  width: '100%',
  height: 48,
  padding: space(0, 2, 0, 6),
  fontFamily: 'inherit',
  color: colors.text.primary,
  backgroundColor: colors.paper,
  border: `1px solid ${colors.divider}`,
  borderRadius: radius.control,
  outline: 0,
  '&::placeholder': { color: colors.text.secondary, opacity: 1 },
  '&:hover': { borderColor: colors.text.secondary },
  '&:focus-visible': { borderColor: colors.primary.main, boxShadow: `0 0 0 1px ${colors.primary.main}` },
});

const Icon = styled.svg({
  position: 'absolute',
  left: space(1.5),
  top: 12,
  width: 24,
  height: 24,
  fill: colors.text.secondary,
  pointerEvents: 'none',
});

const Hint = styled.p({
  ...text.body2,
  color: colors.text.secondary,
  marginTop: space(0.5),
  minHeight: '1.5em',
});

/**
 * The blog's search box (spec 5: more than 2 characters). The term goes into the URL's `search`
 * once typing pauses, so a search can be shared and survives Back; the page reads it from there.
 * The first term adds a history entry (Back returns to the plain index), later keystrokes replace it.
 */
export function BlogSearchBox() {
  const [params, setParams] = useSearchParams();
  const urlTerm = searchTermFromQuery(params);
  const [value, setValue] = useState(urlTerm);
  const [shownTerm, setShownTerm] = useState(urlTerm);
  const hintId = useId();

  // The URL changed under the box (Back, Forward, a link to /blog): show its term, unless it is
  // already what the box holds (our own write).
  if (urlTerm !== shownTerm) {
    setShownTerm(urlTerm);
    if (searchTerm(value) !== urlTerm) setValue(urlTerm);
  }

  const wanted = searchTerm(value);

  const writeTerm = useCallback(
    (term: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (term) next.set(SEARCH_PARAM, term);
          else next.delete(SEARCH_PARAM);
          // New results start at their first page.
          next.delete('page');
          return next;
        },
        { replace: urlTerm !== '' || term === '' },
      );
    },
    [setParams, urlTerm],
  );

  useEffect(() => {
    if (wanted === urlTerm) return undefined;
    const timer = setTimeout(() => writeTerm(wanted), BLOG_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, urlTerm, writeTerm]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (wanted !== urlTerm) writeTerm(wanted);
  };

  const tooShort = value.trim() !== '' && wanted === '';
  return (
    <Form role="search" onSubmit={onSubmit}>
      <Icon aria-hidden focusable="false" viewBox="0 0 24 24">
        <path d="M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" />
      </Icon>
      <Input
        type="search"
        aria-label="Search the blog"
        placeholder="Search posts"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={BLOG_SEARCH_MAX_LENGTH}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-describedby={hintId}
      />
      <Hint id={hintId} aria-live="polite">
        {tooShort ? SEARCH_HINT : null}
      </Hint>
    </Form>
  );
}
