import { lazy, Suspense, type ReactNode } from 'react';
import styled from '@emotion/styled';
import type { ListingTab } from '@villa/shared/contracts/entities';
import { withoutProps } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { colors, space, text } from '@villa/shared/ui/tokens';
import { CardGridSkeleton } from '../../../components/card-skeleton.tsx';
import { useSentinel } from '../../../hooks/use-sentinel.ts';
import type { UnitsListing } from '../api/get-units.ts';

// Only for similar units of which there are none: no part of a first load.
const NothingListedNudge = lazy(() => import('../../../components/nothing-listed-nudge.tsx'));

/** The texts of spec 2.2, per tab. */
export const LISTING_TEXTS = {
  units: {
    empty: 'No villas found',
    loadingMore: 'Loading more villas...',
    updating: 'Updating villas...',
    similar: 'Oops! No matches found, but we have similar villas available for you!',
  },
  projects: {
    empty: 'No projects found',
    loadingMore: 'Loading more projects...',
    updating: 'Updating projects...',
    similar: 'Oops! No matches found, but we have similar projects available for you!',
  },
} as const satisfies Record<ListingTab, Record<string, string>>;

export const EMPTY_HINT = 'Try adjusting your search criteria';

/** 'Updating villas...' over the old results, staying in view as the list scrolls. */
const UpdatingBar = styled.div({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  marginBottom: space(1),
  backgroundColor: colors.background,
  borderRadius: 20,
});

/** A plain banner rather than MUI's Alert: the listing's first screen loads no MUI. */
const SimilarBanner = styled.p({
  ...text.body1,
  marginBottom: space(2),
  padding: space(1.5, 2),
  borderRadius: 20,
  backgroundColor: '#e8f1fb',
  color: '#0d3c61',
});

/**
 * The first load's 'Loading...' (spec 2.2), drawn over the skeleton cards rather than above them: it
 * takes no room, so nothing moves when the cards replace it.
 */
const FirstLoad = styled.div({ position: 'relative' });
const FirstLoadText = styled.p({
  ...text.body2,
  position: 'absolute',
  zIndex: 1,
  top: space(2),
  left: '50%',
  transform: 'translateX(-50%)',
  padding: space(0.5, 2),
  borderRadius: 20,
  backgroundColor: colors.paper,
  boxShadow: '0 1px 3px rgba(0,0,0,0.12)',
});

/** The results, faded while another city's load. */
const Results = styled('div', { shouldForwardProp: withoutProps('faded') })<{ faded: boolean }>(
  ({ faded }) => ({
    opacity: faded ? 0.5 : 1,
    transition: 'opacity 150ms',
  }),
);

export interface ListingResultsProps {
  tab: ListingTab;
  listing: UnitsListing;
  /** How many items the tab has loaded. */
  count: number;
  /** The cards. */
  children: ReactNode;
}

/** A tab's results with its loading, empty, error, similar-results and next-page states. */
export function ListingResults({ tab, listing, count, children }: ListingResultsProps) {
  const texts = LISTING_TEXTS[tab];
  const { error, isLoading, isRefreshing, isLoadingMore, refreshFailed, hasMore, hasData, loadMore, retry } =
    listing;
  const sentinelRef = useSentinel<HTMLDivElement>(
    loadMore,
    hasMore && !isLoadingMore && !isRefreshing && !error,
  );

  if (!hasData && error) {
    return <StatusMessage kind="error" title={`Error: ${error.message}`} onRetry={retry} />;
  }
  if (isLoading || !hasData) {
    // Cards of the same size stand in for the first page, so nothing moves when it arrives.
    return (
      <FirstLoad role="status" aria-busy>
        <FirstLoadText>Loading...</FirstLoadText>
        <CardGridSkeleton kind={tab} />
      </FirstLoad>
    );
  }

  return (
    <div aria-busy={isRefreshing || undefined}>
      {isRefreshing ? (
        <UpdatingBar>
          <StatusMessage kind="loading" title={texts.updating} dense />
        </UpdatingBar>
      ) : null}
      {/* New results failed: said above the old ones, which stay faded (a next page's failure is below). */}
      {refreshFailed && error ? (
        <UpdatingBar>
          <StatusMessage kind="error" title={`Error: ${error.message}`} dense onRetry={retry} />
        </UpdatingBar>
      ) : null}
      {listing.message === 'similar_units' ? (
        <SimilarBanner role="status">{texts.similar}</SimilarBanner>
      ) : null}
      {listing.message === 'similar_units' && count === 0 ? (
        <Suspense fallback={null}>
          <NothingListedNudge />
        </Suspense>
      ) : null}
      <Results faded={isRefreshing || refreshFailed}>
        {count === 0 ? <StatusMessage kind="empty" title={texts.empty} hint={EMPTY_HINT} /> : children}
      </Results>
      {isLoadingMore ? <StatusMessage kind="loading" title={texts.loadingMore} dense /> : null}
      {error && !refreshFailed ? (
        <StatusMessage kind="error" title={`Error: ${error.message}`} dense onRetry={retry} />
      ) : null}
      {/* Reaching this line loads the next page (spec 2.2). */}
      <div ref={sentinelRef} aria-hidden style={{ height: 1 }} />
    </div>
  );
}
