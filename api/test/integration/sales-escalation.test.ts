// Issue 27, speed to lead: a lead still new after the escalation time, counted in office minutes
// (India time), is flagged once and every admin is told by SMS, on a clock the test controls. A
// database of its own: a run looks at every lead.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import {
  createEnquiriesRepository,
  type EnquiriesRepository,
} from '../../src/plugins/app/enquiries-repository.ts';
import { runEscalation, type EscalationDeps } from '../../src/sales/escalation.ts';
import { createOutboxSender } from '../../src/sms/outbox.ts';
import { buildTestApp, TEST_OUTBOX_FILE } from '../helpers/app.ts';
import { openPrivateTestDb } from '../helpers/database.ts';
import {
  addManager,
  addPlace,
  enquiry,
  uniquePhone,
  type Manager,
  type Place,
} from './sales-intake-fixtures.ts';

/** An instant written in India time. */
const ist = (local: string) => new Date(`${local}+05:30`);
const PUBLIC_URL = 'https://villas.example.com';

let db: Db;
let closeDb: () => Promise<void>;
let now = ist('2026-11-27T10:00').getTime();
let enquiries: EnquiriesRepository;
let deps: EscalationDeps;
let place: Place;
let manager: Manager;
let admins: Manager[];
const sender = createOutboxSender({ file: TEST_OUTBOX_FILE, print: () => undefined });

beforeAll(async () => {
  ({ db, close: closeDb } = await openPrivateTestDb());
  enquiries = createEnquiriesRepository(db, { clock: () => now, publicUrl: PUBLIC_URL, sms: () => sender });
  deps = { db, sms: sender, publicUrl: PUBLIC_URL };
  place = await addPlace(db);
  manager = await addManager(db, { name: 'Sunita Rao', cityIds: [place.cityId] });
  // Two admins (their team rows are away: they take no leads), and an editor who is not told.
  admins = [
    await addManager(db, { name: 'Admin One', role: 'admin', away: true }),
    await addManager(db, { name: 'Admin Two', role: 'admin', away: true }),
  ];
  await addManager(db, { name: 'Editor', role: 'editor' });
});
afterAll(async () => closeDb());

const noticesTo = (phone: string) =>
  readFileSync(TEST_OUTBOX_FILE, { encoding: 'utf8', flag: 'a+' })
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; kind: string; text: string })
    .filter((line) => line.to === phone && line.kind === 'notice');

/** A new lead at `at` (India time), assigned then; its id. */
async function leadAt(at: string, name = 'Kiran Shah'): Promise<string> {
  now = ist(at).getTime();
  const phone = uniquePhone();
  await enquiries.create(enquiry(phone, { project: place.projectId, name }));
  const [lead] = await db.query<{ id: string }>('SELECT id FROM leads WHERE phone = $1', [`+91${phone}`]);
  return lead!.id;
}
const leadState = async (id: string) =>
  (
    await db.query<{ escalated_at: Date | string | null; events: number }>(
      `SELECT escalated_at, (SELECT count(*)::int FROM lead_events e WHERE e.lead_id = l.id AND e.type = 'escalated') AS events
       FROM leads l WHERE id = $1`,
      [id],
    )
  )[0]!;
const escalateAt = (at: string) => runEscalation(deps, ist(at));

