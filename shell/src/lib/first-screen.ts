// The first screen's data travels with the server-rendered HTML (api web-apps) in a JSON script,
// so hydration renders what the server rendered without asking the API again.

/** The attribute of that script; not an id, which would become a global of the page. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

export function readFirstScreen(document: Document): Record<string, unknown> | null {
  const script = document.querySelector(`script[${FIRST_SCREEN_ATTRIBUTE}]`);
  if (!script?.textContent) return null;
  try {
    const value: unknown = JSON.parse(script.textContent);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
