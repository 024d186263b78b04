import { lazy, Suspense } from 'react';
import type { ListingGone as ListingGoneAnswer } from '@villa/shared/contracts/entities';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { MessageContainer } from './page-layout.tsx';

// Met rarely (an old link to a listing taken down), so loaded when met, not with the page.
const ListingGone = lazy(() =>
  import('@villa/shared/ui/listing-gone').then((module) => ({ default: module.ListingGone })),
);

/**
 * The page of a unit or project taken down (the API's 410). A server-rendered 410 is the shell's
 * (its ListingGonePage); this one is met on navigating in the browser.
 */
export function GoneListing({ gone }: { gone: ListingGoneAnswer }) {
  return (
    <MessageContainer>
      <Suspense fallback={<StatusMessage kind="loading" title="Loading..." />}>
        <ListingGone gone={gone} />
      </Suspense>
    </MessageContainer>
  );
}
