// How a filter payload's values are read (spec 3), by the SQL of db/unit-filters.ts and by the
// listing's index in memory (listing/unit-matcher.ts) alike: one reading, so both match the same units.

export const INT_MAX = 2_147_483_647;
/** projects.property_kind's choices (its CHECK), as `types` are compared; any other type is a unit type. */
export const PROPERTY_KINDS = ['villa', 'villament', 'rowhouse'];

export const toNumber = (value: unknown): number | null => {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(number) ? number : null;
};

export const toStrings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value])
    .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
    .map((item) => String(item).trim())
    .filter((item) => item !== '' && item.toLowerCase() !== 'any');

export interface Count {
  value: number;
  /** 'N+': at least N, whatever the exact flag says. */
  orMore: boolean;
}

/** '4', 4 or '6+' as a count. Text without a count is no filter. */
export function toCount(text: string): Count | null {
  const match = /^(\d+)\s*(\+)?/.exec(text);
  if (!match) return null;
  // A count beyond the column's range asks for more than any villa has: it matches none.
  return { value: Math.min(Number(match[1]), INT_MAX), orMore: match[2] === '+' };
}
