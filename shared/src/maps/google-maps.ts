// The MapsAdapter on Google Maps: the only file that touches google.maps (PERFORMANCE.md "Maps").
// Google's script loads on the first map or places call, through the js-api-loader; the loader adds
// no script when `google.maps.importLibrary` already exists, which is how browser tests fake Google.
// Routes come from the Routes API by a plain POST, so they need no library at all.
/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import type { MarkerClusterer } from '@googlemaps/markerclusterer';
import type {
  LatLng,
  MapOptions,
  MapsAdapter,
  MapView,
  MarkerKind,
  MarkerSpec,
  NearbyPlace,
  PlacePrediction,
  RouteResult,
} from '@villa/shared/maps/maps-adapter';
import { MARKER_STYLES } from '@villa/shared/maps/marker-style';
import { decodePolyline } from '@villa/shared/maps/polyline';

/** Above this many markers they are grouped into clusters; a buyer otherwise sees every project's pin. */
const CLUSTER_FROM = 200;
const ROUTES_URL = 'https://routes.googleapis.com/directions/v2:computeRoutes';

const ROUTE_FIELD_MASK = 'routes.distanceMeters,routes.polyline.encodedPolyline';
const ROUTE_LINE: google.maps.PolylineOptions = {
  strokeColor: '#1a73e8',
  strokeOpacity: 0.9,
  strokeWeight: 4,
};
const NEARBY_MAX_RESULTS = 5;
const PLACE_FIELDS = ['displayName', 'location'];
/** Keeps pins at the edge of a fitted view clear of the map's border. */
const FIT_PADDING_PX = 48;

/**
 * Google's map id for trying advanced markers, used when the server names none (GOOGLE_MAPS_MAP_ID):
 * fine for development; a deployment creates its own in the Cloud console.
 */
export const DEVELOPMENT_MAP_ID = 'DEMO_MAP_ID';

export interface GoogleMapsConfig {
  apiKey: string;
  /** A map id is required by Advanced Markers. */
  mapId: string;
}

type Libraries = google.maps.ImportLibraryMap;
type AdvancedMarker = google.maps.marker.AdvancedMarkerElement;
type SessionToken = google.maps.places.AutocompleteSessionToken;
type Prediction = google.maps.places.PlacePrediction;

interface ShownMarker {
  spec: MarkerSpec;
  marker: AdvancedMarker;
}

export function createGoogleMapsAdapter(config: GoogleMapsConfig): MapsAdapter {
  const load = <Name extends keyof Libraries>(name: Name) => {
    configureLoader(config);
    return importLibrary(name);
  };
  // The predictions of each typing session: a details call made through `toPlace()` carries the
  // session's token, so Google bills the session once instead of every keystroke.
  const predictionsBySession = new WeakMap<SessionToken, Map<string, Prediction>>();

  return {
    async createMap(element, options) {
      const [maps, markers] = await Promise.all([load('maps'), load('marker')]);
      return createMapView(element, options, config.mapId, maps, markers);
    },

    async newSessionToken() {
      const { AutocompleteSessionToken } = await load('places');
      return new AutocompleteSessionToken();
    },

    async predictPlaces(input, { sessionToken }) {
      const { AutocompleteSuggestion, AutocompleteSessionToken } = await load('places');
      const session = sessionToken instanceof AutocompleteSessionToken ? sessionToken : undefined;
      const { suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        sessionToken: session,
        // `region` only ranks results; `includedRegionCodes` restricts them to India (spec 2.3).
        region: 'in',
        includedRegionCodes: ['in'],
        language: 'en',
      });
      const predictions = suggestions.flatMap(({ placePrediction }) =>
        placePrediction ? [placePrediction] : [],
      );
      if (session) {
        const remembered = predictionsBySession.get(session) ?? new Map<string, Prediction>();
        for (const prediction of predictions) remembered.set(prediction.placeId, prediction);
        predictionsBySession.set(session, remembered);
      }
      return predictions.map(toPlacePrediction);
    },

    async placeDetails(placeId, { sessionToken }) {
      const { Place, AutocompleteSessionToken } = await load('places');
      const session = sessionToken instanceof AutocompleteSessionToken ? sessionToken : undefined;
      const place =
        (session && predictionsBySession.get(session)?.get(placeId)?.toPlace()) ??
        new Place({ id: placeId, requestedLanguage: 'en', requestedRegion: 'in' });
      const { place: fetched } = await place.fetchFields({ fields: PLACE_FIELDS });
      if (!fetched.location) throw new Error(`Place ${placeId} has no location`);
      return { name: fetched.displayName ?? '', location: toLatLng(fetched.location) };
    },

    async nearbyPlaces(center, type, radiusMeters) {
      const { Place } = await load('places');
      const { places } = await Place.searchNearby({
        fields: PLACE_FIELDS,
        locationRestriction: { center, radius: radiusMeters },
        includedPrimaryTypes: [type],
        maxResultCount: NEARBY_MAX_RESULTS,
        language: 'en',
        region: 'in',
      });
      return places.flatMap(({ displayName, location }): NearbyPlace[] =>
        location ? [{ name: displayName ?? null, location: toLatLng(location) }] : [],
      );
    },

    computeRoute: (origin, destination) => computeRoute(config.apiKey, origin, destination),
  };
}

