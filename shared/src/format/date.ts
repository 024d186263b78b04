export const KOLKATA_TIME_ZONE = 'Asia/Kolkata';
/** India has kept one offset, without daylight saving, since 1945. */
export const KOLKATA_OFFSET = '+05:30';
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const blogDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: KOLKATA_TIME_ZONE,
  month: 'short',
  day: '2-digit',
  year: 'numeric',
});

/** Formats with `format` and joins the named parts as `layout` says, e.g. '{month} {day}, {year}'. */
function layoutParts(format: Intl.DateTimeFormat, date: Date, layout: string): string {
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return layout.replace(/\{(\w+)\}/g, (_match, type: string) => parts[type] ?? '');
}

/** A blog date in India, spec 'MMM dd, yyyy': 'Nov 03, 2026'. Invalid input gives ''. */
export function formatBlogDate(value: DateInput): string {
  const date = toDate(value);
  // Assembled from parts: ICU versions differ in the punctuation they put between them.
  return date ? layoutParts(blogDateFormat, date, '{month} {day}, {year}') : '';
}

/** The instant as an ISO 8601 string in India time: '2026-11-23T17:30:00.000+05:30'. */
export function toKolkataIso(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  return new Date(date.getTime() + KOLKATA_OFFSET_MS).toISOString().replace('Z', KOLKATA_OFFSET);
}
