// Issue 27, the intake: every enquiry kind lands in one lead per phone, with the terms the buyer agreed
// to, an 'enquiry' event, a manager chosen by the round-robin (a known buyer keeps theirs; away members
// and members of other cities are skipped; nobody eligible leaves the lead for an admin), a booked
// call on the manager's calendar, and the manager told by SMS. A database of its own: the
// round-robin sees every linked member, and this file's must be the only ones.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_KINDS, TERMS_VERSION } from '../../src/contract/sales.ts';
import type { Db } from '../../src/db/db.ts';
import {
  createEnquiriesRepository,
  type EnquiriesRepository,
} from '../../src/plugins/app/enquiries-repository.ts';
import {
  createListingFormsRepository,
  type ListingFormsRepository,
} from '../../src/plugins/app/listing-forms-repository.ts';
import { inboxVersion } from '../../src/sales/lead-events.ts';
import { createOutboxSender } from '../../src/sms/outbox.ts';
import { buildTestApp, TEST_OUTBOX_FILE } from '../helpers/app.ts';
import { openPrivateTestDb } from '../helpers/database.ts';
import {
  addManager,
  addPlace,
  developerForm,
  enquiry,
  ownerForm,
  uniquePhone,
  type Manager,
  type Place,
} from './sales-intake-fixtures.ts';

const NOW = new Date('2026-11-27T05:00:00Z');
let now = NOW.getTime();
let app: FastifyInstance;
let db: Db;
let closeDb: () => Promise<void>;
let placeA: Place;
let placeB: Place;
let enquiries: EnquiriesRepository;
let forms: ListingFormsRepository;
const sender = createOutboxSender({ file: TEST_OUTBOX_FILE, print: () => undefined });

beforeAll(async () => {
  ({ db, close: closeDb } = await openPrivateTestDb());
  app = await buildTestApp({ partners: [{ id: 'acme', origins: ['https://partner.example.com'] }] }, db, {
    clock: () => now,
  });
  const repositoryOptions = { clock: () => now, publicUrl: app.config.publicUrl, sms: () => sender };
  enquiries = createEnquiriesRepository(db, repositoryOptions);
  forms = createListingFormsRepository(db, repositoryOptions);
  placeA = await addPlace(db);
  placeB = await addPlace(db);
});
afterAll(async () => {
  await app.close();
  await closeDb();
});

interface LeadRow {
  id: string;
  phone: string | null;
  name: string | null;
  email: string | null;
  city_id: string | null;
  manager_id: string | null;
  assigned_at: Date | string | null;
  stage: string;
}
const leadOf = async (phone: string) =>
  (await db.query<LeadRow>('SELECT * FROM leads WHERE phone = $1', [`+91${phone}`]))[0];
const eventsOf = (leadId: string) =>
  db.query<{
    type: string;
    enquiry_kind: string | null;
    enquiry_id: string | null;
    actor: string;
    data: unknown;
  }>('SELECT type, enquiry_kind, enquiry_id, actor, data FROM lead_events WHERE lead_id = $1 ORDER BY id', [
    leadId,
  ]);
const noticesTo = (phone: string) =>
  readFileSync(TEST_OUTBOX_FILE, { encoding: 'utf8', flag: 'a+' })
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; kind: string; text: string })
    .filter((line) => line.to === phone && line.kind === 'notice');
const publishedUnit = async () =>
  (
    await db.query<{ id: string; city_id: string; project: string }>(
      `SELECT u.id, u.city_id, p.name AS project FROM units u JOIN projects p ON p.id = u.project_id
       WHERE u.status = 'published' ORDER BY u.id LIMIT 1`,
    )
  )[0]!;

describe('no relationship manager yet', () => {
  it('keeps the lead unassigned, in the inbox for an admin, and tells nobody', async () => {
    const phone = uniquePhone();
    const versionBefore = await inboxVersion(db);
    await enquiries.create(enquiry(phone, { project: placeA.projectId }));
    const lead = await leadOf(phone);
    expect(lead).toMatchObject({
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.com',
      manager_id: null,
      stage: 'new',
    });
    expect(lead!.city_id).toBe(placeA.cityId);
    expect((await eventsOf(lead!.id)).map((event) => event.type)).toEqual(['enquiry']);
    expect(await inboxVersion(db)).toBeGreaterThan(versionBefore);
  });
});

