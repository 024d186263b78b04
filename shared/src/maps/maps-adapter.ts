// The one door between our map code and Google Maps (issue 10, PERFORMANCE.md "Maps"): the listing's
// map and the detail pages' small map program against these types, never against google.maps. The
// Google implementation is `google-maps.ts` (loaded on intent); unit tests use `fake-maps-adapter.ts`.

export interface LatLng {
  lat: number;
  lng: number;
}

/** What a marker stands for: a project, the buyer's home or searched place, or a nearby place. */
export type MarkerKind =
  | 'project'
  | 'home'
  | 'search'
  | 'bus_station'
  | 'school'
  | 'hospital'
  | 'atm'
  | 'restaurant'
  | 'supermarket'
  | 'airport'
  | 'subway_station'
  | 'train_station'
  | 'movie_theater';

export interface MarkerSpec {
  /** Stable across updates: a marker whose id stays is kept, not drawn again. */
  id: string;
  kind: MarkerKind;
  position: LatLng;
  /** The marker's accessible name and tooltip. */
  title: string;
}

export interface MapOptions {
  center: LatLng;
  zoom: number;
}

export interface MapView {
  /**
   * Shows exactly these markers (clustered when there are many); `onSelect` gets the id of a marker
   * the buyer clicks or activates with the keyboard.
   */
  setMarkers(markers: readonly MarkerSpec[], onSelect?: (id: string) => void): void;
  /** An info window at a marker (by id) holding `content`; null closes it. */
  showInfo(markerId: string | null, content?: HTMLElement): void;
  /** The route line (blue, weight 4, spec 9); an empty list removes it. */
  setRoute(path: readonly LatLng[]): void;
  setCenter(center: LatLng, zoom?: number): void;
  /** Zooms and pans so that every point is in view. */
  fitBounds(points: readonly LatLng[]): void;
  /** A click on the map (not on a marker) hands its point to `handler`: the studio's pin picker. Null stops it. */
  onPick(handler: ((point: LatLng) => void) | null): void;
  destroy(): void;
}

export interface PlacePrediction {
  placeId: string;
  /** The main text, e.g. 'Manyata Tech Park'. */
  name: string;
  /** The rest, e.g. 'Nagavara, Bengaluru, Karnataka, India'. */
  description: string;
}

export interface PlaceDetails {
  name: string;
  location: LatLng;
}

export interface NearbyPlace {
  name: string | null;
  location: LatLng;
}

export interface PredictOptions {
  /** One per typing session, ended by a details call (Google bills a session, not each keystroke). */
  sessionToken: unknown;
}

export interface RouteResult {
  /** Road distance in metres, or null when Google gave none. */
  distanceMeters: number | null;
  /** The encoded polyline decoded into points; empty when there is no route. */
  path: LatLng[];
}

export interface MapsAdapter {
  createMap(element: HTMLElement, options: MapOptions): Promise<MapView>;
  newSessionToken(): Promise<unknown>;
  /** Suggestions for `input`, region IN, language en. Throws on failure (callers ignore it, spec 8). */
  predictPlaces(input: string, options: PredictOptions): Promise<PlacePrediction[]>;
  placeDetails(placeId: string, options: PredictOptions): Promise<PlaceDetails>;
  /** At most 5 places of one primary type around `center` (spec 7). */
  nearbyPlaces(center: LatLng, type: MarkerKind, radiusMeters: number): Promise<NearbyPlace[]>;
  /** A driving route by the Routes API's computeRoutes (POST). Throws when the call fails. */
  computeRoute(origin: LatLng, destination: LatLng): Promise<RouteResult>;
}
