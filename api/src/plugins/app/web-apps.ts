// Serves the built browser apps from WEB_ROOT: the shell at / and each remote at /mfe/<name>/.
// Entry files keep their names from one build to the next, so they are never cached without asking: each
// request revalidates them against a strong ETag (a hash of the bytes sent) and gets a 304 when nothing
// changed. Content-hashed files are cached for a year, the rest for five minutes.
// A released version of a remote (/mfe/<name>/<version>/, docs/releases.md) never changes: its files
// are cached for a year, its mf-manifest.json aside.
// Client-side routes (/units, /unit/x/, /blog/y) get the shell's index.html.
import { createHash } from 'node:crypto';
import { existsSync, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { REPO_ROOT } from '../../config.ts';
import { firstPageRequest, preloadLinkHeader, type HeroImage } from '../../lib/first-page-preloads.ts';
import { PAGE_PATHS } from '../../lib/page-paths.ts';
import {
  checkRemotesManifest,
  RELEASE_FOLDER,
  remoteOrigins,
  servedFolder,
  type CheckedRemotes,
} from '../../lib/remotes-manifest.ts';
import { guardRenderer } from '../../lib/render-guard.ts';
import { createServerRenderer, RenderedInBrowser } from '../../lib/server-render.ts';
import type { RetiredAddress } from './catalogue-repository.ts';

/** A first screen the server can't render within this is rendered by the browser instead. */
export const SERVER_RENDER_TIMEOUT_MS = 3_000;
/** Renders running at once: a render is CPU work, and this server has a core or two. */
export const SERVER_RENDERS_AT_ONCE = 4;
/** A finished render is served again for this long: edits reach rendered pages within it. */
export const SERVER_RENDER_CACHE_MS = 10_000;

/** The registry of remotes the whole workspace reads; the same place from src/ and from dist/. */
export const REMOTE_REGISTRY_FILE = path.join(
  REPO_ROOT,
  'shared',
  'src',
  'contracts',
  'remote-registry.json',
);

/** The names of the remotes in the registry, each served at /mfe/<name>/. */
export async function readRemoteNames(file = REMOTE_REGISTRY_FILE): Promise<string[]> {
  const registry: unknown = JSON.parse(await readFile(file, 'utf8'));
  const names = Array.isArray(registry) ? registry.map((remote: { name?: unknown }) => remote?.name) : [];
  if (
    names.length === 0 ||
    !names.every((name) => typeof name === 'string' && /^[a-z][a-z0-9-]*$/.test(name))
  ) {
    throw new Error(`${file} must be a list of remotes, each with a lower-case "name"`);
  }
  return names as string[];
}

/**
 * Files a browser finds by a fixed name (the HTML, each app's main.js, a remote's remoteEntry.js, the
 * manifests): after a deploy they name the new build's chunks, so a stale copy would run the old build.
 */
const ENTRY_FILES = new Set(['index.html', 'main.js', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json']);
/** The suffixes of the pre-compressed copies that @fastify/static sends in place of a file. */
const PRECOMPRESSED = /\.(br|gz|deflate)$/;
/** A content hash of 8+ hex digits as its own segment of the name: 123.4f3a9c1b.js, main-0a1b2c3d4e.css. */
const HASHED_NAME = /(?:^|[.\-_])[0-9a-f]{8,}(?=[.\-_])/;
const YEAR = 'public, max-age=31536000, immutable';

/** The name of the file a path serves (a .br or .gz variant counts as its original). */
const servedName = (filePath: string) => path.basename(filePath).replace(PRECOMPRESSED, '');

export function isEntryFile(filePath: string): boolean {
  return ENTRY_FILES.has(servedName(filePath));
}

/** Where the partner embed is served: `<script src="https://our-site/embed/enquiry.js">`. */
export const EMBED_PREFIX = '/embed/';

/**
 * The frame-ancestors of the embed's files: for /embed/frame.html?partner=<id>, exactly that partner's
 * origins in PARTNER_ORIGINS (the frame runs the enquiry and OTP step on our origin, over the partner's
 * page), and 'none' for anything else: an unknown partner, no partner, a site not listed.
 */
export function embedFrameAncestors(
  partners: readonly { id: string; origins: readonly string[] }[],
  url: string | undefined,
): string {
  const partner = new URL(url ?? '/', 'http://localhost').searchParams.get('partner');
  const origins = partners.find((site) => site.id === partner)?.origins ?? [];
  return origins.length > 0 ? origins.join(' ') : "'none'";
}

/**
 * The embed's files reached by a fixed name, in a build of the enquiry remote: the loader partners link
 * to, and the frame's page and script it opens. Even a release's copies are asked for again after five
 * minutes: a year-old copy would name chunks the next release no longer serves.
 */
const EMBED_FIXED_NAMES = new Set(['embed/enquiry.js', 'embed/frame.html', 'embed/frame.js']);

/**
 * Whether a file of the web root belongs to a released version of a remote (<remote>/<version>/…).
 * Its folder's name changes with its content, so none of its files is ever replaced (the embed's
 * files partners reach by a fixed name aside).
 */
export function isReleasedFile(webRoot: string, filePath: string): boolean {
  const [remote, folder, ...rest] = path.relative(webRoot, filePath).split(path.sep);
  if (remote === 'enquiry' && EMBED_FIXED_NAMES.has(rest.join('/'))) return false;
  return remote !== 'shell' && folder !== undefined && RELEASE_FOLDER.test(folder) && rest.length > 0;
}

/**
 * The Cache-Control header for a file being served. A manifest is always asked for again, even a
 * released version's: it is what remotes.json points at.
 */
export function cacheControlFor(filePath: string, released = false): string {
  const name = servedName(filePath);
  if (name === 'mf-manifest.json') return 'no-cache';
  if (released) return YEAR;
  if (ENTRY_FILES.has(name)) return 'no-cache';
  if (HASHED_NAME.test(name)) return YEAR;
  return 'public, max-age=300';
}

export function contentHash(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 32);
}

/**
 * The strong ETag of a response body: the hash of the bytes as stored, plus the encoding when the body
 * is compressed on the fly, so that each encoding of a file has its own tag (a pre-compressed copy has
 * its own bytes, hence its own hash).
 */
export function entityTag(hash: string, encodedOnTheFly?: string): string {
  return encodedOnTheFly ? `"${hash}-${encodedOnTheFly}"` : `"${hash}"`;
}

/** Whether an If-None-Match header names the tag; the comparison is the weak one (RFC 9110 13.1.2). */
export function ifNoneMatchHits(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const opaque = tag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === opaque;
  });
}

