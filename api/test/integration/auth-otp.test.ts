// Issue 8, section 2: the OTP rules (OWASP ASVS 5.0 V6), each proven through the API on the test
// database (PGlite, and PostgreSQL in the PostgreSQL step). Time moves by moving rows back in the
// database, whose now() every rule reads.
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { generateOtp, loggedIn, newAddress, newPhone, outboxCode, verifyOtp } from '../helpers/otp.ts';

const OTP_SECRET = 'test-otp-secret-0123456789abcdef0123456789';
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ otpSecret: OTP_SECRET });
});
afterAll(() => app.close());

const db = () => getTestDb();
const challenges = async (phone: string) =>
  (await db()).query<{ id: string; code_hash: string; attempts: number; expires_at: Date; created_at: Date }>(
    `SELECT * FROM otp_requests WHERE phone_code = '+91' AND phone_number = $1 ORDER BY created_at DESC`,
    [phone],
  );
/** Moves a phone's challenges `seconds` into the past. */
const age = async (phone: string, seconds: number) =>
  (await db()).query(
    `UPDATE otp_requests SET created_at = created_at - make_interval(secs => $2::int),
       expires_at = expires_at - make_interval(secs => $2::int)
     WHERE phone_code = '+91' AND phone_number = $1`,
    [phone, seconds],
  );
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('OTP codes', () => {
  it('are 6 random digits, stored only as an HMAC-SHA256 keyed by the server secret, bound to their challenge', async () => {
    const phone = newPhone();
    expect((await generateOtp(app, phone)).json()).toEqual({ status: 'success' });
    const code = outboxCode(phone);
    expect(code).toMatch(/^[0-9]{6}$/);
    const [row] = await challenges(phone);
    expect(row!.code_hash).toBe(createHmac('sha256', OTP_SECRET).update(`${row!.id}:${code}`).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('differ from one request to the next (crypto.randomInt)', async () => {
    const codes = new Set<string>();
    for (let index = 0; index < 8; index += 1) {
      const phone = newPhone();
      await generateOtp(app, phone);
      codes.add(outboxCode(phone));
    }
    expect(codes.size).toBeGreaterThan(6);
  });

  it('are valid for 5 minutes: an expired code is refused with 401', async () => {
    const phone = newPhone();
    await generateOtp(app, phone);
    const [row] = await challenges(phone);
    expect(new Date(row!.expires_at).getTime() - new Date(row!.created_at).getTime()).toBe(5 * 60_000);
    await age(phone, 5 * 60 + 1);
    const response = await verifyOtp(app, phone, outboxCode(phone));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('The OTP has expired. Please request a new one.');
  });

  it('are used once: the same right code a second time is refused with 401', async () => {
    const phone = newPhone();
    await generateOtp(app, phone);
    const code = outboxCode(phone);
    expect((await verifyOtp(app, phone, code)).statusCode).toBe(200);
    const again = await verifyOtp(app, phone, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Invalid OTP. Please try again.');
  });

  it('answer a wrong code with 401 and the spec message', async () => {
    const phone = newPhone();
    await generateOtp(app, phone);
    const response = await verifyOtp(app, phone, wrongCode(outboxCode(phone)));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Invalid OTP. Please try again.',
    });
  });

  it('lock on the sixth wrong attempt from an address: even the right code is then refused there', async () => {
    const phone = newPhone();
    const address = newAddress();
    await generateOtp(app, phone, address);
    const code = outboxCode(phone);
    const statuses = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push((await verifyOtp(app, phone, wrongCode(code), address)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await verifyOtp(app, phone, code, address);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many wrong attempts. Please request a new OTP.');
  });

  it('count attempts atomically: of 10 parallel wrong guesses exactly 6 are counted, and the code is locked', async () => {
    const phone = newPhone();
    const address = newAddress();
    await generateOtp(app, phone, address);
    const code = outboxCode(phone);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => verifyOtp(app, phone, wrongCode(code), address)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect((await challenges(phone))[0]!.attempts).toBe(6);
    expect((await verifyOtp(app, phone, code, address)).statusCode).toBe(429);
  });

  it('check only the latest code sent to the phone for the address', async () => {
    const phone = newPhone();
    const address = newAddress();
    await generateOtp(app, phone, address);
    const first = outboxCode(phone);
    await age(phone, 31);
    await generateOtp(app, phone, address);
    const second = outboxCode(phone);
    if (first !== second) expect((await verifyOtp(app, phone, first, address)).statusCode).toBe(401);
    expect((await verifyOtp(app, phone, second, address)).statusCode).toBe(200);
  });
});

describe('sending codes', () => {
  it('refuses a resend from the same address sooner than 30 s after its last send with 429, and allows it after', async () => {
    const phone = newPhone();
    const address = newAddress();
    expect((await generateOtp(app, phone, address)).statusCode).toBe(200);
    const early = await generateOtp(app, phone, address);
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toMatch(/^Please wait (30|29) s before asking for another OTP\.$/);
    await age(phone, 31);
    expect((await generateOtp(app, phone, address)).statusCode).toBe(200);
  });

  it('sends at most 5 codes per phone per hour to one address, counting only the last hour', async () => {
    const phone = newPhone();
    const address = newAddress();
    for (let index = 0; index < 5; index += 1) {
      expect((await generateOtp(app, phone, address)).statusCode).toBe(200);
      await age(phone, 31);
    }
    const sixth = await generateOtp(app, phone, address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      'Too many OTPs were requested for this phone number. Please try again in an hour.',
    );
    expect(await challenges(phone)).toHaveLength(5);
    await age(phone, 3600 - 5 * 31);
    expect((await generateOtp(app, phone, address)).statusCode).toBe(200);
  });

  it('sends at most 20 codes per address per hour, whatever the phone', async () => {
    const address = newAddress();
    // 20 sends of the last hour from this address (the route's own limit allows 10 a minute).
    await (
      await db()
    ).query(
      `INSERT INTO otp_requests (id, phone_code, phone_number, code_hash, expires_at, ip, created_at)
       SELECT substr(md5(random()::text), 1, 24), '+91', '9000000000', 'x', now(), $1, now() - interval '50 minutes'
       FROM generate_series(1, 20)`,
      [address],
    );
    const over = await generateOtp(app, newPhone(), address);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(
      'Too many OTPs were requested from your network. Please try again in an hour.',
    );
  });

  it('lets parallel requests for one phone from one address through one at a time: one send, the rest 429', async () => {
    const phone = newPhone();
    const address = newAddress();
    const responses = await Promise.all(Array.from({ length: 5 }, () => generateOtp(app, phone, address)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(await challenges(phone)).toHaveLength(1);
  });

  it('answers the same for a known and an unknown phone (no enumeration)', async () => {
    const known = await loggedIn(app);
    await age(known.phone, 31);
    const forKnown = await generateOtp(app, known.phone);
    const forUnknown = await generateOtp(app, newPhone());
    expect(forKnown.statusCode).toBe(forUnknown.statusCode);
    expect(forKnown.body).toBe(forUnknown.body);
    expect(forKnown.headers['content-length']).toBe(forUnknown.headers['content-length']);
  });

  it('takes only country codes of our country list and valid mobile numbers, stored normalised (E.164 parts)', async () => {
    const send = (body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/users/generateotp',
        payload: body,
        remoteAddress: newAddress(),
      });
    const unlisted = await send({ phone_number: '3001234567', country_code: '+92' });
    expect(unlisted.statusCode).toBe(400);
    expect(unlisted.json().message).toBe("country_code: '+92' is not a country code we support");
    const invalid = await send({ phone_number: '123456', country_code: '+91' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('phone_number: is not a valid phone number for +91');
    const landline = await send({ phone_number: '1123456789', country_code: '+91' });
    expect(landline.statusCode).toBe(400);

    // A leading trunk 0 is dropped: the number is stored as its national significant number.
    const phone = newPhone();
    expect((await send({ phone_number: `0${phone}`, country_code: '+91' })).statusCode).toBe(200);
    expect(await challenges(phone)).toHaveLength(1);
    // A country of the list beyond SMS_COUNTRIES (India by default) is the 400 of the next test.
    const uk = await send({ phone_number: '07911123456', country_code: '+44' });
    expect(uk.statusCode).toBe(400);
  });
});
