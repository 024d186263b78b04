// Values that pass a request's schema but that PostgreSQL cannot take, so they would come back as a
// 500: a NUL character in text, and an infinite number (Ajv coerces the query text 'Infinity' to
// Infinity and then skips the minimum and maximum checks, which only look at finite numbers).
// Requests that carry one are refused first, naming the field.

/** The path of the first value in `value` that `isBad` picks ('city', 'unit.name'), or null. */
function fieldWhere(value: unknown, isBad: (item: unknown) => boolean, at = ''): string | null {
  if (isBad(value)) return at || 'value';
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = fieldWhere(item, isBad, at ? `${at}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/** The path of the first string that holds a NUL character, or null. */
export const fieldWithNul = (value: unknown) =>
  fieldWhere(value, (item) => typeof item === 'string' && item.includes('\u0000'));

/** The path of the first number that is Infinity, -Infinity or NaN, or null. */
export const fieldWithNonFiniteNumber = (value: unknown) =>
  fieldWhere(value, (item) => typeof item === 'number' && !Number.isFinite(item));
