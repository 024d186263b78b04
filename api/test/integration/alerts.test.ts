// Issue 29, alerts: a buyer's saved search hears of a new villa the studio publishes, and a saved
// villa's price drop after a studio edit; one SMS a day at most, in the day's hours; the stop link
// works without a login. The job runner (pg-boss) runs the same on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAlerts } from '../../src/alerts/run-alerts.ts';
import { ALERT_STOP_PATH, SEARCH_ALERTS_MAX } from '../../src/contract/alerts.ts';
import { ALERTS_AFTER_EDIT_SECONDS, ALERTS_QUEUE } from '../../src/plugins/app/alerts-job.ts';
import { createEventBus } from '../../src/plugins/app/events.ts';
import { ALERT_STOP_TEXTS } from '../../src/routes/alerts/stop-page.ts';
import type { AlertSettingsResponse, WishlistResponse } from '../../src/schemas/index.ts';
import type { SmsMessage, SmsSender } from '../../src/sms/sender.ts';
import { buildTestApp } from '../helpers/app.ts';
import { openPrivateTestDb, testDatabaseKind } from '../helpers/database.ts';
import { loggedIn } from '../helpers/otp.ts';
import { openStudioCatalogue, type StudioCatalogue } from '../helpers/studio-catalogue.ts';

let studio: StudioCatalogue;
beforeAll(async () => {
  studio = await openStudioCatalogue();
});
afterAll(() => studio?.close());

/** 10:30 and 23:30 India time on a day, as instants. */
const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

