// The shell's HTML with the page rendered into it (lib/server-render.ts, docs/server-rendering.md),
// within limits: a render that takes too long, a busy server or a client past its read budget gets the
// plain index.html, and the browser renders the page alone.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CheckedRemotes } from '../../../lib/remotes-manifest.ts';
import { guardRenderer } from '../../../lib/render-guard.ts';
import { createServerRenderer, RenderedInBrowser } from '../../../lib/server-render.ts';

/** A first screen the server can't render within this is rendered by the browser instead. */
const SERVER_RENDER_TIMEOUT_MS = 3_000;
/** Renders running at once: a render is CPU work, and this server has a core or two. */
export const SERVER_RENDERS_AT_ONCE = 4;
/** A finished render is served again for this long: edits reach rendered pages within it. */
const SERVER_RENDER_CACHE_MS = 10_000;

export interface RenderedPage {
  html: string;
  status: number;
}

/**
 * index.html with the page rendered into it, or null: the browser renders the page alone. So it is
 * when the client has spent its read budget (a rendered page is a read) or the server is busy
 * rendering others: a static file costs the server nothing.
 */
export type ShellRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  remotes: Record<string, string>,
) => Promise<RenderedPage | null>;

export function shellRenderer(
  app: FastifyInstance,
  {
    webRoot,
    readRemotes,
    shellRoot,
  }: { webRoot: string; readRemotes: () => Promise<CheckedRemotes | null>; shellRoot: () => string },
): ShellRenderer {
  // The page's API calls are answered in-process: same routes, same validation, no socket.
  const renderer = createServerRenderer({
    webRoot,
    timeoutMs: SERVER_RENDER_TIMEOUT_MS,
    remoteEntry: async (remote) => (await readRemotes())?.usable[remote],
    siteOrigin: app.config.publicUrl,
    assetBase: app.config.assetBase,
    shellRoot,
    fetchApi: async (url, init) => {
      const response = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
        // A render given up (its timeout) aborts its API calls too.
        ...(init.signal ? { signal: init.signal } : {}),
      });
      return new Response(response.body, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
      });
    },
  });

  const guardedRenderer = guardRenderer(renderer, {
    maxConcurrent: SERVER_RENDERS_AT_ONCE,
    cacheTtlMs: SERVER_RENDER_CACHE_MS,
  });

  return async (request, reply, remotes) => {
    if (!(await app.countPageRender(request, reply))) {
      request.log.debug({ url: request.url }, 'read budget spent; the browser renders the page');
      return null;
    }
    try {
      // A page shows the catalogue: an edit renders it anew at once, as the API answers it.
      // So does a release of the shell (its page and server build) or of a remote (remotes).
      const version = `${app.releasePointers.shellVersion()}\n${JSON.stringify(remotes)}\n${await app.catalogueCache.version()}`;
      const page = await guardedRenderer.render(request.url, version);
      if (page === null)
        request.log.debug({ url: request.url }, 'renders busy; the browser renders the page');
      return page;
    } catch (error) {
      if (error instanceof RenderedInBrowser) {
        request.log.debug({ url: request.url }, error.message);
      } else {
        request.log.warn(
          { err: error, url: request.url },
          'server rendering failed; the browser renders the page',
        );
      }
      return null;
    }
  };
}
