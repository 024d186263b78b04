// The shell's server-rendering entry (docs/server-rendering.md), built to dist/ssr/server.cjs and
// called by the API for every HTML route: it renders the route's first screen to HTML, with its
// data and styles, so the page paints before any JavaScript runs; the browser then hydrates it.
import { PassThrough } from 'node:stream';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import { prerenderToNodeStream } from 'react-dom/static';
import type { EmotionCache } from '@emotion/cache';
import * as EmotionReact from '@emotion/react';
import * as EmotionStyled from '@emotion/styled';
import * as Jotai from 'jotai';
import * as Swr from 'swr';
import { STUDIO_ROUTES } from '../app/routes/studio.tsx';
import { isPlacesPath, isStudioPath } from '../app/routes/unknown.tsx';
import { matchRoutes, StaticRouter } from '@villa/shared/router-server';
import type { RouteObject } from '@villa/shared/router-host';
import { setSiteOrigin } from '@villa/shared/ui/page-head';
import { setApiTransport, type ApiTransport } from '@villa/shared/api/client';
import type { FirstScreenData, RemoteModuleExports } from '@villa/shared/contracts/exposed-modules';
import { PAGE_STATUS_KEY } from '@villa/shared/lib/page-status';
import { AppProviders, AppRoutes } from '../app/app.tsx';
import { routes } from '../app/router.tsx';
import { createEmotionCache } from '../lib/emotion-cache.ts';
import { matchRemotePage } from '../lib/federation/first-page-prefetch.ts';
import { setServerModuleLoader } from '../lib/federation/remotes-registry.ts';
import { SHELL_FIRST_SCREEN_KEYS } from '../lib/first-screen.ts';
import { organizationScript } from './organization.ts';

/**
 * The modules the remotes' server builds share with the shell, by the name they import them by:
 * the singletons of tooling/webpack/create-app-config.mjs, so a remote's page renders with the
 * shell's React, theme, router context and @villa/shared, as it does in the browser.
 */
const sharedFiles = import.meta.webpackContext('../../../shared/src', {
  recursive: true,
  regExp: /^\.\/(?!testing\/|dev\/)(?:(?!\.test\.|\.stories\.).)*\.tsx?$/,
});
export const sharedModules: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  jotai: Jotai,
  swr: Swr,
  '@emotion/react': EmotionReact,
  '@emotion/styled': EmotionStyled,
};
for (const key of sharedFiles.keys()) {
  sharedModules[`@villa/shared/${key.replace(/^\.\//, '').replace(/\.tsx?$/, '')}`] = sharedFiles(key);
}

