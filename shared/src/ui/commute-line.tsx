// The buyer's commute from a villa to each of their places (issue 29): on the cards, the detail pages
// and the compare page. Only lazy chunks use it (state/places-picks.ts decides when), so no first
// screen downloads it; each app bundles its own copy.
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { Coordinates } from '@villa/api/schemas';
import { usePublicConfig } from '@villa/shared/api/public-config';
import { commuteBasis, commutes, type Commute } from '@villa/shared/maps/commute';
import { createMapCache } from '@villa/shared/maps/map-cache';
import { useMyPlaces } from '@villa/shared/state/my-places';

export type { Commute };

/** A villa's point as the API spells it ([longitude, latitude]) as a LatLng. */
const toLatLng = ({ coordinates: [lng, lat] }: Coordinates) => ({ lat, lng });

/**
 * The commute from the villa at `at` to each of the buyer's places, and what the figures are ('drive,
 * weekday 9 am' with a Maps key, 'straight line' without). Null while there are no places or no
 * answer yet; an unanswered Google call shows nothing rather than an error.
 */
export function useCommutes(at: Coordinates | undefined): { commutes: Commute[]; basis: string } | null {
  const places = useMyPlaces();
  const { data: config } = usePublicConfig();
  const apiKey = config ? config.googleMapsApiKey : undefined;
  const point = at ? toLatLng(at) : null;
  const key =
    point && places.length > 0 && apiKey !== undefined
      ? (['commute', point.lat, point.lng, JSON.stringify(places), apiKey ?? ''] as const)
      : null;
  const { data } = useSWR(
    key,
    () => commutes(point!, places, { apiKey: apiKey ?? null, cache: createMapCache() }),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
  return data && apiKey !== undefined ? { commutes: data, basis: commuteBasis(apiKey) } : null;
}

/** 'Office 35 min · School 20 min' */
export const commuteText = (list: readonly Commute[]) =>
  list.map((commute) => `${commute.label} ${commute.text}`).join(' · ');

/** The line itself, for a card or a page: what each place takes, and what the figures are. */
export function CommuteLine({ at, className }: { at: Coordinates | undefined; className?: string }) {
  const found = useCommutes(at);
  // Shown after hydration only: the places are in the browser.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !found) return null;
  return (
    <span className={className} title={`Your commute (${found.basis})`}>
      {commuteText(found.commutes)} ({found.basis})
    </span>
  );
}
