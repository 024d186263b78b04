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
// This process reads the version at most once a second, and at once after its own write (`changed`).
// Every instance hears of a write at once too: `changed` publishes `catalogue_changed` on the event
// bus (PostgreSQL's NOTIFY, after the commit), and each instance that hears it reads the version anew
// on its next answer. The once-a-second read stays as the net for what the bus does not carry: a
// write by `seed` or psql, a message lost while an instance's events connection was down. So after
// another instance's edit the old answer lasts as long as the notification takes (milliseconds);
// after a write outside the app, up to a second. The version is read before the answer is built, so
// an answer is never filed under a version newer than its data.
//
// With a read replica (DATABASE_READ_URL) the answers are built from the replica, but the version is
// still read from the primary. Were it read from the replica, an instance told of an edit could read
// the replica's older version and trust it for a second: the edit would reach buyers a second late,
// or an hour late where an instance trusts its version that long (a test). Read from the primary, the
// version moves at once; an answer filed under it must then hold data at least that new, so it is
// built from the replica only once the replica has replayed that version (one small read,
// remembered: replay only moves forward), else from the primary. So right after a studio edit its
// author, and everyone, sees it on the listing and the detail pages; the replica takes those reads
// again a moment later.
//
// Brotli, which every browser accepts, is written twice: fast for an answer's first request (buyers'
// filters vary, so most answers are asked for once) and better once the answer is asked for again
// (the pages many buyers open). Quality 3 costs 0.4 ms for a 135 KB listing page where 4 cost 0.67 ms,
// for 4% more bytes; quality 5 takes 1.2 ms once and sends 13% fewer bytes than 4 ever after. The
// better bytes have their own ETag (strong tags name exact bytes); either tag revalidates the answer.
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
import { createCatalogueRepository, type CatalogueRepository } from './catalogue-repository.ts';
import type { EventBus } from './events.ts';
import { prepared, qb } from '../../db/kysely.ts';
import { createLruCache } from '../../lib/lru-cache.ts';
import { SerialisedJson } from '../../lib/serialised-json.ts';
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

/**
 * Brotli's window for a body: the smallest that holds all of it (from 64 KB). The default, 4 MB, is
 * set up for every answer however small: for a 215 KB listing page that doubles the CPU (0.87 ms
 * against 2.2 ms here, the same bytes out) and most of it falls on the event loop.
 */
const brotliWindowBits = (length: number) =>
  Math.min(
    Math.max(Math.ceil(Math.log2(length + 16)), 16, constants.BROTLI_MIN_WINDOW_BITS),
    constants.BROTLI_MAX_WINDOW_BITS,
  );

/** Brotli's quality for an answer's first request, and once it is asked for again (see the top). */
const BROTLI_QUALITY = { first: 3, again: 5 } as const;

const brotli = (body: Buffer, quality: number) =>
  promisify(brotliCompress)(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
    },
  });

/** What this cache compresses with for an answer's first request, best first. */
const COMPRESSORS = {
  br: (body: Buffer) => brotli(body, BROTLI_QUALITY.first),
  gzip: (body: Buffer) => promisify(gzip)(body),
  deflate: (body: Buffer) => promisify(deflate)(body),
};
type Encoding = keyof typeof COMPRESSORS;
const ENCODINGS = Object.keys(COMPRESSORS) as Encoding[];
/** The ETag suffix of brotli's better bytes. */
const BROTLI_AGAIN_TAG = `br${BROTLI_QUALITY.again}`;

/** An answer's bytes in an encoding, and the ETag that names them. */
interface Encoded {
  body: Buffer;
  tag: string;
}

interface Entry {
  version: string;
  /** A hash of the JSON: the ETag without its quotes and encoding. */
  hash: string;
  json: Buffer;
  encoded: Partial<Record<Encoding, Promise<Encoded>>>;
  /** Brotli's better bytes: being written, or in `encoded` (see the top). */
  brotliAgain: 'no' | 'writing' | 'kept';
  /** What it holds in memory: its key, the JSON and its encoded copies. */
  bytes: number;
}

