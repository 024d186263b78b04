import { lazy, Suspense } from 'react';
import { useAuth } from '@villa/shared/state/auth';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { Paragraph, TextPage } from './text-page.tsx';

// The editor and the places code load with this page, after the server's first screen (the places
// are in the browser, or in the account, which the server does not read for a page).
const PlacesEditor = lazy(() => import('../../features/places/components/places-editor.tsx'));

/** /profile/places: the buyer's own places, from which every villa shows the drive (issue 29). */
export default function PlacesPage() {
  const { isLoggedIn } = useAuth();
  return (
    <TextPage title="My places">
      <Paragraph>
        Save up to five places you go to often: your office, the children's school, your parents' home. Every
        villa then shows how long the drive to each takes, on its card, its page and when you compare.
      </Paragraph>
      <Suspense fallback={<StatusMessage kind="loading" title="Loading your places..." />}>
        <PlacesEditor loggedIn={isLoggedIn} />
      </Suspense>
    </TextPage>
  );
}
