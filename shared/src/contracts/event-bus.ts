// The cross-app event bus without React: the types, emit and listen. The partner embed's loader
// (enquiry-mfe/src/app/embed) uses it alone; apps import contracts/events, which adds the hook.
import type { User } from '@villa/api/schemas';

/** What a caller asks of the enquiry modal (mounted once by the shell through `./EnquiryHost`). */
export interface EnquiryOpenRequest {
  source_url?: string;
  title?: string;
  description?: string;
  unit?: string;
  project?: string;
  expert_name?: string;
  is_connect_with_expert?: boolean;
  is_project_curation?: boolean;
  is_individual?: boolean;
  /** Show the 'Schedule Your Call' picker (expert / relationship-manager enquiries only). */
  withSchedule?: boolean;
  /** The in-app path to go to once the buyer has logged in through this enquiry (spec 4, step 5). */
  redirect_path?: string;
}

/**
 * Every cross-app event and its payload. An event that is not here cannot be emitted or heard, and
 * each has a listener (docs/decisions/remembered-city.md). The wishlist has none: its hearts and its
 * page are all in the listings remote and follow one SWR cache.
 */
export interface VillaEventMap {
  'enquiry:open': EnquiryOpenRequest;
  'auth:changed': { user: User | null };
  /** The buyer's remembered city changed (state/city.ts): every link to the listing follows it. */
  'city:changed': { city: string };
  /**
   * The villas picked to compare changed (state/compare.ts), or a fifth was refused: the shell opens its
   * tray, and the cards' toggles follow.
   */
  'compare:changed': { slugs: string[]; full: boolean };
  /** The buyer's places changed (state/my-places.ts): the commute lines follow. */
  'places:changed': { count: number };
}

export type VillaEventName = keyof VillaEventMap;
export type VillaEventHandler<K extends VillaEventName> = (payload: VillaEventMap[K]) => void;

/** The DOM event type behind a bus event, e.g. `villa:enquiry:open`. */
export const villaEventType = <K extends VillaEventName>(name: K): `villa:${K}` => `villa:${name}`;

// The bus rides on DOM events on `window` (not a module-level emitter) so that separately bundled
// copies of this module, such as the partner embed, hear each other.
function defaultTarget(): EventTarget | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

export function emitVillaEvent<K extends VillaEventName>(
  name: K,
  payload: VillaEventMap[K],
  target: EventTarget | undefined = defaultTarget(),
): void {
  target?.dispatchEvent(new CustomEvent(villaEventType(name), { detail: payload }));
}

/** Listens for one bus event; returns the function that stops listening. */
export function onVillaEvent<K extends VillaEventName>(
  name: K,
  handler: VillaEventHandler<K>,
  target: EventTarget | undefined = defaultTarget(),
): () => void {
  if (!target) return () => {};
  const listener = (event: Event) => handler((event as CustomEvent<VillaEventMap[K]>).detail);
  const type = villaEventType(name);
  target.addEventListener(type, listener);
  return () => target.removeEventListener(type, listener);
}

/**
 * Set on <html> by the shell while its enquiry host listens for 'enquiry:open'. A <villa-enquiry>
 * on such a page hands its enquiry to that host rather than loading a second React and MUI.
 */
export const ENQUIRY_HOST_ATTRIBUTE = 'data-villa-enquiry-host';

/** Whether this page runs our shell, whose enquiry host opens on 'enquiry:open'. */
export function enquiryHostListens(
  root: Element | undefined = globalThis.document?.documentElement,
): boolean {
  return root?.hasAttribute(ENQUIRY_HOST_ATTRIBUTE) ?? false;
}
