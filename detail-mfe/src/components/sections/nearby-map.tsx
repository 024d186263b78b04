// The Location section's small map (issue 10): the project and the places near it, each type with
// its own colour. Loaded only when the server has a Google Maps key, as the section's own chunk.
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from '@emotion/styled';
import type { NearbyPlaces } from '@villa/shared/contracts/entities';
import { createGoogleMapsAdapter, DEVELOPMENT_MAP_ID } from '@villa/shared/maps/google-maps';
import type { MapsAdapter, MarkerSpec } from '@villa/shared/maps/maps-adapter';
import { useMapView } from '@villa/shared/maps/use-map-view';
import { MAP_LOAD_FAILED } from '@villa/shared/ui/map-key-note';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space, text } from '@villa/shared/ui/tokens';
import { useNearby } from '../../lib/get-nearby-places.ts';
import { MapFrame } from './map-frame.tsx';
import { distanceLabel } from './nearby-places.tsx';

/** Spec 9 names zoom 13 among the map's zooms: a project's streets. */
const ZOOM = 13;
export const PROJECT_MARKER_ID = 'project';

const Canvas = styled.div({ position: 'absolute', inset: 0 });
const Failure = styled.div({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' });
const Info = styled.div({ ...text.body2, display: 'grid', gap: space(0.5) });

/** The project and its places as markers; the airport is left out, usually tens of km away. */
export function nearbyMarkers(nearby: NearbyPlaces): MarkerSpec[] {
  const places = nearby.categories
    .flatMap((category) => category.groups)
    .filter((group) => group.type !== 'airport')
    .flatMap((group) =>
      group.places.map((place) => ({
        id: place.id,
        kind: group.type,
        position: place.location,
        title: place.name ?? 'Unknown',
      })),
    );
  return [
    { id: PROJECT_MARKER_ID, kind: 'project', position: nearby.project.location, title: nearby.project.name },
    ...places,
  ];
}

export interface NearbyMapProps {
  projectSlug: string;
  apiKey: string;
  /** GOOGLE_MAPS_MAP_ID, or null for Google's development map id. */
  mapId: string | null;
  /** For tests: a fake instead of Google. */
  adapter?: MapsAdapter;
}

export default function NearbyMap({ projectSlug, apiKey, mapId, adapter: given }: NearbyMapProps) {
  const adapter = useMemo(
    () => given ?? createGoogleMapsAdapter({ apiKey, mapId: mapId ?? DEVELOPMENT_MAP_ID }),
    [given, apiKey, mapId],
  );
  const { data: nearby } = useNearby(projectSlug);
  const canvas = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const infoElement = useMemo(() => document.createElement('div'), []);
  const center = nearby?.project.location;

  const { view, failed, retry } = useMapView(adapter, canvas, center ? { center, zoom: ZOOM } : null);

  const markers = useMemo(() => (nearby ? nearbyMarkers(nearby) : []), [nearby]);
  useEffect(() => {
    if (!view || !markers.length) return;
    view.setMarkers(markers, setSelected);
    view.fitBounds(markers.map((marker) => marker.position));
  }, [view, markers]);

  const place = nearby?.categories
    .flatMap((category) => category.groups.flatMap((group) => group.places))
    .find((item) => item.id === selected);
  const title =
    selected === PROJECT_MARKER_ID ? nearby?.project.name : place ? (place.name ?? 'Unknown') : null;

  useEffect(() => {
    view?.showInfo(title ? selected : null, title ? infoElement : undefined);
  }, [view, title, selected, infoElement]);

  return (
    <MapFrame>
      <Canvas ref={canvas} aria-label="Map of the project and the places nearby" role="region" />
      {failed ? (
        <Failure>
          <StatusMessage kind="error" title={MAP_LOAD_FAILED} onRetry={retry} dense />
        </Failure>
      ) : null}
      {title
        ? createPortal(
            <Info>
              <strong>{title}</strong>
              {place ? <span>{distanceLabel(place.distance_km)}</span> : null}
            </Info>,
            infoElement,
          )
        : null}
    </MapFrame>
  );
}
