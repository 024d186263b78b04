import { useHydrated } from '@villa/shared/lib/hydration';
import { VISITOR_ID_PATTERN, VISITOR_ID_STORAGE_KEY } from '../../../config/blog-reader.ts';

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** 32 random hex digits. */
const newVisitorId = () => toHex(crypto.getRandomValues(new Uint8Array(16)));

/** The id of a browser that blocks storage: one id for this page load at least. */
let unstored: string | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Reading `localStorage` throws when the browser blocks storage for the site.
    return null;
  }
}

/**
 * The anonymous reader's id (one like per reader, one view a day): kept in localStorage, made on
 * the first visit. Browser only.
 */
export function getVisitorId(): string {
  const store = storage();
  try {
    const stored = store?.getItem(VISITOR_ID_STORAGE_KEY);
    if (stored && VISITOR_ID_PATTERN.test(stored)) return stored;
    if (store) {
      const id = newVisitorId();
      store.setItem(VISITOR_ID_STORAGE_KEY, id);
      return id;
    }
  } catch {
    // Full or blocked storage: fall through to this page load's id.
  }
  unstored ??= newVisitorId();
  return unstored;
}

/** The visitor id, or null on the server and while hydrating (the server's render has none). */
export function useVisitorId(): string | null {
  return useHydrated() ? getVisitorId() : null;
}
