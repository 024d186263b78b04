// What keeps server rendering from being the cheapest way to make the server work hard: a cap on the
// renders running at once (past it, the page goes to the browser to render, which costs the server a
// static file), one render for identical requests arriving together, and a short cache of finished
// renders. Every page is the same for every visitor on the server (the buyer's session and wishlist
// live in the browser), so a render is keyed by its URL and the remotes' versions, and served again
// only while every build it used is still the deployed one.
import { createLruCache } from './lru-cache.ts';
import type { RenderResult, ServerRenderer } from './server-render.ts';
import { createWorkQueue } from './work-queue.ts';

export interface RenderGuardOptions {
  /** Renders running at once; one more is sent for the browser to render. */
  maxConcurrent: number;
  /** How long a finished render is served again: a catalogue or blog edit shows within this. */
  cacheTtlMs: number;
  clock?: () => number;
}

export interface GuardedRenderer {
  /**
   * The page's HTML and status, or null when the server is busy rendering others (the browser
   * renders it). `version` names what else the HTML depends on: the remotes' releases.
   */
  render(url: string, version: string): Promise<{ html: string; status: number } | null>;
}

const CACHE_LIMITS = { maxEntries: 500, maxBytes: 64 * 1024 * 1024 };

export function guardRenderer(
  renderer: ServerRenderer,
  { maxConcurrent, cacheTtlMs, clock = Date.now }: RenderGuardOptions,
): GuardedRenderer {
  const rendered = createLruCache<RenderResult & { at: number }>(CACHE_LIMITS);
  const inFlight = new Map<string, Promise<RenderResult>>();
  const renders = createWorkQueue({ concurrency: maxConcurrent });

  return {
    async render(url, version) {
      const key = `${version}\n${url}`;
      const cached = rendered.get(key);
      if (cached && clock() - cached.at < cacheTtlMs && (await renderer.unchanged(cached.builds))) {
        return cached;
      }
      const pending = inFlight.get(key);
      if (pending) return pending;
      const render = renders.tryRun(() => renderer.render(url));
      if (render === null) return null;
      inFlight.set(key, render);
      try {
        const result = await render;
        rendered.set(key, { ...result, at: clock() }, result.html.length);
        return result;
      } finally {
        inFlight.delete(key);
      }
    },
  };
}