describe('escalation on the office clock', () => {
  it('flags a lead still new after 15 office minutes, once, and tells every admin', async () => {
    const id = await leadAt('2026-11-27T10:00', 'Kiran Shah');
    const before = admins.map((admin) => noticesTo(admin.phone).length);

    expect((await escalateAt('2026-11-27T10:14')).escalated).not.toContain(id);
    expect(await leadState(id)).toEqual({ escalated_at: null, events: 0 });

    const run = await escalateAt('2026-11-27T10:15');
    expect(run.escalated).toEqual([id]);
    expect(run.told).toBe(2);
    const state = await leadState(id);
    expect(new Date(state.escalated_at!).toISOString()).toBe(ist('2026-11-27T10:15').toISOString());
    expect(state.events).toBe(1);
    for (const [index, admin] of admins.entries()) {
      const notices = noticesTo(admin.phone);
      expect(notices).toHaveLength(before[index]! + 1);
      expect(notices.at(-1)!.text).toBe(
        `Escalated: Kiran is still new after 15 office minutes (with Sunita Rao): ${PUBLIC_URL}/studio/leads/${id}`,
      );
    }
    // The manager is told of the lead, never of its escalation.
    expect(noticesTo(manager.phone).every((notice) => !notice.text.startsWith('Escalated'))).toBe(true);

    // Later runs, and two at once (two servers), flag and tell nothing more.
    const again = await Promise.all([escalateAt('2026-11-27T10:16'), escalateAt('2026-11-27T10:16')]);
    expect(again.map((result) => result.escalated)).toEqual([[], []]);
    expect((await leadState(id)).events).toBe(1);
    admins.forEach((admin, index) => expect(noticesTo(admin.phone)).toHaveLength(before[index]! + 1));
  });

  it('counts only office hours: a lead at 18:55 escalates at 09:10 the next day', async () => {
    const id = await leadAt('2026-11-27T18:55');
    expect((await escalateAt('2026-11-27T19:30')).escalated).not.toContain(id);
    expect((await escalateAt('2026-11-28T08:59')).escalated).not.toContain(id);
    expect((await escalateAt('2026-11-28T09:09')).escalated).not.toContain(id);
    expect((await escalateAt('2026-11-28T09:10')).escalated).toContain(id);
  });

  it('leaves a lead alone once it has been contacted, and an erased one', async () => {
    const contacted = await leadAt('2026-11-28T11:00');
    const erased = await leadAt('2026-11-28T11:00');
    await db.query(`UPDATE leads SET stage = 'contacted', first_contact_at = $2 WHERE id = $1`, [
      contacted,
      ist('2026-11-28T11:05'),
    ]);
    await db.query(`UPDATE leads SET erased_at = $2, phone = NULL, name = NULL, email = NULL WHERE id = $1`, [
      erased,
      ist('2026-11-28T11:05'),
    ]);
    const run = await escalateAt('2026-11-28T12:00');
    expect(run.escalated).not.toContain(contacted);
    expect(run.escalated).not.toContain(erased);
    expect(await leadState(contacted)).toEqual({ escalated_at: null, events: 0 });
  });

  it('leaves alone a lead waiting longer than the horizon (the leads made of earlier enquiries)', async () => {
    const old = await leadAt('2026-11-10T10:00');
    await db.query('UPDATE leads SET assigned_at = NULL, manager_id = NULL WHERE id = $1', [old]);
    const run = await escalateAt('2026-11-28T12:00');
    expect(run.escalated).not.toContain(old);
    expect(await leadState(old)).toEqual({ escalated_at: null, events: 0 });
  });

  it('follows the settings: 30 minutes, office hours 20:00–02:00 across midnight', async () => {
    await db.query(
      `UPDATE sales_settings SET escalation_minutes = 30, office_opens = '20:00', office_closes = '02:00'`,
    );
    try {
      const id = await leadAt('2026-11-29T01:55');
      expect((await escalateAt('2026-11-29T02:30')).escalated).not.toContain(id);
      expect((await escalateAt('2026-11-29T19:59')).escalated).not.toContain(id);
      expect((await escalateAt('2026-11-29T20:24')).escalated).not.toContain(id);
      const run = await escalateAt('2026-11-29T20:25');
      expect(run.escalated).toEqual([id]);
      expect(noticesTo(admins[0]!.phone).at(-1)!.text).toContain('still new after 30 office minutes');
    } finally {
      await db.query(
        `UPDATE sales_settings SET escalation_minutes = 15, office_opens = '09:00', office_closes = '19:00'`,
      );
    }
  });

  it('tells the admins once about several leads escalated by one run', async () => {
    const ids = [
      await leadAt('2026-11-30T10:00'),
      await leadAt('2026-11-30T10:01'),
      await leadAt('2026-11-30T10:02'),
    ];
    const before = noticesTo(admins[1]!.phone).length;
    const run = await escalateAt('2026-11-30T10:30');
    expect([...run.escalated].sort()).toEqual([...ids].sort());
    const notices = noticesTo(admins[1]!.phone);
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)!.text).toBe(
      `Escalated: 3 leads are still new after 15 office minutes: ${PUBLIC_URL}/studio/leads?escalated=true`,
    );
  });
});

describe("the server's timer", () => {
  let app: FastifyInstance | null = null;
  afterAll(async () => {
    vi.useRealTimers();
    await app?.close();
  });

  it('runs every minute on the app clock, and stops when the app closes', async () => {
    const id = await leadAt('2026-12-01T10:00');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    app = await buildTestApp({}, db, { clock: () => now, leadEscalation: true });
    now = ist('2026-12-01T10:20').getTime();
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(async () => expect((await leadState(id)).escalated_at).not.toBeNull(), {
      timeout: 5000,
    });

    await app.close();
    app = null;
    const after = await leadAt('2026-12-01T11:00');
    now = ist('2026-12-01T12:00').getTime();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect((await leadState(after)).escalated_at).toBeNull();
  });
});
