import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_FIELDS, type ListingResponse } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { failingDb, getTestDb } from '../helpers/database.ts';
import { loggedIn, newPhone } from '../helpers/otp.ts';
import { listLeads } from '../../src/leads/leads.ts';

let app: FastifyInstance;
let addressCounter = 0;
beforeAll(async () => {
  app = await buildTestApp({ partners: [{ id: 'acme', origins: ['https://partner.example.com'] }] });
});
afterAll(async () => {
  await app.close();
});

/** Each test posts from its own address so the per-address rate limit does not interfere. */
const post = (payload: unknown, extra: Partial<InjectOptions> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/client/enquiries',
    payload: payload as InjectOptions['payload'],
    remoteAddress: `10.0.0.${(addressCounter += 1)}`,
    ...extra,
  });

const valid = { name: 'Asha Rao', email: 'asha.rao@example.com', phone: '9876543210', country_code: '+91' };

async function countEnquiries(): Promise<number> {
  const db = await getTestDb();
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM enquiries');
  return row?.count ?? 0;
}

describe('POST /api/v1/client/enquiries', () => {
  it('stores the enquiry and its tracking fields, trimmed, and answers 201 with the id', async () => {
    const listing = (
      await app.inject({ url: '/api/v1/projects/units?city=Hyderabad&limit=1' })
    ).json<ListingResponse>();
    const unit = listing.data.units[0];
    const response = await post({
      ...valid,
      name: '  Asha Rao ',
      email: ' asha.rao@example.com ',
      title: 'Interested in unit',
      description: 'Please call after 6 pm',
      source_url: 'https://villas.example.com/unit/x/?utm_source=google',
      scheduled_time_of_visit: '2025-11-01T10:30:00+05:30',
      expertName: 'Kavya Shetty',
      unit: unit?._id,
      is_connect_with_expert: true,
      primary_source: 'google',
      gclid: 'Cj0KCQ',
      campaign_name: 'villas-hyderabad',
      adtype: '',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ status: string; data: { _id: string; created_at: string } }>();
    expect(body.status).toBe('success');
    expect(body.data._id).toMatch(/^[0-9a-f]{24}$/);

    const db = await getTestDb();
    const [enquiry] = await db.query<Record<string, unknown>>('SELECT * FROM enquiries WHERE id = $1', [
      body.data._id,
    ]);
    expect(enquiry).toMatchObject({
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      phone: '9876543210',
      country_code: '+91',
      expert_name: 'Kavya Shetty',
      unit_id: unit?._id,
      project_id: unit?.project[0]?._id,
      is_connect_with_expert: true,
      is_individual: false,
    });
    expect(new Date(enquiry?.scheduled_time_of_visit as string).toISOString()).toBe(
      '2025-11-01T05:00:00.000Z',
    );
    const [tracking] = await db.query<Record<string, unknown>>(
      'SELECT * FROM enquiry_tracking WHERE enquiry_id = $1',
      [body.data._id],
    );
    expect(tracking).toMatchObject({
      primary_source: 'google',
      gclid: 'Cj0KCQ',
      campaign_name: 'villas-hyderabad',
      adtype: null,
      medium: null,
    });
    expect(Object.keys(tracking ?? {})).toEqual(expect.arrayContaining([...TRACKING_FIELDS]));
  });

  it.each([
    [{ ...valid, email: 'asha.example.com' }, 'email: must be a valid email address'],
    [{ ...valid, email: undefined }, 'email: is required'],
    [{ ...valid, name: '' }, 'name: is required'],
    [{ ...valid, name: 'A' }, 'name: must be at least 2 characters long'],
    [{ ...valid, name: 'Asha <script>' }, 'name: must contain only letters and spaces'],
    [{ ...valid, phone: '98-76' }, 'phone: must be a phone number of 6 to 15 digits'],
    [{ ...valid, country_code: '91' }, "country_code: must be a country code like '+91'"],
    [{ ...valid, unit: 'not-an-id' }, 'unit: must be a valid id (24 hexadecimal characters)'],
    [{ ...valid, unit: '0123456789abcdef01234567' }, "unit: unknown unit '0123456789abcdef01234567'"],
    [
      { ...valid, project: '0123456789abcdef01234567' },
      "project: unknown project '0123456789abcdef01234567'",
    ],
    [
      { ...valid, scheduled_time_of_visit: 'tomorrow' },
      'scheduled_time_of_visit: must be a date and time like 2025-01-31T10:30:00+05:30',
    ],
    [{ ...valid, is_individual: 'maybe' }, 'is_individual: must be true or false'],
  ])('answers 400 naming the field and stores nothing for %o', async (payload, message) => {
    const before = await countEnquiries();
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await countEnquiries()).toBe(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await post('{"name":', { headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/JSON/);
  });

  it('writes nothing when the tracking fields cannot be stored', async () => {
    const broken = await buildTestApp({}, failingDb(await getTestDb(), /insert into "enquiry_tracking"/i));
    try {
      const before = await countEnquiries();
      const response = await broken.inject({
        method: 'POST',
        url: '/api/v1/client/enquiries',
        payload: { ...valid, gclid: 'x' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong. Please try again.',
      });
      expect(await countEnquiries()).toBe(before);
    } finally {
      await broken.close();
    }
  });

  it('allows at most 10 enquiries a minute from one address', async () => {
    const remoteAddress = '10.9.9.9';
    for (let i = 0; i < 10; i += 1) {
      const response = await post({ ...valid, email: 'not-an-email' }, { remoteAddress });
      expect(response.statusCode).toBe(400);
    }
    const limited = await post(valid, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many requests. Please try again in a minute.',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await post(valid, { remoteAddress: '10.9.9.10' })).statusCode).toBe(201);
  });

  it('has no limit with RATE_LIMITS=off (benchmarks)', async () => {
    const unlimited = await buildTestApp({ rateLimits: false });
    try {
      for (let i = 0; i < 12; i += 1) {
        const response = await unlimited.inject({
          method: 'POST',
          url: '/api/v1/client/enquiries',
          payload: { ...valid, email: 'not-an-email' },
          remoteAddress: '10.9.8.8',
        });
        expect(response.statusCode).toBe(400);
      }
    } finally {
      await unlimited.close();
    }
  });

  it('answers no partner site from the browser: the embed posts from its frame on our origin', async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/v1/client/enquiries',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
    for (const origin of ['https://partner.example.com', 'https://evil.example.com']) {
      const answer = await preflight(origin);
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(answer.headers['access-control-allow-headers'], origin).toBeUndefined();
    }
    const read = await app.inject({
      method: 'GET',
      url: '/api/v1/projects/units?page=1',
      headers: { origin: 'https://partner.example.com' },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe("a partner's credit", () => {
  /** The lead `npm run leads` lists for an enquiry. */
  async function leadOf(id: string) {
    const db = await getTestDb();
    const [row] = await db.query<{ created_at: Date }>('SELECT created_at FROM enquiries WHERE id = $1', [
      id,
    ]);
    const leads = await listLeads(db, new Date(row!.created_at));
    return leads.find((lead) => lead.phone.endsWith(phoneOf.get(id)!));
  }
  const phoneOf = new Map<string, string>();
  const send = async (
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<{ statusCode: number; id: string }> => {
    const response = await post({ ...valid, ...body }, { headers });
    const id = response.statusCode === 201 ? response.json<{ data: { _id: string } }>().data._id : '';
    if (id) phoneOf.set(id, String(body.phone ?? valid.phone));
    return { statusCode: response.statusCode, id };
  };

  it("is not given for a phone nobody verified, even from the partner's own Origin: the lead is kept", async () => {
    // What `curl -H 'Origin: https://partner.example.com'` sends: the Origin is the caller's word.
    const phone = newPhone();
    const sent = await send({ phone, partner: 'acme' }, { origin: 'https://partner.example.com' });
    expect(sent.statusCode).toBe(201);
    expect(await leadOf(sent.id)).toMatchObject({
      phone: `+91${phone}`,
      partner: 'acme',
      partner_verified: 'no',
    });
  });

  it("is given when the enquiry comes from the embed's frame with a session of its phone", async () => {
    const buyer = await loggedIn(app);
    const sent = await send(
      { phone: buyer.phone, partner: 'acme' },
      { authorization: `Bearer ${buyer.token}` },
    );
    expect(sent.statusCode).toBe(201);
    expect(await leadOf(sent.id)).toMatchObject({
      partner: 'acme',
      partner_verified: 'yes',
      verified: 'yes',
    });
  });

  it('is not given for a session of another phone, or a session that ended', async () => {
    const someoneElse = await loggedIn(app);
    const phone = newPhone();
    const other = await send({ phone, partner: 'acme' }, { authorization: `Bearer ${someoneElse.token}` });
    expect(other.statusCode).toBe(201);
    expect(await leadOf(other.id)).toMatchObject({ partner: 'acme', partner_verified: 'no' });

    const ended = await loggedIn(app);
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/logout',
      headers: { authorization: `Bearer ${ended.token}` },
    });
    const late = await send(
      { phone: ended.phone, partner: 'acme' },
      { authorization: `Bearer ${ended.token}` },
    );
    expect(late.statusCode).toBe(201);
    expect(await leadOf(late.id)).toMatchObject({ partner: 'acme', partner_verified: 'no' });
  });

  it('is given to the stored enquiry when it is sent again with its key once the buyer has logged in', async () => {
    const phone = newPhone();
    const key = `embed-${phone}`;
    // The form sends the enquiry with the code request, before the code is typed...
    const first = await send({ phone, partner: 'acme' }, { 'idempotency-key': key });
    expect(await leadOf(first.id)).toMatchObject({ partner: 'acme', partner_verified: 'no' });
    // ...then, logged in, the same enquiry again: one lead, now verified.
    const buyer = await loggedIn(app, phone);
    const again = await send(
      { phone, partner: 'acme' },
      { 'idempotency-key': key, authorization: `Bearer ${buyer.token}` },
    );
    expect(again).toEqual({ statusCode: 201, id: first.id });
    expect(await leadOf(first.id)).toMatchObject({ partner: 'acme', partner_verified: 'yes' });
    const db = await getTestDb();
    const [row] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM enquiries WHERE idempotency_key = $1',
      [key],
    );
    expect(row?.count).toBe(1);
  });

  it('is never shown for an enquiry that names no partner', async () => {
    const buyer = await loggedIn(app);
    const sent = await send({ phone: buyer.phone }, { authorization: `Bearer ${buyer.token}` });
    expect(await leadOf(sent.id)).toMatchObject({ partner: '', partner_verified: '', verified: 'yes' });
  });

  it('refuses a partner id nobody configured, with a 403 that stores nothing', async () => {
    const before = await countEnquiries();
    const response = await post({ ...valid, partner: 'bluesky' });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(
      "partner: 'bluesky' is not a partner of this site",
    );
    expect(await countEnquiries()).toBe(before);
  });
});
