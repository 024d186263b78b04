// Issue 27, "Delete my data" (DPDP Act 2023): a buyer with enquiries of every kind, a wishlist, a saved
// search and notes in their sales record asks for a code, confirms with it, and gets a receipt. Then
// no text, varchar, jsonb or array column of any table holds their name, phone or email, and the
// counts the reports read are still there. A database of its own, so the scan reads every row.
import { randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { recordAudit } from '../../src/plugins/app/audit-log.ts';
import { createListingFormsRepository } from '../../src/plugins/app/listing-forms-repository.ts';
import { recordLeadEvent } from '../../src/sales/lead-events.ts';
import { buildTestApp } from '../helpers/app.ts';
import { openPrivateTestDb } from '../helpers/database.ts';
import { newAddress, outboxCode, verifiedPhone } from '../helpers/otp.ts';
import {
  addManager,
  addPlace,
  developerForm,
  ownerForm,
  uniquePhone,
  type Place,
} from './sales-intake-fixtures.ts';

const letters = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(97 + randomInt(26))).join('');
const SURNAME = `Q${letters(11)}`;
const NAME = `Zorvath ${SURNAME}`;
const EMAIL = `zq.${letters(12)}@erasure-test.example`;
const PHONE = uniquePhone();
const E164 = `+91${PHONE}`;
/** What must be gone from every column of every table. */
const NEEDLES = [NAME, SURNAME, EMAIL, PHONE, E164];

let app: FastifyInstance;
let db: Db;
let closeDb: () => Promise<void>;
let place: Place;
let token: string;
let leadId: string;

const asBuyer = (options: InjectOptions) =>
  app.inject({
    remoteAddress: newAddress(),
    ...options,
    headers: { authorization: `Bearer ${token}`, ...options.headers },
  });

const enquire = (payload: Record<string, unknown>) =>
  asBuyer({
    method: 'POST',
    url: '/api/v1/client/enquiries',
    payload: { name: NAME, email: EMAIL, phone: PHONE, country_code: '+91', ...payload },
  });

beforeAll(async () => {
  ({ db, close: closeDb } = await openPrivateTestDb());
  app = await buildTestApp({ partners: [{ id: 'acme', origins: ['https://partner.example.com'] }] }, db);
  place = await addPlace(db);
  await addManager(db, { name: 'Farah Siddiqui', cityIds: [place.cityId] });

  const { verificationId } = await verifiedPhone(app, PHONE);
  const signup = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/users/signup',
    remoteAddress: newAddress(),
    payload: {
      email: EMAIL,
      phone_number: PHONE,
      country_code: '+91',
      verification_id: verificationId,
      name: NAME,
    },
  });
  expect(signup.statusCode).toBe(200);
  token = signup.json<{ data: { token: string } }>().data.token;

  const [unit] = await db.query<{ id: string }>(
    `SELECT id FROM units WHERE status = 'published' ORDER BY id LIMIT 1`,
  );
  const sent = [
    await enquire({
      unit: unit!.id,
      description: `Please call ${NAME} on ${PHONE} after 6`,
      source_url: `https://villas.example.com/units/x?email=${encodeURIComponent(EMAIL)}&utm_source=google`,
      gclid: `gclid-${PHONE}`,
      adid: 'ad-123',
      lead_id: `fb-${PHONE}`,
      loc_physical_ms: '1007768',
      primary_source: 'google',
      campaign_name: 'villas-bengaluru',
    }),
    await enquire({ project: place.projectId, is_connect_with_expert: true, expert_name: 'Kavya Shetty' }),
    await enquire({ project: place.projectId }),
    await enquire({ title: 'Tell me about villas near the lake' }),
    await enquire({ project: place.projectId, scheduled_time_of_visit: '2026-12-02T11:00:00+05:30' }),
    await enquire({ project: place.projectId, partner: 'acme' }),
    await asBuyer({
      method: 'POST',
      url: '/api/v1/client/partners',
      payload: developerForm(PHONE, place, { name: NAME, email_id: EMAIL, remarks: `Ask for ${NAME}` }),
    }),
  ];
  for (const response of sent) expect(response.statusCode, response.body).toBe(201);
  // The owner's listing through its repository: its photos are not what this test is about.
  await createListingFormsRepository(db).createIndividual(
    ownerForm(PHONE, place, new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10), {
      name: NAME,
      email: EMAIL,
    }),
  );

  const wished = await asBuyer({ method: 'POST', url: `/api/v1/auth/users/addunittowishlist/${unit!.id}` });
  expect(wished.statusCode).toBe(200);
  await db.query(
    `INSERT INTO saved_filters (id, user_id, payload) VALUES ($1, (SELECT id FROM users WHERE phone_number = $2), $3::text::jsonb)`,
    [
      `${Date.now().toString(16).slice(0, 8)}${'a'.repeat(16)}`.slice(0, 24),
      PHONE,
      JSON.stringify({ bhk: 4 }),
    ],
  );

  // A comment on a post, under the buyer's name and email.
  await db.query(
    `INSERT INTO blog_comments (id, post_id, name, email, content)
     VALUES ($1, (SELECT id FROM blog_posts ORDER BY id LIMIT 1), $2, $3, $4)`,
    [`${Date.now().toString(16).slice(0, 8)}${'b'.repeat(16)}`.slice(0, 24), NAME, EMAIL, `I am ${NAME}`],
  );

  const [lead] = await db.query<{ id: string }>('SELECT id FROM leads WHERE phone = $1', [E164]);
  leadId = lead!.id;
  // A note in the buyer's record, and an audit entry that (wrongly) quoted the buyer.
  const manager = { staffId: null, label: 'Farah Siddiqui' };
  await db.transaction(async (tx) => {
    await recordLeadEvent(tx, {
      leadId,
      type: 'note',
      at: new Date(),
      actor: manager,
      data: { note: `${NAME} wants a corner plot; email ${EMAIL}` },
    });
    await recordAudit(tx, manager, {
      action: 'lead.note',
      recordType: 'lead',
      recordId: leadId,
      before: null,
      after: { note: `Spoke to ${NAME}`, stage: 'contacted' },
    });
  });
});
afterAll(async () => {
  await app.close();
  await closeDb();
});

