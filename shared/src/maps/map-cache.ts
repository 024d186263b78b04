// The map cache of spec 3 and 4: routes and nearby places are paid Google calls, so an answer is kept
// in the browser for a day (spec 9) and read back before asking again. Storage failures (quota,
// private mode, corrupt entries) only cost a cache miss, never an error on the page.
import type { LatLng, NearbyPlace } from '@villa/shared/maps/maps-adapter';

export const MAP_CACHE_LIFETIME_MS = 86_400_000;

const PREFIX = 'map-cache:';
const ROUTE_PREFIX = `${PREFIX}route:`;
const PLACES_PREFIX = `${PREFIX}places:`;
const DRIVE_PREFIX = `${PREFIX}drive:`;

export interface CachedRoute {
  points: LatLng[];
  /** Road distance in metres, or null when Google gave none. */
  distance: number | null;
}

/** A drive at a weekday's peak hour (issue 29's commute): seconds and metres, null when Google gave none. */
export interface CachedDrive {
  seconds: number | null;
  metres: number | null;
}

/** What the cache needs of `localStorage`, so a test or a fallback can stand in for it. */
export type MapCacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface MapCacheOptions {
  /** Defaults to `localStorage`, or to memory where there is none (server render, blocked storage). */
  storage?: MapCacheStorage;
  /** The clock, in ms since the epoch; tests pass their own. */
  now?: () => number;
}

export interface MapCache {
  getRoute(origin: LatLng, destination: LatLng): CachedRoute | null;
  setRoute(origin: LatLng, destination: LatLng, route: CachedRoute): void;
  getPlaces(type: string, at: LatLng): NearbyPlace[] | null;
  getDrive(origin: LatLng, destination: LatLng): CachedDrive | null;
  setDrive(origin: LatLng, destination: LatLng, drive: CachedDrive): void;
  setPlaces(type: string, at: LatLng, places: NearbyPlace[]): void;
  /** Removes every map-cache entry, and nothing else in the storage. */
  clear(): void;
  /** Removes the entries past their lifetime (and any that cannot be read). */
  purgeExpired(): void;
}

/** An entry as stored: its fields and when it was written. */
type Stored = Record<string, unknown> & { timestamp: number };
type RouteEntry = Stored & CachedRoute;
type PlacesEntry = Stored & { places: NearbyPlace[] };

export function createMapCache({
  storage = defaultStorage(),
  now = Date.now,
}: MapCacheOptions = {}): MapCache {
  /** The entry under `key` while it is fresh and well formed; anything else is removed and gives null. */
  function read<T extends Stored>(key: string, isValid: (entry: Stored) => entry is T): T | null {
    const text = attempt(() => storage.getItem(key));
    if (text === null || text === undefined) return null;
    const entry = parse(text);
    if (entry && isValid(entry) && now() - entry.timestamp <= MAP_CACHE_LIFETIME_MS) return entry;
    attempt(() => storage.removeItem(key));
    return null;
  }

  function write(key: string, value: object) {
    attempt(() => storage.setItem(key, JSON.stringify({ ...value, timestamp: now() })));
  }

  function ourKeys(): string[] {
    const keys: string[] = [];
    // Collected first: removing while walking by index would skip entries.
    const count = attempt(() => storage.length) ?? 0;
    for (let index = 0; index < count; index++) {
      const key = attempt(() => storage.key(index));
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    return keys;
  }

  return {
    getRoute(origin, destination) {
      const entry = read(routeKey(origin, destination), isRouteEntry);
      return entry && { points: entry.points, distance: entry.distance };
    },
    setRoute(origin, destination, { points, distance }) {
      write(routeKey(origin, destination), { points, distance });
    },
    getDrive(origin, destination) {
      const entry = read(driveKey(origin, destination), isDriveEntry);
      return entry && { seconds: entry.seconds, metres: entry.metres };
    },
    setDrive(origin, destination, { seconds, metres }) {
      write(driveKey(origin, destination), { seconds, metres });
    },
    getPlaces(type, at) {
      return read(placesKey(type, at), isPlacesEntry)?.places ?? null;
    },
    setPlaces(type, at, places) {
      write(placesKey(type, at), { places });
    },
    clear() {
      for (const key of ourKeys()) attempt(() => storage.removeItem(key));
    },
    purgeExpired() {
      // Reading an entry removes it when it has expired or cannot be read.
      for (const key of ourKeys()) {
        read<Stored>(
          key,
          key.startsWith(ROUTE_PREFIX)
            ? isRouteEntry
            : key.startsWith(DRIVE_PREFIX)
              ? isDriveEntry
              : isPlacesEntry,
        );
      }
    },
  };
}

const coordinates = ({ lat, lng }: LatLng) => `${lat.toFixed(6)},${lng.toFixed(6)}`;

const routeKey = (origin: LatLng, destination: LatLng) =>
  `${ROUTE_PREFIX}${coordinates(origin)}:${coordinates(destination)}`;

const driveKey = (origin: LatLng, destination: LatLng) =>
  `${DRIVE_PREFIX}${coordinates(origin)}:${coordinates(destination)}`;

const placesKey = (type: string, at: LatLng) => `${PLACES_PREFIX}${type}:${coordinates(at)}`;

const isRouteEntry = (entry: Stored): entry is RouteEntry =>
  Array.isArray(entry.points) && (entry.distance === null || typeof entry.distance === 'number');

const isPlacesEntry = (entry: Stored): entry is PlacesEntry => Array.isArray(entry.places);

const orNumber = (value: unknown) => value === null || typeof value === 'number';
const isDriveEntry = (entry: Stored): entry is Stored & CachedDrive =>
  orNumber(entry.seconds) && orNumber(entry.metres);

/** The stored object, or null when the text is not JSON or has no timestamp. */
function parse(text: string): Stored | null {
  const value: unknown = attempt(() => JSON.parse(text));
  const isStored =
    typeof value === 'object' &&
    value !== null &&
    'timestamp' in value &&
    typeof value.timestamp === 'number';
  return isStored ? (value as Stored) : null;
}

/** Runs a storage call; a failure (quota, private mode, bad JSON) gives undefined instead of throwing. */
function attempt<T>(call: () => T): T | undefined {
  try {
    return call();
  } catch {
    return undefined;
  }
}

function defaultStorage(): MapCacheStorage {
  // Reading `localStorage` itself throws where storage is blocked, hence the attempt.
  return attempt(() => globalThis.localStorage) ?? memoryStorage();
}

function memoryStorage(): MapCacheStorage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
