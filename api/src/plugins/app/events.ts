// The instances' event bus (app.events): what one instance publishes, every instance that shares its
// database hears, itself included. It is PostgreSQL's LISTEN/NOTIFY, so it needs nothing but the
// database: with PostgreSQL every instance on the server hears it; with PGlite (one process per data
// folder) the process hears itself, through the same interface.
//
// When a message is sent, and what a listener may assume:
// - `publish(channel, payload)` sends it at once, on its own: use it after the write has committed
//   (a cache drop: the other instances must not read the data before it is there).
// - `publish(channel, payload, tx)` sends it inside the writing transaction: PostgreSQL delivers it
//   at COMMIT and drops it on ROLLBACK, so listeners hear of exactly the writes that happened.
// - A message is delivered at most once, and may be lost: an instance that was disconnected hears
//   `onGap` when it is back, and whoever relies on messages must hold a way to catch up (the catalogue
//   cache reads the catalogue's version from the database at least once a second anyway).
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../db/db.ts';

/** Each channel and the payload it carries (JSON, at most ~8000 bytes: PostgreSQL's limit). */
export interface EventChannels {
  /** The catalogue was written and committed: what was built from it is out of date. */
  catalogue_changed: { version?: string };
  /** A remote's release pointer was switched (releases/release-pointers.ts): load the pointers again. */
  release_pointer: { remote: string };
}
export type EventChannel = keyof EventChannels;

export interface Subscription<C extends EventChannel> {
  onMessage: (payload: EventChannels[C]) => void;
  /** Messages may have been lost (the connection dropped and is back): catch up from the database. */
  onGap?: () => void;
}

export interface EventBus {
  /** Sends to every instance: at once, or at the commit of `tx` when given (see above). */
  publish<C extends EventChannel>(channel: C, payload: EventChannels[C], tx?: Queryable): Promise<void>;
  /** Hears the channel until the returned function is called, or the app closes. */
  subscribe<C extends EventChannel>(channel: C, subscription: Subscription<C>): Promise<() => Promise<void>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

/** PostgreSQL caps a payload below 8000 bytes; a message is a signal, never the data itself. */
export const MAX_PAYLOAD_BYTES = 7_900;

/**
 * The bus on `db`. `close()` ends this bus's subscriptions (a database handed in by a test outlives
 * the app: its listeners must not); the database's own connection closes with the database.
 */
export function createEventBus(
  db: Db,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
): EventBus & { close(): Promise<void> } {
  const subscriptions = new Set<() => Promise<void>>();
  return {
    async publish(channel, payload, tx) {
      const text = JSON.stringify(payload);
      if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES)
        throw new Error(
          `An event on ${channel} is over ${MAX_PAYLOAD_BYTES} bytes: send an id, not the data`,
        );
      await (tx ?? db).query('SELECT pg_notify($1, $2)', [channel, text]);
    },
    async subscribe(channel, subscription) {
      if (db.listen === undefined) return async () => undefined; // a test's wrapper of a Db
      const stop = await db.listen(channel, {
        onPayload: (text) => {
          let payload: EventChannels[typeof channel];
          try {
            payload = JSON.parse(text) as EventChannels[typeof channel];
          } catch {
            log.warn({ channel }, 'An event that is not JSON was ignored');
            return;
          }
          try {
            subscription.onMessage(payload);
          } catch (error) {
            log.error({ err: error, channel }, 'An event listener failed');
          }
        },
        onGap: subscription.onGap,
      });
      const unsubscribe = async () => {
        if (subscriptions.delete(unsubscribe)) await stop();
      };
      subscriptions.add(unsubscribe);
      return unsubscribe;
    },
    async close() {
      for (const unsubscribe of [...subscriptions]) await unsubscribe();
    },
  };
}

export default fp(
  async (app) => {
    const bus = createEventBus(app.db, app.log);
    app.decorate('events', { publish: bus.publish, subscribe: bus.subscribe });
    app.addHook('onClose', () => bus.close());
  },
  { name: 'events', dependencies: ['db'] },
);
