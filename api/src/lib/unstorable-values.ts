// PostgreSQL stores no NUL character in text: one in a query value or a body field reached the
// database and came back as a 500. Requests that carry one are refused first, naming the field.

/** The path of the first string in `value` that holds a NUL character ('city', 'unit.name'), or null. */
export function fieldWithNul(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at || 'value' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = fieldWithNul(item, at ? `${at}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}
