// Comparing villas side by side (issue 29): how many a comparison holds, and how its address names
// them. Read by the API (GET /projects/units/compare), the compare page, the tray and the cards'
// toggles. Runtime-free, like the rest of this folder.

/** A comparison shows 2 to 4 villas: fewer is not a comparison, more no longer fits a laptop's width. */
export const COMPARE_LIMITS = { min: 2, max: 4 } as const;

/**
 * Where the browser keeps the buyer's picks (localStorage): the shell and the cards look for it before
 * they load any compare code.
 */
export const COMPARE_STORAGE_KEY = 'villaCompare';

/** The address's `units` parameter: the villas' slugs, comma-separated, in the buyer's order. */
export const COMPARE_PARAM = 'units';

/** The slugs a `units` parameter names: trimmed, empty ones and repeats left out, in order. */
export function compareSlugs(param: string | null | undefined): string[] {
  const slugs = (param ?? '').split(',').map((slug) => slug.trim());
  return [...new Set(slugs.filter((slug) => slug !== ''))];
}

/** The villas a compare page shows for its address: the first four its `units` names. */
export const slugsToCompare = (param: string | null | undefined): string[] =>
  compareSlugs(param).slice(0, COMPARE_LIMITS.max);

/**
 * The compare page's address for these villas, in this order: shareable, its commas left readable.
 * Here rather than in the apps' `paths`, which every page's first load carries: only the compare
 * page builds it.
 */
export const compareHref = (slugs: readonly string[]) =>
  slugs.length > 0 ? `/compare?${COMPARE_PARAM}=${slugs.map(encodeURIComponent).join(',')}` : '/compare';