let loaderConfigured = false;

/** The loader takes its options once per page; a second adapter (another remote's) shares them. */
function configureLoader({ apiKey, mapId }: GoogleMapsConfig) {
  if (loaderConfigured) return;
  setOptions({ key: apiKey, v: 'weekly', language: 'en', region: 'IN', mapIds: [mapId] });
  loaderConfigured = true;
}

function createMapView(
  element: HTMLElement,
  { center, zoom }: MapOptions,
  mapId: string,
  { Map: GoogleMap, InfoWindow, Polyline }: Libraries['maps'],
  { AdvancedMarkerElement, PinElement }: Libraries['marker'],
): MapView {
  const map = new GoogleMap(element, {
    center,
    zoom,
    mapId,
    clickableIcons: false,
    // The map sits inside a scrolling page: one finger (or the wheel) scrolls the page, two pan.
    gestureHandling: 'cooperative',
    fullscreenControl: false,
    streetViewControl: false,
    mapTypeControl: false,
  });
  const infoWindow = new InfoWindow();
  const routeLine = new Polyline(ROUTE_LINE);
  const shown = new Map<string, ShownMarker>();
  let onSelect: ((id: string) => void) | undefined;
  let infoMarkerId: string | null = null;
  let clusterer: MarkerClusterer | null = null;
  let loadingClusterer = false;
  let destroyed = false;
  let picking: google.maps.MapsEventListener | null = null;

  function pin(kind: MarkerKind) {
    const { color, glyph } = MARKER_STYLES[kind];
    return new PinElement({ background: color, borderColor: '#ffffff', glyphText: glyph });
  }

  function createMarker(spec: MarkerSpec) {
    const marker = new AdvancedMarkerElement({
      position: spec.position,
      title: spec.title,
      gmpClickable: true,
    });
    marker.append(pin(spec.kind));
    // gmpClickable makes the pin a focusable control named by its title; gmp-click is its activation.
    marker.addEventListener('gmp-click', () => onSelect?.(spec.id));
    return marker;
  }

  /** A kept marker follows its new spec in place, so it does not flicker. */
  function updateMarker(current: ShownMarker, spec: MarkerSpec) {
    current.marker.position = spec.position;
    current.marker.title = spec.title;
    if (current.spec.kind !== spec.kind) current.marker.replaceChildren(pin(spec.kind));
    current.spec = spec;
  }

  function closeInfo() {
    infoWindow.close();
    infoMarkerId = null;
  }

  /** Puts new markers on the map (or in the clusterer) and takes removed ones off. */
  function place(added: AdvancedMarker[], removed: AdvancedMarker[]) {
    for (const marker of removed) marker.map = null;
    const wantClusters = shown.size > CLUSTER_FROM;
    if (clusterer && !wantClusters) {
      // Back to plain pins: the clusterer takes its cluster icons (and every marker) off the map.
      clusterer.setMap(null);
      clusterer.clearMarkers(true);
      clusterer = null;
      for (const { marker } of shown.values()) marker.map = map;
    } else if (clusterer) {
      clusterer.removeMarkers(removed, true);
      clusterer.addMarkers(added, true);
      clusterer.render();
    } else {
      // Plain pins, also while the clusterer downloads.
      for (const marker of added) marker.map = map;
      if (wantClusters) void startClustering();
    }
  }

  async function startClustering() {
    if (loadingClusterer) return;
    loadingClusterer = true;
    try {
      const { MarkerClusterer } = await import('@googlemaps/markerclusterer');
      if (destroyed || clusterer || shown.size <= CLUSTER_FROM) return;
      const markers = [...shown.values()].map(({ marker }) => marker);
      for (const marker of markers) marker.map = null;
      clusterer = new MarkerClusterer({ map, markers });
    } catch {
      // Without the clusterer the plain pins stay: slower with many, but all there.
    } finally {
      loadingClusterer = false;
    }
  }

  return {
    setMarkers(specs, select) {
      onSelect = select;
      const wanted = new Map(specs.map((spec) => [spec.id, spec]));
      const removed: AdvancedMarker[] = [];
      for (const [id, { marker }] of shown) {
        if (wanted.has(id)) continue;
        shown.delete(id);
        removed.push(marker);
        if (id === infoMarkerId) closeInfo();
      }
      const added: AdvancedMarker[] = [];
      for (const spec of wanted.values()) {
        const current = shown.get(spec.id);
        if (!current) {
          const marker = createMarker(spec);
          shown.set(spec.id, { spec, marker });
          added.push(marker);
          continue;
        }
        if (current.spec !== spec) updateMarker(current, spec);
      }
      place(added, removed);
    },

    showInfo(markerId, content) {
      const anchor = markerId === null ? undefined : shown.get(markerId)?.marker;
      if (markerId === null || !anchor) {
        closeInfo();
        return;
      }
      infoWindow.setContent(content ?? null);
      infoWindow.open({ anchor, map });
      infoMarkerId = markerId;
    },

    setRoute(path) {
      routeLine.setPath([...path]);
      routeLine.setMap(path.length > 0 ? map : null);
    },

    setCenter(point, newZoom) {
      map.setCenter(point);
      if (newZoom !== undefined) map.setZoom(newZoom);
    },

    fitBounds(points) {
      // One point has no extent: Google would zoom in as far as it can, so it is only centred.
      if (points.length > 1) map.fitBounds(boundsOf(points), FIT_PADDING_PX);
      else if (points[0]) map.setCenter(points[0]);
    },

    onPick(handler) {
      picking?.remove();
      picking = handler
        ? map.addListener('click', ({ latLng }: google.maps.MapMouseEvent) => {
            if (latLng) handler({ lat: latLng.lat(), lng: latLng.lng() });
          })
        : null;
    },

    destroy() {
      destroyed = true;
      picking?.remove();
      closeInfo();
      routeLine.setMap(null);
      clusterer?.setMap(null);
      clusterer = null;
      for (const { marker } of shown.values()) marker.map = null;
      shown.clear();
      onSelect = undefined;
    },
  };
}

