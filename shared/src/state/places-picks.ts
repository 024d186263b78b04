// Whether the places code is worth loading yet (issue 29): the browser holds places, or the buyer's
// account has not been read on this browser since they logged in, or a logged-out browser still holds
// an account's copy. The cards and pages look here first, so a buyer who has no places downloads
// none of state/my-places.ts. Bundled into each app (tooling/webpack/sharing.mjs).
import { useEffect, useState } from 'react';
import { MY_PLACES_ACCOUNT_KEY, MY_PLACES_STORAGE_KEY } from '@villa/api/contract/my-places';
import { onVillaEvent } from '@villa/shared/contracts/events';
import { AUTH_TOKEN_KEY } from '@villa/shared/state/auth';

function placesToRead(): boolean {
  try {
    const loggedIn = localStorage.getItem(AUTH_TOKEN_KEY) !== null;
    const account = localStorage.getItem(MY_PLACES_ACCOUNT_KEY) !== null;
    return localStorage.getItem(MY_PLACES_STORAGE_KEY) !== null || loggedIn !== account;
  } catch {
    // Blocked storage holds no places.
    return false;
  }
}

/** False on the server and while hydrating; then true once there are places to show, or they change. */
export function usePlacesWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (placesToRead()) setWanted(true);
    const stopPlaces = onVillaEvent('places:changed', () => setWanted(true));
    const stopAuth = onVillaEvent('auth:changed', () => setWanted(placesToRead()));
    return () => {
      stopPlaces();
      stopAuth();
    };
  }, []);
  return wanted;
}
