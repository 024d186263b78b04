// Issue 28, section 2: two instances on one PostgreSQL agree. A studio edit through instance A
// reaches instance B's listing cache and its server-rendered pages through LISTEN/NOTIFY. B is built
// to trust the catalogue version it read for an hour, so nothing but the bus can make it read the
// version again (a write that sends no notification, as psql's, is shown to stay unseen). When B's
// events connection is cut, it reconnects, LISTENs again, and catches up on what it may have missed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
import { createScratchDatabase } from '../helpers/scratch-database.ts';

const AN_HOUR_MS = 3_600_000;
/** A page that shows the villa's price, read through the API as the real detail page does. */
const SHELL_BUILD = `
exports.sharedModules = {};
exports.renderPage = async ({ url, fetchApi }) => {
  const slug = url.split('/')[2];
  const answer = await (await fetchApi('/api/v1/projects/units/slug/' + slug, { method: 'GET' })).json();
  return { html: '<p class="price">' + answer.data.price + '</p>', styles: '', head: '', firstScreen: {} };
};
`;

let drop: () => Promise<void>;
let webRoot: string;
const dbs: Db[] = [];
let a: FastifyInstance;
let b: FastifyInstance;
let editor: string;
let unit: { id: string; slug: string; project_slug: string; city_id: string; price: number };

beforeAll(async () => {
  const scratch = await createScratchDatabase(inject('postgresUrl') as string, 'villa_instances');
  drop = scratch.drop;
  for (let n = 0; n < 2; n += 1) dbs.push(await openPostgres(scratch.url));
  const [dbA, dbB] = dbs as [Db, Db];
  await migrate(dbA, path.join(PACKAGE_ROOT, 'migrations'));
  await seedIfEmpty(dbA);
  webRoot = mkdtempSync(path.join(tmpdir(), 'villa-instances-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
    writeFileSync(path.join(webRoot, file), content);
  };
  write('shell/index.html', '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  write('shell/remotes.json', JSON.stringify({ detail: '/mfe/detail/mf-manifest.json' }));
  write('shell/ssr/server.cjs', SHELL_BUILD);
  write('detail/mf-manifest.json', '{}');
  const options = { catalogueVersionMaxAgeMs: AN_HOUR_MS };
  a = await buildTestApp({ webRoot }, dbA, options);
  b = await buildTestApp({ webRoot }, dbB, options);

  const mobile = newPhone();
  await createStaffRepository(dbA).add(COMMAND_LINE_ACTOR, {
    name: 'Instances Editor',
    phone: normalisePhone('+91', mobile),
    role: 'editor',
  });
  const { verificationId } = await verifiedPhone(a, mobile);
  const session = await a.inject({
    method: 'POST',
    url: '/api/v1/studio/auth/session',
    payload: { phone_number: mobile, country_code: '+91', verification_id: verificationId },
    remoteAddress: newAddress(),
  });
  editor = session.json<{ data: { token: string } }>().data.token;
  [unit] = (await dbA.query(
    `SELECT u.id, u.slug, u.price::float8 AS price, p.slug AS project_slug, u.city_id
     FROM units u JOIN projects p ON p.id = u.project_id
     WHERE u.status = 'published' ORDER BY u.slug LIMIT 1`,
  )) as [typeof unit];
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  for (const db of dbs) await db.close();
  await drop?.();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The unit's price in B's listing answer, and in B's server-rendered page of it. */
async function pricesOnB(): Promise<{ listing: number | undefined; page: string | undefined }> {
  const listing = await b.inject({
    url: `/api/v1/projects/units?city=${unit.city_id}&project=${unit.project_slug}`,
  });
  const page = await b.inject({ url: `/unit/${unit.slug}/`, headers: { accept: 'text/html' } });
  return {
    listing: listing.json<ListingResponse>().data.units.find((row) => row.slug === unit.slug)?.price,
    page: /<p class="price">(\d+)<\/p>/.exec(page.body)?.[1],
  };
}

/** B's prices once they equal `price`, or what they still were after `withinMs`; and how long it took. */
async function waitForPriceOnB(price: number, withinMs = 3_000) {
  const started = performance.now();
  let prices = await pricesOnB();
  while (
    (prices.listing !== price || prices.page !== String(price)) &&
    performance.now() - started < withinMs
  ) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    prices = await pricesOnB();
  }
  return { prices, ms: Math.round(performance.now() - started) };
}

const editOnA = (price: number) =>
  a.inject({
    method: 'PATCH',
    url: `/api/v1/studio/units/${unit.id}`,
    headers: { authorization: `Bearer ${editor}` },
    payload: { price },
  });

/** How many events connections (one per instance) the server holds for this database. */
async function eventConnections(): Promise<number> {
  const [row] = await dbs[0]!.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM pg_stat_activity
     WHERE application_name = 'villa-events' AND datname = current_database()`,
  );
  return row?.count ?? 0;
}

describe('two instances on one PostgreSQL', () => {
  it("an edit through A shows in B's cached listing and server-rendered page at once", async () => {
    expect(await pricesOnB()).toEqual({ listing: unit.price, page: String(unit.price) });

    // A write that notifies nobody (psql, another tool) stays unseen by B for its hour: B answers
    // from its cache, so what follows is the bus's doing.
    const unannounced = unit.price + 1_000;
    await dbs[0]!.query('UPDATE units SET price = $1 WHERE id = $2', [unannounced, unit.id]);
    expect((await waitForPriceOnB(unannounced, 500)).prices).toEqual({
      listing: unit.price,
      page: String(unit.price),
    });

    const edited = unit.price + 123_000;
    expect((await editOnA(edited)).statusCode).toBe(200);
    const seen = await waitForPriceOnB(edited);
    console.log(`instances: B served the edit made through A ${seen.ms} ms after A answered`);
    expect(seen.prices).toEqual({ listing: edited, page: String(edited) });
    expect(seen.ms).toBeLessThan(1_000);
    unit.price = edited;
  });

  it('B reconnects after its events connection is cut, and catches up on what it may have missed', async () => {
    expect(await eventConnections()).toBe(2);
    // Written as the connections are cut (one batch, so before they can be back): no instance can
    // hear of it, so only the catch-up after the reconnect (onGap) shows it.
    const missed = unit.price + 7_000;
    await dbs[0]!.exec(
      `UPDATE units SET price = ${missed} WHERE id = '${unit.id.replaceAll("'", "''")}';
       SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'villa-events' AND datname = current_database();`,
    );
    expect((await waitForPriceOnB(missed)).prices).toEqual({ listing: missed, page: String(missed) });
    expect(await eventConnections()).toBe(2);

    // Listening again: the next edit through A arrives as the first did.
    const edited = missed + 2_000;
    expect((await editOnA(edited)).statusCode).toBe(200);
    const seen = await waitForPriceOnB(edited);
    expect(seen.prices).toEqual({ listing: edited, page: String(edited) });
    expect(seen.ms).toBeLessThan(1_000);
  });
});
