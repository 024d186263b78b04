// Phone OTP login (OWASP ASVS 5.0 V6): codes, verifications, users and sessions. Every time is the
// database's now(), so several instances agree and tests move rows back in time instead of sleeping.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../db/db.ts';
import {
  InvalidFieldError,
  TooManyRequestsError,
  UnauthorizedError,
  UnprocessableError,
} from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { loadOtpSecret } from '../../lib/otp-secret.ts';
import type { Phone } from '../../lib/phone.ts';
import { createSmsBudget, type SmsBudget } from '../../sms/budget.ts';
import { otpText, type SmsSender } from '../../sms/sender.ts';
import type { User } from '../../schemas/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthRepository;
  }
}

export const OTP_LENGTH = 6;
const OTP_TTL = '5 minutes';
// The limits (docs: README "Running in production"). A requester is a client address: an IPv4
// address, or an IPv6 client's /64; a site is an IPv6 client's /48.
/** The sixth wrong guess from one address locks the challenge for that address: it must ask for a new code. */
export const OTP_MAX_ATTEMPTS = 6;
/**
 * Wrong guesses at one challenge from every address together that lock it for everyone. 30 in a
 * million is the most a distributed guesser can win a code with; locking the owner's code takes five
 * networks each spending its whole hour of wrong guesses (WRONG_CODES_PER_IP_PER_HOUR) on it.
 */
export const OTP_MAX_ATTEMPTS_TOTAL = 30;
/** Wrong codes one address may try in an hour, whatever the phones. */
export const WRONG_CODES_PER_IP_PER_HOUR = 30;
/** Between two sends to one phone asked for by one requester. */
export const RESEND_COOLDOWN_SECONDS = 30;
/** Sends to one phone asked for by one requester: someone else's requests don't spend the owner's. */
export const SENDS_PER_PHONE_PER_REQUESTER_PER_HOUR = 5;
/**
 * Sends to one phone from everyone, against SMS bombing: six requesters' full budgets, so holding the
 * owner back takes six networks (or /64s) spending everything on that one phone.
 */
export const SENDS_PER_PHONE_PER_HOUR = 30;
/** Sends one requester may ask for in an hour, whatever the phones. */
export const SENDS_PER_IP_PER_HOUR = 20;
/** Sends one IPv6 site (/48, 65,536 /64s) may ask for in an hour: five /64s' worth. */
export const SENDS_PER_SITE_PER_HOUR = 100;
/** Challenges are kept this long past their creation: the hourly limits read the last hour of them. */
const CHALLENGES_KEPT = '24 hours';
const VERIFICATION_TTL = '10 minutes';
const SESSION_TTL = '30 days';

export const INVALID_OTP_MESSAGE = 'Invalid OTP. Please try again.';
export const EXPIRED_OTP_MESSAGE = 'The OTP has expired. Please request a new one.';
export const LOCKED_OTP_MESSAGE = 'Too many wrong attempts. Please request a new OTP.';
export const IP_WRONG_CODES_MESSAGE =
  'Too many wrong OTPs were tried from your network. Please try again in an hour.';
export const PHONE_SEND_LIMIT_MESSAGE =
  'Too many OTPs were requested for this phone number. Please try again in an hour.';
export const IP_SEND_LIMIT_MESSAGE =
  'Too many OTPs were requested from your network. Please try again in an hour.';
export const INVALID_VERIFICATION_MESSAGE =
  'verification_id: is not valid, has expired or was already used. Please verify your phone number again.';
export const OTHER_PHONE_VERIFICATION_MESSAGE =
  'verification_id: was given for another phone number. Please verify this phone number.';
export const INVALID_SESSION_MESSAGE = 'You are not logged in, or your session has ended. Please log in.';

interface UserRow {
  id: string;
  name: string;
  email: string;
  phone_code: string;
  phone_number: string;
}

