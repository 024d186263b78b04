// The sales inbox's bench (issue 27): 100,000 leads (--leads N) with their enquiries and timelines,
// owned by six relationship managers (a seventh of them unassigned), on the PostgreSQL database of
// TEST_DATABASE_URL (scripts/pg-cluster.mjs sets it; `npm run bench` runs it so) or, without it, on
// a fresh PGlite folder, saying so. Through the app (inject, no network), one request at a time, it
// times the studio's inbox page 1 as an admin sees it, as a sales member sees their own, filtered by
// manager and by stage; the poll answered 304; a search by phone; and one lead's timeline; and prints
// p50 and p95 of each. --explain prints the plans of the inbox's statements.
//
//   node scripts/pg-cluster.mjs -- npx tsx test/load/sales-inbox-bench.ts [--leads 100000] [--requests 200] [--explain]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../src/app.ts';
import { loadConfig, PACKAGE_ROOT } from '../../src/config.ts';
import { openDb, type Db } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedIfEmpty } from '../../src/db/seed.ts';
import { newToken, sha256 } from '../../src/plugins/app/auth-tokens.ts';

const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
    explain: { type: 'boolean', default: false },
  },
});
const LEADS = Number(values.leads);
const REQUESTS = Number(values.requests);
const MANAGERS = 6;

const databaseUrl = process.env.TEST_DATABASE_URL;
const kind = databaseUrl ? 'PostgreSQL' : 'PGlite (no TEST_DATABASE_URL: not the PostgreSQL figure)';
const dataDir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), 'villa-inbox-bench-'));

/** Six sales accounts linked to the seed's six members, one admin, and a session for each. */
async function team(db: Db): Promise<{ admin: string; sales: { token: string; memberId: string }[] }> {
  const members = await db.query<{ id: string }>(
    `SELECT id FROM sales_team ORDER BY position, id LIMIT ${MANAGERS}`,
  );
  if (members.length < MANAGERS)
    throw new Error(`The seed has ${members.length} sales-team members, not ${MANAGERS}`);
  const session = async (staffId: string) => {
    const token = newToken();
    await db.query(
      `INSERT INTO staff_sessions (id, staff_id, token_hash, expires_at)
       VALUES (substr(md5(random()::text), 1, 24), $1, $2, now() + interval '8 hours')`,
      [staffId, sha256(token)],
    );
    return token;
  };
  const staff = async (index: number, role: string) => {
    const id = `be0c${String(index).padStart(20, '0')}`;
    await db.query(
      `INSERT INTO staff (id, phone_code, phone_number, name, role) VALUES ($1, '+91', $2, $3, $4)
       ON CONFLICT (id) DO NOTHING`,
      [id, `90000000${String(index).padStart(2, '0')}`, `Bench ${role} ${index}`, role],
    );
    return id;
  };
  const sales = [];
  for (const [index, member] of members.entries()) {
    const staffId = await staff(index, 'sales');
    await db.query('UPDATE sales_team SET staff_id = $1 WHERE id = $2', [staffId, member.id]);
    sales.push({ token: await session(staffId), memberId: member.id });
  }
  return { admin: await session(await staff(99, 'admin')), sales };
}

