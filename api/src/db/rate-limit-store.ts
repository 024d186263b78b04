// @fastify/rate-limit's store on PostgreSQL: the counters live in the table rate_limit_hits, so that
// every API instance behind the load balancer counts a client against one budget.
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Selectable } from 'kysely';
import { CapacityError } from '../lib/errors.ts';
import type { Queryable } from './db.ts';
import { qb, run } from './kysely.ts';
import type { RateLimitHitsTable } from './schema.generated.ts';

/** A route whose limit fails closed, when its counter can't be read. */
export const UNCOUNTED_MESSAGE = 'We can’t take this request right now. Please try again in a minute.';

// One atomic statement per hit, also when instances count the same client at once: the first hit
// of a window inserts the row, the next ones add to it, and the first after the window's end starts
// a new window. An upsert of CASEs, on every counted request: SQL, with its row typed from the table.
const COUNT_HIT = `
  INSERT INTO rate_limit_hits AS counter (key, hits, window_ends_at)
  VALUES ($1, 1, now() + $2::integer * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN counter.window_ends_at <= now() THEN 1 ELSE counter.hits + 1 END,
    window_ends_at = CASE
      WHEN counter.window_ends_at <= now() THEN excluded.window_ends_at
      ELSE counter.window_ends_at
    END
  RETURNING hits, ceil(extract(epoch FROM counter.window_ends_at - now()) * 1000)::integer AS ttl_ms`;

type CountedHit = Pick<Selectable<RateLimitHitsTable>, 'hits'> & { ttl_ms: number };

/** What @fastify/rate-limit hands child(): the route's limit, with the route itself in routeInfo. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

class PostgresRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
    /** Keeps the counts of one route's limit apart from the others'. */
    private readonly scope: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.db.query<CountedHit>(COUNT_HIT, [this.scope + key, timeWindow]).then(
      ([row]) => callback(null, { current: row!.hits, ttl: row!.ttl_ms }),
      (error: Error) => {
        // The read budget lets the request through; a route's own limit (OTP, uploads, forms) refuses it.
        this.log.warn({ err: error }, 'Rate limit not counted: the database failed');
        callback(new CapacityError(503, UNCOUNTED_MESSAGE));
      },
    );
  }

  // The type says RouteOptions; the plugin passes the limit's options with the route in routeInfo.
  child(options: object): FastifyRateLimitStore {
    const route = (options as ChildOptions).routeInfo;
    const scope = route?.url === undefined ? '' : `${String(route.method)} ${route.url} `;
    return new PostgresRateLimitStore(this.db, this.log, scope);
  }
}

/** The store class for @fastify/rate-limit, which constructs it itself: bound here to `db`. */
export function postgresRateLimitStore(db: Queryable, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  return class extends PostgresRateLimitStore {
    constructor() {
      super(db, log, '');
    }
  };
}

/** Deletes the counters whose window has ended. */
export async function deleteEndedRateLimitWindows(db: Queryable): Promise<void> {
  await run(db, qb.deleteFrom('rate_limit_hits').where('window_ends_at', '<=', sql<Date>`now()`));
}
