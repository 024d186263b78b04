// The villas a buyer has picked to compare (issue 29), kept in the browser (localStorage) so the
// compare tray follows the buyer across pages, remotes and tabs. Loaded on intent only (a card's
// toggle once tapped, the tray, the compare page). Each app bundles its own copy
// (tooling/webpack/sharing.mjs): the list is in localStorage and every change, a refusal included, is
// told on the bus ('compare:changed'), which every copy hears.
import { useSyncExternalStore } from 'react';
import { COMPARE_LIMITS, COMPARE_STORAGE_KEY } from '@villa/api/contract/compare';
import { emitVillaEvent, onVillaEvent } from '@villa/shared/contracts/events';

export { COMPARE_STORAGE_KEY };

/** A villa in the comparison: enough for the tray to name it without asking the API. */
export interface ComparedVilla {
  slug: string;
  name: string;
}

/** The list, and whether the last villa the buyer tried to add was refused because it was full. */
export interface CompareState {
  villas: readonly ComparedVilla[];
  full: boolean;
}

const EMPTY: CompareState = { villas: [], full: false };
let snapshot: { raw: string | null; state: CompareState } = { raw: null, state: EMPTY };
let refused = false;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Reading `localStorage` throws when the browser blocks storage for the site.
    return null;
  }
}

const isVilla = (value: unknown): value is ComparedVilla =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ComparedVilla).slug === 'string' &&
  typeof (value as ComparedVilla).name === 'string';

/** What the storage holds, kept only if it is a list of villas: anything else reads as empty. */
function parse(raw: string | null): readonly ComparedVilla[] {
  try {
    const value: unknown = raw === null ? [] : JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isVilla).slice(0, COMPARE_LIMITS.max) : [];
  } catch {
    return [];
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(COMPARE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The current list; the same object until it changes, as useSyncExternalStore needs. */
export function compareState(): CompareState {
  const raw = readRaw();
  if (raw !== snapshot.raw || refused !== snapshot.state.full)
    snapshot = { raw, state: { villas: parse(raw), full: refused } };
  return snapshot.state;
}

function announce() {
  emitVillaEvent('compare:changed', {
    slugs: compareState().villas.map((villa) => villa.slug),
    full: refused,
  });
}

// Another app's copy refused a villa, or changed the list: this copy says the same.
if (typeof window !== 'undefined') onVillaEvent('compare:changed', ({ full }) => (refused = full));

function save(villas: readonly ComparedVilla[]) {
  refused = false;
  try {
    if (villas.length === 0) storage()?.removeItem(COMPARE_STORAGE_KEY);
    else storage()?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(villas));
  } catch {
    // Blocked or full storage: the list stays as it was.
  }
  announce();
}

/**
 * Adds the villa, or takes it out when it is in. A villa past the fourth is not added: the state
 * says `full` until the list next changes, and the tray says why.
 */
export function toggleCompared(villa: ComparedVilla): void {
  const { villas } = compareState();
  if (villas.some((item) => item.slug === villa.slug)) {
    save(villas.filter((item) => item.slug !== villa.slug));
  } else if (villas.length >= COMPARE_LIMITS.max) {
    refused = true;
    announce();
  } else {
    save([...villas, { slug: villa.slug, name: villa.name }]);
  }
}

export const removeCompared = (slug: string) =>
  save(compareState().villas.filter((item) => item.slug !== slug));

export const clearCompared = () => save([]);

function subscribe(onChange: () => void): () => void {
  const stop = onVillaEvent('compare:changed', onChange);
  // Another tab's change.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stop();
    window.removeEventListener('storage', onStorage);
  };
}

/** The list, kept current. Empty on the server and while hydrating, so the markup matches. */
export function useCompareState(): CompareState {
  return useSyncExternalStore(subscribe, compareState, () => EMPTY);
}
