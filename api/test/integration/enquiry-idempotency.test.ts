// Issue 7, part 5: a retried enquiry is one lead, and what is stored about the sending site is a
// listed partner origin, never the raw Origin header.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';

const PARTNER = 'https://partner.example.com';
let app: FastifyInstance;
let addressCounter = 0;
beforeAll(async () => {
  app = await buildTestApp({ partners: [{ id: 'acme', origins: [PARTNER] }] });
});
afterAll(() => app.close());

const enquiry = (name = 'Asha Rao') => ({
  name,
  email: 'asha.rao@example.com',
  phone: '9876543210',
  country_code: '+91',
});

/** Each request comes from its own address so the per-address rate limit does not interfere. */
const post = (payload: object, headers: InjectOptions['headers'] = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/client/enquiries',
    payload,
    headers,
    remoteAddress: `10.7.0.${(addressCounter += 1)}`,
  });

async function rowsWithKey(key: string): Promise<number> {
  const db = await getTestDb();
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM enquiries WHERE idempotency_key = $1',
    [key],
  );
  return row?.count ?? 0;
}

describe('POST /client/enquiries with an Idempotency-Key', () => {
  it('stores a retried enquiry once and answers the retry exactly as it answered the first time', async () => {
    const key = randomUUID();
    const first = await post(enquiry(), { 'idempotency-key': key });
    const retry = await post(enquiry(), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await rowsWithKey(key)).toBe(1);
  });

  it('stores one row when ten copies race in parallel', async () => {
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post(enquiry(), { 'idempotency-key': key })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const ids = new Set(responses.map((response) => response.json<{ data: { _id: string } }>().data._id));
    expect(ids.size).toBe(1);
    expect(await rowsWithKey(key)).toBe(1);
  });

  it('refuses the same key with a different enquiry (422), and stores nothing new', async () => {
    const key = randomUUID();
    expect((await post(enquiry('Asha Rao'), { 'idempotency-key': key })).statusCode).toBe(201);
    const reused = await post(enquiry('Ravi Kumar'), { 'idempotency-key': key });
    expect(reused.statusCode).toBe(422);
    expect(reused.json<{ message: string }>().message).toBe(
      'Idempotency-Key: was already used for a different enquiry; send a new key with a new enquiry',
    );
    expect(await rowsWithKey(key)).toBe(1);
  });

  it('refuses a key with spaces or over 200 characters, naming the header', async () => {
    for (const key of ['has space', 'k'.repeat(201)]) {
      const response = await post(enquiry(), { 'idempotency-key': key });
      expect(response.statusCode, key).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^idempotency-key: must be/);
    }
  });

  it('stores each enquiry sent without a key, as before', async () => {
    const first = await post(enquiry());
    const second = await post(enquiry());
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json<{ data: { _id: string } }>().data._id).not.toBe(
      second.json<{ data: { _id: string } }>().data._id,
    );
  });
});

describe('partner attribution', () => {
  const stored = async (id: string) => {
    const db = await getTestDb();
    const [row] = await db.query<{ origin: string | null; partner: string | null }>(
      'SELECT origin, partner FROM enquiries WHERE id = $1',
      [id],
    );
    return row;
  };
  const count = async () => {
    const db = await getTestDb();
    const [row] = await db.query<{ n: string }>('SELECT count(*) AS n FROM enquiries');
    return Number(row?.n);
  };

  it("credits an enquiry from a listed partner's site to that partner, with its origin", async () => {
    const response = await post({ ...enquiry(), partner: 'acme' }, { origin: PARTNER });
    expect(response.statusCode).toBe(201);
    expect(await stored(response.json<{ data: { _id: string } }>().data._id)).toEqual({
      origin: PARTNER,
      partner: 'acme',
    });
  });

  it('takes enquiries from our own pages without a partner', async () => {
    const ownOrigin = await post(enquiry(), { origin: 'http://localhost:80', host: 'localhost:80' });
    expect(ownOrigin.statusCode).toBe(201);
    expect(await stored(ownOrigin.json<{ data: { _id: string } }>().data._id)).toEqual({
      origin: null,
      partner: null,
    });
    expect((await post(enquiry(), {})).statusCode).toBe(201);
  });

  it.each([
    [
      'an unlisted site',
      { origin: 'https://not-a-partner.example' },
      { partner: 'acme' },
      'Enquiries from "https://not-a-partner.example" are not accepted: it is not a partner site',
    ],
    [
      'an unlisted site, naming no partner',
      { origin: 'https://not-a-partner.example' },
      {},
      'Enquiries from "https://not-a-partner.example" are not accepted: it is not a partner site',
    ],
    [
      'a partner site naming another partner',
      { origin: PARTNER },
      { partner: 'bluesky' },
      `partner: 'bluesky' is not the partner of ${PARTNER}`,
    ],
    [
      'a partner site naming no partner',
      { origin: PARTNER },
      {},
      'partner: required for an enquiry from a partner site',
    ],
    [
      'our own page (the embed frame) naming a partner nobody configured',
      {},
      { partner: 'bluesky' },
      "partner: 'bluesky' is not a partner of this site",
    ],
  ])('refuses %s with a 403 and stores nothing', async (_case, headers, extra, message) => {
    const before = await count();
    const response = await post({ ...enquiry(), ...extra }, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message });
    expect(await count()).toBe(before);
  });

  it('quotes a long Origin header short, and stores nothing', async () => {
    const response = await post(enquiry(), { origin: `https://${'a'.repeat(5000)}.example` });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message.length).toBeLessThan(200);
  });

  it('refuses a partner id that is not an id', async () => {
    const response = await post({ ...enquiry(), partner: 'ACME Corp' }, { origin: PARTNER });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^partner: /);
  });
});
