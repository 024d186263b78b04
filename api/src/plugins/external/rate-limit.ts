// Rate limits per client address. Every /api read a client makes, and every page the server renders
// for it, counts against one generous budget; the public forms, uploads and OTP routes have their own,
// stricter limit in their route's `config: { rateLimit }`. Static files and pictures are not limited.
// With PostgreSQL the counters live in the database, so that several instances share them; the
// embedded PGlite serves from one process and counts in memory. RATE_LIMITS=off leaves the limits out
// (benchmarks). docs/security.md lists every limit.
import { isIPv6, Socket } from 'node:net';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { deleteEndedRateLimitWindows, postgresRateLimitStore } from '../../db/rate-limit-store.ts';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again in a minute.';

/**
 * /api reads one client may make in a minute. A buyer browsing briskly makes a few dozen (a page is
 * a handful of calls); a scraper walking the catalogue makes thousands. An office or a phone
 * carrier's NAT puts many buyers behind one address: hence ten times a brisk buyer.
 */
export const API_READS_PER_MINUTE = 600;
/** Generated pictures are files like the static ones: the same for everyone, cached for a year. */
const PICTURES_PATH = '/api/v1/media/';
/** How often the database is rid of the counters of ended windows. */
const SWEEP_INTERVAL_MS = 60_000;
/** An IPv6 client holds at least a /64 (one home or phone network) and can use any address in it. */
const IPV6_CLIENT_PREFIX_LENGTH = 64;

/**
 * The client a limit counts: an IPv4 address as it is (also written IPv4-mapped, ::ffff:1.2.3.4),
 * an IPv6 address by its /64 prefix.
 */
export function rateLimitKey(ip: string): string {
  return normalizeIP(ip, IPV6_CLIENT_PREFIX_LENGTH);
}

/** An IPv6 client's site (its /48), for the OTP per-site send limit; null for IPv4 (and IPv4-mapped). */
export function ipv6Site(ip: string): string | null {
  const site = normalizeIP(ip, 48);
  return isIPv6(site) ? site : null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts a page the server is about to render against the client's read budget: false when the
     * budget is spent (the caller then sends the page for the browser to render, doing no API work).
     */
    countPageRender(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  }
}

/** The path as the router read it: percent-escapes decoded (/%61pi/v1 is /api/v1), the query dropped. */
function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? url;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * A GET or HEAD under /api from a client, pictures aside, judged by the route it matched (or, for
 * none or the pages' catch-all, by its decoded path), never by the raw URL a client can spell in
 * other ways. The server's own in-process calls (rendering a page, counted as one page) come through
 * no socket and are not a client's.
 */
function isClientApiRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!(request.raw.socket instanceof Socket)) return false;
  const route = request.routeOptions.url;
  const path = route === undefined || route.includes('*') ? decodedPath(request.url) : route;
  return /^\/api(\/|$)/.test(path) && !path.startsWith(PICTURES_PATH);
}

const isTooManyRequests = (error: unknown) =>
  typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 429;

export default fp(
  async (app) => {
    if (!app.config.rateLimits) {
      app.log.warn('Rate limits are off (RATE_LIMITS=off): for benchmarks, never for a public server');
      app.decorate('countPageRender', async () => true);
      return;
    }
    const inDatabase = app.db.kind === 'postgres';
    await app.register(rateLimit, {
      global: false,
      keyGenerator: (request) => rateLimitKey(request.ip),
      ...(inDatabase && { store: postgresRateLimitStore(app.db, app.log) }),
      // A route's own limit (OTP, uploads, the public forms) fails closed: a request that cannot be
      // counted is refused (503), since those are what costs money (SMS), disk or a salesperson's
      // time. The read budget below fails open instead.
      skipOnError: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        error: 'Too Many Requests',
        message: RATE_LIMIT_MESSAGE,
      }),
    });

    // One budget across every /api route and page render, not one per route: a scraper spreads its
    // calls. It fails open: a database hiccup must not turn every read into an error, and a database
    // that is really down fails the request's own queries anyway.
    const limitApiReads = app.rateLimit({
      max: API_READS_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request) => `api-reads ${rateLimitKey(request.ip)}`,
      skipOnError: true,
    });
    app.addHook('onRequest', async function (request, reply) {
      if (isClientApiRead(request)) await limitApiReads.call(this, request, reply);
    });
    app.decorate('countPageRender', async function (request: FastifyRequest, reply: FastifyReply) {
      try {
        await limitApiReads.call(app, request, reply);
        return true;
      } catch (error) {
        if (isTooManyRequests(error)) return false;
        throw error;
      }
    });

    if (inDatabase) {
      const sweep = setInterval(() => {
        deleteEndedRateLimitWindows(app.db).catch((error: unknown) =>
          app.log.warn({ err: error }, 'Could not delete ended rate-limit windows'),
        );
      }, SWEEP_INTERVAL_MS).unref();
      app.addHook('onClose', async () => clearInterval(sweep));
    }
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
