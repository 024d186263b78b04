// Google's map for the project's pin (map-pin-field.tsx loads it on "Pick on the map"): a click puts
// the pin there and fills latitude and longitude. The map's code is the maps adapter's, as the
// listing's and the detail pages' maps are; a test gives it the fake adapter.
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { createGoogleMapsAdapter, DEVELOPMENT_MAP_ID } from '@villa/shared/maps/google-maps';
import type { LatLng, MapsAdapter } from '@villa/shared/maps/maps-adapter';
import { useMapView } from '@villa/shared/maps/use-map-view';
import { Button, Text } from '@villa/shared/ui/kit';
import { colors, radius, space } from '@villa/shared/ui/tokens';

/** Where the map starts when the project has no pin yet: Bengaluru's centre. */
const NO_PIN: LatLng = { lat: 12.9716, lng: 77.5946 };
const ZOOM = 14;

const Canvas = styled.div({
  height: 320,
  borderRadius: radius.card,
  border: `1px solid ${colors.divider}`,
  marginTop: space(1),
});

export interface PinPickerProps {
  apiKey: string;
  mapId: string | null;
  /** The pin as the fields hold it (NaN when they are empty). */
  pin: LatLng;
  onPick: (point: LatLng) => void;
  /** Tests give the fake; otherwise Google's. */
  adapter?: MapsAdapter;
}

const known = (pin: LatLng) =>
  Number.isFinite(pin.lat) && Number.isFinite(pin.lng) && (pin.lat !== 0 || pin.lng !== 0);

export default function PinPicker({ apiKey, mapId, pin, onPick, adapter: given }: PinPickerProps) {
  const adapter = useMemo(
    () => given ?? createGoogleMapsAdapter({ apiKey, mapId: mapId ?? DEVELOPMENT_MAP_ID }),
    [given, apiKey, mapId],
  );
  const canvas = useRef<HTMLDivElement>(null);
  // The map starts where the pin was when it opened; later picks move the pin, not the map.
  const [start] = useState(() => (known(pin) ? pin : NO_PIN));
  const { view, failed, retry } = useMapView(adapter, canvas, { center: start, zoom: ZOOM });
  // The latest handler, without listening again on each render.
  const picked = useRef(onPick);
  useEffect(() => {
    picked.current = onPick;
  });

  useEffect(() => {
    if (!view) return;
    view.onPick((point) => picked.current(point));
    return () => view.onPick(null);
  }, [view]);

  const { lat, lng } = pin;
  useEffect(() => {
    const position = { lat, lng };
    view?.setMarkers(
      known(position) ? [{ id: 'pin', kind: 'project', position, title: 'The project’s pin' }] : [],
    );
  }, [view, lat, lng]);

  return (
    <div>
      <Text look="body2" tone="secondary">
        Click the map where the project is: the pin moves there and the latitude and longitude follow.
      </Text>
      <Canvas ref={canvas} role="region" aria-label="Map: click to place the pin" />
      {failed && (
        <Text role="alert" look="body2" tone="error">
          The map could not load.{' '}
          <Button type="button" variant="text" onClick={retry}>
            Retry
          </Button>
        </Text>
      )}
    </div>
  );
}
