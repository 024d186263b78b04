// The studio's sign-in, kept apart from the buyer's (state/auth.ts keeps theirs in localStorage under
// authToken and authUser): sessionStorage under a key of its own, so it ends with the tab, and a staff
// token is never read as a buyer's login nor a buyer's as a staff session.
import { useSyncExternalStore } from 'react';
import type { StaffMember } from '@villa/shared/contracts/entities';

export const STAFF_SESSION_KEY = 'villaStudioSession';

export interface StaffSession {
  token: string;
  /** ISO date-time: the latest it lasts (30 idle minutes end it sooner, on the server). */
  expires_at: string;
  staff: StaffMember;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; session: StaffSession | null } = { raw: null, session: null };

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // the browser blocks storage for the site
  }
}

function parse(raw: string | null): StaffSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StaffSession>;
    const valid =
      typeof value.token === 'string' &&
      typeof value.expires_at === 'string' &&
      typeof value.staff === 'object' &&
      value.staff !== null;
    return valid ? (value as StaffSession) : null;
  } catch {
    return null;
  }
}

/** The stored staff session, or null when there is none, it is unreadable or it has expired. */
export function readStaffSession(now = Date.now()): StaffSession | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(STAFF_SESSION_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cached.raw) cached = { raw, session: parse(raw) };
  const session = cached.session;
  return session && Date.parse(session.expires_at) > now ? session : null;
}

function write(value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(STAFF_SESSION_KEY);
    else storage()?.setItem(STAFF_SESSION_KEY, value);
  } catch {
    // Full or blocked storage: the session lasts until the page is left.
  }
  for (const listener of listeners) listener();
}

export const saveStaffSession = (session: StaffSession) => write(JSON.stringify(session));
export const clearStaffSession = () => write(null);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The staff session; undefined on the server and while hydrating (the server can't read the tab's
 * storage), so a page renders the same markup as the server first and decides after.
 */
export function useStaffSession(): StaffSession | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => readStaffSession(),
    () => undefined,
  );
}