describe('the round-robin', () => {
  let a1: Manager;
  let a2: Manager;
  let away: Manager;
  let b1: Manager;
  beforeAll(async () => {
    a1 = await addManager(db, { name: 'Anita Desai', cityIds: [placeA.cityId] });
    a2 = await addManager(db, { name: 'Arjun Mehta', cityIds: [placeA.cityId] });
    away = await addManager(db, { name: 'Aisha Khan', cityIds: [placeA.cityId], away: true });
    b1 = await addManager(db, { name: 'Bala Murali', cityIds: [placeB.cityId] });
    // Not a manager: an editor's account linked to a team row.
    await addManager(db, { name: 'Eddie Editor', cityIds: [placeA.cityId, placeB.cityId], role: 'editor' });
  });

  it("shares a city's leads among its members in turn, skipping the away member and other cities'", async () => {
    const managers: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const phone = uniquePhone();
      await enquiries.create(enquiry(phone, { project: placeA.projectId }));
      managers.push((await leadOf(phone))!.manager_id!);
    }
    expect(new Set(managers)).toEqual(new Set([a1.memberId, a2.memberId]));
    expect(managers.filter((id) => id === a1.memberId)).toHaveLength(3);
    // In turn: never the same member twice in a row.
    managers.slice(1).forEach((id, index) => expect(id).not.toBe(managers[index]));

    const phone = uniquePhone();
    await forms.createPartner(developerForm(phone, placeB));
    expect((await leadOf(phone))!.manager_id).toBe(b1.memberId);
    expect(away.memberId).not.toBe(b1.memberId);
  });

  it('records the assignment in the timeline and tells the manager by SMS, with a link to the lead', async () => {
    const phone = uniquePhone();
    const before = [...noticesTo(a1.phone), ...noticesTo(a2.phone)].length;
    await enquiries.create(enquiry(phone, { project: placeA.projectId, name: 'Meena Kapoor Rao' }));
    const lead = (await leadOf(phone))!;
    expect(new Date(lead.assigned_at!).toISOString()).toBe(new Date(now).toISOString());
    const events = await eventsOf(lead.id);
    expect(events.map((event) => [event.type, event.actor])).toEqual([
      ['enquiry', 'system'],
      ['assigned', 'system'],
    ]);
    expect(events[1]!.data).toMatchObject({ manager_id: lead.manager_id });
    const manager = lead.manager_id === a1.memberId ? a1 : a2;
    const notices = [...noticesTo(a1.phone), ...noticesTo(a2.phone)];
    expect(notices).toHaveLength(before + 1);
    expect(noticesTo(manager.phone).at(-1)!.text).toBe(
      `New lead: Meena, Project – ${placeA.projectName}. Call within 15 minutes: ` +
        `${app.config.publicUrl}/studio/leads/${lead.id}`,
    );
  });

  it('gives a known buyer the manager they already have, whatever the city', async () => {
    const phone = uniquePhone();
    await enquiries.create(enquiry(phone, { project: placeA.projectId }));
    const first = (await leadOf(phone))!.manager_id;
    for (let index = 0; index < 3; index += 1) {
      await enquiries.create(enquiry(phone, { project: placeB.projectId, is_connect_with_expert: true }));
      await enquiries.create(enquiry(uniquePhone(), { project: placeA.projectId }));
    }
    const lead = (await leadOf(phone))!;
    expect(lead.manager_id).toBe(first);
    const events = await eventsOf(lead.id);
    expect(events.filter((event) => event.type === 'assigned')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'enquiry')).toHaveLength(4);
  });

  it('opens a lost lead again when the buyer enquires again, with the same manager', async () => {
    const phone = uniquePhone();
    await enquiries.create(enquiry(phone, { project: placeA.projectId }));
    const lost = (await leadOf(phone))!;
    await db.query(
      "UPDATE leads SET stage = 'lost', lost_reason = 'budget', escalated_at = now() WHERE id = $1",
      [lost.id],
    );
    now += 60_000;
    await enquiries.create(enquiry(phone, { project: placeB.projectId }));
    const back = (await leadOf(phone))!;
    expect(back).toMatchObject({ stage: 'new', manager_id: lost.manager_id });
    expect(new Date(back.assigned_at!).getTime()).toBe(now);
    const events = await eventsOf(lost.id);
    expect(events.map((event) => event.type)).toEqual(['enquiry', 'assigned', 'enquiry', 'stage']);
    expect(events.at(-1)).toMatchObject({
      type: 'stage',
      actor: 'system',
      data: expect.objectContaining({ from_stage: 'lost', to_stage: 'new' }),
    });
  });

  it('gives a city nobody covers to any eligible member, and a known buyer a new manager once theirs is unlinked', async () => {
    const elsewhere = await addPlace(db);
    const phone = uniquePhone();
    await enquiries.create(enquiry(phone, { project: elsewhere.projectId }));
    const lead = (await leadOf(phone))!;
    expect([a1.memberId, a2.memberId, b1.memberId]).toContain(lead.manager_id);

    await db.query('UPDATE sales_team SET staff_id = NULL WHERE id = $1', [lead.manager_id]);
    await enquiries.create(enquiry(phone, { project: elsewhere.projectId }));
    const again = (await leadOf(phone))!;
    expect(again.manager_id).not.toBe(lead.manager_id);
    expect([a1.memberId, a2.memberId, b1.memberId]).toContain(again.manager_id);
    const assigned = (await eventsOf(lead.id)).filter((event) => event.type === 'assigned');
    expect(assigned.map((event) => event.data)).toEqual([
      expect.objectContaining({ manager_id: lead.manager_id, from_manager_id: null }),
      expect.objectContaining({ manager_id: again.manager_id, from_manager_id: lead.manager_id }),
    ]);
    await db.query('UPDATE sales_team SET staff_id = $2 WHERE id = $1', [
      lead.manager_id,
      [a1, a2, b1].find((member) => member.memberId === lead.manager_id)!.staffId,
    ]);
  });
});

