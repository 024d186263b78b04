// Values that pass a request's schema but that PostgreSQL cannot take, so they would come back as a
// 500: a NUL character in text, half of a UTF-16 surrogate pair (PostgreSQL's jsonb refuses '\ud800';
// text columns would silently store U+FFFD), and an infinite number (Ajv coerces the query text
// 'Infinity' to Infinity and then skips the minimum and maximum checks, which only look at finite
// numbers).
// Requests that carry one are refused first, naming the field.

/**
 * The path of the first value in `value` that `isBad` picks ('city', 'unit.name'), or null. Walked
 * with a stack of its own, not by recursion: a body nested 5,000 deep overflowed the call stack (a 500).
 */
function fieldWhere(value: unknown, isBad: (item: unknown) => boolean): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, at] = pending.pop()!;
    if (isBad(item)) return at || 'value';
    if (item === null || typeof item !== 'object') continue;
    // Reversed, so the first key is looked at first.
    for (const [key, child] of Object.entries(item).reverse())
      pending.push([child, at ? `${at}.${key}` : key]);
  }
  return null;
}

/** The path of the first string that holds a NUL character, or null. */
export const fieldWithNul = (value: unknown) =>
  fieldWhere(value, (item) => typeof item === 'string' && item.includes('\u0000'));

/** The path of the first number that is Infinity, -Infinity or NaN, or null. */
export const fieldWithNonFiniteNumber = (value: unknown) =>
  fieldWhere(value, (item) => typeof item === 'number' && !Number.isFinite(item));

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first string that holds half of a surrogate pair (text no encoder can write), or null. */
export const fieldWithLoneSurrogate = (value: unknown) =>
  fieldWhere(value, (item) => typeof item === 'string' && LONE_SURROGATE.test(item));
