import styled from '@emotion/styled';
import { colors, radius, space, text } from '@villa/shared/ui/tokens';

export interface BlogPaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

type Item = number | 'previous' | 'next' | 'start-ellipsis' | 'end-ellipsis';

const range = (start: number, end: number) => Array.from({ length: end - start + 1 }, (_, i) => start + i);

/**
 * The items MUI's Pagination shows with one boundary page and one sibling on each side:
 * previous, 1, …, page − 1, page, page + 1, …, last, next.
 */
export function paginationItems(page: number, count: number): Item[] {
  const boundary = 1;
  const siblings = 1;
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - siblings, count - boundary - siblings * 2 - 1),
    boundary + 2,
  );
  const siblingsEnd = Math.min(Math.max(page + siblings, boundary + siblings * 2 + 2), count - boundary - 1);
  return [
    'previous',
    ...startPages,
    ...(siblingsStart > boundary + 2
      ? (['start-ellipsis'] as const)
      : boundary + 1 < count - boundary
        ? [boundary + 1]
        : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundary - 1
      ? (['end-ellipsis'] as const)
      : count - boundary > boundary
        ? [count - boundary]
        : []),
    ...endPages,
    'next',
  ];
}

const Frame = styled.nav({ display: 'flex', justifyContent: 'center', marginTop: space(4) });

const List = styled.ul({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const itemBase = {
  ...text.body2,
  boxSizing: 'border-box',
  minWidth: 32,
  margin: '0 3px',
  padding: '0 6px',
  textAlign: 'center',
  color: colors.text.primary,
} as const;

const Ellipsis = styled.div({ ...itemBase, height: 'auto' });

/** A page button as MUI's rounded pagination item: 32 px, filled green for the current page. */
const PageButton = styled.button({
  ...itemBase,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 32,
  border: 0,
  borderRadius: radius.control,
  fontFamily: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition:
    'color 250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms, background-color 250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms',
  '&:hover': { backgroundColor: colors.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: 2 },
  '&:disabled': { opacity: 0.38, cursor: 'default', pointerEvents: 'none' },
  '&[aria-current="page"]': {
    color: colors.primary.contrastText,
    backgroundColor: colors.primary.main,
    '&:hover': {
      backgroundColor: colors.primary.dark,
      '@media (hover: none)': { backgroundColor: colors.primary.main },
    },
  },
});

const ArrowSvg = styled.svg({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  fill: 'currentColor',
  fontSize: '1.25rem',
  margin: '0 -8px',
});

/** MUI's NavigateBefore / NavigateNext chevrons. */
const ARROWS = {
  previous: 'M15.41 7.41L14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  next: 'M10 6L8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
} as const;

function Arrow({ direction }: { direction: keyof typeof ARROWS }) {
  return (
    <ArrowSvg aria-hidden focusable="false" viewBox="0 0 24 24">
      <path d={ARROWS[direction]} />
    </ArrowSvg>
  );
}

/**
 * Page buttons under a post grid (the labels MUI's Pagination gives them: 'Go to page 2', 'page 1'
 * for the current one, 'Go to previous page', 'Go to next page'); nothing when everything fits on
 * one page.
 */
export function BlogPagination({ page: requested, totalPages, onChange }: BlogPaginationProps) {
  if (totalPages <= 1) return null;
  const page = Math.min(requested, totalPages);
  return (
    <Frame aria-label="Blog pages">
      <nav aria-label="pagination navigation">
        <List>
          {paginationItems(page, totalPages).map((item) => (
            <li key={item}>
              {item === 'start-ellipsis' || item === 'end-ellipsis' ? (
                <Ellipsis>…</Ellipsis>
              ) : item === 'previous' || item === 'next' ? (
                <PageButton
                  type="button"
                  aria-label={`Go to ${item} page`}
                  disabled={item === 'previous' ? page <= 1 : page >= totalPages}
                  onClick={() => onChange(item === 'previous' ? page - 1 : page + 1)}
                >
                  <Arrow direction={item} />
                </PageButton>
              ) : (
                <PageButton
                  type="button"
                  aria-label={item === page ? `page ${item}` : `Go to page ${item}`}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => onChange(item)}
                >
                  {item}
                </PageButton>
              )}
            </li>
          ))}
        </List>
      </nav>
    </Frame>
  );
}