/** The smallest box around the points, as a literal (India is far from the 180° meridian). */
function boundsOf(points: readonly LatLng[]): google.maps.LatLngBoundsLiteral {
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  return {
    north: Math.max(...lats),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    west: Math.min(...lngs),
  };
}

function toPlacePrediction(prediction: Prediction): PlacePrediction {
  return {
    placeId: prediction.placeId,
    name: prediction.mainText?.text ?? prediction.text.text,
    description: prediction.secondaryText?.text ?? '',
  };
}

const toLatLng = (point: google.maps.LatLng): LatLng => ({ lat: point.lat(), lng: point.lng() });

/** A driving route by the Routes API's computeRoutes; throws on a failed call, not on "no route". */
async function computeRoute(apiKey: string, origin: LatLng, destination: LatLng): Promise<RouteResult> {
  const response = await fetch(ROUTES_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Goog-Api-Key': apiKey,
      'X-Goog-FieldMask': ROUTE_FIELD_MASK,
    },
    body: JSON.stringify({
      origin: waypoint(origin),
      destination: waypoint(destination),
      travelMode: 'DRIVE',
    }),
  });
  if (!response.ok) throw new Error(`The Routes API answered ${response.status}`);
  return readRoute(await response.json());
}

const waypoint = ({ lat, lng }: LatLng) => ({ location: { latLng: { latitude: lat, longitude: lng } } });

/** The first route of a computeRoutes reply, read field by field: nothing else checks its shape. */
function readRoute(reply: unknown): RouteResult {
  const route = isObject(reply) && Array.isArray(reply.routes) ? (reply.routes[0] as unknown) : undefined;
  if (!isObject(route)) return { distanceMeters: null, path: [] };
  const encoded = isObject(route.polyline) ? route.polyline.encodedPolyline : undefined;
  return {
    distanceMeters: typeof route.distanceMeters === 'number' ? route.distanceMeters : null,
    path: typeof encoded === 'string' ? decodePolyline(encoded) : [],
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
