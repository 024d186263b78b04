import styled from '@emotion/styled';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from '@villa/shared/router';
import { cameFromListing, paths } from '@villa/shared/lib/paths';
import { colors, space, text, up } from '@villa/shared/ui/tokens';

const Nav = styled.nav({ ...text.body1, color: colors.text.secondary });

const Trail = styled.ol({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Separator = styled.li({ display: 'flex', userSelect: 'none', marginInline: space(1) });

const Crumb = styled(RouterLink)({
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
});

/** The page's own name, on one line (cut short with '…' on phones). */
const Current = styled.p({
  ...text.body1,
  color: colors.text.primary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: 200,
  [up('sm')]: { maxWidth: 'none' },
});

/** A plain click: a new tab or window (a modifier or another button) is the browser's. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The way back to the listing from a detail page: the page's query kept (city, search). A query that
 * names no city loads the listing from the server (`reloadDocument`), which sends it to the buyer's
 * last city (its cookie: api/src/plugins/app/web-apps/remembered-city.ts): so the detail pages
 * download no cookie reader, and their first load stays within its budget.
 */
export function useWayToListing(): { to: string; reloadDocument: boolean } {
  const query = new URLSearchParams(useLocation().search);
  return { to: paths.units(query), reloadDocument: !query.get('city')?.trim() };
}

/**
 * Back to the listing (useWayToListing), then the page's own name. Opened from the listing, the way
 * back goes back in history (spec 2.4), so the list is as it was left.
 */
export function DetailBreadcrumb({ current }: { current: string }) {
  const { state } = useLocation();
  const listing = useWayToListing();
  const navigate = useNavigate();
  const back = cameFromListing(state);
  return (
    <Nav aria-label="Breadcrumb">
      <Trail>
        <li>
          <Crumb
            {...listing}
            onClick={(event) => {
              if (!back || !isPlainClick(event)) return;
              event.preventDefault();
              void navigate(-1);
            }}
          >
            Villas
          </Crumb>
        </li>
        <Separator aria-hidden>/</Separator>
        <li>
          <Current aria-current="page">{current}</Current>
        </li>
      </Trail>
    </Nav>
  );
}
