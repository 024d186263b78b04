// Fetching a remote's manifest again after a short back-off before giving up, so one dropped
// request on a mobile network doesn't cost the buyer a whole section; and giving up after a time
// limit, so a server that never answers ends in the slot's Retry message, not a spinner forever.

export const MANIFEST_RETRIES = 2;
/** How long remotes.json or a remote's manifest may take, retries and body included. */
export const FETCH_TIMEOUT_MS = 10_000;
const BASE_DELAY_MS = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A signal that aborts `ms` from now with an error saying what did not answer, or when `parent`
 * aborts. Not AbortSignal.timeout(): a timer of our own is one that tests can drive with fake timers.
 * The timer is not cleared on success, so the limit also covers reading the body; aborting a request
 * that has finished does nothing.
 */
export function deadlineSignal(url: string, ms = FETCH_TIMEOUT_MS, parent?: AbortSignal | null): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new Error(`${url} did not answer within ${ms / 1000} s`)), ms);
  if (parent?.aborted) controller.abort(parent.reason);
  parent?.addEventListener('abort', () => controller.abort(parent.reason), { once: true });
  return controller.signal;
}

export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  retries = MANIFEST_RETRIES,
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  // One limit for all the attempts: retrying a request that hung would only make the wait longer.
  const signal = deadlineSignal(url, FETCH_TIMEOUT_MS, init.signal);
  const stopIfTimedOut = () => {
    if (signal.aborted) throw signal.reason;
  };
  for (let attempt = 0; ; attempt += 1) {
    stopIfTimedOut();
    try {
      const response = await fetcher(url, { ...init, cache: 'no-cache', signal });
      if (response.ok) return response;
      // A 4xx will not get better by asking again.
      if (response.status < 500 || attempt >= retries) {
        throw new Error(`${url} answered ${response.status}`);
      }
    } catch (error) {
      stopIfTimedOut();
      if (attempt >= retries || (error instanceof Error && / answered 4\d\d$/.test(error.message)))
        throw error;
    }
    await wait(BASE_DELAY_MS * 2 ** attempt);
  }
}
