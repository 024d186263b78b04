// Issue 23, item 5: what OTP codes may cost, and that nobody can lock someone else's phone out. Each
// rule through the API on the test database; time moves by moving rows back in the database.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig, type Config } from '../../src/config.ts';
import type { Db } from '../../src/db/db.ts';
import { RATE_LIMIT_MESSAGE } from '../../src/plugins/external/rate-limit.ts';
import { SMS_BUDGET_MESSAGE } from '../../src/sms/budget.ts';
import { buildTestApp } from '../helpers/app.ts';
import { failingDb, getTestDb } from '../helpers/database.ts';
import { generateOtp, newAddress, newPhone, outboxCode, signup, verifyOtp } from '../helpers/otp.ts';

const PHONE_LIMIT = 'Too many OTPs were requested for this phone number. Please try again in an hour.';
const NETWORK_LIMIT = 'Too many OTPs were requested from your network. Please try again in an hour.';
const LOCKED = 'Too many wrong attempts. Please request a new OTP.';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** Apps a test opened, closed after it. */
const opened: FastifyInstance[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(opened.splice(0).map((other) => other.close()));
});
async function otherApp(overrides: Partial<Config>, db?: Db): Promise<FastifyInstance> {
  const other = await buildTestApp(overrides, db);
  opened.push(other);
  return other;
}

const db = () => getTestDb();
const challenges = async (phone: string, countryCode = '+91') =>
  (await db()).query<{ id: string; ip: string; site: string | null; attempts: number }>(
    `SELECT id, ip, site, attempts FROM otp_requests WHERE phone_code = $1 AND phone_number = $2
     ORDER BY created_at DESC`,
    [countryCode, phone],
  );
/** Moves a phone's challenges `seconds` into the past. */
const age = async (phone: string, seconds: number) =>
  (await db()).query(
    `UPDATE otp_requests SET created_at = created_at - make_interval(secs => $2::int),
       expires_at = expires_at - make_interval(secs => $2::int)
     WHERE phone_code = '+91' AND phone_number = $1`,
    [phone, seconds],
  );
const sendsOfTheLastHour = async () =>
  (
    await (
      await db()
    ).query<{ sends: number }>(
      `SELECT count(*)::int AS sends FROM otp_requests WHERE created_at > now() - interval '1 hour'`,
    )
  )[0]!.sends;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const noCodeSent = (phone: string, countryCode = '+91') =>
  expect(() => outboxCode(phone, countryCode)).toThrow(/No OTP in the outbox|ENOENT/);

describe('countries codes are sent to (SMS_COUNTRIES)', () => {
  const send = (to: FastifyInstance, phone_number: string, country_code: string) =>
    to.inject({
      method: 'POST',
      url: '/api/v1/auth/users/generateotp',
      payload: { phone_number, country_code },
      remoteAddress: newAddress(),
    });

  it('are India by default: another country is a 400 naming India, and nothing is stored or sent', async () => {
    const response = await send(app, '07911123456', '+44');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'country_code: codes can be sent by SMS only to phone numbers in India',
    );
    expect(await challenges('7911123456', '+44')).toHaveLength(0);
    noCodeSent('7911123456', '+44');
  });

  it('are the configured ones, named in the refusal', async () => {
    const other = await otherApp({ smsCountries: ['IN', 'GB'] });
    const uk = `7400${newPhone().slice(-6)}`;
    expect((await send(other, `0${uk}`, '+44')).statusCode).toBe(200);
    expect(outboxCode(uk, '+44')).toMatch(/^[0-9]{6}$/);
    const uae = await send(other, '501234567', '+971');
    expect(uae.statusCode).toBe(400);
    expect(uae.json().message).toBe(
      'country_code: codes can be sent by SMS only to phone numbers in India or United Kingdom',
    );
  });

  it('are ISO codes of countries the forms offer, checked at start', () => {
    expect(loadConfig({ SMS_COUNTRIES: 'in, ae' }).smsCountries).toEqual(['IN', 'AE']);
    expect(loadConfig({}).smsCountries).toEqual(['IN']);
    expect(() => loadConfig({ SMS_COUNTRIES: 'IN,India' })).toThrow(
      new ConfigError(
        'SMS_COUNTRIES',
        "must be ISO country codes separated by commas, like IN or IN,AE, of countries the forms offer ('INDIA' is not one)",
      ),
    );
  });
});

