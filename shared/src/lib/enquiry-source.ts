import type { TrackingField } from '@villa/api/schemas';

// Listed here rather than imported from @villa/api so that the front end doesn't bundle the server's
// schemas; `satisfies` keeps the two lists identical (a missing or extra field is a type error).
const TRACKING_FIELD_SET = {
  primary_source: true,
  secondary_source: true,
  tertiary_source: true,
  adid: true,
  lead_id: true,
  ad_name: true,
  adset_id: true,
  adset_name: true,
  campaign_id: true,
  campaign_name: true,
  form_id: true,
  form_name: true,
  platform: true,
  placement: true,
  medium: true,
  gclid: true,
  campaignid: true,
  adgroupid: true,
  keyword: true,
  device: true,
  devicemodel: true,
  network: true,
  extensionid: true,
  creative: true,
  adposition: true,
  matchtype: true,
  loc_interest_ms: true,
  loc_physical_ms: true,
  target: true,
  adtype: true,
} as const satisfies Record<TrackingField, true>;

/** The marketing fields an enquiry carries from the page's query string (spec 3). */
/**
 * The longest `source_url` the API stores (its EnquiryPayloadSchema). The enquiry cuts a longer page
 * address to this, and so does the server, so a long ad URL never turns a lead into a 400.
 */
export const SOURCE_URL_MAX_LENGTH = 2000;

export const TRACKING_FIELDS = Object.keys(TRACKING_FIELD_SET) as TrackingField[];

/** The API accepts at most this many characters per tracking field. */
const TRACKING_VALUE_MAX_LENGTH = 500;

export type TrackingParams = Partial<Record<TrackingField, string>>;

/** The tracking fields present (and non-empty) in a query string, ready to add to an enquiry. */
export function readTrackingParams(search: string | URLSearchParams): TrackingParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const picked: TrackingParams = {};
  for (const field of TRACKING_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) picked[field] = value.slice(0, TRACKING_VALUE_MAX_LENGTH);
  }
  return picked;
}

/**
 * The enquiry's description from the page it was sent from (spec 9): '/' is the home page, unit and
 * project pages (and their listings) name their kind, the expert and contact pages are 'contacting
 * us', and anything else names the product (or, without one, the page's first path segment).
 */
export function describeSource(pathname: string, product?: string): string {
  const path = /^https?:\/\//i.test(pathname)
    ? new URL(pathname).pathname
    : (pathname.split(/[?#]/)[0] ?? '');
  const first = path.split('/').find(Boolean)?.toLowerCase();
  if (!first) return 'Interested in home page';
  if (first === 'unit' || first === 'units') return 'Interested in unit';
  if (first === 'project' || first === 'projects') return 'Interested in project';
  if (first === 'connect-with-expert' || first === 'contact') return 'Interested in contacting us';
  const subject = product?.trim() || first.replace(/-/g, ' ');
  return `Interested in ${subject}`;
}