const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: [
    'https://maps.googleapis.com',
    'https://places.googleapis.com',
    'https://routes.googleapis.com',
    'https://*.gstatic.com',
  ],
  style: ['https://fonts.googleapis.com'],
};

/**
 * The Content-Security-Policy of the shell's HTML: scripts, styles and manifests from this origin
 * and from the remotes' origins (module federation), inline styles for emotion, images from anywhere
 * over https, and Google Maps when a key is configured.
 */
export function shellCspDirectives(origins: string[], withMaps: boolean): Record<string, string[] | null> {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...origins, ...(withMaps ? GOOGLE_MAPS.script : [])],
    connectSrc: ["'self'", ...origins, ...(withMaps ? GOOGLE_MAPS.connect : [])],
    styleSrc: ["'self'", "'unsafe-inline'", ...origins, ...(withMaps ? GOOGLE_MAPS.style : [])],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:', 'https:'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // Served over plain http on a LAN or localhost, upgrading would break every asset.
    upgradeInsecureRequests: null,
  };
}

/**
 * The server-rendering builds (ssr/ of each app and of each released version) are the server's code,
 * not the browser's.
 */
export function isPublicPath(pathName: string): boolean {
  return !/(?:^|\/)ssr(?:\/|$)/.test(pathName);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

const signatureOf = (stats: Stats) => `${stats.ino}:${stats.size}:${stats.mtimeMs}`;

/**
 * Hashes of the entry files, each computed once per version of the file: the cache is keyed by path and
 * checked against the inode, size and time that @fastify/send saw when it opened the file.
 */
function fileHasher() {
  const hashes = new Map<string, { signature: string; hash: string }>();
  return async (file: string, served: Stats): Promise<string | null> => {
    const signature = signatureOf(served);
    const cached = hashes.get(file);
    if (cached?.signature === signature) return cached.hash;
    try {
      const content = await readFile(file);
      // A deploy replaced the file while it was being sent: which bytes went out is unknown. Tagging the
      // old body with the new hash would make browsers keep the old entry, so it gets no tag at all.
      if (signatureOf(await stat(file)) !== signature) return null;
      const hash = contentHash(content);
      hashes.set(file, { signature, hash });
      return hash;
    } catch {
      return null;
    }
  };
}

/** The response depends on Accept-Encoding (a .br copy, a .gz copy or the file as it is). */
function varyOnAcceptEncoding(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  const tokens = value.split(',').map((token) => token.trim().toLowerCase());
  if (tokens.includes('accept-encoding') || tokens.includes('*')) return;
  reply.header('vary', value.trim() === '' ? 'accept-encoding' : `${value}, accept-encoding`);
}

/** A body that is not sent (a 304 instead): a stream is drained so that whatever pipes into it ends cleanly. */
function discard(payload: unknown) {
  if (payload !== null && typeof payload === 'object' && 'resume' in payload) {
    const stream = payload as NodeJS.ReadableStream;
    stream.on('error', () => undefined);
    stream.resume();
  }
}

/** What an entry response's body is made of: a file of the web root, or a string read from one. */
type EntryBody = { file: string; stats: Stats } | { content: string };

export default fp(
  async (app) => {
    const { webRoot, googleMapsApiKey } = app.config;
    if (webRoot === null) return;
    const shellRoot = path.join(webRoot, 'shell');
    const hashFile = fileHasher();
    const entryBodies = new WeakMap<FastifyReply, EntryBody>();
    const setHeaders = (reply: FastifyReply, filePath: string, stats: Stats) => {
      reply.header('cache-control', cacheControlFor(filePath, isReleasedFile(webRoot, filePath)));
      // @fastify/send's own ETag (size and time) is replaced by a hash of the content, in validateEntry.
      if (isEntryFile(filePath)) entryBodies.set(reply, { file: filePath, stats });
    };

    /**
     * Tags an entry response with its ETag and answers 304 when the browser already holds those bytes.
     * It runs after the compress plugin's onSend (see the onRoute hook), so it knows whether the body
     * is being compressed on the fly and which encoding goes out.
     */
    const validateEntry: onSendHookHandler = async (request, reply, payload) => {
      const body = entryBodies.get(reply);
      if (body === undefined || (reply.statusCode !== 200 && reply.statusCode !== 304)) return payload;
      const hash = 'file' in body ? await hashFile(body.file, body.stats) : contentHash(body.content);
      if (hash === null) {
        reply.removeHeader('etag');
        return payload;
      }
      const storedEncoded = 'file' in body && PRECOMPRESSED.test(body.file);
      const encoding = reply.getHeader('content-encoding');
      const tag = entityTag(hash, storedEncoded || typeof encoding !== 'string' ? undefined : encoding);
      reply.header('etag', tag);
      varyOnAcceptEncoding(reply);
      if (reply.statusCode === 200 && ifNoneMatchHits(request.headers['if-none-match'], tag)) {
        discard(payload);
        reply.removeHeader('content-type').removeHeader('content-length').removeHeader('content-encoding');
        reply.code(304);
        return null;
      }
      return payload;
    };
    // Route onSend hooks run after the instance's, in the order they were added: the compress plugin
    // adds its own when a route is declared (its onRoute hook was added first), this one comes after.
    app.addHook('onRoute', (route) => {
      const existing = route.onSend === undefined ? [] : [route.onSend].flat();
      route.onSend = [...existing, validateEntry];
    });

    // Remotes are public static assets that a shell on another origin must be able to fetch; so is
    // the partner embed (/embed/), which partner sites load.
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/mfe/') || request.url.startsWith(EMBED_PREFIX)) {
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      }
    });

    // The shell's files are sent by the catch-all route below (so that it can fall back to index.html).
    await app.register(fastifyStatic, {
      root: shellRoot,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      dotfiles: 'ignore',
      setHeaders,
    });
    const remoteNames = await readRemoteNames();
    for (const remote of remoteNames) {
      const root = path.join(webRoot, remote);
      if (!existsSync(root)) {
        app.log.warn(`WEB_ROOT has no ${remote}/ folder: /mfe/${remote}/ will answer 404`);
        continue;
      }
      await app.register(fastifyStatic, {
        root,
        prefix: `/mfe/${remote}/`,
        decorateReply: false,
        allowedPath: isPublicPath,
        preCompressed: true,
        cacheControl: false,
        dotfiles: 'ignore',
        setHeaders,
      });
    }

    /**
     * remotes.json's usable entries, or null when there is no file. Read on every request, so that
     * pointing a remote elsewhere needs no restart; each version of the file is checked and its
     * skipped entries logged once.
     */
    let lastRemotes: { text: string; checked: CheckedRemotes } | null = null;
    const readRemotes = async (): Promise<CheckedRemotes | null> => {
      const text = await readFile(path.join(shellRoot, 'remotes.json'), 'utf8').catch(() => null);
      if (text === null) return null;
      if (lastRemotes?.text !== text) {
        const checked = checkRemotesManifest(text, remoteNames, app.config.remoteOrigins);
        for (const { remote, entry, reason } of checked.skipped) {
          app.log.error(
            { remote, entry },
            `remotes.json: skipped the ${remote} remote (${reason}); its pages show their Retry message`,
          );
        }
        lastRemotes = { text, checked };
      }
      return lastRemotes.checked;
    };

    /**
     * What a detail page's address holds: a published unit or project, with its largest paint for the
     * preload header (a unit's first photo; a project's banner, one for phones and one from the sm
     * breakpoint, as detail-mfe project-summary shows them), or where the listing went.
     */
    async function detailAddress(
      kind: 'unit' | 'project',
      slug: string,
    ): Promise<{ state: 'live'; heroes: HeroImage[] } | RetiredAddress> {
      if (!app.hasDecorator('catalogue')) return { state: 'live', heroes: [] };
      try {
        if (kind === 'unit') {
          const unit = await app.catalogue.findUnitBySlug(slug);
          if (unit === null) return await app.catalogue.retiredUnitAddress(slug);
          return { state: 'live', heroes: unit.gallery[0] ? [{ url: unit.gallery[0].url }] : [] };
        }
        const project = await app.catalogue.findProjectBySlug(slug);
        if (project === null) return await app.catalogue.retiredProjectAddress(slug);
        return {
          state: 'live',
          heroes: [
            { url: project.mobile_banner.url, media: '(max-width: 599.98px)' },
            { url: project.desktop_banner.url, media: '(min-width: 600px)' },
          ],
        };
      } catch (error) {
        app.log.warn({ err: error }, 'no hero image preload');
        return { state: 'live', heroes: [] };
      }
    }

    /**
     * Announces the page's first API call (and hero image) with the HTML: see first-page-preloads.ts.
     * Returns where a detail page's listing went when no published one is at its address.
     */
    async function announceFirstRequests(
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<{ kind: 'unit' | 'project'; address: RetiredAddress } | null> {
      const url = new URL(request.url, 'http://localhost');
      const first = firstPageRequest(url.pathname, url.searchParams);
      if (first === null) return null;
      if (first.kind !== 'unit' && first.kind !== 'project') {
        reply.header('link', preloadLinkHeader(first, []));
        return null;
      }
      const address = await detailAddress(first.kind, first.slug);
      if (address.state !== 'live') return { kind: first.kind, address };
      reply.header('link', preloadLinkHeader(first, address.heroes));
      return null;
    }

    // The page's API calls are answered in-process: same routes, same validation, no socket.
    const renderer = createServerRenderer({
      webRoot,
      timeoutMs: SERVER_RENDER_TIMEOUT_MS,
      remoteEntry: async (remote) => (await readRemotes())?.usable[remote],
      siteOrigin: app.config.publicUrl,
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

    /**
     * index.html with the page rendered into it, or null: the browser renders the page alone. So it
     * is when the client has spent its read budget (a rendered page is a read) or the server is busy
     * rendering others: a static file costs the server nothing.
     */
    async function renderedShell(
      request: FastifyRequest,
      reply: FastifyReply,
      remotes: Record<string, string>,
    ): Promise<{ html: string; status: number } | null> {
      if (!(await app.countPageRender(request, reply))) {
        request.log.debug({ url: request.url }, 'read budget spent; the browser renders the page');
        return null;
      }
      try {
        const page = await guardedRenderer.render(request.url, JSON.stringify(remotes));
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
    }

    async function sendShell(request: FastifyRequest, reply: FastifyReply) {
      const retired = await announceFirstRequests(request, reply);
      // A listing's old slug: to its current page, in one hop, keeping the query.
      if (retired?.address.state === 'moved') {
        const { search } = new URL(request.url, 'http://localhost');
        return reply.redirect(`${PAGE_PATHS[retired.kind](retired.address.slug)}${search}`, 301);
      }
      const remotes = (await readRemotes())?.usable ?? {};
      const origins = remoteOrigins(remotes);
      await reply.helmet({
        contentSecurityPolicy: { directives: shellCspDirectives(origins, googleMapsApiKey !== null) },
        // The origin, not the path, goes to other sites: a Google Maps key restricted to our
        // referrer needs it (no-referrer sends nothing).
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      });
      const page = await renderedShell(request, reply, remotes);
      if (page === null) {
        // Unrendered, the page still answers the status its address has (the page itself says why).
        if (retired !== null) reply.code(retired.address.state === 'gone' ? 410 : 404);
        return reply.sendFile('index.html');
      }
      entryBodies.set(reply, { content: page.html });
      // An unknown page or a unit, project or post that isn't there is a 404, with the not-found page;
      // a unit or project taken down is a 410, with a page that says so.
      return reply
        .code(page.status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page.html);
    }

    /**
     * The partner embed's folder: the live enquiry release's embed/ when remotes.json points at one
     * in this web root, else the full build's (enquiry/embed/). A release of the enquiry remote
     * reaches partner sites on their next page load, like our own pages.
     */
    const embedRoot = async (): Promise<string> => {
      const folder = servedFolder('enquiry', (await readRemotes())?.usable.enquiry);
      if (folder) {
        const released = path.join(webRoot, 'enquiry', folder, 'embed');
        if (existsSync(released)) return released;
      }
      return path.join(webRoot, 'enquiry', 'embed');
    };

    app.route({
      method: ['GET', 'HEAD'],
      url: `${EMBED_PREFIX}*`,
      schema: { hide: true },
      // The frame page may be framed by its partner's pages only; X-Frame-Options would forbid any
      // framing, and frame-ancestors says it exactly.
      helmet: {
        frameguard: false,
        contentSecurityPolicy: {
          directives: {
            frameAncestors: [(req) => embedFrameAncestors(app.config.partners, req.url)],
            // Served over plain http on a LAN or localhost, upgrading would break every asset.
            upgradeInsecureRequests: null,
          },
        },
      },
      async handler(request, reply) {
        const wanted = (request.params as { '*': string })['*'];
        let decoded: string;
        try {
          decoded = decodeURIComponent(wanted);
        } catch {
          return reply.callNotFound();
        }
        const root = await embedRoot();
        const file = path.resolve(root, decoded);
        if (!file.startsWith(root + path.sep) || !(await isFile(file))) return reply.callNotFound();
        return reply.sendFile(path.relative(root, file), root);
      },
    });

    const acceptsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      schema: { hide: true },
      // Helmet is applied by the handler: the shell's HTML gets a policy computed per request.
      helmet: false,
      async handler(request, reply) {
        const pathname = new URL(request.url, 'http://localhost').pathname;
        if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
        if (pathname === '/' || pathname === '/index.html') return sendShell(request, reply);
        if (pathname === '/remotes.json') {
          const checked = await readRemotes();
          if (checked === null) return reply.callNotFound();
          // Only the usable entries: the shell shows a skipped remote's Retry message.
          const remotes = JSON.stringify(checked.usable);
          await reply.helmet();
          entryBodies.set(reply, { content: remotes });
          return reply
            .header('cache-control', 'no-cache')
            .type('application/json; charset=utf-8')
            .send(remotes);
        }
        let decoded: string;
        try {
          decoded = decodeURIComponent(pathname);
        } catch {
          return reply.callNotFound();
        }
        const file = path.resolve(shellRoot, `.${decoded}`);
        if (file.startsWith(shellRoot + path.sep) && isPublicPath(decoded) && (await isFile(file))) {
          await reply.helmet();
          return reply.sendFile(path.relative(shellRoot, file));
        }
        if (acceptsHtml(request)) return sendShell(request, reply);
        return reply.callNotFound();
      },
    });
  },
  { name: 'web-apps', dependencies: ['helmet', 'compress', 'rate-limit'] },
);