describe('the hourly SMS budget (SMS_HOURLY_BUDGET)', () => {
  it('is 1000 by default, a whole number checked at start', () => {
    expect(loadConfig({}).smsHourlyBudget).toBe(1000);
    expect(loadConfig({ SMS_HOURLY_BUDGET: '250' }).smsHourlyBudget).toBe(250);
    expect(() => loadConfig({ SMS_HOURLY_BUDGET: '0' })).toThrow(
      "Invalid configuration: SMS_HOURLY_BUDGET must be a whole number of SMS an hour from 1 to 9999999 (got '0')",
    );
  });

  it('warns in the log when the sends of the last hour reach it, once an hour, naming the figure', async () => {
    const budget = (await sendsOfTheLastHour()) + 2;
    const other = await otherApp({ smsHourlyBudget: budget });
    const warn = vi.spyOn(other.log, 'warn');
    for (let index = 0; index < 4; index += 1)
      expect((await generateOtp(other, newPhone())).statusCode).toBe(200);
    const warnings = warn.mock.calls.filter(([message]) => String(message).startsWith('SMS budget reached'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]![0]).toMatch(
      new RegExp(
        `^SMS budget reached: \\d+ OTP SMS in the last hour, SMS_HOURLY_BUDGET is ${budget}; ` +
          `past ${2 * budget} in an hour generateotp answers 503 and sends nothing$`,
      ),
    );
  });

  it('refuses with 503 past twice the budget, storing and sending nothing (not with RATE_LIMITS=off)', async () => {
    await generateOtp(app, newPhone());
    await generateOtp(app, newPhone());
    const budget = Math.floor((await sendsOfTheLastHour()) / 2);
    const other = await otherApp({ smsHourlyBudget: budget });
    const phone = newPhone();
    const refused = await generateOtp(other, phone);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: SMS_BUDGET_MESSAGE,
    });
    expect(await challenges(phone)).toHaveLength(0);
    noCodeSent(phone);

    const bench = await otherApp({ smsHourlyBudget: budget, rateLimits: false });
    expect((await generateOtp(bench, phone)).statusCode).toBe(200);
  });
});

