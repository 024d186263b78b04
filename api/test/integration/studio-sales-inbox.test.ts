// Issue 27, the inbox in the studio: a sales member sees and works their own leads, an admin all of
// them, an editor and a buyer none; the stage rules; every change in the timeline and the audit log;
// the ETag a poll sends back gets a 304 until something changes.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids.ts';
import {
  LOST_NEEDS_REASON_MESSAGE,
  NOT_A_MANAGER_MESSAGE,
  QUALIFIED_NEEDS_TEMPERATURE_MESSAGE,
  TEMPERATURE_ONLY_WHEN_QUALIFIED_MESSAGE,
  ERASED_LEAD_MESSAGE,
  BOOKING_ENDS_MESSAGE,
} from '../../src/sales/lead-changes.ts';
import { NOT_YOUR_LEAD_MESSAGE } from '../../src/sales/viewer.ts';
import type { CalendarEntry, LeadDetail, LeadInboxResponse } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { loggedIn, newAddress, newPhone } from '../helpers/otp.ts';
import { insertEnquiry, insertLead, signedInManager, type Manager } from '../helpers/sales-fixtures.ts';
import { signedInStaff } from '../helpers/studio-session.ts';

const T0 = new Date('2026-11-20T04:30:00Z'); // 10:00 in India
let now = T0.getTime();
let app: FastifyInstance;
let meera: Manager;
let ravi: Manager;
let admin: Manager;
/** A word in every name of this file's leads, so the shared database's other leads stay out. */
const TAG = `Inbox${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  app = await buildTestApp({}, undefined, { clock: () => now });
  meera = await signedInManager(app, 'Meera Sales');
  ravi = await signedInManager(app, 'Ravi Sales');
  admin = await signedInManager(app, 'Anil Admin', 'admin');
});
afterAll(() => app.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const inbox = (token: string, query = '', headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/v1/studio/leads?q=${TAG}${query}`, headers: { ...auth(token), ...headers } });
const names = (response: { json: () => unknown }) =>
  (response.json() as LeadInboxResponse).data.leads.map((lead) => lead.name);
const detail = (token: string, id: string) =>
  app.inject({ url: `/api/v1/studio/leads/${id}`, headers: auth(token) });