export interface CatalogueCache {
  /**
   * Answers the request with the route's 200 answer, `produce(catalogue)`'s result serialised by the
   * route's schema (or as it is, when already SerialisedJson): from the cache when it holds the
   * answer for this route, parameters and query under the catalogue's current version, else produced
   * (once for concurrent requests) and kept.
   * `catalogue` holds the data of that version: the replica's reads when it has replayed it, else
   * the primary's. `version` is that version: an answer may trust data it knows to be of it.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    produce: (catalogue: CatalogueRepository, version: string) => Promise<unknown>,
  ): Promise<FastifyReply>;
  /**
   * This process has written the catalogue (and committed): its next answer reads the version anew,
   * and so does every other instance's once the notification reaches it.
   */
  changed(): void;
  /** The catalogue's version as this process knows it: server-rendered pages are kept under it too. */
  version(): Promise<string>;
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

/** Where an answer is built from: the catalogue on the read replica, and the same reads on the primary. */
interface CatalogueCopies {
  replica: { db: Db; catalogue: CatalogueRepository };
  primary: CatalogueRepository;
}

/**
 * The reads that hold the data of a version read from the primary: the replica's once it has
 * replayed that version, else the primary's. Without a replica, the one catalogue.
 */
function catalogueAt(catalogue: CatalogueRepository, copies: CatalogueCopies | null) {
  if (copies === null) return async () => catalogue;
  /** The newest version the replica was seen at; its replay only moves forward. */
  let replayed = -1n;
  return async (version: string): Promise<CatalogueRepository> => {
    const wanted = BigInt(version);
    if (replayed < wanted) {
      const [row] = await catalogueVersion(copies.replica.db);
      const seen = BigInt(row?.version ?? '0');
      if (seen > replayed) replayed = seen;
    }
    return replayed >= wanted ? copies.replica.catalogue : copies.primary;
  };
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

/** The answer's ETag in an encoding (or none): the JSON's hash, and what its bytes are encoded with. */
function entityTag(entry: Entry, encoding: Encoding | null): string {
  if (encoding === null) return `"${entry.hash}"`;
  return encoding === 'br' && entry.brotliAgain === 'kept'
    ? `"${entry.hash}-${BROTLI_AGAIN_TAG}"`
    : `"${entry.hash}-${encoding}"`;
}

/** If-None-Match names this answer in any encoding (compared weakly, as RFC 9110 asks for GET), or is `*`. */
function matchesIfNoneMatch(header: string | undefined, hash: string): boolean {
  if (header === undefined) return false;
  const suffixes = [...ENCODINGS, BROTLI_AGAIN_TAG];
  const tags = new Set(['*', `"${hash}"`, ...suffixes.map((suffix) => `"${hash}-${suffix}"`)]);
  return header.split(',').some((tag) => tags.has(tag.trim().replace(/^W\//, '')));
}

interface CatalogueCacheParts {
  /** The primary: the version is read there. */
  db: Db;
  /** The catalogue's reads (app.catalogue): on the replica when there is one. */
  catalogue: CatalogueRepository;
  /** With a read replica: it and the primary's reads; null without one. */
  copies: CatalogueCopies | null;
  events: EventBus;
  versionMaxAgeMs: number;
  logError: (error: unknown) => void;
}

/** The answer as its route's schema writes it, in UTF-8. */
function serialised(key: string, reply: FastifyReply, answer: unknown): Buffer {
  const body = reply.serialize(answer);
  if (typeof body !== 'string') throw new Error(`${key}: the route's serialiser gave no JSON text`);
  return Buffer.from(body);
}

function createCatalogueCache(parts: CatalogueCacheParts): { cache: CatalogueCache; forget: () => void } {
  const { events, logError } = parts;
  const entries = createLruCache<Entry>(CACHE_LIMITS);
  const building = new Map<string, Promise<Entry>>();
  const version = catalogueVersionReader(parts.db, parts.versionMaxAgeMs);
  const readsAt = catalogueAt(parts.catalogue, parts.copies);

  async function build(
    key: string,
    version: string,
    reply: FastifyReply,
    produce: (catalogue: CatalogueRepository, version: string) => Promise<unknown>,
  ) {
    const produced = await produce(await readsAt(version), version);
    const json = produced instanceof SerialisedJson ? produced.bytes : serialised(key, reply, produced);
    const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
    const entry: Entry = {
      version,
      hash,
      json,
      encoded: {},
      brotliAgain: 'no',
      bytes: key.length + json.length,
    };
    entries.set(key, entry, entry.bytes);
    return entry;
  }

  /** Counts `change` more bytes to the entry, in the cache's bounds too while it is kept. */
  function resized(key: string, entry: Entry, change: number) {
    entry.bytes += change;
    if (entries.get(key) === entry) entries.set(key, entry, entry.bytes);
  }

  /**
   * The entry's body in an encoding, compressed on first use and kept with the entry. Asked for
   * again in brotli, it is written better meanwhile, and that is sent from then on.
   */
  function encodedBody(key: string, entry: Entry, encoding: Encoding): Promise<Encoded> {
    let encoded = entry.encoded[encoding];
    if (encoded === undefined) {
      const tag = entityTag(entry, encoding);
      encoded = COMPRESSORS[encoding](entry.json).then((body) => ({ body, tag }));
      entry.encoded[encoding] = encoded;
      void encoded.then(
        ({ body }) => resized(key, entry, body.length),
        () => delete entry.encoded[encoding],
      );
    } else if (encoding === 'br' && entry.brotliAgain === 'no') {
      entry.brotliAgain = 'writing';
      void Promise.all([encoded, brotli(entry.json, BROTLI_QUALITY.again)]).then(
        ([first, better]) => {
          entry.brotliAgain = 'kept';
          entry.encoded.br = Promise.resolve({ body: better, tag: entityTag(entry, 'br') });
          resized(key, entry, better.length - first.body.length);
        },
        // The first bytes stay (a failed first write drops them, as above).
        () => (entry.brotliAgain = 'no'),
      );
    }
    return encoded;
  }

  const cache: CatalogueCache = {
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
        .header('vary', vary === undefined ? 'accept-encoding' : `${String(vary)}, accept-encoding`);
      if (matchesIfNoneMatch(request.headers['if-none-match'], entry.hash)) {
        return reply.header('etag', entityTag(entry, encoding)).code(304).send();
      }
      reply.type('application/json; charset=utf-8');
      if (encoding === null) return reply.header('etag', entityTag(entry, null)).send(entry.json);
      const { body, tag } = await encodedBody(key, entry, encoding);
      // Sent with its encoding named, so the compress plugin leaves it as it is.
      return reply.header('etag', tag).header('content-encoding', encoding).send(body);
    },
    changed() {
      version.forget();
      // The others catch up within a second without it: a failed NOTIFY is logged, not thrown.
      events.publish('catalogue_changed', {}).catch(logError);
    },
    version: version.read,
  };
  return { cache, forget: version.forget };
}

export interface CatalogueCacheOptions {
  /** How long an instance trusts the version it read (default 1 s); tests lengthen it to prove the bus. */
  versionMaxAgeMs?: number;
}

export default fp<CatalogueCacheOptions>(
  async (app, options) => {
    const { cache, forget } = createCatalogueCache({
      db: app.db,
      catalogue: app.catalogue,
      copies:
        app.dbRead === app.db
          ? null
          : {
              replica: { db: app.dbRead, catalogue: app.catalogue },
              primary: createCatalogueRepository(app.db),
            },
      events: app.events,
      versionMaxAgeMs: options.versionMaxAgeMs ?? CATALOGUE_VERSION_MAX_AGE_MS,
      logError: (error) =>
        app.log.error({ err: error }, 'Telling the other instances of a catalogue edit failed'),
    });
    // Another instance's edit (or this one's, heard back): the next answer reads the version anew.
    await app.events.subscribe('catalogue_changed', { onMessage: forget, onGap: forget });
    app.decorate('catalogueCache', cache);
  },
  { name: 'catalogue-cache', dependencies: ['db', 'events', 'catalogue-repository'] },
);