function recordingSms(): SmsSender & { sent: SmsMessage[] } {
  const sent: SmsMessage[] = [];
  return { name: 'outbox', sent, send: async (message) => void sent.push(message) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function publishedVilla(fields: object = {}) {
  const { createProject, createUnit, uploadPhotos, studio: call, move } = studio;
  const project = await createProject({ name: `Alert Grove ${Math.random().toString(36).slice(2, 7)}` });
  const [photo] = await uploadPhotos(1);
  await call('PATCH', `/projects/${project._id}`, {
    photos: [{ upload_id: photo, kind: 'exterior', alt: 'The gate' }],
  });
  expect((await move('projects', project._id, 'published')).statusCode).toBe(200);
  const villa = await createUnit(project._id, {
    photos: [{ upload_id: photo, kind: 'exterior', alt: 'The villa' }],
    ...fields,
  });
  return { project, villa };
}

describe(`alerts (${testDatabaseKind()})`, () => {
  it('a saved search hears of a villa the studio publishes, and a saved villa of its lower price a day later', async () => {
    const { app, db, move, studio: call } = studio;
    const buyer = await loggedIn(app);
    const added = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/alerts/searches',
      headers: bearer(buyer.token),
      payload: { city: 'bengaluru', filters: { bhk: 4, maxPrice: 40_000_000 } },
    });
    expect(added.statusCode, added.body).toBe(201);
    const [search] = added.json<AlertSettingsResponse>().data.searches;
    expect(search).toMatchObject({ city: 'Bengaluru', filters: { bhk: 4, maxPrice: 40_000_000 } });
    const drops = await app.inject({
      method: 'PUT',
      url: '/api/v1/auth/users/alerts/price-drops',
      headers: bearer(buyer.token),
      payload: { price_drops: true },
    });
    expect(drops.json<AlertSettingsResponse>().data).toMatchObject({ price_drops: true, stopped: false });

    const sms = recordingSms();
    const deps = { db, sms, publicUrl: 'https://villas.example' };
    // Published before the search was made: old news for everyone else, not an alert.
    await runAlerts(deps, ist('2026-11-20', '10:00'));
    sms.sent.length = 0;

    const { villa } = await publishedVilla({ name: '4 BHK Villa Alert', room: 4, price: 32_500_000 });
    const { villa: tooDear } = await publishedVilla({ name: '4 BHK Villa Dear', room: 4, price: 52_500_000 });
    expect((await move('units', villa._id, 'published')).statusCode).toBe(200);
    expect((await move('units', tooDear._id, 'published')).statusCode).toBe(200);

    // At night the news waits; in the morning it goes, once.
    expect((await runAlerts(deps, ist('2026-11-20', '23:30'))).sent).toBe(0);
    expect(sms.sent).toEqual([]);
    expect((await runAlerts(deps, ist('2026-11-21', '10:30'))).sent).toBe(1);
    const token = (
      await db.query<{ token: string }>('SELECT token FROM alert_settings WHERE user_id = $1', [buyer.userId])
    )[0]!.token;
    expect(sms.sent).toEqual([
      {
        kind: 'notice',
        to: expect.objectContaining({ nationalNumber: buyer.phone }),
        text:
          `VillaNest: A new villa matches your search: https://villas.example/unit/${villa.slug}/ ` +
          `Stop alerts: https://villas.example${ALERT_STOP_PATH}/${token}`,
      },
    ]);
    expect((await runAlerts(deps, ist('2026-11-21', '10:31'))).sent).toBe(0);

    // Saved at its price; the studio lowers it by ₹5 L.
    await app.inject({
      method: 'POST',
      url: `/api/v1/auth/users/addunittowishlist/${villa._id}`,
      headers: bearer(buyer.token),
    });
    const edited = await call('PATCH', `/units/${villa._id}`, { price: 32_000_000 });
    expect(edited.statusCode, edited.body).toBe(200);
    const wishlist = await app.inject({
      url: '/api/v1/auth/users/getmyfavoriteunits',
      headers: bearer(buyer.token),
    });
    expect(wishlist.json<WishlistResponse>().data[0]).toMatchObject({
      price: 32_000_000,
      saved_price: 32_500_000,
    });
    expect(
      await db.query('SELECT price FROM unit_prices WHERE unit_id = $1 ORDER BY id', [villa._id]),
    ).toEqual([{ price: 32_500_000 }, { price: 32_000_000 }]);

    // One SMS a day: the drop waits for the next day's.
    expect((await runAlerts(deps, ist('2026-11-21', '18:00'))).sent).toBe(0);
    expect((await runAlerts(deps, ist('2026-11-22', '10:31'))).sent).toBe(1);
    expect(sms.sent[1]?.text).toBe(
      `VillaNest: A villa you saved costs less: https://villas.example/unit/${villa.slug}/ ` +
        `Stop alerts: https://villas.example${ALERT_STOP_PATH}/${token}`,
    );

    // The stop link, tapped without a login: nothing more is sent; the page's button turns them back on.
    const stopped = await app.inject({ url: `${ALERT_STOP_PATH}/${token}` });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.headers['content-type']).toContain('text/html');
    expect(stopped.body).toContain(ALERT_STOP_TEXTS.stopped);
    expect(stopped.body).toContain(`<form method="post" action="${ALERT_STOP_PATH}/${token}">`);
    await call('PATCH', `/units/${villa._id}`, { price: 31_000_000 });
    expect((await runAlerts(deps, ist('2026-11-24', '10:31'))).sent).toBe(0);
    const settings = await app.inject({ url: '/api/v1/auth/users/alerts', headers: bearer(buyer.token) });
    expect(settings.json<AlertSettingsResponse>().data).toMatchObject({ stopped: true, price_drops: true });
    // As the page's form posts it.
    const resumed = await app.inject({
      method: 'POST',
      url: `${ALERT_STOP_PATH}/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.body).toContain(ALERT_STOP_TEXTS.resumed);
    expect((await runAlerts(deps, ist('2026-11-24', '10:32'))).sent).toBe(0);
    expect(sms.sent).toHaveLength(2);
  });

  it('a raise, a villa taken down and a search in another city alert nobody', async () => {
    const { app, db, move, studio: call } = studio;
    const buyer = await loggedIn(app);
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/alerts/searches',
      headers: bearer(buyer.token),
      payload: { city: 'Hyderabad', filters: {} },
    });
    await app.inject({
      method: 'PUT',
      url: '/api/v1/auth/users/alerts/price-drops',
      headers: bearer(buyer.token),
      payload: { price_drops: true },
    });
    const sms = recordingSms();
    const deps = { db, sms, publicUrl: 'https://villas.example' };
    const { villa } = await publishedVilla({ room: 3, price: 30_000_000 });
    await move('units', villa._id, 'published');
    await runAlerts(deps, ist('2026-11-25', '11:00'));
    await app.inject({
      method: 'POST',
      url: `/api/v1/auth/users/addunittowishlist/${villa._id}`,
      headers: bearer(buyer.token),
    });
    await call('PATCH', `/units/${villa._id}`, { price: 31_000_000 });
    await call('PATCH', `/units/${villa._id}`, { price: 29_000_000 });
    await move('units', villa._id, 'withdrawn');
    await runAlerts(deps, ist('2026-11-25', '11:01'));
    expect(sms.sent.filter((message) => message.to.nationalNumber === buyer.phone)).toEqual([]);
    // The drop below the saved price was news, closed untold once the villa was taken down; the
    // day's digest is still to come.
    expect(
      await db.query(
        `SELECT n.kind, n.sent_at IS NOT NULL AS closed, s.last_sent_at
           FROM alert_news n JOIN alert_settings s USING (user_id) WHERE n.user_id = $1`,
        [buyer.userId],
      ),
    ).toEqual([{ kind: 'price_drop', closed: true, last_sent_at: null }]);
  });

  it(`refuses an unknown city and more than ${SEARCH_ALERTS_MAX} searches, and keeps what was there`, async () => {
    const { app } = studio;
    const buyer = await loggedIn(app);
    const add = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/users/alerts/searches',
        headers: bearer(buyer.token),
        payload,
        remoteAddress: `10.99.0.${Math.floor(Math.random() * 250)}`,
      });
    const unknown = await add({ city: 'Atlantis', filters: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('We do not list villas in that city.');
    expect((await add({ city: 'Bengaluru', filters: [] })).statusCode).toBe(400);
    for (let n = 0; n < SEARCH_ALERTS_MAX; n += 1)
      expect((await add({ city: 'Bengaluru', filters: { minPrice: 10_000_000 + n } })).statusCode).toBe(201);
    const full = await add({ city: 'Bengaluru', filters: {} });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(
      `You can keep up to ${SEARCH_ALERTS_MAX} search alerts. Remove one to add another.`,
    );
    const kept = await app.inject({ url: '/api/v1/auth/users/alerts', headers: bearer(buyer.token) });
    const searches = kept.json<AlertSettingsResponse>().data.searches;
    expect(searches).toHaveLength(SEARCH_ALERTS_MAX);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/users/alerts/searches/${searches[0]!._id}`,
      headers: bearer(buyer.token),
    });
    expect(removed.json<AlertSettingsResponse>().data.searches).toHaveLength(SEARCH_ALERTS_MAX - 1);
    expect((await app.inject({ url: '/api/v1/auth/users/alerts' })).statusCode).toBe(401);
    expect((await app.inject({ url: `${ALERT_STOP_PATH}/not-a-token-of-anyone-at-all` })).statusCode).toBe(
      404,
    );
  });
});