/** The leads, one enquiry each (a third two), a stage history and a note for half of them. */
async function fill(db: Db, managerIds: string[]): Promise<void> {
  const [existing] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads');
  if ((existing?.n ?? 0) >= LEADS) return;
  const started = performance.now();
  const managers = `ARRAY[${managerIds.map((id) => `'${id}'`).join(',')}, NULL]::text[]`;
  await db.exec(`
    CREATE TEMPORARY TABLE bench_leads AS
    SELECT g,
      'b0' || lpad(to_hex(g), 22, '0') AS id,
      (${managers})[1 + (g % ${MANAGERS + 1})] AS manager_id,
      CASE WHEN h < 30 THEN 'new' WHEN h < 55 THEN 'contacted' WHEN h < 70 THEN 'qualified'
           WHEN h < 80 THEN 'visit_scheduled' WHEN h < 88 THEN 'visit_done' WHEN h < 93 THEN 'booked'
           ELSE 'lost' END AS stage,
      now() - make_interval(mins => (g * 5) % (365 * 24 * 60)) AS created_at,
      (SELECT array_agg(id ORDER BY id) FROM cities) AS cities
    FROM (SELECT g, (g * 7919) % 100 AS h FROM generate_series(1, ${LEADS}) g) s;
    INSERT INTO leads (id, phone, name, email, city_id, manager_id, assigned_at, stage, temperature, lost_reason,
      first_contact_at, escalated_at, created_at, updated_at, last_enquiry_at)
    SELECT id, '+9170' || lpad(g::text, 8, '0'), 'Buyer ' || g, 'buyer' || g || '@example.com',
      cities[1 + g % array_length(cities, 1)], manager_id,
      CASE WHEN manager_id IS NULL THEN NULL ELSE created_at END,
      stage, CASE WHEN stage = 'qualified' THEN 'hot' END, CASE WHEN stage = 'lost' THEN 'budget' END,
      CASE WHEN stage <> 'new' THEN created_at + make_interval(mins => 5 + g % 120) END,
      CASE WHEN stage = 'new' AND g % 3 = 0 THEN created_at + interval '20 minutes' END,
      created_at, created_at, created_at + make_interval(hours => g % 200)
    FROM bench_leads;
    INSERT INTO enquiries (id, name, email, phone, country_code, title, created_at, lead_id, terms_version, consented_at)
    SELECT 'be' || lpad(to_hex(g), 22, '0'), 'Buyer ' || g, 'buyer' || g || '@example.com', '70' || lpad(g::text, 8, '0'),
      '+91', 'Bench villa', created_at, id, '2026-11-01', created_at
    FROM bench_leads;
    INSERT INTO lead_events (lead_id, at, type, actor, enquiry_kind, enquiry_id)
    SELECT id, created_at, 'enquiry', 'system', 'interest', 'be' || lpad(to_hex(g), 22, '0') FROM bench_leads;
    INSERT INTO lead_events (lead_id, at, type, actor, enquiry_kind)
    SELECT id, created_at + make_interval(hours => g % 200), 'enquiry', 'system', 'expert' FROM bench_leads WHERE g % 3 = 0;
    INSERT INTO lead_events (lead_id, at, type, actor, data)
    SELECT id, created_at, 'assigned', 'system', jsonb_build_object('manager_id', manager_id)
    FROM bench_leads WHERE manager_id IS NOT NULL;
    INSERT INTO lead_events (lead_id, at, type, actor, data)
    SELECT id, created_at + make_interval(mins => 5 + g % 120), 'stage', 'Bench sales',
      jsonb_build_object('from_stage', 'new', 'to_stage', stage)
    FROM bench_leads WHERE stage <> 'new';
    INSERT INTO lead_events (lead_id, at, type, actor, data)
    SELECT id, created_at + interval '2 hours', 'note', 'Bench sales', jsonb_build_object('note', 'Called back; wants a corner plot')
    FROM bench_leads WHERE g % 2 = 0;
    DROP TABLE bench_leads;
  `);
  // As autovacuum leaves a table that is mostly read: counts read the index, not the rows.
  for (const table of ['leads', 'lead_events', 'enquiries']) await db.exec(`VACUUM ANALYZE ${table}`);
  const [counts] = await db.query<{ leads: number; events: number }>(
    'SELECT (SELECT count(*)::int FROM leads) AS leads, (SELECT count(*)::int FROM lead_events) AS events',
  );
  console.log(
    `  filled ${counts?.leads} leads, ${counts?.events} timeline entries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

const db = await openDb({ databaseUrl: databaseUrl ?? null, dataDir: dataDir ?? '' });
try {
  console.log(`Sales inbox bench: ${LEADS} leads, ${MANAGERS} managers, ${kind}`);
  await migrate(db, path.join(PACKAGE_ROOT, 'migrations'));
  await seedIfEmpty(db, {});
  const { admin, sales } = await team(db);
  await fill(
    db,
    sales.map((member) => member.memberId),
  );
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  const app = await buildApp({ ...config, seedOnStart: false }, { db, leadEscalation: false });
  try {
    const [someLead] = await db.query<{ id: string }>(
      `SELECT id FROM leads WHERE manager_id = $1 ORDER BY last_enquiry_at DESC LIMIT 1`,
      [sales[0]!.memberId],
    );
    const leadIds = (
      await db.query<{ id: string }>(`SELECT id FROM leads ORDER BY md5(id) LIMIT ${REQUESTS}`)
    ).map((row) => row.id);
    const first = await app.inject({
      url: '/api/v1/studio/leads',
      headers: { authorization: `Bearer ${sales[0]!.token}` },
    });
    if (first.statusCode !== 200) throw new Error(`GET /studio/leads: ${first.statusCode} ${first.body}`);
    const etag = first.headers.etag as string;
    const manager = sales[1]!.memberId;
    const scenarios: {
      name: string;
      token: string;
      url: (index: number) => string;
      headers?: Record<string, string>;
      status: number;
    }[] = [
      { name: 'inbox, admin, all leads', token: admin, url: () => '/studio/leads', status: 200 },
      {
        name: 'inbox, admin, manager=<id>',
        token: admin,
        url: () => `/studio/leads?manager=${manager}`,
        status: 200,
      },
      {
        name: 'inbox, admin, stage=qualified',
        token: admin,
        url: () => '/studio/leads?stage=qualified',
        status: 200,
      },
      { name: 'inbox, sales (own leads)', token: sales[0]!.token, url: () => '/studio/leads', status: 200 },
      {
        name: 'inbox, sales, stage=visit_scheduled',
        token: sales[0]!.token,
        url: () => '/studio/leads?stage=visit_scheduled',
        status: 200,
      },
      { name: 'inbox, admin, page 100', token: admin, url: () => '/studio/leads?page=100', status: 200 },
      {
        name: 'inbox, admin, q=<phone digits>',
        token: admin,
        url: (i) => `/studio/leads?q=${String(10000 + i * 37).padStart(8, '0')}`,
        status: 200,
      },
      {
        name: 'inbox poll, unchanged (304)',
        token: sales[0]!.token,
        url: () => '/studio/leads',
        headers: { 'if-none-match': etag },
        status: 304,
      },
      {
        name: 'lead timeline, admin',
        token: admin,
        url: (i) => `/studio/leads/${leadIds[i % leadIds.length]}`,
        status: 200,
      },
      {
        name: 'lead timeline, sales (own lead)',
        token: sales[0]!.token,
        url: () => `/studio/leads/${someLead!.id}`,
        status: 200,
      },
    ];
    console.log(`  ${REQUESTS} requests each, one at a time, after 10 to warm up:`);
    for (const scenario of scenarios) {
      const timings: number[] = [];
      for (let index = -10; index < REQUESTS; index += 1) {
        const started = performance.now();
        const response = await app.inject({
          url: `/api/v1${scenario.url(Math.max(index, 0))}`,
          headers: { authorization: `Bearer ${scenario.token}`, ...scenario.headers },
        });
        const elapsed = performance.now() - started;
        if (response.statusCode !== scenario.status)
          throw new Error(`${scenario.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (index >= 0) timings.push(elapsed);
      }
      timings.sort((a, b) => a - b);
      console.log(
        `  ${scenario.name.padEnd(38)} p50 ${percentile(timings, 0.5).toFixed(1).padStart(6)} ms   p95 ${percentile(timings, 0.95).toFixed(1).padStart(6)} ms`,
      );
    }
    if (values.explain) {
      // Every statement the inbox and a timeline run, with its plan.
      const statements: { sql: string; params: readonly unknown[] }[] = [];
      const recording: Db = {
        kind: db.kind,
        query: async (sql, params = []) => {
          statements.push({ sql, params });
          return db.query(sql, params);
        },
        exec: (sql) => db.exec(sql),
        transaction: (fn) => db.transaction(fn),
        close: async () => undefined,
      };
      const explained = await buildApp(
        { ...config, seedOnStart: false },
        { db: recording, leadEscalation: false, jobRunner: false },
      );
      try {
        for (const [label, token, url] of [
          ['admin, all', admin, '/studio/leads'],
          ['sales, stage=visit_scheduled', sales[0]!.token, '/studio/leads?stage=visit_scheduled'],
          ['timeline', sales[0]!.token, `/studio/leads/${someLead!.id}`],
        ] as const) {
          statements.length = 0;
          await explained.inject({ url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });
          console.log(`\n## ${label}: ${url}`);
          for (const { sql, params } of statements.filter((statement) =>
            /\b(leads|lead_events|lead_bookings)\b/.test(statement.sql),
          )) {
            const rows = await db.query<{ 'QUERY PLAN': string }>(
              `EXPLAIN (ANALYZE, BUFFERS) ${sql}`,
              params,
            );
            console.log(
              `\n${sql.replace(/\s+/g, ' ').slice(0, 300)}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`,
            );
          }
        }
      } finally {
        await explained.close();
      }
    }
  } finally {
    await app.close();
  }
} finally {
  await db.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
