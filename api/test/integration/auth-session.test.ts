// Issue 8, section 2: verification ids, sign-up, sessions, logout and the wishlist's access rules.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { loggedIn, newPhone, signup, verifiedPhone } from '../helpers/otp.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the verification id', () => {
  it('registers a new user with the verified phone and opens a session', async () => {
    const { phone, verificationId } = await verifiedPhone(app);
    const response = await signup(app, phone, verificationId);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('success');
    // Spec 3: the phone as an object with code and number, and as phone_number.
    expect(body.data.user).toMatchObject({
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      phone: { code: '+91', number: phone },
      phone_number: phone,
    });
    expect(body.data.user._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('logs a known phone in as the same user', async () => {
    const first = await loggedIn(app);
    // A new code may be sent 30 s after the last one: move that send back.
    const db = await getTestDb();
    await db.query(
      `UPDATE otp_requests SET created_at = created_at - interval '31 seconds' WHERE phone_number = $1`,
      [first.phone],
    );
    const second = await loggedIn(app, first.phone);
    expect(second.userId).toBe(first.userId);
    expect(second.token).not.toBe(first.token);
  });

  it('is single-use', async () => {
    const { phone, verificationId } = await verifiedPhone(app);
    expect((await signup(app, phone, verificationId)).statusCode).toBe(200);
    const reused = await signup(app, phone, verificationId);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toMatch(/^verification_id: is not valid, has expired or was already used/);
  });

  it('expires after 10 minutes', async () => {
    const { phone, verificationId } = await verifiedPhone(app);
    const db = await getTestDb();
    const [row] = await db.query<{ minutes: number }>(
      `SELECT extract(epoch FROM expires_at - created_at)::int / 60 AS minutes FROM otp_verifications WHERE token_hash = $1`,
      [sha256(verificationId)],
    );
    expect(row?.minutes).toBe(10);
    await db.query(
      `UPDATE otp_verifications SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [sha256(verificationId)],
    );
    expect((await signup(app, phone, verificationId)).statusCode).toBe(401);
  });

  it('is bound to its phone and country code: sign-up for another number is refused and spends nothing', async () => {
    const { phone, verificationId } = await verifiedPhone(app);
    const other = await signup(app, newPhone(), verificationId);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(
      'verification_id: was given for another phone number. Please verify this phone number.',
    );
    expect((await signup(app, '7911123456', verificationId, '+44')).statusCode).toBe(422);
    expect((await signup(app, phone, verificationId)).statusCode).toBe(200);
  });

  it('is stored only as its SHA-256', async () => {
    const { verificationId } = await verifiedPhone(app);
    const db = await getTestDb();
    const rows = await db.query('SELECT * FROM otp_verifications WHERE token_hash = $1', [
      sha256(verificationId),
    ]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(verificationId);
  });
});

describe('sessions', () => {
  it('are opaque 256-bit tokens; the database keeps only their SHA-256, with an expiry 30 days out', async () => {
    const { token, userId } = await loggedIn(app);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const db = await getTestDb();
    const rows = await db.query<{ token_hash: string; days: number }>(
      `SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM sessions WHERE user_id = $1`,
      [userId],
    );
    expect(rows).toEqual([{ token_hash: sha256(token), days: 30 }]);
    expect(
      JSON.stringify(await db.query('SELECT * FROM sessions WHERE user_id = $1', [userId])),
    ).not.toContain(token);
  });

  it('expire: an expired token gets 401', async () => {
    const { token } = await loggedIn(app);
    const list = () => app.inject({ url: '/api/v1/auth/users/getmyfavoriteunits', headers: bearer(token) });
    expect((await list()).statusCode).toBe(200);
    const db = await getTestDb();
    await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      sha256(token),
    ]);
    expect((await list()).statusCode).toBe(401);
  });

  it('end with logout: the old token gets 401 everywhere, other sessions stay', async () => {
    const first = await loggedIn(app);
    const other = await loggedIn(app);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/logout',
      headers: bearer(first.token),
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ status: 'success' });
    for (const request of [
      { method: 'GET' as const, url: '/api/v1/auth/users/getmyfavoriteunits' },
      { method: 'POST' as const, url: '/api/v1/auth/users/logout' },
    ]) {
      const response = await app.inject({ ...request, headers: bearer(first.token) });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(
        'You are not logged in, or your session has ended. Please log in.',
      );
    }
    expect(
      (await app.inject({ url: '/api/v1/auth/users/getmyfavoriteunits', headers: bearer(other.token) }))
        .statusCode,
    ).toBe(200);
  });
});

describe('user routes', () => {
  const routes = [
    { method: 'POST' as const, url: '/api/v1/auth/users/logout' },
    { method: 'POST' as const, url: '/api/v1/auth/users/addunittowishlist/some-unit' },
    { method: 'DELETE' as const, url: '/api/v1/auth/users/removefromwishlist/some-unit' },
    { method: 'GET' as const, url: '/api/v1/auth/users/getmyfavoriteunits' },
  ];
  const badHeaders = [
    {},
    { authorization: 'Bearer' },
    { authorization: `Bearer ${'A'.repeat(43)}` },
    { authorization: 'Basic dXNlcjpwYXNz' },
    { authorization: `Bearer ${'x'.repeat(5000)}` },
  ];

  it('answer 401 with a message without a valid token', async () => {
    for (const route of routes) {
      for (const headers of badHeaders) {
        const response = await app.inject({ ...route, headers });
        expect(
          response.statusCode,
          `${route.method} ${route.url} ${JSON.stringify(headers).slice(0, 40)}`,
        ).toBe(401);
        expect(response.json().message).toBe(
          'You are not logged in, or your session has ended. Please log in.',
        );
      }
    }
  });
});
