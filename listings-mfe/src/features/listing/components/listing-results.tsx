import type { ReactNode } from 'react';
import { Box, Typography } from '@villa/shared/mui/core';
import type { ListingTab } from '@villa/shared/contracts/entities';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { CardGridSkeleton } from '../../../components/card-skeleton.tsx';
import { useSentinel } from '../../../hooks/use-sentinel.ts';
import type { UnitsListing } from '../api/get-units.ts';

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

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
  const { error, isLoading, isRefreshing, isLoadingMore, hasMore, hasData, loadMore, retry } = listing;
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
      <Box role="status" aria-busy>
        <Box component="span" sx={visuallyHidden}>
          Loading...
        </Box>
        <CardGridSkeleton kind={tab} />
      </Box>
    );
  }

  return (
    <Box aria-busy={isRefreshing || undefined}>
      {isRefreshing ? (
        <Box
          sx={{
            position: 'sticky',
            top: 0,
            zIndex: 1,
            mb: 1,
            bgcolor: 'background.default',
            borderRadius: 2,
          }}
        >
          <StatusMessage kind="loading" title={texts.updating} dense />
        </Box>
      ) : null}
      {listing.message === 'similar_units' ? (
        // A plain banner rather than MUI's Alert: the listing's first screen stays on the core surface.
        <Typography
          role="status"
          sx={{ mb: 2, px: 2, py: 1.5, borderRadius: 2, bgcolor: '#e8f1fb', color: '#0d3c61' }}
        >
          {texts.similar}
        </Typography>
      ) : null}
      <Box sx={{ opacity: isRefreshing ? 0.5 : 1, transition: 'opacity 150ms' }}>
        {count === 0 ? <StatusMessage kind="empty" title={texts.empty} hint={EMPTY_HINT} /> : children}
      </Box>
      {isLoadingMore ? <StatusMessage kind="loading" title={texts.loadingMore} dense /> : null}
      {hasData && error ? (
        <StatusMessage kind="error" title={`Error: ${error.message}`} dense onRetry={retry} />
      ) : null}
      {/* Reaching this line loads the next page (spec 2.2). */}
      <div ref={sentinelRef} aria-hidden style={{ height: 1 }} />
    </Box>
  );
}
