// Serves the built browser apps from WEB_ROOT: the shell at / and each remote at /mfe/<name>/.
// HTML and manifests are never cached, content-hashed files for a year, the rest for five minutes.
// Client-side routes (/units, /unit/x/, /blog/y) get the shell's index.html.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const REMOTES = ['listings', 'detail', 'enquiry', 'blog'] as const;

const NO_CACHE_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json']);
/** A content hash of 8+ hex digits as its own segment of the name: 123.4f3a9c1b.js, main-0a1b2c3d4e.css. */
const HASHED_NAME = /(?:^|[.\-_])[0-9a-f]{8,}(?=[.\-_])/;
const YEAR = 'public, max-age=31536000, immutable';

/** The Cache-Control header for a file being served (a .br or .gz variant counts as its original). */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz|deflate)$/, '');
  if (NO_CACHE_FILES.has(name)) return 'no-cache';
  if (HASHED_NAME.test(name)) return YEAR;
  return 'public, max-age=300';
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

/** Origins of the absolute URLs in remotes.json: remotes served from another host. */
export function remoteOrigins(remotes: unknown): string[] {
  if (remotes === null || typeof remotes !== 'object') return [];
  const origins = new Set<string>();
  for (const value of Object.values(remotes)) {
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // not a URL: the shell reports it
    }
  }
  return [...origins];
}

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

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export default fp(
  async (app) => {
    const { webRoot, googleMapsApiKey } = app.config;
    if (webRoot === null) return;
    const shellRoot = path.join(webRoot, 'shell');
    const setHeaders = (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(filePath));
    };

    // Remotes are public static assets that a shell on another origin must be able to fetch.
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/mfe/')) {
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
    for (const remote of REMOTES) {
      const root = path.join(webRoot, remote);
      if (!existsSync(root)) {
        app.log.warn(`WEB_ROOT has no ${remote}/ folder: /mfe/${remote}/ will answer 404`);
        continue;
      }
      await app.register(fastifyStatic, {
        root,
        prefix: `/mfe/${remote}/`,
        decorateReply: false,
        preCompressed: true,
        cacheControl: false,
        dotfiles: 'ignore',
        setHeaders,
      });
    }

    const readRemotes = async (): Promise<string | null> =>
      readFile(path.join(shellRoot, 'remotes.json'), 'utf8').catch(() => null);

    async function sendShell(reply: FastifyReply) {
      let remotes: unknown = null;
      try {
        remotes = JSON.parse((await readRemotes()) ?? 'null');
      } catch {
        remotes = null;
      }
      await reply.helmet({
        contentSecurityPolicy: {
          directives: shellCspDirectives(remoteOrigins(remotes), googleMapsApiKey !== null),
        },
      });
      return reply.sendFile('index.html');
    }

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
        if (pathname === '/' || pathname === '/index.html') return sendShell(reply);
        if (pathname === '/remotes.json') {
          // Read on every request, so that pointing a remote elsewhere needs no restart.
          const remotes = await readRemotes();
          if (remotes === null) return reply.callNotFound();
          await reply.helmet();
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
        if (file.startsWith(shellRoot + path.sep) && (await isFile(file))) {
          await reply.helmet();
          return reply.sendFile(path.relative(shellRoot, file));
        }
        if (acceptsHtml(request)) return sendShell(reply);
        return reply.callNotFound();
      },
    });
  },
  { name: 'web-apps', dependencies: ['helmet', 'compress'] },
);
