import { useEffect } from 'react';
import { useSearchedPlace } from '@villa/shared/api/locations';
import type { ListingScope } from '../api/get-units.ts';

export interface SearchedPlaceProps {
  onPlace: (place: ListingScope['place']) => void;
}

/**
 * Finds where the URL's `search` is (a locality of the city, else a named place in it) and reports it. Loaded only when the
 * URL searches: the cities and locations code is no part of a plain listing's first load.
 */
export default function SearchedPlace({ onPlace }: SearchedPlaceProps) {
  const place = useSearchedPlace();
  useEffect(() => onPlace(place), [place, onPlace]);
  return null;
}
