import { useEffect, useRef } from 'react';
import { useSearchParams } from '@villa/shared/router';
import { useCity } from '@villa/shared/state/city';

/** Keeps the selected city and the `city` query parameter in step (spec 2.1); on load the URL wins. */
export function useCityQuerySync() {
  const [city, setCity] = useCity();
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('city');
  const firstRun = useRef(true);

  // The URL changed (first load, back/forward, a shared link): adopt its city.
  useEffect(() => {
    if (fromUrl && fromUrl !== city) setCity(fromUrl);
    // Only a change of the URL should move the city.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromUrl]);

  // The city changed in the app: write it into the URL without adding a history entry.
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    if (fromUrl === city) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('city', city);
        return next;
      },
      { replace: true },
    );
    // Writing the URL only follows the city.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [city]);
}
