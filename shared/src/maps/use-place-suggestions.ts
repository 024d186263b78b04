// Google's place suggestions as a buyer types (the listing's directions box, the places page).
import { useEffect, useRef, useState } from 'react';
import type { MapsAdapter, PlacePrediction } from '@villa/shared/maps/maps-adapter';

/** Spec 2.3 and 9: place search begins at 2 characters, 500 ms after the last keystroke. */
export const PLACE_SEARCH_MIN_LENGTH = 2;
export const PLACE_SEARCH_DEBOUNCE_MS = 500;

/** The selected city and its state: suggestions elsewhere are left out (spec 2.3). */
export interface SearchArea {
  city: string;
  state: string | null;
}

const mentions = (text: string, name: string | null) =>
  name !== null && name !== '' && text.toLowerCase().includes(name.toLowerCase());

export const inArea = (prediction: PlacePrediction, area: SearchArea) => {
  const text = `${prediction.name}, ${prediction.description}`;
  return mentions(text, area.city) || mentions(text, area.state);
};

/**
 * Google's suggestions for what the buyer types (region IN), in the selected city or state (any, with
 * no `area`: a buyer's office may be in another city than the villas they look at). One
 * session token per search, renewed once a place is chosen (`endSession`). A failed lookup leaves
 * the suggestions empty, silently (spec 8).
 */
export function usePlaceSuggestions(adapter: MapsAdapter, input: string, area?: SearchArea) {
  const [suggestions, setSuggestions] = useState<PlacePrediction[]>([]);
  const session = useRef<Promise<unknown> | null>(null);
  const query = input.trim();
  const city = area?.city;
  const state = area?.state ?? null;

  useEffect(() => {
    if (query.length < PLACE_SEARCH_MIN_LENGTH) {
      setSuggestions([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      session.current ??= adapter.newSessionToken();
      session.current
        .then((sessionToken) => adapter.predictPlaces(query, { sessionToken }))
        .then((found) => {
          if (live)
            setSuggestions(
              city === undefined ? found : found.filter((prediction) => inArea(prediction, { city, state })),
            );
        })
        .catch(() => {
          if (live) setSuggestions([]);
        });
    }, PLACE_SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [adapter, query, city, state]);

  return {
    suggestions,
    /** The token of the current session, for the details call that ends it. */
    sessionToken: () => (session.current ??= adapter.newSessionToken()),
    endSession: () => {
      session.current = null;
    },
  };
}
