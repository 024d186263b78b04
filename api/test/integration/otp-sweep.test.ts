// Issue 23, item 7: OTP requests past a day, spent or expired verifications and ended sessions are
// deleted at start and every hour; live ones stay. Rows are moved back in time in the database.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthRepository } from '../../src/plugins/app/auth-repository.ts';
import { createSmsBudget } from '../../src/sms/budget.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { generateOtp, loggedIn, newPhone, verifiedPhone } from '../helpers/otp.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const db = () => getTestDb();
/** The repository the app's sweep calls, on the same database. */
const sweep = async () =>
  createAuthRepository(await db(), {
    secret: 'test-otp-secret-0123456789abcdef0123456789',
    smsCountries: ['IN'],
    smsBudget: createSmsBudget({ perHour: 1000, warn: () => undefined }),
  }).sweep();
const query = async (sql: string, params: unknown[] = []) => (await db()).query(sql, params);
const challengeCount = async (phone: string) =>
  (await query(`SELECT 1 FROM otp_requests WHERE phone_code = '+91' AND phone_number = $1`, [phone])).length;
const verificationCount = async (phone: string) =>
  (await query(`SELECT 1 FROM otp_verifications WHERE phone_code = '+91' AND phone_number = $1`, [phone]))
    .length;
const sessionCount = async (userId: string) =>
  (await query('SELECT 1 FROM sessions WHERE user_id = $1', [userId])).length;
const wishlist = (token: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/auth/users/getmyfavoriteunits',
    headers: { authorization: `Bearer ${token}` },
  });

/** Rows of each kind, due and live. */
async function rows() {
  const oldCode = newPhone();
  await generateOtp(app, oldCode);
  await query(
    `UPDATE otp_requests SET created_at = now() - interval '25 hours', expires_at = now() - interval '25 hours'
     WHERE phone_code = '+91' AND phone_number = $1`,
    [oldCode],
  );
  // Past its expiry, but within the day the limits and the operator may still read.
  const recentCode = newPhone();
  await generateOtp(app, recentCode);
  await query(
    `UPDATE otp_requests SET created_at = now() - interval '23 hours', expires_at = now() - interval '23 hours'
     WHERE phone_code = '+91' AND phone_number = $1`,
    [recentCode],
  );

  const expiredVerification = await verifiedPhone(app);
  await query(
    `UPDATE otp_verifications SET expires_at = now() - interval '1 second'
     WHERE phone_code = '+91' AND phone_number = $1`,
    [expiredVerification.phone],
  );
  const liveVerification = await verifiedPhone(app);
  // Logging in spends a verification.
  const live = await loggedIn(app);
  const expired = await loggedIn(app);
  await query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
    expired.userId,
  ]);
  const loggedOut = await loggedIn(app);
  await app.inject({
    method: 'POST',
    url: '/api/v1/auth/users/logout',
    headers: { authorization: `Bearer ${loggedOut.token}` },
  });
  return { oldCode, recentCode, expiredVerification, liveVerification, live, expired, loggedOut };
}

describe('the sweep of OTP requests, verifications and sessions', () => {
  it('deletes the rows that are due and keeps the live ones', async () => {
    const made = await rows();
    const removed = await sweep();
    expect(removed.challenges).toBeGreaterThanOrEqual(1);
    expect(removed.verifications).toBeGreaterThanOrEqual(4);
    expect(removed.sessions).toBeGreaterThanOrEqual(2);

    expect(await challengeCount(made.oldCode)).toBe(0);
    expect(await challengeCount(made.recentCode)).toBe(1);
    expect(await verificationCount(made.expiredVerification.phone)).toBe(0);
    expect(await verificationCount(made.live.phone)).toBe(0); // spent by the signup
    expect(await verificationCount(made.liveVerification.phone)).toBe(1);
    expect(await sessionCount(made.expired.userId)).toBe(0);
    expect(await sessionCount(made.loggedOut.userId)).toBe(0);
    expect(await sessionCount(made.live.userId)).toBe(1);
    expect((await wishlist(made.live.token)).statusCode).toBe(200);
  });

  it('runs when the server starts', async () => {
    const made = await rows();
    const restarted = await buildTestApp();
    await restarted.close();
    expect(await challengeCount(made.oldCode)).toBe(0);
    expect(await challengeCount(made.recentCode)).toBe(1);
    expect(await verificationCount(made.expiredVerification.phone)).toBe(0);
    expect(await verificationCount(made.liveVerification.phone)).toBe(1);
    expect(await sessionCount(made.expired.userId)).toBe(0);
    expect(await sessionCount(made.loggedOut.userId)).toBe(0);
    expect(await sessionCount(made.live.userId)).toBe(1);
  });

  it("takes a deleted challenge's wrong guesses with it", async () => {
    const phone = newPhone();
    await generateOtp(app, phone);
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/verifyotp',
      payload: { phone_number: phone, country_code: '+91', otp: '000000' },
      remoteAddress: '10.88.0.1',
    });
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/verifyotp',
      payload: { phone_number: phone, country_code: '+91', otp: '000001' },
      remoteAddress: '10.88.0.1',
    });
    const guesses = async () =>
      (await query(`SELECT 1 FROM otp_wrong_guesses WHERE ip = '10.88.0.1'`)).length;
    expect(await guesses()).toBeGreaterThanOrEqual(1);
    await query(
      `UPDATE otp_requests SET created_at = now() - interval '25 hours' WHERE phone_code = '+91' AND phone_number = $1`,
      [phone],
    );
    await sweep();
    expect(await guesses()).toBe(0);
  });
});