/** Spec 3: a user's phone as an object with code and number, and as phone_number. */
const toUser = (row: UserRow): User => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: { code: row.phone_code, number: row.phone_number },
  phone_number: row.phone_number,
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** 256 random bits, URL-safe: a session token or a verification id. */
const newToken = () => randomBytes(32).toString('base64url');
export const TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** The code's HMAC, bound to its challenge so one hash says nothing about another row's code. */
export function otpHash(secret: string, challengeId: string, code: string): string {
  return createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface OtpRequest {
  phone: Phone;
  email: string | null;
  /** The requester: the client's address, an IPv6 client's /64. */
  ip: string;
  /** An IPv6 client's /48, null for IPv4: the per-site limit. */
  site: string | null;
  /**
   * False with RATE_LIMITS=off (benchmarks): the per-address and per-site limits and the budget's
   * refusal are off; the per-phone ones always hold.
   */
  rateLimits: boolean;
}

export interface OtpGuess {
  phone: Phone;
  code: string;
  /** The client's address (an IPv6 client's /64): its own codes first, its own lock, its own budget. */
  ip: string;
  /** False with RATE_LIMITS=off: no per-address budget of wrong codes; the per-code locks hold. */
  rateLimits: boolean;
}

export interface AuthRepositoryOptions {
  secret: string;
  /** The countries (ISO 3166-1 alpha-2) codes may be sent to. */
  smsCountries: readonly string[];
  smsBudget: SmsBudget;
}

const lockAll = (tx: Queryable, keys: string[]) =>
  Promise.all(keys.map((key) => tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key])));

/** 'India', 'India or United Arab Emirates': the countries codes can be sent to, for a message. */
function countryNames(codes: readonly string[]): string {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return new Intl.ListFormat('en', { type: 'disjunction' }).format(
    codes.map((code) => names.of(code) ?? code),
  );
}