describe("someone else's phone", () => {
  it("can't be kept from its owner by another address spending the phone's sends", async () => {
    const phone = newPhone();
    const stranger = newAddress();
    for (let index = 0; index < 5; index += 1) {
      expect((await generateOtp(app, phone, stranger)).statusCode).toBe(200);
      await age(phone, 31);
    }
    const sixth = await generateOtp(app, phone, stranger);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(PHONE_LIMIT);

    const owner = newAddress();
    expect((await generateOtp(app, phone, owner)).statusCode).toBe(200);
    expect((await verifyOtp(app, phone, outboxCode(phone), owner)).statusCode).toBe(200);
  });

  it('gets at most 30 codes an hour from everyone together', async () => {
    const phone = newPhone();
    for (let requester = 0; requester < 6; requester += 1) {
      const address = newAddress();
      for (let index = 0; index < 5; index += 1) {
        expect((await generateOtp(app, phone, address)).statusCode).toBe(200);
        await age(phone, 31);
      }
    }
    const over = await generateOtp(app, phone, newAddress());
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(PHONE_LIMIT);
    expect(await challenges(phone)).toHaveLength(30);
  });

  it("keeps its owner's code: a stranger's later code does not replace it for the owner's address", async () => {
    const phone = newPhone();
    const owner = newAddress();
    await generateOtp(app, phone, owner);
    const ownersCode = outboxCode(phone);
    expect((await generateOtp(app, phone, newAddress())).statusCode).toBe(200);
    expect((await verifyOtp(app, phone, ownersCode, owner)).statusCode).toBe(200);
  });

  it("is not locked by a stranger's wrong guesses: a code locks for the guessing address after 6", async () => {
    const phone = newPhone();
    const owner = newAddress();
    await generateOtp(app, phone, owner);
    const code = outboxCode(phone);
    const stranger = newAddress();
    const statuses = [];
    for (let index = 0; index < 7; index += 1)
      statuses.push((await verifyOtp(app, phone, wrongCode(code), stranger)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect((await verifyOtp(app, phone, code, stranger)).json().message).toBe(LOCKED);
    expect((await challenges(phone))[0]!.attempts).toBe(6);
    expect((await verifyOtp(app, phone, code, owner)).statusCode).toBe(200);
  });

  it('locks a code for everyone after 30 wrong guesses from all addresses', async () => {
    const phone = newPhone();
    const owner = newAddress();
    await generateOtp(app, phone, owner);
    const code = outboxCode(phone);
    for (let guesser = 0; guesser < 5; guesser += 1) {
      const address = newAddress();
      for (let index = 0; index < 6; index += 1) await verifyOtp(app, phone, wrongCode(code), address);
    }
    const right = await verifyOtp(app, phone, code, owner);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(LOCKED);
  });

  it('takes at most 30 wrong codes an hour from one address, across phones', async () => {
    const guesser = newAddress();
    const target = newPhone();
    await generateOtp(app, target);
    const [challenge] = await challenges(target);
    // 30 wrong codes of the last hour from this address (the route's own limit allows 20 a minute).
    await (
      await db()
    ).query(
      `INSERT INTO otp_wrong_guesses (challenge_id, ip, created_at)
       SELECT $1, $2, now() - interval '50 minutes' FROM generate_series(1, 30)`,
      [challenge!.id, guesser],
    );
    const phone = newPhone();
    await generateOtp(app, phone);
    const refused = await verifyOtp(app, phone, outboxCode(phone), guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many wrong OTPs were tried from your network. Please try again in an hour.',
    );
    expect((await challenges(phone))[0]!.attempts).toBe(0);
    expect((await verifyOtp(app, phone, outboxCode(phone), newAddress())).statusCode).toBe(200);
  });
});

describe('IPv6 sites', () => {
  it('may ask for 100 codes an hour from one /48, however many /64s it uses; another /48 is not held back', async () => {
    const send = (phone: string, block: number) =>
      generateOtp(app, phone, `2001:db8:77:${block.toString(16)}::1`);
    for (let block = 0; block < 100; block += 1) expect((await send(newPhone(), block)).statusCode).toBe(200);
    const phone = newPhone();
    const over = await send(phone, 100);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(NETWORK_LIMIT);
    expect(await challenges(phone)).toHaveLength(0);
    expect((await generateOtp(app, phone, '2001:db8:78::1')).statusCode).toBe(200);
    expect((await challenges(phone))[0]).toMatchObject({ ip: '2001:db8:78::', site: '2001:db8:78::' });
  });
});

describe('the OTP routes’ own limits', () => {
  const post = (to: FastifyInstance, route: string, remoteAddress: string, payload: object) =>
    to.inject({ method: 'POST', url: `/api/v1/auth/users/${route}`, remoteAddress, payload });
  const badPhone = { phone_number: '123', country_code: '+91', otp: '123456' };
  const badSignup = { ...badPhone, verification_id: 'x'.repeat(43), name: 'Asha', email: 'a@example.com' };

  it.each([
    ['generateotp', 10, badPhone],
    ['verifyotp', 20, badPhone],
    ['signup', 10, badSignup],
  ])('%s takes %i requests a minute from an address, refused ones counted', async (route, max, payload) => {
    const address = newAddress();
    for (let index = 0; index < max; index += 1)
      expect((await post(app, route, address, payload)).statusCode).toBe(400);
    const over = await post(app, route, address, payload);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(RATE_LIMIT_MESSAGE);
    expect((await post(app, route, newAddress(), payload)).statusCode).toBe(400);
  });

  it('refuse requests, storing and sending nothing, when the counters in the database fail', async () => {
    // The database store is PostgreSQL's; forcing the kind exercises it on PGlite too.
    const brokenCounters: Db = { ...failingDb(await getTestDb(), /rate_limit_hits/), kind: 'postgres' };
    const broken = await otherApp({}, brokenCounters);
    const phone = newPhone();
    const answers = [
      await generateOtp(broken, phone),
      await verifyOtp(broken, phone, '123456'),
      await signup(broken, phone, 'x'.repeat(43)),
    ];
    // A 5xx with a message, whichever: the store's own error or the app's (the store decides which).
    for (const answer of answers) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(500);
      expect(answer.json().message).toMatch(/Please try again/);
    }
    expect(await challenges(phone)).toHaveLength(0);
    noCodeSent(phone);
  });
});