describe(`the job runner (${testDatabaseKind()})`, () => {
  // What a run does is tested above with the time chosen; here, that the runner runs it.
  it('starts pg-boss in the database, schedules the alerts every minute, runs them at start and soon after an edit', async () => {
    const { db, close } = await openPrivateTestDb();
    // News for a buyer's search waits in the database: a villa of the seed listed again.
    const setup = await buildTestApp({}, db);
    const buyer = await loggedIn(setup);
    await setup.inject({
      method: 'POST',
      url: '/api/v1/auth/users/alerts/searches',
      headers: bearer(buyer.token),
      payload: { city: 'Bengaluru', filters: {} },
    });
    await setup.close();
    const [unit] = await db.query<{ id: string }>(
      `SELECT id FROM units WHERE status = 'published'
          AND city_id = (SELECT id FROM cities WHERE name = 'Bengaluru') LIMIT 1`,
    );
    await db.query(`UPDATE units SET status = 'withdrawn' WHERE id = $1`, [unit!.id]);
    await db.query(`UPDATE units SET status = 'published' WHERE id = $1`, [unit!.id]);

    const app = await buildTestApp({}, db, { jobRunner: true });
    try {
      const [schedule] = await db.query<{ cron: string }>(`SELECT cron FROM jobs.schedule WHERE name = $1`, [
        ALERTS_QUEUE,
      ]);
      expect(schedule).toEqual({ cron: '* * * * *' });
      // The run the start sends reads it.
      await expect
        .poll(
          async () =>
            (
              await db.query(`SELECT 1 FROM alert_news WHERE user_id = $1 AND unit_id = $2`, [
                buyer.userId,
                unit!.id,
              ])
            ).length,
          { timeout: 30_000, interval: 250 },
        )
        .toBe(1);

      // The start's run over, with nothing waiting, so what reads the edit below is the run it asks for.
      const pending = async () =>
        (
          await db.query(
            `SELECT 1 FROM jobs.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
            [ALERTS_QUEUE],
          )
        ).length;
      await expect.poll(pending, { timeout: 30_000, interval: 100 }).toBe(0);
      // An edit: another villa listed again, and word of it on the bus, as every studio write sends it
      // (here from another instance's bus on the same database).
      const [other] = await db.query<{ id: string }>(
        `SELECT id FROM units WHERE status = 'published' AND id <> $1
            AND city_id = (SELECT id FROM cities WHERE name = 'Bengaluru') LIMIT 1`,
        [unit!.id],
      );
      await db.query(`UPDATE units SET status = 'withdrawn' WHERE id = $1`, [other!.id]);
      await db.query(`UPDATE units SET status = 'published' WHERE id = $1`, [other!.id]);
      const bus = createEventBus(db, app.log);
      await bus.publish('catalogue_changed', {});
      await bus.close();
      // A run is asked for ALERTS_AFTER_EDIT_SECONDS on, not at the next minute, and it reads the edit.
      const asked = async () =>
        db.query<{ wait: number }>(
          `SELECT EXTRACT(EPOCH FROM start_after - created_on)::float AS wait
             FROM jobs.job WHERE name = $1 AND start_after > created_on + interval '1 second'`,
          [ALERTS_QUEUE],
        );
      await expect.poll(async () => (await asked()).length, { timeout: 10_000, interval: 100 }).toBe(1);
      expect((await asked())[0]!.wait).toBeCloseTo(ALERTS_AFTER_EDIT_SECONDS, 0);
      // That run reads the edit's events, long before the next minute's.
      const unread = async () =>
        (await db.query(`SELECT 1 FROM alert_events WHERE unit_id = $1`, [other!.id])).length;
      await expect.poll(unread, { timeout: 20_000, interval: 250 }).toBe(0);
    } finally {
      await app.close();
      await close();
    }
  });
});
