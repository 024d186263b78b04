// Issue 28, section 2: the instances' event bus (app.events) on the database of the run, PGlite in
// the default step and PostgreSQL in the PostgreSQL step: a message reaches every subscriber, one
// sent inside a transaction arrives at its commit and never after a rollback, and a closed bus or
// an ended subscription hears nothing more. (Two instances with databases of their own, and a
// dropped connection: test/postgres/instances-agree.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { createEventBus, MAX_PAYLOAD_BYTES, type EventBus } from '../../src/plugins/app/events.ts';
import { getTestDb, testDatabaseKind } from '../helpers/database.ts';

const quiet = { warn: () => undefined, error: () => undefined };
let db: Db;
let bus: ReturnType<typeof createEventBus>;
beforeAll(async () => {
  db = await getTestDb();
  bus = createEventBus(db, quiet);
});
afterAll(() => bus.close());

/** What a subscriber has heard, and a way to wait for the next message. */
async function listen(on: EventBus = bus) {
  const heard: unknown[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = await on.subscribe('catalogue_changed', {
    onMessage: (payload) => {
      heard.push(payload);
      wake?.();
    },
  });
  const next = (withinMs = 2_000) =>
    new Promise<boolean>((resolve) => {
      const count = heard.length;
      const timer = setTimeout(() => resolve(heard.length > count), withinMs);
      wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  return { heard, next, unsubscribe };
}

describe(`the event bus (${testDatabaseKind()})`, () => {
  it('delivers a message to every subscriber, the publishing bus included', async () => {
    const other = createEventBus(db, quiet);
    try {
      const here = await listen();
      const there = await listen(other);
      const arrivals = [here.next(), there.next()];
      await bus.publish('catalogue_changed', { version: '41' });
      expect(await Promise.all(arrivals)).toEqual([true, true]);
      expect(here.heard).toEqual([{ version: '41' }]);
      expect(there.heard).toEqual([{ version: '41' }]);
      await here.unsubscribe();
    } finally {
      await other.close();
    }
  });

  it('sends a message published in a transaction at its commit, and never after a rollback', async () => {
    const subscriber = await listen();
    await db
      .transaction(async (tx) => {
        await bus.publish('catalogue_changed', { version: 'rolled back' }, tx);
        throw new Error('the write fails');
      })
      .catch(() => undefined);
    expect(await subscriber.next(300)).toBe(false);

    let heardBeforeCommit = true;
    const arrival = subscriber.next();
    await db.transaction(async (tx) => {
      await bus.publish('catalogue_changed', { version: 'committed' }, tx);
      await new Promise((resolve) => setTimeout(resolve, 100));
      heardBeforeCommit = subscriber.heard.length > 0;
    });
    expect(await arrival).toBe(true);
    expect(heardBeforeCommit).toBe(false);
    expect(subscriber.heard).toEqual([{ version: 'committed' }]);
    await subscriber.unsubscribe();
  });

  it('stops delivering once unsubscribed, or once the subscribing bus has closed', async () => {
    const other = createEventBus(db, quiet);
    const unsubscribed = await listen();
    const closed = await listen(other);
    const control = await listen();
    await unsubscribed.unsubscribe();
    await other.close();
    const arrival = control.next();
    await bus.publish('catalogue_changed', {});
    expect(await arrival).toBe(true);
    expect(unsubscribed.heard).toEqual([]);
    expect(closed.heard).toEqual([]);
    await control.unsubscribe();
  });

  it('refuses a payload PostgreSQL would refuse, with a message that says what to send instead', async () => {
    await expect(
      bus.publish('catalogue_changed', { version: 'x'.repeat(MAX_PAYLOAD_BYTES) }),
    ).rejects.toThrow(
      `An event on catalogue_changed is over ${MAX_PAYLOAD_BYTES} bytes: send an id, not the data`,
    );
  });
});