/** Every column of every table holding text: where one of the needles is found. */
async function personalDataLeft(): Promise<string[]> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name
     FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
       AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
            OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar')))
     ORDER BY c.table_name, c.column_name`,
  );
  expect(columns.length).toBeGreaterThan(100);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await db.query<{ hits: number }>(
      `SELECT count(*)::int AS hits FROM "${table}" WHERE "${column}"::text ILIKE ANY($1::text[])`,
      [NEEDLES.map((needle) => `%${needle}%`)],
    );
    if ((row?.hits ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('the relationship manager', () => {
  it('shows the buyer the manager of their lead', async () => {
    const response = await asBuyer({ url: '/api/v1/client/relationship-manager' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'success',
      data: {
        name: 'Farah Siddiqui',
        designation: 'Villa advisor',
        image: null,
        languages: ['English', 'Hindi'],
      },
    });

    // A manager who has left the team (no longer linked to a studio account) is not shown.
    const [member] = await db.query<{ id: string; staff_id: string }>(
      `SELECT id, staff_id FROM sales_team WHERE name = 'Farah Siddiqui'`,
    );
    await db.query('UPDATE sales_team SET staff_id = NULL WHERE id = $1', [member!.id]);
    try {
      const left = await asBuyer({ url: '/api/v1/client/relationship-manager' });
      expect(left.json()).toEqual({ status: 'success', data: null });
    } finally {
      await db.query('UPDATE sales_team SET staff_id = $2 WHERE id = $1', [member!.id, member!.staff_id]);
    }
  });

  it('is null for a buyer with no lead, and refused without a session', async () => {
    const other = uniquePhone();
    const { verificationId } = await verifiedPhone(app, other);
    const signup = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/signup',
      remoteAddress: newAddress(),
      payload: {
        email: 'nolead@example.com',
        phone_number: other,
        country_code: '+91',
        verification_id: verificationId,
        name: 'No Lead',
      },
    });
    const otherToken = signup.json<{ data: { token: string } }>().data.token;
    const response = await app.inject({
      url: '/api/v1/client/relationship-manager',
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(response.json()).toEqual({ status: 'success', data: null });
    expect((await app.inject({ url: '/api/v1/client/relationship-manager' })).statusCode).toBe(401);
  });
});

describe('delete my data', () => {
  it('holds the personal data before the erasure (the scan finds it)', async () => {
    const found = await personalDataLeft();
    expect(found).toEqual(
      expect.arrayContaining([
        'users.name',
        'users.email',
        'leads.phone',
        'enquiries.name',
        'lead_events.data',
      ]),
    );
  });

  it('refuses a wrong code with a clear message and erases nothing', async () => {
    const address = newAddress();
    expect(
      (await asBuyer({ method: 'POST', url: '/api/v1/client/erasure/code', remoteAddress: address }))
        .statusCode,
    ).toBe(200);
    // Limited like a login code: not another one right away.
    const again = await asBuyer({
      method: 'POST',
      url: '/api/v1/client/erasure/code',
      remoteAddress: address,
    });
    expect(again.statusCode).toBe(429);
    expect(again.json<{ message: string }>().message).toMatch(
      /^Please wait \d+ s before asking for another OTP\.$/,
    );
    const code = outboxCode(PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await asBuyer({
      method: 'POST',
      url: '/api/v1/client/erasure',
      payload: { otp: wrong },
    });
    // 403, not 401: the session is fine, and the browser forgets a session on any 401.
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe('Invalid OTP. Please try again.');
    const [lead] = await db.query<{ name: string; erased_at: unknown }>(
      'SELECT name, erased_at FROM leads WHERE id = $1',
      [leadId],
    );
    expect(lead).toEqual({ name: NAME, erased_at: null });
    expect((await asBuyer({ url: '/api/v1/auth/users/getmyfavoriteunits' })).statusCode).toBe(200);
    expect(
      (await asBuyer({ method: 'POST', url: '/api/v1/client/erasure', payload: { otp: '12' } })).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/client/erasure', payload: { otp: code } }))
        .statusCode,
    ).toBe(401);
  });

  it('erases with the right code, gives a receipt and ends every session', async () => {
    const second = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/signup',
      remoteAddress: newAddress(),
      payload: {
        email: EMAIL,
        phone_number: PHONE,
        country_code: '+91',
        verification_id: (await verifiedPhone(app, PHONE)).verificationId,
        name: NAME,
      },
    });
    const secondToken = second.json<{ data: { token: string } }>().data.token;

    expect((await asBuyer({ method: 'POST', url: '/api/v1/client/erasure/code' })).statusCode).toBe(200);
    const response = await asBuyer({
      method: 'POST',
      url: '/api/v1/client/erasure',
      payload: { otp: outboxCode(PHONE) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const receipt = response.json<{ data: { reference: string; erased_at: string; erased: string[] } }>()
      .data;
    expect(receipt.reference).toMatch(/^ER-\d{8}-[A-Z0-9]{6}$/);
    expect(receipt.erased).toContain('Your name, phone number and email in 8 enquiries');
    expect(receipt.erased).toContain('Your wishlist (1 villa)');

    for (const session of [token, secondToken]) {
      const answer = await app.inject({
        url: '/api/v1/auth/users/getmyfavoriteunits',
        headers: { authorization: `Bearer ${session}` },
      });
      expect(answer.statusCode).toBe(401);
    }

    const [lead] = await db.query<Record<string, unknown>>('SELECT * FROM leads WHERE id = $1', [leadId]);
    expect(lead).toMatchObject({
      name: null,
      email: null,
      phone: null,
      erasure_ref: receipt.reference,
      stage: 'new',
    });
    expect(lead!.erased_at).not.toBeNull();
    expect(lead!.city_id).toBe(place.cityId);
    const events = await db.query<{ type: string; enquiry_kind: string | null }>(
      'SELECT type, enquiry_kind FROM lead_events WHERE lead_id = $1 ORDER BY id',
      [leadId],
    );
    expect(events.at(-1)!.type).toBe('erased');
  });

  it('leaves no name, phone or email in any column of any table', async () => {
    expect(await personalDataLeft()).toEqual([]);
  });

  it('keeps the counts the reports read: every enquiry, its kind, project, city and partner', async () => {
    const kinds = await db.query<{ enquiry_kind: string }>(
      `SELECT enquiry_kind FROM lead_events WHERE lead_id = $1 AND type = 'enquiry' ORDER BY id`,
      [leadId],
    );
    expect(kinds.map((row) => row.enquiry_kind)).toEqual([
      'unit',
      'expert',
      'project',
      'interest',
      'scheduled_call',
      'partner',
      'developer',
      'owner',
    ]);
    const [rows] = await db.query<{
      enquiries: number;
      in_project: number;
      partners: number;
      tracked: number;
    }>(
      `SELECT count(*)::int AS enquiries,
              (count(*) FILTER (WHERE project_id = $2))::int AS in_project,
              (count(*) FILTER (WHERE partner = 'acme'))::int AS partners,
              (SELECT count(*)::int FROM enquiry_tracking t JOIN enquiries q ON q.id = t.enquiry_id
                WHERE q.lead_id = $1 AND t.primary_source = 'google' AND t.campaign_name = 'villas-bengaluru'
                  AND t.gclid IS NULL) AS tracked
       FROM enquiries WHERE lead_id = $1`,
      [leadId, place.projectId],
    );
    expect(rows).toEqual({ enquiries: 6, in_project: 4, partners: 1, tracked: 1 });
    const [forms] = await db.query<{ developers: number; owners: number }>(
      `SELECT (SELECT count(*)::int FROM partner_enquiries WHERE lead_id = $1 AND city_id = $2 AND project_name = 'Kumar Meadows') AS developers,
              (SELECT count(*)::int FROM owner_listings WHERE lead_id = $1 AND city_id = $2) AS owners`,
      [leadId, place.cityId],
    );
    expect(forms).toEqual({ developers: 1, owners: 1 });
    const [source] = await db.query<{ source_url: string }>(
      `SELECT source_url FROM enquiries WHERE lead_id = $1 AND source_url IS NOT NULL`,
      [leadId],
    );
    expect(source!.source_url).toBe('https://villas.example.com/units/x');
  });

  it('records the erasure by its reference, with counts only', async () => {
    const [entry] = await db.query<{ actor: string; after: unknown }>(
      `SELECT actor, after FROM audit_log WHERE action = 'buyer.erase' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toMatchObject({ actor: 'system', after: { leads: 1, enquiries: 8, saved_filters: 1 } });
  });
});
