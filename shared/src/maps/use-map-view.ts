import { useEffect, useState, type RefObject } from 'react';
import type { MapOptions, MapsAdapter, MapView } from '@villa/shared/maps/maps-adapter';

export interface MapViewState {
  /** The map once drawn; null while Google's code loads, and after a failure. */
  view: MapView | null;
  /** Google's code or the map could not load (offline, blocked, a bad key). */
  failed: boolean;
  /** Tries again after a failure. */
  retry: () => void;
}

/**
 * A map in `canvas`, made once the element and `options` are there and kept until the adapter, the
 * starting point or a retry asks for another: the listing's map and the detail pages' small map.
 */
export function useMapView(
  adapter: MapsAdapter,
  canvas: RefObject<HTMLElement | null>,
  options: MapOptions | null,
): MapViewState {
  const [view, setView] = useState<MapView | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const lat = options?.center.lat;
  const lng = options?.center.lng;
  const zoom = options?.zoom;

  useEffect(() => {
    const element = canvas.current;
    if (!element || lat === undefined || lng === undefined || zoom === undefined) return;
    let live = true;
    let created: MapView | null = null;
    setFailed(false);
    adapter
      .createMap(element, { center: { lat, lng }, zoom })
      .then((map) => {
        created = map;
        if (live) setView(map);
        else map.destroy();
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      created?.destroy();
      setView(null);
    };
  }, [adapter, canvas, attempt, lat, lng, zoom]);

  return { view, failed, retry: () => setAttempt((n) => n + 1) };
}
