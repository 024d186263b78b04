// The alerts' bench (issue 29, docs/alerts.md), run by `npm run bench`: a fresh PGlite folder with the
// seed, 2,000 buyers each with a search that alerts (random filters, random city) and price-drop
// alerts on 3 saved villas, then every published villa listed again and one in three 5% cheaper.
// It times pg-boss's first and second start on the folder, the run that turns those events into
// news, and the run that sends the digests (to an SMS sender that only counts), and prints them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PgBoss, fromPglite } from 'pg-boss';
import { runAlerts } from '../../src/alerts/run-alerts.ts';
import { PACKAGE_ROOT } from '../../src/config.ts';
import { openDb } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedIfEmpty } from '../../src/db/seed.ts';
import { newId } from '../../src/lib/ids.ts';
import { JOBS_SCHEMA } from '../../src/plugins/app/job-runner.ts';
import { randomListings } from './random-filters.ts';

const BUYERS = 2_000;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(2);

const dataDir = mkdtempSync(path.join(tmpdir(), 'villa-alerts-bench-'));
const db = await openDb({ databaseUrl: null, dataDir });
try {
  await migrate(db, path.join(PACKAGE_ROOT, 'migrations'));
  await seedIfEmpty(db);
  for (const start of ['first', 'second']) {
    const started = performance.now();
    const boss = new PgBoss({
      db: fromPglite(db.embedded!),
      backend: 'pglite',
      schema: JOBS_SCHEMA,
      schedule: false,
    });
    await boss.start();
    await boss.stop({ graceful: true });
    console.log(`pg-boss ${start} start and stop on PGlite: ${seconds(started)} s`);
  }
  const nextListing = randomListings(29);
  const cities = await db.query<{ id: string; name: string }>(`SELECT id, name FROM cities`);
  const units = await db.query<{ id: string }>(`SELECT id FROM units WHERE status = 'published'`);
  await db.query(`DELETE FROM alert_events`);
  await db.transaction(async (tx) => {
    for (let n = 0; n < BUYERS; n += 1) {
      const user = newId();
      const filter = newId();
      const { city, filters } = nextListing();
      await tx.query(
        `INSERT INTO users (id, name, email, phone_code, phone_number) VALUES ($1, 'Bench', $2, '+91', $3)`,
        [user, `bench${n}@example.in`, `9${String(100_000_000 + n)}`],
      );
      await tx.query(`INSERT INTO alert_settings (user_id, token, price_drops) VALUES ($1, $2, true)`, [
        user,
        `bench-token-${String(n).padStart(12, '0')}`,
      ]);
      await tx.query(`INSERT INTO saved_filters (id, user_id, payload) VALUES ($1, $2, $3)`, [
        filter,
        user,
        JSON.stringify(filters),
      ]);
      await tx.query(`INSERT INTO search_alerts (id, user_id, filter_id, city_id) VALUES ($1, $2, $3, $4)`, [
        newId(),
        user,
        filter,
        (cities.find((each) => each.name === city) ?? cities[n % cities.length]!).id,
      ]);
      for (let k = 0; k < 3; k += 1)
        await tx.query(`INSERT INTO wishlists (user_id, unit_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
          user,
          units[(n * 7 + k * 13) % units.length]!.id,
        ]);
    }
  });
  await db.query(
    `INSERT INTO alert_events (kind, unit_id, price) SELECT 'listed', id, price FROM units WHERE status = 'published'`,
  );
  await db.query(
    `UPDATE units SET price = (price * 0.95)::int WHERE status = 'published' AND hashtext(id) % 3 = 0`,
  );
  const events = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM alert_events`))[0]!.n;
  let sent = 0;
  const counting = { name: 'outbox' as const, send: async () => void (sent += 1) };
  const night = new Date('2026-11-27T23:00:00+05:30');
  let started = performance.now();
  const read = await runAlerts({ db, sms: counting, publicUrl: 'https://villas.example' }, night);
  console.log(
    `${events} events (${units.length} villas listed, a third 5% cheaper) for ${BUYERS} buyers: ` +
      `${read.news} news in ${seconds(started)} s`,
  );
  started = performance.now();
  const morning = await runAlerts(
    { db, sms: counting, publicUrl: 'https://villas.example' },
    new Date('2026-11-28T09:30:00+05:30'),
  );
  console.log(`digests sent in one run (at most 200 a run): ${morning.sent} in ${seconds(started)} s`);
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