const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/studio/leads/${url}`, headers: auth(token), payload });

describe('the inbox', () => {
  it('a sales member sees only their own leads, newest activity first; an admin sees all', async () => {
    await insertLead({
      name: `${TAG} Asha`,
      managerId: meera.memberId,
      lastEnquiryAt: new Date(T0.getTime() - 3_000),
    });
    await insertLead({
      name: `${TAG} Bala`,
      managerId: ravi.memberId,
      lastEnquiryAt: new Date(T0.getTime() - 2_000),
    });
    await insertLead({
      name: `${TAG} Chitra`,
      managerId: meera.memberId,
      lastEnquiryAt: new Date(T0.getTime() - 1_000),
    });
    await insertLead({ name: `${TAG} Dev`, managerId: null, lastEnquiryAt: new Date(T0.getTime() - 500) });

    const own = await inbox(meera.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(names(own)).toEqual([`${TAG} Chitra`, `${TAG} Asha`]);
    // Asking for someone else's or the unassigned leads shows a sales member nothing more.
    expect(names(await inbox(meera.token, `&manager=${ravi.memberId}`))).toEqual([]);
    expect(names(await inbox(meera.token, '&manager=none'))).toEqual([]);

    expect(names(await inbox(admin.token))).toEqual([
      `${TAG} Dev`,
      `${TAG} Chitra`,
      `${TAG} Bala`,
      `${TAG} Asha`,
    ]);
    expect(names(await inbox(admin.token, '&manager=none'))).toEqual([`${TAG} Dev`]);
    expect(names(await inbox(admin.token, `&manager=${ravi.memberId}`))).toEqual([`${TAG} Bala`]);
    expect(names(await inbox(admin.token, '&manager=me'))).toEqual([]);
    const page = (await inbox(admin.token)).json<LeadInboxResponse>().data;
    expect(page.pagination).toEqual({ page: 1, limit: 50, total: 4, totalPages: 1 });
    expect(page.leads[0]).toMatchObject({ manager: null, stage: 'new', erased: false, escalated: false });
    expect(page.leads[1]!.manager).toEqual({ _id: meera.memberId, name: 'Meera Sales', image: null });
  });

  it('filters by stage, escalation and a phone number', async () => {
    const lead = await insertLead({ name: `${TAG} Esha`, managerId: meera.memberId, stage: 'contacted' });
    await (await getTestDb()).query('UPDATE leads SET escalated_at = now() WHERE id = $1', [lead.id]);
    expect(names(await inbox(meera.token, '&stage=contacted'))).toEqual([`${TAG} Esha`]);
    expect(names(await inbox(meera.token, '&escalated=true'))).toEqual([`${TAG} Esha`]);
    expect(names(await inbox(meera.token, '&escalated=false'))).not.toContain(`${TAG} Esha`);
    const byPhone = await app.inject({
      url: `/api/v1/studio/leads?q=${lead.phone.slice(-7)}`,
      headers: auth(meera.token),
    });
    expect(names(byPhone)).toEqual([`${TAG} Esha`]);
  });

  it('refuses an editor and a buyer', async () => {
    const editor = await signedInStaff(app, 'Ira Editor', 'editor');
    const refused = await inbox(editor.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/\S/);
    const buyer = await loggedIn(app);
    expect((await inbox(buyer.token)).statusCode).toBe(401);
  });

  it('answers a poll with 304 until a lead changes, then with the change', async () => {
    const lead = await insertLead({ name: `${TAG} Farah`, managerId: meera.memberId });
    const first = await inbox(meera.token);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"inbox-\d+-[\w-]+"$/);
    const again = await inbox(meera.token, '', { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    // The same version for another person or another query is another tag.
    expect((await inbox(ravi.token, '', { 'if-none-match': tag })).statusCode).toBe(200);
    expect((await inbox(meera.token, '&stage=new', { 'if-none-match': tag })).statusCode).toBe(200);

    expect((await send(meera.token, 'POST', `${lead.id}/stage`, { stage: 'contacted' })).statusCode).toBe(
      200,
    );
    const changed = await inbox(meera.token, '', { 'if-none-match': tag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    const farah = changed.json<LeadInboxResponse>().data.leads.find((row) => row.name === `${TAG} Farah`);
    expect(farah?.stage).toBe('contacted');
  });
});

describe("a buyer's enquiry through the site", () => {
  it('reaches the inbox as a lead with its enquiry, assignment and booked call in the timeline', async () => {
    const phone = newPhone();
    const posted = await app.inject({
      method: 'POST',
      url: '/api/v1/client/enquiries',
      remoteAddress: newAddress(),
      payload: {
        name: 'Sitara Buyer',
        phone,
        email: 'buyer@example.com',
        country_code: '+91',
        title: 'Palm Villa',
        scheduled_time_of_visit: '2026-12-05T10:30:00+05:30',
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const found = await app.inject({ url: `/api/v1/studio/leads?q=${phone}`, headers: auth(admin.token) });
    const [row] = found.json<LeadInboxResponse>().data.leads;
    expect(row).toMatchObject({
      name: 'Sitara Buyer',
      stage: 'new',
      kinds: ['scheduled_call'],
      enquiries: 1,
    });
    const lead = (await detail(admin.token, row!._id)).json<{ data: LeadDetail }>().data;
    const types = lead.events.map((event) => event.type);
    expect(types[0]).toBe('enquiry');
    expect(lead.events[0]!.enquiry).toMatchObject({
      kind: 'scheduled_call',
      title: 'Palm Villa',
      scheduled_call: '2026-12-05T05:00:00.000Z',
      terms_version: expect.any(String),
    });
    // The round-robin chose whoever was due among the linked members (this file's three at least).
    expect(row!.manager).not.toBeNull();
    expect(lead.events.find((event) => event.type === 'assigned')?.manager?._id).toBe(row!.manager!._id);
    expect(lead.bookings).toEqual([
      expect.objectContaining({ kind: 'call', from_enquiry: true, starts_at: '2026-12-05T05:00:00.000Z' }),
    ]);
  });
});

describe('one lead', () => {
  it('shows its timeline oldest first, each enquiry with where it came from', async () => {
    const db = await getTestDb();
    const [unit] = await db.query<{
      id: string;
      name: string;
      slug: string;
      project_id: string;
      project: string;
    }>(
      `SELECT u.id, u.name, u.slug, u.project_id, p.name AS project FROM units u JOIN projects p ON p.id = u.project_id LIMIT 1`,
    );
    const lead = await insertLead({
      name: `${TAG} Gita`,
      managerId: meera.memberId,
      createdAt: new Date(T0.getTime() - 60_000),
    });
    const enquiryId = await insertEnquiry(lead.id, {
      kind: 'unit',
      at: new Date(T0.getTime() - 60_000),
      unitId: unit!.id,
      partner: 'acme',
      primarySource: 'google',
      gclid: 'abc',
      sourceUrl: 'https://villas.example/unit/x?gclid=abc',
      scheduledCall: new Date('2026-11-21T05:00:00Z'),
    });
    await insertEnquiry(lead.id, { kind: 'expert', at: new Date(T0.getTime() - 30_000) });
    expect(
      (await send(meera.token, 'POST', `${lead.id}/notes`, { text: 'Wants east facing' })).statusCode,
    ).toBe(200);

    const response = await detail(meera.token, lead.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json<{ data: LeadDetail }>().data;
    expect(data).toMatchObject({
      name: `${TAG} Gita`,
      email: 'buyer@example.com',
      kinds: ['unit', 'expert'],
      enquiries: 2,
    });
    expect(data.events.map((event) => event.type)).toEqual(['enquiry', 'enquiry', 'note']);
    expect(data.events[0]!.enquiry).toEqual({
      _id: enquiryId,
      kind: 'unit',
      page: 'https://villas.example/unit/x?gclid=abc',
      title: 'Palm Villa',
      message: null,
      unit: { _id: unit!.id, name: unit!.name, slug: unit!.slug },
      project: expect.objectContaining({ _id: unit!.project_id, name: unit!.project }),
      partner: 'acme',
      tracking: { primary_source: 'google', gclid: 'abc' },
      scheduled_call: '2026-11-21T05:00:00.000Z',
      verified: false,
      terms_version: '2026-11-01',
      consented_at: new Date(T0.getTime() - 60_000).toISOString(),
    });
    expect(data.events[2]).toMatchObject({ type: 'note', actor: 'Meera Sales', note: 'Wants east facing' });
  });

  it("is refused to a sales member when it is someone else's, and is 404 when there is none", async () => {
    const lead = await insertLead({ name: `${TAG} Hari`, managerId: ravi.memberId });
    const refused = await detail(meera.token, lead.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NOT_YOUR_LEAD_MESSAGE);
    expect((await send(meera.token, 'POST', `${lead.id}/stage`, { stage: 'contacted' })).statusCode).toBe(
      403,
    );
    expect((await detail(admin.token, lead.id)).statusCode).toBe(200);
    const missing = await detail(admin.token, newId());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No lead has this id.');
  });

  it('an erased lead shows as erased with no personal field, and takes no change', async () => {
    const lead = await insertLead({ name: `${TAG} Indu`, managerId: meera.memberId, erased: true });
    await insertEnquiry(lead.id, { kind: 'project', sourceUrl: 'https://villas.example/p?utm=x' });
    const data = (await detail(meera.token, lead.id)).json<{ data: LeadDetail }>().data;
    expect(data).toMatchObject({ erased: true, name: null, phone: null, email: null, kinds: ['project'] });
    expect(data.events[0]!.enquiry).toMatchObject({ page: null, message: null, tracking: {} });
    const refused = await send(meera.token, 'POST', `${lead.id}/notes`, { text: 'hello' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ERASED_LEAD_MESSAGE);
  });
});

describe('the stage', () => {
  it('follows the rules: lost needs a reason, qualified a temperature, and only qualified takes one', async () => {
    const lead = await insertLead({ name: `${TAG} Jaya`, managerId: meera.memberId });
    const cases = [
      [{ stage: 'lost' }, LOST_NEEDS_REASON_MESSAGE],
      [{ stage: 'qualified' }, QUALIFIED_NEEDS_TEMPERATURE_MESSAGE],
      [{ stage: 'contacted', temperature: 'hot' }, TEMPERATURE_ONLY_WHEN_QUALIFIED_MESSAGE],
    ] as const;
    for (const [payload, message] of cases) {
      const refused = await send(meera.token, 'POST', `${lead.id}/stage`, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(refused.json().message).toBe(message);
    }
    expect((await send(meera.token, 'POST', `${lead.id}/stage`, { stage: 'teleported' })).statusCode).toBe(
      400,
    );
    const rows = await (
      await getTestDb()
    ).query<{ stage: string; first_contact_at: Date | null }>(
      'SELECT stage, first_contact_at FROM leads WHERE id = $1',
      [lead.id],
    );
    expect(rows[0]).toEqual({ stage: 'new', first_contact_at: null });
  });

  it('records the first contact on the first move away from new, in the timeline and the audit log', async () => {
    const assignedAt = new Date(T0.getTime() - 12 * 60_000);
    const lead = await insertLead({ name: `${TAG} Kiran`, managerId: meera.memberId, createdAt: assignedAt });
    now = T0.getTime();
    const contacted = await send(meera.token, 'POST', `${lead.id}/stage`, { stage: 'contacted' });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json<{ data: LeadDetail }>().data).toMatchObject({
      stage: 'contacted',
      first_contact_at: T0.toISOString(),
      minutes_to_first_contact: 12,
    });
    now = T0.getTime() + 3_600_000;
    const qualified = await send(meera.token, 'POST', `${lead.id}/stage`, {
      stage: 'qualified',
      temperature: 'hot',
    });
    expect(qualified.json<{ data: LeadDetail }>().data).toMatchObject({
      stage: 'qualified',
      temperature: 'hot',
      first_contact_at: T0.toISOString(),
    });
    const lost = await send(meera.token, 'POST', `${lead.id}/stage`, {
      stage: 'lost',
      lost_reason: 'budget',
    });
    const data = lost.json<{ data: LeadDetail }>().data;
    expect(data).toMatchObject({ stage: 'lost', lost_reason: 'budget', temperature: null });
    expect(data.events.map((event) => [event.type, event.actor, event.from_stage, event.to_stage])).toEqual([
      ['stage', 'Meera Sales', 'new', 'contacted'],
      ['stage', 'Meera Sales', 'contacted', 'qualified'],
      ['stage', 'Meera Sales', 'qualified', 'lost'],
    ]);
    const audit = await (
      await getTestDb()
    ).query<{ action: string; before: unknown; after: unknown; staff_id: string }>(
      `SELECT action, before, after, staff_id FROM audit_log WHERE record_type = 'lead' AND record_id = $1 ORDER BY id`,
      [lead.id],
    );
    expect(audit.map((entry) => entry.action)).toEqual(['lead.stage', 'lead.stage', 'lead.stage']);
    expect(audit[0]!.staff_id).toBe(meera.staffId);
    expect(JSON.stringify(audit)).not.toContain(lead.phone);
    expect(JSON.stringify(audit)).not.toContain('Kiran');
  });
});

describe('notes, follow-ups, bookings and reassignment', () => {
  it('sets and clears the next follow-up', async () => {
    const lead = await insertLead({ name: `${TAG} Lata`, managerId: meera.memberId });
    const set = await send(meera.token, 'PUT', `${lead.id}/follow-up`, {
      next_follow_up_at: '2026-11-22T05:30:00.000Z',
    });
    expect(set.json<{ data: LeadDetail }>().data.next_follow_up_at).toBe('2026-11-22T05:30:00.000Z');
    const cleared = await send(meera.token, 'PUT', `${lead.id}/follow-up`, { next_follow_up_at: null });
    const data = cleared.json<{ data: LeadDetail }>().data;
    expect(data.next_follow_up_at).toBeNull();
    expect(data.events.map((event) => event.follow_up_at)).toEqual(['2026-11-22T05:30:00.000Z', null]);
  });

  it('books a visit, says when it clashes, and cancels it', async () => {
    const lead = await insertLead({ name: `${TAG} Mohan`, managerId: ravi.memberId });
    const book = (starts: string, ends: string) =>
      send(ravi.token, 'POST', `${lead.id}/bookings`, { kind: 'visit', starts_at: starts, ends_at: ends });
    const backwards = await book('2030-01-02T06:00:00Z', '2030-01-02T05:00:00Z');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().message).toBe(BOOKING_ENDS_MESSAGE);
    const first = await book('2030-01-02T05:00:00Z', '2030-01-02T06:00:00Z');
    expect(first.statusCode).toBe(201);
    expect(first.json<{ data: CalendarEntry }>().data).toMatchObject({
      kind: 'visit',
      clash: false,
      from_enquiry: false,
      manager: { _id: ravi.memberId },
      lead: { _id: lead.id, name: `${TAG} Mohan` },
    });
    const second = await book('2030-01-02T05:30:00Z', '2030-01-02T06:30:00Z');
    expect(second.json<{ data: CalendarEntry }>().data.clash).toBe(true);
    const firstId = first.json<{ data: CalendarEntry }>().data._id;
    const cancelled = await send(ravi.token, 'DELETE', `${lead.id}/bookings/${firstId}`);
    expect(cancelled.statusCode).toBe(200);
    const data = cancelled.json<{ data: LeadDetail }>().data;
    expect(data.bookings.map((booking) => booking.starts_at)).toEqual(['2030-01-02T05:30:00.000Z']);
    expect(data.events.map((event) => event.booking?.cancelled)).toEqual([false, false, true]);
    expect((await send(ravi.token, 'DELETE', `${lead.id}/bookings/${firstId}`)).statusCode).toBe(404);
  });

  it('an admin gives a lead to another linked manager; a sales member may not', async () => {
    const lead = await insertLead({ name: `${TAG} Nila`, managerId: meera.memberId });
    const bySales = await send(meera.token, 'PUT', `${lead.id}/manager`, { manager_id: ravi.memberId });
    expect(bySales.statusCode).toBe(403);
    const db = await getTestDb();
    const unlinked = newId();
    await db.query(
      `INSERT INTO sales_team (id, name, exp, location, designation, email, phone) VALUES ($1, 'Unlinked', 1, 'x', 'y', 'u@example.com', '+919800000000')`,
      [unlinked],
    );
    const refused = await send(admin.token, 'PUT', `${lead.id}/manager`, { manager_id: unlinked });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(NOT_A_MANAGER_MESSAGE);
    const moved = await send(admin.token, 'PUT', `${lead.id}/manager`, { manager_id: ravi.memberId });
    expect(moved.statusCode).toBe(200);
    const data = moved.json<{ data: LeadDetail }>().data;
    expect(data.manager?._id).toBe(ravi.memberId);
    expect(data.events.at(-1)).toMatchObject({
      type: 'assigned',
      actor: 'Anil Admin',
      manager: { name: 'Ravi Sales' },
    });
    expect((await detail(meera.token, lead.id)).statusCode).toBe(403);
    expect((await detail(ravi.token, lead.id)).statusCode).toBe(200);
  });
});