describe('one buyer, one lead', () => {
  it('deduplicates a unit enquiry, the expert page, the developer form and the owner listing on the phone', async () => {
    const phone = uniquePhone();
    const unit = await publishedUnit();
    const { _id: unitEnquiry } = await enquiries.create(enquiry(phone, { unit: unit.id }));
    now += 60_000;
    const { _id: expertEnquiry } = await enquiries.create(
      enquiry(`0${phone}`, { is_connect_with_expert: true, expert_name: 'Kavya Shetty' }),
    );
    now += 60_000;
    const { _id: developer } = await forms.createPartner(developerForm(phone, placeA));
    now += 60_000;
    const availableFrom = new Date(now + 7 * 86_400_000).toISOString().slice(0, 10);
    const { _id: owner } = await forms.createIndividual(
      ownerForm(phone, placeA, availableFrom, { name: 'Ravi K' }),
    );

    const leads = await db.query<LeadRow>('SELECT * FROM leads WHERE phone = $1', [`+91${phone}`]);
    expect(leads).toHaveLength(1);
    const lead = leads[0]!;
    expect(lead.name).toBe('Ravi K');
    const timeline = (await eventsOf(lead.id)).filter((event) => event.type === 'enquiry');
    expect(timeline.map((event) => [event.enquiry_kind, event.enquiry_id])).toEqual([
      ['unit', unitEnquiry],
      ['expert', expertEnquiry],
      ['developer', developer],
      ['owner', owner],
    ]);
    for (const table of ['enquiries', 'partner_enquiries', 'owner_listings']) {
      const rows = await db.query<{ lead_id: string; terms_version: string; consented_at: Date | string }>(
        `SELECT lead_id, terms_version, consented_at FROM ${table} WHERE id = ANY($1::text[]) ORDER BY consented_at`,
        [[unitEnquiry, expertEnquiry, developer, owner]],
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.lead_id).toBe(lead.id);
        expect(row.terms_version).toBe(TERMS_VERSION);
        expect(new Date(row.consented_at).getTime()).toBeGreaterThanOrEqual(NOW.getTime());
      }
    }
    const [first] = await db.query<{ consented_at: Date | string }>(
      'SELECT consented_at FROM enquiries WHERE id = $1',
      [unitEnquiry],
    );
    expect(new Date(first!.consented_at).getTime()).toBe(now - 3 * 60_000);
  });

  it('tells each kind from what the enquiry says, as the backfill does', async () => {
    const phone = uniquePhone();
    const unit = await publishedUnit();
    await enquiries.create(enquiry(phone, { unit: unit.id, is_connect_with_expert: true }), {
      partner: 'acme',
    });
    await enquiries.create(enquiry(phone, { unit: unit.id, is_connect_with_expert: true }));
    await enquiries.create(
      enquiry(phone, { unit: unit.id, scheduled_time_of_visit: '2026-11-28T11:00:00+05:30' }),
    );
    await enquiries.create(enquiry(phone, { unit: unit.id, project: placeA.projectId }));
    await enquiries.create(enquiry(phone, { project: placeA.projectId }));
    await enquiries.create(enquiry(phone, { title: 'Tell me more' }));
    const lead = (await leadOf(phone))!;
    const kinds = (await eventsOf(lead.id))
      .filter((event) => event.type === 'enquiry')
      .map((e) => e.enquiry_kind);
    expect(kinds).toEqual(['partner', 'expert', 'scheduled_call', 'unit', 'project', 'interest']);
    expect(ENQUIRY_KINDS).toEqual(expect.arrayContaining(kinds as string[]));
  });

  it("puts a buyer's booked call on the manager's calendar for 30 minutes", async () => {
    const phone = uniquePhone();
    const { _id } = await enquiries.create(
      enquiry(phone, { project: placeA.projectId, scheduled_time_of_visit: '2026-11-28T11:00:00+05:30' }),
    );
    const lead = (await leadOf(phone))!;
    const bookings = await db.query<{
      kind: string;
      starts_at: Date | string;
      ends_at: Date | string;
      manager_id: string;
      enquiry_id: string;
    }>('SELECT kind, starts_at, ends_at, manager_id, enquiry_id FROM lead_bookings WHERE lead_id = $1', [
      lead.id,
    ]);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({ kind: 'call', manager_id: lead.manager_id, enquiry_id: _id });
    expect(new Date(bookings[0]!.starts_at).toISOString()).toBe('2026-11-28T05:30:00.000Z');
    expect(new Date(bookings[0]!.ends_at).toISOString()).toBe('2026-11-28T06:00:00.000Z');
    const events = await eventsOf(lead.id);
    expect(events.map((event) => event.type)).toEqual(['enquiry', 'assigned', 'booking']);
    expect(events[0]!.enquiry_kind).toBe('scheduled_call');
  });

  it('adds no second event when an enquiry is sent again with its Idempotency-Key', async () => {
    const phone = uniquePhone();
    const payload = enquiry(phone, { project: placeA.projectId });
    const idempotency = { key: `retry-${phone}`, requestHash: 'same-request' };
    const first = await enquiries.create(payload, { idempotency });
    const versionAfterFirst = await inboxVersion(db);
    const again = await enquiries.create(payload, { idempotency });
    expect(again).toMatchObject({ _id: first._id, replayed: true });
    const lead = (await leadOf(phone))!;
    expect((await eventsOf(lead.id)).filter((event) => event.type === 'enquiry')).toHaveLength(1);
    expect(await inboxVersion(db)).toBe(versionAfterFirst);

    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/client/partners',
      headers: { 'idempotency-key': `dev-${phone}` },
      payload: developerForm(phone, placeA),
      remoteAddress: '10.99.0.1',
    });
    expect(response.statusCode).toBe(201);
    const replay = await app.inject({
      method: 'POST',
      url: '/api/v1/client/partners',
      headers: { 'idempotency-key': `dev-${phone}` },
      payload: developerForm(phone, placeA),
      remoteAddress: '10.99.0.2',
    });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await eventsOf(lead.id)).filter((event) => event.type === 'enquiry')).toHaveLength(2);
  });

  it('stores the enquiry when the SMS to the manager fails, and logs it', async () => {
    const logged: unknown[] = [];
    const failing = createEnquiriesRepository(db, {
      clock: () => now,
      publicUrl: app.config.publicUrl,
      sms: () => ({ name: 'outbox', send: async () => Promise.reject(new Error('SMS down')) }),
      log: { warn: (details: unknown, message: string) => logged.push([details, message]) } as never,
    });
    const phone = uniquePhone();
    const created = await failing.create(enquiry(phone, { project: placeA.projectId }));
    const lead = (await leadOf(phone))!;
    expect(lead.manager_id).not.toBeNull();
    const [row] = await db.query<{ lead_id: string }>('SELECT lead_id FROM enquiries WHERE id = $1', [
      created._id,
    ]);
    expect(row!.lead_id).toBe(lead.id);
    expect(logged).toEqual([
      [expect.objectContaining({ lead: lead.id }), 'Could not tell a manager about a new lead'],
    ]);
  });
});
