// The map store of spec 3: the searched place's coordinates and the recent searches (the latest 3,
// unique, kept in the browser across visits). Plain atoms: the map and its search box share them.
import { atom } from 'jotai';
import type { LatLng } from '@villa/shared/maps/maps-adapter';

/** Where routes start: a place the buyer searched for, or their own position ('Your Location'). */
export interface MapOrigin extends LatLng {
  /** What the buyer searched for, as the box shows it. */
  search: string;
  /** 'home' for the buyer's own position, 'search' for a searched place (its marker differs). */
  kind: 'home' | 'search';
}

export type RecentSearch = MapOrigin;

/** Spec 9: recent searches 3. */
export const RECENT_SEARCHES_KEPT = 3;
export const RECENT_SEARCHES_KEY = 'map-recent-searches';

export const mapOriginAtom = atom<MapOrigin | null>(null);

function readRecent(): RecentSearch[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(stored)
      ? (stored as RecentSearch[]).filter(isRecentSearch).slice(0, RECENT_SEARCHES_KEPT)
      : [];
  } catch {
    return [];
  }
}

const isRecentSearch = (value: RecentSearch) =>
  typeof value?.search === 'string' && Number.isFinite(value.lat) && Number.isFinite(value.lng);

/** The latest first, one entry per name (a repeated search moves to the top), at most 3. */
export function addRecentSearch(recent: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  const others = recent.filter((item) => item.search.toLowerCase() !== entry.search.toLowerCase());
  return [entry, ...others].slice(0, RECENT_SEARCHES_KEPT);
}

const recentBase = atom<RecentSearch[] | null>(null);

/** Read from the browser on first use; every change is written back (a full or blocked storage is ignored). */
export const recentSearchesAtom = atom(
  (get) => get(recentBase) ?? readRecent(),
  (get, set, entry: RecentSearch) => {
    const next = addRecentSearch(get(recentBase) ?? readRecent(), entry);
    set(recentBase, next);
    try {
      localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
    } catch {
      // Private mode or a full storage: the list still works for this visit.
    }
  },
);
