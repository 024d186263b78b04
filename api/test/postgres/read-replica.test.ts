// Issue 28, section 2: DATABASE_READ_URL. The test step's PostgreSQL has a streaming replica
// (scripts/pg-cluster.mjs); an app is built with DATABASE_READ_URL on it, through a TCP relay this
// test can cut. To see which server answers, the replica's replay is paused and the primary changed
// behind it: what the listing, the detail page and the blog show is then the replica's, what the
// studio shows is the primary's. A catalogue edit moves the catalogue's version, read on the primary:
// while the replica lags behind it, the catalogue's answers come from the primary (read-your-write).
import { createServer, Socket, type Server } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/config.ts';
import type { Db } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { seedIfEmpty } from '../../src/db/seed.ts';
import { normalisePhone } from '../../src/lib/phone.ts';
import { COMMAND_LINE_ACTOR, createStaffRepository } from '../../src/plugins/app/staff-repository.ts';
import type { ListingResponse } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { newAddress, newPhone, verifiedPhone } from '../helpers/otp.ts';
import { createScratchDatabase, onReplica } from '../helpers/scratch-database.ts';

const readUrl = inject('postgresReadUrl');

let drop: () => Promise<void>;
let primary: Db;
let replica: Db;
let relay: Relay;
let app: FastifyInstance;
let staff: string;
let unit: { id: string; slug: string; name: string; price: number; city_id: string; project_slug: string };
let post: { id: string; slug: string; title: string };

/** A TCP relay from a local port to the replica: closing it is the replica stopping, as the app sees it. */
interface Relay {
  port: number;
  close(): Promise<void>;
  open(): Promise<void>;
}