export interface RenderOptions {
  /** The path and query of the page ('/units?city=Hosur'). */
  url: string;
  /** An exposed module of a remote, from its server build ('listings/UnitsPage'). The same on every call. */
  loadRemoteModule: (id: string) => Promise<unknown>;
  /** Answers the page's API calls in-process. The same on every call. */
  fetchApi: ApiTransport;
  /** Gives up (the browser renders the page alone) when the render takes longer. */
  signal?: AbortSignal;
  /** The site's address (PUBLIC_URL), for the absolute URLs of the page's head. */
  siteOrigin?: string;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** `<style>` elements of the styles the markup uses (emotion's, as its browser cache reads them). */
  styles: string;
  /**
   * The elements React hoists to the document's head: the page's <title>, <meta> (description, share
   * preview) and <link> (canonical, the preloads of its priority images). For the top of the head, so
   * the browser fetches the largest picture before the scripts it is also told to preload.
   */
  head: string;
  /** The first screen's data, sent with the HTML for hydration. */
  firstScreen: FirstScreenData;
  /**
   * 404 for an unknown path, or a page whose API found nothing (an unknown unit, post…); the status
   * its first screen names (PAGE_STATUS_KEY: 410 for a listing taken down); else 200.
   */
  status: number;
}

/**
 * Points @villa/shared's API client and the remote slots at the server's own loaders. Module-wide:
 * the caller passes the same behaviour on every call (its loaders keep their own caches), so setting
 * them each time, whichever render is in flight, never mixes one request's data into another's.
 */
function pointAtServerLoaders(options: RenderOptions) {
  setApiTransport(options.fetchApi);
  setServerModuleLoader(options.loadRemoteModule);
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/**
 * The route's data: the remote page's `loadFirstScreen`, if it has one. A failure renders without,
 * but a 404 from the API (nothing at this slug) makes the page a 404.
 */
async function loadFirstScreen(
  url: URL,
  options: RenderOptions,
): Promise<{ data: FirstScreenData; notFound: boolean }> {
  const page = matchRemotePage(url.pathname);
  if (!page) return { data: {}, notFound: false };
  const module = (await options.loadRemoteModule(page.module)) as Partial<RemoteModuleExports<never>>;
  if (typeof module.loadFirstScreen !== 'function') return { data: {}, notFound: false };
  try {
    return {
      data: await module.loadFirstScreen({ slug: page.slug, search: url.searchParams }),
      notFound: false,
    };
  } catch (error) {
    // Otherwise the page shows its own loading and error states, as in the browser.
    return { data: {}, notFound: isNotFound(error) };
  }
}

/** No route of the shell's but its catch-all matches the path. */
function isUnknownPath(pathname: string, table: RouteObject[] = routes): boolean {
  const matched = matchRoutes(table, pathname);
  const path = matched?.at(-1)?.route.path;
  // The buyers' routes leave the studio's addresses to the catch-all: the known ones are its pages.
  if (path === '*' && isStudioPath(pathname) && table === routes)
    return isUnknownPath(pathname, STUDIO_ROUTES);
  if (path === '*' && isPlacesPath(pathname)) return false;
  return matched === null || path === '*';
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The run of <title>, <meta> and <link> elements React writes before the markup (text is escaped). */
const HOISTED_HEAD = /^(?:<link [^>]*>|<meta [^>]*>|<title>[^<]*<\/title>)*/;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The styles the markup uses, as emotion's browser cache expects to find them: class styles in one
 * `<style data-emotion="css …ids">` (marked as inserted, never inserted again), each global style
 * (CssBaseline, keyframes) in its own `<style data-emotion="css-global id">` (reused by its
 * <Global>). Class styles of what was rendered and then replaced (a Suspense fallback) are left out.
 */
function styleTags(cache: EmotionCache, html: string): string {
  const classIds: string[] = [];
  let classCss = '';
  let globals = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    const className = `${cache.key}-${id}`;
    if (!css.includes(`.${className}`)) {
      globals += `<style data-emotion="${escapeAttribute(`${cache.key}-global ${id}`)}">${escapeStyle(css)}</style>`;
    } else if (html.includes(className)) {
      classIds.push(id);
      classCss += css;
    }
  }
  const classes = classIds.length
    ? `<style data-emotion="${escapeAttribute(`${cache.key} ${classIds.join(' ')}`)}">${escapeStyle(classCss)}</style>`
    : '';
  return globals + classes;
}

export async function renderPage(options: RenderOptions): Promise<RenderedPage> {
  pointAtServerLoaders(options);
  if (options.siteOrigin) setSiteOrigin(options.siteOrigin);
  const url = new URL(options.url, 'http://localhost');
  const { data, notFound } = await loadFirstScreen(url, options);
  options.signal?.throwIfAborted();
  const firstScreen: FirstScreenData = {
    ...data,
    ...(notFound && { [SHELL_FIRST_SCREEN_KEYS.notFound]: url.pathname }),
    ...(options.siteOrigin && { [SHELL_FIRST_SCREEN_KEYS.siteOrigin]: options.siteOrigin }),
  };
  // A cache per request, in compat mode: styles are collected here instead of written inline.
  const cache = createEmotionCache();
  cache.compat = true;
  // A store per request: the default store is the whole process's.
  const store = Jotai.createStore();
  const { prelude } = await prerenderToNodeStream(
    <EmotionReact.CacheProvider value={cache}>
      <Jotai.Provider store={store}>
        <AppProviders firstScreen={firstScreen}>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </Jotai.Provider>
    </EmotionReact.CacheProvider>,
    // Every boundary inline: no out-of-order segments, whose inline script the page's CSP blocks.
    { signal: options.signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const rendered = await streamToString(prelude);
  // React puts what it hoists first, where it would open the <head> if it rendered the document.
  const hoisted = HOISTED_HEAD.exec(rendered)?.[0] ?? '';
  const html = rendered.slice(hoisted.length);
  const head = hoisted + organizationScript();
  const named = data[PAGE_STATUS_KEY];
  const status = notFound || isUnknownPath(url.pathname) ? 404 : typeof named === 'number' ? named : 200;
  return { html, styles: styleTags(cache, html), head, firstScreen, status };
}
