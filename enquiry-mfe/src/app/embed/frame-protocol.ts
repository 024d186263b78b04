// How the partner embed's loader (on the partner's page) and its frame (/embed/frame.html, on our
// origin) talk: the frame's address carries what the element says, and postMessage carries open and
// close. Each side takes a message only from the other's window and origin, and sends it only to
// that origin. Part of the loader, so DOM and URL alone.
import type { ListingSlugs } from './resolve-listing.ts';

/** The frame page, beside the loader in /embed/. */
export const FRAME_PAGE = 'frame.html';

/** The messages, each `{ type }`; the frame sends ready and closed, the loader sends open. */
export const FRAME_MESSAGES = {
  /** Frame -> page: the form is loaded and listens for `open`. */
  ready: 'villa-enquiry:ready',
  /** Page -> frame: show a fresh form. */
  open: 'villa-enquiry:open',
  /** Frame -> page: the dialog was closed (or the enquiry finished): hide the overlay. */
  closed: 'villa-enquiry:closed',
} as const;
export type FrameMessage = (typeof FRAME_MESSAGES)[keyof typeof FRAME_MESSAGES];

/** What the frame is told by its address. */
export interface FrameParams extends ListingSlugs {
  partner: string;
  /** The partner page's origin: the only one the frame talks to. */
  parentOrigin: string;
  /** The partner page's address, the enquiry's source_url and tracking fields. */
  sourceUrl: string;
}

/** The frame's address on our origin for one element. */
export function frameUrl(
  apiOrigin: string,
  { partner, parentOrigin, sourceUrl, project, unit }: FrameParams,
) {
  const url = new URL(`/embed/${FRAME_PAGE}`, apiOrigin);
  url.searchParams.set('partner', partner);
  if (project) url.searchParams.set('project', project);
  if (unit) url.searchParams.set('unit', unit);
  url.searchParams.set('origin', parentOrigin);
  url.searchParams.set('source', sourceUrl);
  return url.href;
}

/** The origin of an http(s) address exactly as given, else null: nothing else may be a postMessage target. */
export function exactOrigin(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value ? value : null;
  } catch {
    return null;
  }
}

/** The frame's parameters from its own address, or null when one is missing or malformed. */
export function readFrameParams(search: string): FrameParams | null {
  const query = new URLSearchParams(search);
  const partner = query.get('partner')?.trim();
  const parentOrigin = exactOrigin(query.get('origin'));
  if (!partner || parentOrigin === null) return null;
  const source = query.get('source') ?? '';
  return {
    partner,
    parentOrigin,
    // Only the partner's own page counts as where the enquiry came from.
    sourceUrl: source.startsWith(`${parentOrigin}/`) ? source : `${parentOrigin}/`,
    project: query.get('project')?.trim() || undefined,
    unit: query.get('unit')?.trim() || undefined,
  };
}

/** Whether `data` is the message `type`. */
export const isFrameMessage = (data: unknown, type: FrameMessage) =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;