async function startRelay(target: { host: string; port: number }): Promise<Relay> {
  const sockets = new Set<Socket>();
  let server: Server;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = new Socket();
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        upstream.connect(target.port, target.host, () => client.pipe(upstream).pipe(client));
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  await open();
  return {
    get port() {
      return port;
    },
    open,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Waits until the replica has replayed everything the primary has written so far. */
async function replicaCaughtUp(): Promise<void> {
  const [{ lsn }] = (await primary.query('SELECT pg_current_wal_lsn()::text AS lsn')) as [{ lsn: string }];
  for (let tries = 0; tries < 500; tries += 1) {
    const [row] = await replica.query<{ done: boolean }>(
      'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done',
      [lsn],
    );
    if (row?.done) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the replica did not replay up to ${lsn} within 5 s`);
}

async function pauseReplay(): Promise<void> {
  await replicaCaughtUp();
  await replica.query('SELECT pg_wal_replay_pause()');
  for (let tries = 0; tries < 500; tries += 1) {
    const [row] = await replica.query<{ state: string }>('SELECT pg_get_wal_replay_pause_state() AS state');
    if (row?.state === 'paused') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the replica did not pause its replay within 5 s');
}

async function resumeReplay(): Promise<void> {
  await replica.query('SELECT pg_wal_replay_resume()');
  await replicaCaughtUp();
}

/** The unit as its project's listing shows it; each call asks for a page size not asked before, so no cache answers. */
let listingLimit = 50;
async function unitInListing(): Promise<{ name: string; price: number } | undefined> {
  listingLimit += 1;
  const response = await app.inject({
    url: `/api/v1/projects/units?city=${unit.city_id}&project=${unit.project_slug}&limit=${listingLimit}`,
  });
  expect(response.statusCode).toBe(200);
  const found = response.json<ListingResponse>().data.units.find((row) => row.slug === unit.slug);
  return found && { name: found.name, price: found.price };
}

async function unitOnDetailPage(): Promise<{ name: string; price: number }> {
  const response = await app.inject({ url: `/api/v1/projects/units/slug/${unit.slug}` });
  expect(response.statusCode).toBe(200);
  const { name, price } = response.json<{ data: { name: string; price: number } }>().data;
  return { name, price };
}

const nameInStudio = async () =>
  (
    await app.inject({
      url: `/api/v1/studio/units/${unit.id}`,
      headers: { authorization: `Bearer ${staff}` },
    })
  ).json<{ data: { name: string } }>().data.name;

const titleOnPostPage = async () =>
  (await app.inject({ url: `/api/v1/blog/posts/slug/${post.slug}` })).json<{ data: { title: string } }>().data
    .title;

describe('a read replica (DATABASE_READ_URL)', () => {
  beforeAll(async () => {
    if (!readUrl)
      throw new Error('TEST_DATABASE_READ_URL is not set: run the tests through scripts/pg-cluster.mjs');
    const scratch = await createScratchDatabase(inject('postgresUrl') as string, 'villa_replica');
    drop = scratch.drop;
    primary = await openPostgres(scratch.url);
    await migrate(primary, path.join(PACKAGE_ROOT, 'migrations'));
    await seedIfEmpty(primary);
    const replicaUrl = new URL(onReplica(scratch.url, readUrl as string));
    // The new database reaches the replica with its replay: connect once it is there.
    for (let tries = 0; ; tries += 1) {
      try {
        replica = await openPostgres(replicaUrl.toString());
        break;
      } catch (error) {
        if (tries > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    await replicaCaughtUp();
    relay = await startRelay({ host: replicaUrl.hostname, port: Number(replicaUrl.port) });
    const relayed = new URL(replicaUrl);
    relayed.port = String(relay.port);
    // The app opens the replica from its configuration, as in production.
    app = await buildTestApp({ databaseUrl: scratch.url, databaseReadUrl: relayed.toString() }, primary);

    const mobile = newPhone();
    await createStaffRepository(primary).add(COMMAND_LINE_ACTOR, {
      name: 'Replica Admin',
      phone: normalisePhone('+91', mobile),
      role: 'admin',
    });
    const { verificationId } = await verifiedPhone(app, mobile);
    const session = await app.inject({
      method: 'POST',
      url: '/api/v1/studio/auth/session',
      payload: { phone_number: mobile, country_code: '+91', verification_id: verificationId },
      remoteAddress: newAddress(),
    });
    staff = session.json<{ data: { token: string } }>().data.token;
    [unit] = (await primary.query(
      `SELECT u.id, u.slug, u.name, u.price::float8 AS price, u.city_id, p.slug AS project_slug
       FROM units u JOIN projects p ON p.id = u.project_id
       WHERE u.status = 'published' ORDER BY u.slug LIMIT 1`,
    )) as [typeof unit];
    [post] = (await primary.query(
      `SELECT id, slug, title FROM blog_posts WHERE status = 'published' AND published_at < now()
       ORDER BY slug LIMIT 1`,
    )) as [typeof post];
  });

  afterAll(async () => {
    // Whatever failed, the replica replays again for the rest of the run.
    await replica?.query('SELECT pg_wal_replay_resume()').catch(() => undefined);
    await app?.close();
    await relay?.close();
    await replica?.close();
    await primary?.close();
    await drop?.();
  });

  it('is a streaming replica: in recovery, and refusing writes', async () => {
    const [row] = await replica.query<{ recovering: boolean }>('SELECT pg_is_in_recovery() AS recovering');
    expect(row?.recovering).toBe(true);
    await expect(replica.query(`UPDATE units SET name = 'x' WHERE id = $1`, [unit.id])).rejects.toThrow(
      /read-only transaction/,
    );
    expect((await app.inject({ url: '/api/v1/ready' })).json()).toEqual({ status: 'ready', failing: [] });
  });

  it('serves the listing, the detail page and the blog from the replica; the studio and writes from the primary', async () => {
    // Neither listed nor shown before the pause: the catalogue keeps its answers, and the listing each
    // unit it has shown (catalogue-listing.ts), for the catalogue's version, so it is their first read
    // that tells where reads go.
    expect(await nameInStudio()).toBe(unit.name);
    await pauseReplay();
    try {
      // Written on the primary without moving the catalogue's version (the triggers are off in this
      // session): only where the reads go tells the two names apart.
      await primary.transaction(async (tx) => {
        await tx.query('SET LOCAL session_replication_role = replica');
        await tx.query(`UPDATE units SET name = 'Behind the replica' WHERE id = $1`, [unit.id]);
        await tx.query(`UPDATE blog_posts SET title = 'Behind the replica' WHERE id = $1`, [post.id]);
      });
      expect((await unitInListing())?.name).toBe(unit.name);
      expect((await unitOnDetailPage()).name).toBe(unit.name);
      expect(await titleOnPostPage()).toBe(post.title);
      expect(await nameInStudio()).toBe('Behind the replica');

      // A write through the app while the replica replays nothing: it lands on the primary, and a
      // preview link made now opens at once (read on the primary).
      const link = await app.inject({
        method: 'POST',
        url: `/api/v1/studio/posts/${post.id}/preview-link`,
        headers: { authorization: `Bearer ${staff}` },
      });
      expect(link.statusCode).toBe(201);
      const preview = await app.inject({ url: link.json<{ data: { api_url: string } }>().data.api_url });
      expect(preview.statusCode).toBe(200);
      expect(preview.json<{ data: { title: string } }>().data.title).toBe('Behind the replica');
      const [links] = await primary.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM blog_post_previews WHERE post_id = $1`,
        [post.id],
      );
      expect(links?.count).toBe(1);
    } finally {
      await resumeReplay();
    }
    expect(await titleOnPostPage()).toBe('Behind the replica');
    // The listing still writes the unit as it read it: the write did not move the catalogue's version,
    // which every write of the app does (its triggers), and the unit is kept under that version.
    expect((await unitInListing())?.name).toBe(unit.name);
    unit.name = 'Behind the replica';
  });

  it("shows a studio edit at once though the replica lags: the catalogue's answers then come from the primary", async () => {
    // Cached under the version before the edit, as a buyer would have left them.
    expect((await unitOnDetailPage()).price).toBe(unit.price);
    expect((await unitInListing())?.price).toBe(unit.price);
    const edited = unit.price + 123_000;
    await pauseReplay();
    let seen: { listing?: number; detail?: number; replica?: number };
    try {
      const edit = await app.inject({
        method: 'PATCH',
        url: `/api/v1/studio/units/${unit.id}`,
        headers: { authorization: `Bearer ${staff}` },
        payload: { price: edited },
      });
      expect(edit.statusCode).toBe(200);
      listingLimit -= 1; // the same page as just before: cached under the old version
      const [onReplica] = await replica.query<{ price: number }>(
        'SELECT price::float8 AS price FROM units WHERE id = $1',
        [unit.id],
      );
      seen = {
        listing: (await unitInListing())?.price,
        detail: (await unitOnDetailPage()).price,
        replica: onReplica?.price,
      };
    } finally {
      await resumeReplay();
    }
    expect(seen).toEqual({ listing: edited, detail: edited, replica: unit.price });
  });

  it('/ready fails while the replica does not answer, and passes again when it is back', async () => {
    await relay.close();
    const down = await app.inject({ url: '/api/v1/ready' });
    expect(down.statusCode).toBe(503);
    const { failing } = down.json<{ failing: { name: string; reason: string }[] }>();
    expect(failing.map((check) => check.name)).toEqual(['read-replica']);
    console.log(`read replica down: /ready says ${JSON.stringify(failing)}`);
    // The primary's side goes on: the studio still reads.
    expect(await nameInStudio()).toBe(unit.name);

    await relay.open();
    const up = await app.inject({ url: '/api/v1/ready' });
    expect(up.statusCode).toBe(200);
  });
});
