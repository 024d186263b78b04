// A MapsAdapter for unit tests (ours and the apps'): it draws nothing, but records what the map
// would show, lets a test click a marker as the buyer would, and answers place and route calls with
// what the test programs. Like the Google adapter, it forgets the info window of a removed marker.
import type {
  LatLng,
  MapOptions,
  MapsAdapter,
  MapView,
  MarkerKind,
  MarkerSpec,
  NearbyPlace,
  PlaceDetails,
  PlacePrediction,
  RouteResult,
} from '@villa/shared/maps/maps-adapter';

/** A programmed answer: a value, an Error to throw, or a function of the call's arguments. */
export type FakeReply<Args extends unknown[], T> = T | Error | ((...args: Args) => T | Promise<T>);

export interface FakeReplies {
  predictPlaces: FakeReply<[input: string], PlacePrediction[]>;
  placeDetails: FakeReply<[placeId: string], PlaceDetails>;
  nearbyPlaces: FakeReply<[center: LatLng, type: MarkerKind, radiusMeters: number], NearbyPlace[]>;
  computeRoute: FakeReply<[origin: LatLng, destination: LatLng], RouteResult>;
  /** An Error here makes `createMap` fail, as when Google's script is blocked. */
  createMap: Error | null;
}

export interface FakeMapView extends MapView {
  readonly element: HTMLElement;
  readonly markers: readonly MarkerSpec[];
  /** The open info window: at which marker, holding what. */
  readonly info: { markerId: string; content: HTMLElement | undefined } | null;
  readonly route: readonly LatLng[];
  readonly center: LatLng;
  readonly zoom: number;
  /** The points of the last `fitBounds`. */
  readonly fittedTo: readonly LatLng[] | null;
  readonly destroyed: boolean;
  /** Clicks a shown marker, as the buyer would. */
  select(markerId: string): void;
  /** Clicks the map at `point`, as a person picking a place would. */
  click(point: LatLng): void;
}

export interface FakeMapsAdapter extends MapsAdapter {
  /** What the fake answers; a test may change these at any time. */
  replies: FakeReplies;
  /** The calls made so far, oldest first. */
  readonly calls: {
    predictPlaces: { input: string; sessionToken: unknown }[];
    placeDetails: { placeId: string; sessionToken: unknown }[];
    nearbyPlaces: { center: LatLng; type: MarkerKind; radiusMeters: number }[];
    computeRoute: { origin: LatLng; destination: LatLng }[];
  };
  /** The map created last; throws when none was. */
  readonly map: FakeMapView;
}

const NO_ROUTE: RouteResult = { distanceMeters: null, path: [] };

export function createFakeMapsAdapter(replies: Partial<FakeReplies> = {}): FakeMapsAdapter {
  const views: FakeMapView[] = [];
  let sessions = 0;

  const adapter: FakeMapsAdapter = {
    replies: {
      predictPlaces: [],
      placeDetails: (placeId) => {
        throw new Error(`The fake has no details for ${placeId}`);
      },
      nearbyPlaces: [],
      computeRoute: NO_ROUTE,
      createMap: null,
      ...replies,
    },
    calls: { predictPlaces: [], placeDetails: [], nearbyPlaces: [], computeRoute: [] },
    get map() {
      const view = views.at(-1);
      if (!view) throw new Error('No map was created');
      return view;
    },
    async createMap(element, options) {
      if (adapter.replies.createMap) throw adapter.replies.createMap;
      const view = createFakeMapView(element, options);
      views.push(view);
      return view;
    },
    async newSessionToken() {
      return { fakeSession: ++sessions };
    },
    async predictPlaces(input, { sessionToken }) {
      adapter.calls.predictPlaces.push({ input, sessionToken });
      return answer(adapter.replies.predictPlaces, input);
    },
    async placeDetails(placeId, { sessionToken }) {
      adapter.calls.placeDetails.push({ placeId, sessionToken });
      return answer(adapter.replies.placeDetails, placeId);
    },
    async nearbyPlaces(center, type, radiusMeters) {
      adapter.calls.nearbyPlaces.push({ center, type, radiusMeters });
      return answer(adapter.replies.nearbyPlaces, center, type, radiusMeters);
    },
    async computeRoute(origin, destination) {
      adapter.calls.computeRoute.push({ origin, destination });
      return answer(adapter.replies.computeRoute, origin, destination);
    },
  };
  return adapter;
}

async function answer<Args extends unknown[], T>(reply: FakeReply<Args, T>, ...args: Args): Promise<T> {
  if (reply instanceof Error) throw reply;
  return typeof reply === 'function' ? (reply as (...args: Args) => T | Promise<T>)(...args) : reply;
}

type Mutable<T> = { -readonly [Key in keyof T]: T[Key] };

function createFakeMapView(element: HTMLElement, options: MapOptions): FakeMapView {
  let onSelect: ((id: string) => void) | undefined;
  let onPick: ((point: LatLng) => void) | null = null;
  const view: Mutable<FakeMapView> = {
    element,
    markers: [],
    info: null,
    route: [],
    center: options.center,
    zoom: options.zoom,
    fittedTo: null,
    destroyed: false,
    setMarkers(markers, select) {
      view.markers = [...markers];
      onSelect = select;
      if (view.info && !markers.some((marker) => marker.id === view.info?.markerId)) view.info = null;
    },
    showInfo(markerId, content) {
      const shown = view.markers.some((marker) => marker.id === markerId);
      view.info = markerId !== null && shown ? { markerId, content } : null;
    },
    setRoute(path) {
      view.route = [...path];
    },
    setCenter(center, zoom) {
      view.center = center;
      if (zoom !== undefined) view.zoom = zoom;
    },
    fitBounds(points) {
      view.fittedTo = [...points];
    },
    onPick(handler) {
      onPick = handler;
    },
    destroy() {
      view.destroyed = true;
    },
    click(point) {
      onPick?.(point);
    },
    select(markerId) {
      if (!view.markers.some((marker) => marker.id === markerId)) {
        throw new Error(`No marker '${markerId}' is shown`);
      }
      onSelect?.(markerId);
    },
  };
  return view;
}
