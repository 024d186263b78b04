// Rate limits per client address. Every /api read a client makes counts against one generous budget;
// the public forms have their own, stricter limit in their route's `config: { rateLimit }`. Static
// files, pictures and HTML pages are not limited. With PostgreSQL the counters live in the database, so that
// several instances share them; the embedded PGlite serves from one process and counts in memory.
// RATE_LIMITS=off leaves the plugin out (benchmarks).
import { Socket } from 'node:net';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
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

/**
 * A GET or HEAD under /api from a client, pictures aside. The server's own in-process calls
 * (rendering a page, which is not limited either) come through no socket and are not a client's.
 */
function isClientApiRead(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    /^\/api(\/|\?|$)/.test(request.url) &&
    !request.url.startsWith(PICTURES_PATH) &&
    request.raw.socket instanceof Socket
  );
}

export default fp(
  async (app) => {
    if (!app.config.rateLimits) {
      app.log.warn('Rate limits are off (RATE_LIMITS=off): for benchmarks, never for a public server');
      return;
    }
    const inDatabase = app.db.kind === 'postgres';
    await app.register(rateLimit, {
      global: false,
      keyGenerator: (request) => rateLimitKey(request.ip),
      ...(inDatabase && { store: postgresRateLimitStore(app.db, app.log) }),
      // A limit that cannot be counted (the store logs why) lets the request through: the limits
      // stop abuse, and a database hiccup must not turn every read and every buyer's enquiry into
      // an error. A database that is really down fails the request's own queries anyway.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        error: 'Too Many Requests',
        message: RATE_LIMIT_MESSAGE,
      }),
    });

    // One budget across every /api route, not one per route: a scraper spreads its calls.
    const limitApiReads = app.rateLimit({
      max: API_READS_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request) => `api-reads ${rateLimitKey(request.ip)}`,
    });
    app.addHook('onRequest', async function (request, reply) {
      if (isClientApiRead(request)) await limitApiReads.call(this, request, reply);
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
