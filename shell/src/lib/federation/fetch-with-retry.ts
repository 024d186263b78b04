// Fetching a remote's manifest again after a short back-off before giving up, so one dropped
// request on a mobile network doesn't cost the buyer a whole section.

export const MANIFEST_RETRIES = 2;
const BASE_DELAY_MS = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  retries = MANIFEST_RETRIES,
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetcher(url, { ...init, cache: 'no-cache' });
      if (response.ok) return response;
      // A 4xx will not get better by asking again.
      if (response.status < 500 || attempt >= retries) {
        throw new Error(`${url} answered ${response.status}`);
      }
    } catch (error) {
      if (attempt >= retries || (error instanceof Error && / answered 4\d\d$/.test(error.message)))
        throw error;
    }
    await wait(BASE_DELAY_MS * 2 ** attempt);
  }
}
