import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from '@emotion/styled';
import { useAtomValue } from 'jotai';
import type { ProjectSummary } from '@villa/shared/contracts/entities';
import type { MapCache } from '@villa/shared/maps/map-cache';
import type { LatLng, MapsAdapter, MarkerSpec } from '@villa/shared/maps/maps-adapter';
import { findRoute } from '@villa/shared/maps/routes';
import { useMapView } from '@villa/shared/maps/use-map-view';
import { MAP_LOAD_FAILED } from '@villa/shared/ui/map-key-note';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space, text } from '@villa/shared/ui/tokens';
import { useSearchParams } from '@villa/shared/router';
import { searchFromQuery } from '@villa/shared/state/city';
import { mapOriginAtom, type MapOrigin } from '../state/map-store.ts';

/** Spec 9: map zoom 12. */
export const MAP_ZOOM = 12;
/** Where the map starts when nothing else says: central Bengaluru. */
const FALLBACK_CENTER: LatLng = { lat: 12.9716, lng: 77.5946 };
export const ORIGIN_MARKER_ID = 'origin';

export const MAP_TEXTS = {
  pickOrigin: 'Search a place above to see the road distance.',
  routing: 'Finding the route...',
} as const;

const Canvas = styled.div({ position: 'absolute', inset: 0, borderRadius: 16, overflow: 'hidden' });
const Failure = styled.div({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: '#fff',
});
const Info = styled.div({ ...text.body2, display: 'grid', gap: space(0.5), minWidth: 160 });
const InfoTitle = styled.strong({ ...text.subtitle1 });

/** A project's position: `cordinates.coordinates` is [longitude, latitude] (GeoJSON). */
export const projectPosition = (project: ProjectSummary): LatLng => ({
  lat: project.cordinates.coordinates[1],
  lng: project.cordinates.coordinates[0],
});

function centerOf(projects: readonly ProjectSummary[]): LatLng {
  if (!projects.length) return FALLBACK_CENTER;
  const sum = projects.map(projectPosition).reduce((a, b) => ({ lat: a.lat + b.lat, lng: a.lng + b.lng }));
  return { lat: sum.lat / projects.length, lng: sum.lng / projects.length };
}

export interface ResultsMapProps {
  adapter: MapsAdapter;
  cache: MapCache;
  projects: readonly ProjectSummary[];
  /** The picker's searched place (the URL's `search`), the origin until one is chosen here. */
  searchedPlace?: LatLng | null;
}

type Route = { projectId: string; label: string } | null;

/**
 * A marker per project of the results (spec 2.3), the searched place's marker, and for the project
 * the buyer picks an info window with its name and the road distance from the searched place, with
 * the route drawn in blue. A new searched place clears the pick.
 */
export function ResultsMap({ adapter, cache, projects, searchedPlace = null }: ResultsMapProps) {
  const canvas = useRef<HTMLDivElement>(null);
  const chosen = useAtomValue(mapOriginAtom);
  const [params] = useSearchParams();
  const searchName = searchFromQuery(params);
  // Routes start from the place chosen in the directions box, else from the picker's searched place.
  const origin = useMemo<(LatLng & Pick<MapOrigin, 'kind' | 'search'>) | null>(() => {
    if (chosen) return { lat: chosen.lat, lng: chosen.lng, kind: chosen.kind, search: chosen.search };
    if (searchedPlace && searchName) {
      return { lat: searchedPlace.lat, lng: searchedPlace.lng, kind: 'search', search: searchName };
    }
    return null;
  }, [chosen, searchedPlace, searchName]);
  const from = useMemo<LatLng | null>(() => (origin ? { lat: origin.lat, lng: origin.lng } : null), [origin]);
  const [selected, setSelected] = useState<string | null>(null);
  const [route, setRoute] = useState<Route>(null);
  // The info window's content: React renders into it, Google shows it.
  const infoElement = useMemo(() => document.createElement('div'), []);
  // Where the map opens: later results and searches move it, they don't make a new one.
  const [startAt] = useState(() => ({ center: centerOf(projects), zoom: MAP_ZOOM }));

  const { view, failed, retry } = useMapView(adapter, canvas, startAt);

  const markers = useMemo<MarkerSpec[]>(() => {
    const list: MarkerSpec[] = projects.map((project) => ({
      id: project._id,
      kind: 'project',
      position: projectPosition(project),
      title: project.name,
    }));
    if (origin && from)
      list.push({ id: ORIGIN_MARKER_ID, kind: origin.kind, position: from, title: origin.search });
    return list;
  }, [projects, origin, from]);

  useEffect(() => {
    view?.setMarkers(markers, (id) => {
      if (id !== ORIGIN_MARKER_ID) setSelected(id);
    });
  }, [view, markers]);

  // Another starting point: the old pick and its route go (spec 4), the map moves to the place.
  useEffect(() => {
    setSelected(null);
    if (from) view?.setCenter(from, MAP_ZOOM);
  }, [view, from]);

  const project = projects.find((item) => item._id === selected) ?? null;

  useEffect(() => {
    setRoute(null);
    view?.setRoute([]);
    if (!view || !project || !from) return;
    let live = true;
    void findRoute(adapter, cache, from, projectPosition(project)).then((found) => {
      if (!live) return;
      setRoute({ projectId: project._id, label: found.label });
      view.setRoute(found.path);
    });
    return () => {
      live = false;
    };
  }, [adapter, cache, view, project, from]);

  useEffect(() => {
    view?.showInfo(project ? project._id : null, project ? infoElement : undefined);
  }, [view, project, infoElement]);

  const distance = !origin
    ? MAP_TEXTS.pickOrigin
    : route && route.projectId === project?._id
      ? route.label
      : MAP_TEXTS.routing;

  return (
    <>
      <Canvas ref={canvas} data-testid="results-map" />
      {failed ? (
        <Failure>
          <StatusMessage kind="error" title={MAP_LOAD_FAILED} onRetry={retry} />
        </Failure>
      ) : null}
      {project
        ? createPortal(
            <Info>
              <InfoTitle>{project.name}</InfoTitle>
              <span>{distance}</span>
            </Info>,
            infoElement,
          )
        : null}
    </>
  );
}
