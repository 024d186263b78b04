// The public catalogue's answers (the listing, cities, locations, unit and project pages) answered from
// memory until the catalogue changes: each is kept as the JSON the route's schema serialised, and
// compressed once for each encoding clients ask for. Every answer carries a strong ETag (a hash of the
// JSON; an encoded answer's tag also names its encoding, as its bytes differ), so a browser revalidating
// gets a 304 without a body, and Cache-Control: fresh for the spec's 20 s of listing freshness, then
// served stale for 40 s more while it revalidates.
//
// When is an answer out of date? The catalogue changes when the studio edits it, when it is seeded or
// reset, or by `seed` from another process (with PostgreSQL, while servers run). So the database keeps
// the catalogue's version, moved by triggers on every write to its tables
// (migrations/0007_catalogue_version.sql), and each answer remembers the version it was built under.
// This process reads the version at most once a second, and at once after its own write (`changed`):
// after another process's change, an instance may serve the old answer for up to a second. The
// version is read before the answer is built, so an answer is never filed under a version newer than
// its data.
//
// Only successful answers are kept: a route's error (400, 404, 500) is thrown past the cache. Rate
// limits, CORS and security headers come from onRequest hooks and apply to cached answers as to any.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, deflate, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Db } from '../../db/db.ts';
import { prepared, qb } from '../../db/kysely.ts';
import { createLruCache } from '../../lib/lru-cache.ts';
import { COMPRESSION_THRESHOLD_BYTES } from '../external/compress.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
  }
}

const CATALOGUE_CACHE_CONTROL = 'public, max-age=20, stale-while-revalidate=40';
/** How long this process trusts the catalogue version it last read. */
export const CATALOGUE_VERSION_MAX_AGE_MS = 1_000;
/** A listing page of 100 units is about 200 KB: the cache holds a few hundred of them. */
const CACHE_LIMITS = { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 };

/** What this cache compresses with, best first (the compress plugin's settings for brotli). */
const COMPRESSORS = {
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer) => promisify(gzip)(body),
  deflate: (body: Buffer) => promisify(deflate)(body),
};
type Encoding = keyof typeof COMPRESSORS;
const ENCODINGS = Object.keys(COMPRESSORS) as Encoding[];

interface Entry {
  version: string;
  /** A hash of the JSON: the ETag without its quotes and encoding. */
  hash: string;
  json: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** What it holds in memory: its key, the JSON and its encoded copies. */
  bytes: number;
}

export interface CatalogueCache {
  /**
   * Answers the request with the route's 200 answer, `produce()`'s result serialised by the route's
   * schema: from the cache when it holds the answer for this route, parameters and query under the
   * catalogue's current version, else produced (once for concurrent requests) and kept.
   */
  send(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>): Promise<FastifyReply>;
  /** This process has written the catalogue (and committed): the next answer reads the version anew. */
  changed(): void;
}

/** As text: int8 reads as a string from pg and a number from PGlite. */
const catalogueVersion = prepared(() =>
  qb.selectFrom('catalogue_version').select(sql<string>`version::text`.as('version')),
);

/**
 * The version of the catalogue, read from the database at most once per `maxAgeMs`, and anew after
 * `forget()` (a read already under way may predate the write, so it is not waited for).
 */
function catalogueVersionReader(db: Db, maxAgeMs: number) {
  let known: { version: string; readAt: number } | null = null;
  let reading: Promise<string> | null = null;
  /** Moves on each forget(), so a read begun before it neither fills `known` nor is reused. */
  let generation = 0;
  const forget = () => {
    generation += 1;
    known = null;
    reading = null;
  };
  const read = async (): Promise<string> => {
    if (known !== null && performance.now() - known.readAt < maxAgeMs) return known.version;
    if (reading) return reading;
    const started = generation;
    const thisRead = (async () => {
      const readAt = performance.now();
      const [row] = await catalogueVersion(db);
      const version = row?.version ?? '0';
      if (generation === started) known = { version, readAt };
      return version;
    })().finally(() => {
      if (reading === thisRead) reading = null;
    });
    reading = thisRead;
    return thisRead;
  };
  return { read, forget };
}