export function createAuthRepository(db: Db, { secret, smsCountries, smsBudget }: AuthRepositoryOptions) {
  const countryRefusal = `codes can be sent by SMS only to phone numbers in ${countryNames(smsCountries)}`;

  /**
   * Takes the send limits' locks, checks them and stores the challenge: one transaction. Returns the
   * challenge and the sends of the last hour, all phones, this one included.
   */
  async function newChallenge(request: OtpRequest, code: string): Promise<{ id: string; hourSends: number }> {
    const { phone, ip, site } = request;
    return db.transaction(async (tx) => {
      // Serialises sends for one phone (and one address and site), so parallel requests can't all pass.
      // Always in this order, so two transactions never wait for each other's locks.
      await lockAll(tx, [
        `otp-phone:${phone.e164}`,
        ...(request.rateLimits ? [`otp-ip:${ip}`, ...(site === null ? [] : [`otp-site:${site}`])] : []),
      ]);
      const [recent] = await tx.query<{ wait: number | null; fromRequester: number; sends: number }>(
        `SELECT ceil(extract(epoch FROM max(created_at) FILTER (WHERE failed_at IS NULL AND ip = $3)
                  + interval '${RESEND_COOLDOWN_SECONDS} seconds' - now()))::int AS wait,
                (count(*) FILTER (WHERE ip = $3))::int AS "fromRequester",
                count(*)::int AS sends
         FROM otp_requests
         WHERE phone_code = $1 AND phone_number = $2 AND created_at > now() - interval '1 hour'`,
        [phone.countryCode, phone.nationalNumber, ip],
      );
      if (recent?.wait != null && recent.wait > 0) {
        throw new TooManyRequestsError(`Please wait ${recent.wait} s before asking for another OTP.`);
      }
      if ((recent?.fromRequester ?? 0) >= SENDS_PER_PHONE_PER_REQUESTER_PER_HOUR)
        throw new TooManyRequestsError(PHONE_SEND_LIMIT_MESSAGE);
      if ((recent?.sends ?? 0) >= SENDS_PER_PHONE_PER_HOUR)
        throw new TooManyRequestsError(PHONE_SEND_LIMIT_MESSAGE);
      if (request.rateLimits) {
        const [fromIp] = await tx.query<{ sends: number; fromSite: number }>(
          `SELECT (count(*) FILTER (WHERE ip = $1))::int AS sends,
                  (count(*) FILTER (WHERE site = $2))::int AS "fromSite"
           FROM otp_requests
           WHERE (ip = $1 OR site = $2) AND created_at > now() - interval '1 hour'`,
          [ip, site],
        );
        if (
          (fromIp?.sends ?? 0) >= SENDS_PER_IP_PER_HOUR ||
          (fromIp?.fromSite ?? 0) >= SENDS_PER_SITE_PER_HOUR
        )
          throw new TooManyRequestsError(IP_SEND_LIMIT_MESSAGE);
      }
      const [hour] = await tx.query<{ sends: number }>(
        `SELECT count(*)::int AS sends FROM otp_requests WHERE created_at > now() - interval '1 hour'`,
      );
      const hourSends = hour?.sends ?? 0;
      smsBudget.check(hourSends, request.rateLimits);
      const id = newId();
      await tx.query(
        `INSERT INTO otp_requests (id, phone_code, phone_number, email, code_hash, expires_at, ip, site)
         VALUES ($1, $2, $3, $4, $5, now() + interval '${OTP_TTL}', $6, $7)`,
        [id, phone.countryCode, phone.nationalNumber, request.email, otpHash(secret, id, code), ip, site],
      );
      return { id, hourSends: hourSends + 1 };
    });
  }

  type GuessOutcome = { token: string } | { refused: Error };

  /**
   * One guess, in one transaction that holds the challenge's row: parallel guesses each count. The
   * challenge is the latest live one this address asked for, else the phone's latest: a stranger's
   * codes and guesses never stand in the way of the owner's own code.
   */
  async function guess({ phone, code, ip, rateLimits }: OtpGuess): Promise<GuessOutcome> {
    return db.transaction(async (tx): Promise<GuessOutcome> => {
      if (rateLimits) {
        await lockAll(tx, [`otp-guesses:${ip}`]);
        const [fromIp] = await tx.query<{ wrong: number }>(
          `SELECT count(*)::int AS wrong FROM otp_wrong_guesses
           WHERE ip = $1 AND created_at > now() - interval '1 hour'`,
          [ip],
        );
        if ((fromIp?.wrong ?? 0) >= WRONG_CODES_PER_IP_PER_HOUR)
          return { refused: new TooManyRequestsError(IP_WRONG_CODES_MESSAGE) };
      }
      const [challenge] = await tx.query<{
        id: string;
        code_hash: string;
        attempts: number;
        used: boolean;
        expired: boolean;
      }>(
        `SELECT id, code_hash, attempts, consumed_at IS NOT NULL AS used, expires_at <= now() AS expired
         FROM otp_requests
         WHERE phone_code = $1 AND phone_number = $2 AND failed_at IS NULL
         ORDER BY (ip = $3 AND consumed_at IS NULL AND expires_at > now()) IS TRUE DESC, created_at DESC, id DESC
         LIMIT 1
         FOR UPDATE`,
        [phone.countryCode, phone.nationalNumber, ip],
      );
      if (!challenge || challenge.used) return { refused: new UnauthorizedError(INVALID_OTP_MESSAGE) };
      const [mine] = await tx.query<{ wrong: number }>(
        'SELECT count(*)::int AS wrong FROM otp_wrong_guesses WHERE challenge_id = $1 AND ip = $2',
        [challenge.id, ip],
      );
      const wrongHere = mine?.wrong ?? 0;
      if (wrongHere >= OTP_MAX_ATTEMPTS || challenge.attempts >= OTP_MAX_ATTEMPTS_TOTAL)
        return { refused: new TooManyRequestsError(LOCKED_OTP_MESSAGE) };
      if (challenge.expired) return { refused: new UnauthorizedError(EXPIRED_OTP_MESSAGE) };
      await tx.query('UPDATE otp_requests SET attempts = attempts + 1 WHERE id = $1', [challenge.id]);
      if (!sameHash(otpHash(secret, challenge.id, code), challenge.code_hash)) {
        await tx.query('INSERT INTO otp_wrong_guesses (challenge_id, ip) VALUES ($1, $2)', [
          challenge.id,
          ip,
        ]);
        const locked = wrongHere + 1 >= OTP_MAX_ATTEMPTS || challenge.attempts + 1 >= OTP_MAX_ATTEMPTS_TOTAL;
        return {
          refused: locked
            ? new TooManyRequestsError(LOCKED_OTP_MESSAGE)
            : new UnauthorizedError(INVALID_OTP_MESSAGE),
        };
      }
      const token = newToken();
      await tx.query('UPDATE otp_requests SET consumed_at = now() WHERE id = $1', [challenge.id]);
      await tx.query(
        `INSERT INTO otp_verifications (token_hash, phone_code, phone_number, expires_at)
         VALUES ($1, $2, $3, now() + interval '${VERIFICATION_TTL}')`,
        [sha256(token), phone.countryCode, phone.nationalNumber],
      );
      return { token };
    });
  }

  return {
    /**
     * Sends a new code. The answer does not depend on whether the phone belongs to a user (no
     * enumeration). A send that fails leaves a challenge that can't be verified, counted in the limits.
     */
    async requestOtp(request: OtpRequest, sender: SmsSender): Promise<void> {
      if (request.phone.country === null || !smsCountries.includes(request.phone.country))
        throw new InvalidFieldError('country_code', countryRefusal);
      const code = newOtpCode();
      const { id, hourSends } = await newChallenge(request, code);
      smsBudget.sent(hourSends);
      try {
        await sender.send({ to: request.phone, text: otpText(code), code });
      } catch (error) {
        await db.query('UPDATE otp_requests SET failed_at = now() WHERE id = $1', [id]);
        throw error;
      }
    },

    /** Checks a code; returns a verification id for signUp. */
    async verifyOtp(request: OtpGuess): Promise<string> {
      const outcome = await guess(request);
      if ('refused' in outcome) throw outcome.refused;
      return outcome.token;
    },

    /** Spends a verification id of this phone: registers the user, or logs them in; opens a session. */
    async signUp(input: {
      phone: Phone;
      verificationId: string;
      name: string;
      email: string;
    }): Promise<{ user: User; token: string }> {
      const { phone } = input;
      return db.transaction(async (tx) => {
        const spent = await tx.query(
          `UPDATE otp_verifications SET consumed_at = now()
           WHERE token_hash = $1 AND consumed_at IS NULL AND expires_at > now()
             AND phone_code = $2 AND phone_number = $3
           RETURNING token_hash`,
          [sha256(input.verificationId), phone.countryCode, phone.nationalNumber],
        );
        if (spent.length === 0) {
          const [other] = await tx.query(
            `SELECT 1 FROM otp_verifications
             WHERE token_hash = $1 AND consumed_at IS NULL AND expires_at > now()`,
            [sha256(input.verificationId)],
          );
          throw other
            ? new UnprocessableError(OTHER_PHONE_VERIFICATION_MESSAGE)
            : new UnauthorizedError(INVALID_VERIFICATION_MESSAGE);
        }
        // An existing user logs in as they are; the no-op update makes RETURNING give their row.
        const [row] = await tx.query<UserRow>(
          `INSERT INTO users (id, name, email, phone_code, phone_number) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (phone_code, phone_number) DO UPDATE SET phone_code = users.phone_code
           RETURNING id, name, email, phone_code, phone_number`,
          [newId(), input.name, input.email, phone.countryCode, phone.nationalNumber],
        );
        const token = newToken();
        await tx.query(
          `INSERT INTO sessions (id, user_id, token_hash, expires_at)
           VALUES ($1, $2, $3, now() + interval '${SESSION_TTL}')`,
          [newId(), row!.id, sha256(token)],
        );
        return { user: toUser(row!), token };
      });
    },

    /** The user of a live session, or null. */
    async sessionUser(token: string): Promise<User | null> {
      const [row] = await db.query<UserRow>(
        `SELECT u.id, u.name, u.email, u.phone_code, u.phone_number
         FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
        [sha256(token)],
      );
      return row ? toUser(row) : null;
    },

    async revokeSession(token: string): Promise<void> {
      await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [
        sha256(token),
      ]);
    },

    /**
     * Deletes what no rule reads any more: challenges past a day (the limits read the last hour; their
     * wrong guesses go with them), spent or expired verifications, ended or revoked sessions.
     */
    async sweep(): Promise<{ challenges: number; verifications: number; sessions: number }> {
      const count = async (sql: string) => {
        const [row] = await db.query<{ count: number }>(
          `WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS count FROM gone`,
        );
        return row?.count ?? 0;
      };
      return {
        challenges: await count(
          `DELETE FROM otp_requests WHERE created_at < now() - interval '${CHALLENGES_KEPT}'`,
        ),
        verifications: await count(
          'DELETE FROM otp_verifications WHERE consumed_at IS NOT NULL OR expires_at <= now()',
        ),
        sessions: await count('DELETE FROM sessions WHERE revoked_at IS NOT NULL OR expires_at <= now()'),
      };
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

/** How often expired codes, verifications and sessions are deleted. */
const SWEEP_INTERVAL_MS = 60 * 60_000;

export default fp(
  async (app) => {
    const auth = createAuthRepository(app.db, {
      secret: loadOtpSecret(app.config),
      smsCountries: app.config.smsCountries,
      smsBudget: createSmsBudget({
        perHour: app.config.smsHourlyBudget,
        warn: (message) => app.log.warn(message),
      }),
    });
    app.decorate('auth', auth);
    const sweep = () =>
      auth
        .sweep()
        .then(({ challenges, verifications, sessions }) => {
          if (challenges + verifications + sessions > 0)
            app.log.info(
              `Removed ${challenges} OTP request(s) past 24 hours, ${verifications} spent or expired ` +
                `verification(s) and ${sessions} ended session(s)`,
            );
        })
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'Could not remove expired OTP requests and sessions'),
        );
    await sweep();
    const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'auth-repository', dependencies: ['db'] },
);
