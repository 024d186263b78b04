import { lazy, Suspense } from 'react';
import useSWR, { unstable_serialize } from 'swr';
import type { ApiError } from '@villa/shared/api/client';
import type { ListingGone as ListingGoneAnswer } from '@villa/shared/contracts/entities';
import { goneFirstScreen, listingGoneOf } from '@villa/shared/lib/listing-gone';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { MessageContainer } from './page-layout.tsx';

// Met rarely (an old link to a listing taken down), so loaded when met, not with the page.
const ListingGone = lazy(() =>
  import('@villa/shared/ui/listing-gone').then((module) => ({ default: module.ListingGone })),
);

type Kind = 'unit' | 'project';
const goneKey = (kind: Kind, slug: string) => ['gone', kind, slug] as const;

/**
 * For loadFirstScreen: the first screen of a listing taken down when `error` is the API's 410 (the
 * server then answers 410 and the page shows it), else null.
 */
export function goneFirstScreenOf(kind: Kind, slug: string, error: unknown): Record<string, unknown> | null {
  const gone = listingGoneOf((error as Partial<ApiError> | null)?.body);
  return gone ? goneFirstScreen(unstable_serialize(goneKey(kind, slug)), gone) : null;
}

/**
 * The API's 410 answer for the listing at `slug`: from the server's first screen (SWR's fallback, so
 * hydration shows what the server rendered) or from the error met in the browser.
 */
export function useGoneListing(
  kind: Kind,
  slug: string,
  error: ApiError | undefined,
): ListingGoneAnswer | null {
  const { data: served } = useSWR<unknown>(goneKey(kind, slug), null);
  return listingGoneOf(error?.body) ?? listingGoneOf(served);
}

/** The page of a unit or project taken down (the API's 410). */
export function GoneListing({ gone }: { gone: ListingGoneAnswer }) {
  return (
    <MessageContainer>
      <Suspense fallback={<StatusMessage kind="loading" title="Loading..." />}>
        <ListingGone gone={gone} />
      </Suspense>
    </MessageContainer>
  );
}
