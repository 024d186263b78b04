// Where a story happens: its route, its login, and the API as it sees it (a handler in place of
// `fetch` for the length of the story, in Storybook's browser and in the stories' vitest run alike:
// no vitest, no service worker). Read by testing/story-preview.tsx.
import { jsonResponse } from './fixtures.ts';

export type ApiHandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** What a route answers: a JSON body (200), or a handler for the request. */
export type ApiAnswer = ApiHandler | object;

/** Where a story happens. */
export interface StoryWorld {
  /** The URL the router starts at; '/' by default. */
  route?: string;
  /** A route pattern (e.g. '/unit/:slug') when the story reads route params. */
  path?: string;
  /** Logged in as the fixtures' `testUser`; logged out by default. */
  loggedIn?: boolean;
  /** Answers the story's API calls; without it, any call is an error. */
  api?: ApiHandler;
  /** The width the story is shown at most, in px: a card is as wide as its column. */
  width?: number;
}

/** A story's parameters, typed: `parameters: world({ route: '/units', api: apiRoutes({...}) })`. */
export const world = (storyWorld: StoryWorld) => ({ world: storyWorld });

/** An inline picture of a villa, so a story's images need no server. */
export const VILLA_PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#cfe3d6"/>' +
      '<rect y="150" width="320" height="50" fill="#7fa36b"/><polygon points="90,90 160,40 230,90" fill="#8a5a44"/>' +
      '<rect x="100" y="90" width="120" height="70" fill="#f4ede1"/><rect x="148" y="120" width="24" height="40" fill="#1f4d3a"/></svg>',
  );

/** The URL of what `fetch` was given; a same-origin path is read as on http://localhost. */
export function requestUrl(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, 'http://localhost');
}

/**
 * Answers by path, e.g. `{ '/api/v1/locations/cities': citiesResponse }`; a key may start with the
 * method (`'POST /api/v1/enquiries'`). A request no route answers is logged as an error, so a story
 * that forgets one fails its test, and gets a 404.
 */
export function apiRoutes(routes: Record<string, ApiAnswer>): ApiHandler {
  return (url, init) => {
    const method = init?.method ?? 'GET';
    const answer = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (answer === undefined) {
      console.error(`This story has no answer for ${method} ${url.pathname}${url.search}`);
      return jsonResponse({ statusCode: 404, error: 'Not Found', message: 'No story answer' }, 404);
    }
    return typeof answer === 'function' ? answer(url, init) : jsonResponse(answer);
  };
}

/** Never answers: the loading state stays on screen. */
export const pending: ApiHandler = () => new Promise<Response>(() => {});

/** Fails as the API does, with the server's message. */
export const failing =
  (status: number, message: string): ApiHandler =>
  () =>
    jsonResponse({ statusCode: status, error: 'Error', message }, status);

/** Puts `handler` in place of `fetch`; returns what puts the real one back. */
export function installApi(handler: ApiHandler): () => void {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => Promise.resolve().then(() => handler(requestUrl(input), init));
  return () => {
    globalThis.fetch = realFetch;
  };
}