/** The route, its parameters and its query (as validated, with defaults), keys in order. */
function cacheKey(request: FastifyRequest): string {
  const sorted = (value: unknown) =>
    value !== null && typeof value === 'object'
      ? Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      : [];
  return JSON.stringify([request.routeOptions.url, sorted(request.params), sorted(request.query)]);
}

/** The encoding to answer in: the first of ours the client accepts (q above 0), or none. */
function negotiate(acceptEncoding: string | undefined): Encoding | null {
  if (acceptEncoding === undefined) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  return ENCODINGS.find((encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0) ?? null;
}

/** If-None-Match names this answer in any encoding (compared weakly, as RFC 9110 asks for GET), or is `*`. */
function matchesIfNoneMatch(header: string | undefined, hash: string): boolean {
  if (header === undefined) return false;
  const tags = new Set(['*', `"${hash}"`, ...ENCODINGS.map((encoding) => `"${hash}-${encoding}"`)]);
  return header.split(',').some((tag) => tags.has(tag.trim().replace(/^W\//, '')));
}

function createCatalogueCache(db: Db): CatalogueCache {
  const entries = createLruCache<Entry>(CACHE_LIMITS);
  const building = new Map<string, Promise<Entry>>();
  const version = catalogueVersionReader(db, CATALOGUE_VERSION_MAX_AGE_MS);

  async function build(key: string, version: string, reply: FastifyReply, produce: () => Promise<unknown>) {
    const body = reply.serialize(await produce());
    if (typeof body !== 'string') throw new Error(`${key}: the route's serialiser gave no JSON text`);
    const json = Buffer.from(body);
    const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
    const entry: Entry = { version, hash, json, encoded: {}, bytes: key.length + json.length };
    entries.set(key, entry, entry.bytes);
    return entry;
  }

  /** The entry's body in an encoding, compressed on first use and kept with the entry. */
  function encodedBody(key: string, entry: Entry, encoding: Encoding): Promise<Buffer> {
    let encoded = entry.encoded[encoding];
    if (encoded === undefined) {
      encoded = COMPRESSORS[encoding](entry.json);
      entry.encoded[encoding] = encoded;
      void encoded.then(
        (buffer) => {
          entry.bytes += buffer.length;
          if (entries.get(key) === entry) entries.set(key, entry, entry.bytes);
        },
        () => delete entry.encoded[encoding],
      );
    }
    return encoded;
  }

  return {
    async send(request, reply, produce) {
      const key = cacheKey(request);
      const current = await version.read();
      let entry = entries.get(key);
      if (entry?.version !== current) {
        const buildKey = `${current} ${key}`;
        let pending = building.get(buildKey);
        if (!pending) {
          pending = build(key, current, reply, produce).finally(() => building.delete(buildKey));
          building.set(buildKey, pending);
        }
        entry = await pending;
      }
      const encoding =
        entry.json.length >= COMPRESSION_THRESHOLD_BYTES
          ? negotiate(request.headers['accept-encoding'])
          : null;
      const vary = reply.getHeader('vary');
      reply
        .header('cache-control', CATALOGUE_CACHE_CONTROL)
        .header('etag', encoding === null ? `"${entry.hash}"` : `"${entry.hash}-${encoding}"`)
        .header('vary', vary === undefined ? 'accept-encoding' : `${String(vary)}, accept-encoding`);
      if (matchesIfNoneMatch(request.headers['if-none-match'], entry.hash)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      if (encoding === null) return reply.send(entry.json);
      // Sent with its encoding named, so the compress plugin leaves it as it is.
      return reply.header('content-encoding', encoding).send(await encodedBody(key, entry, encoding));
    },
    changed: version.forget,
  };
}

export default fp(
  async (app) => {
    app.decorate('catalogueCache', createCatalogueCache(app.db));
  },
  { name: 'catalogue-cache', dependencies: ['db'] },
);
