// Phone OTP login (OWASP ASVS 5.0 V6): codes, verifications, users and sessions. Every time is the
// database's now(), so several instances agree and tests move rows back in time instead of sleeping.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.ts';
import { TooManyRequestsError, UnauthorizedError, UnprocessableError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { loadOtpSecret } from '../../lib/otp-secret.ts';
import type { Phone } from '../../lib/phone.ts';
import { otpText, type SmsSender } from '../../sms/sender.ts';
import type { User } from '../../schemas/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthRepository;
  }
}

export const OTP_LENGTH = 6;
const OTP_TTL = '5 minutes';
/** The sixth wrong guess locks the challenge: a new code must be asked for. */
export const OTP_MAX_ATTEMPTS = 6;
export const RESEND_COOLDOWN_SECONDS = 30;
export const SENDS_PER_PHONE_PER_HOUR = 5;
export const SENDS_PER_IP_PER_HOUR = 20;
const VERIFICATION_TTL = '10 minutes';
const SESSION_TTL = '30 days';

export const INVALID_OTP_MESSAGE = 'Invalid OTP. Please try again.';
export const EXPIRED_OTP_MESSAGE = 'The OTP has expired. Please request a new one.';
export const LOCKED_OTP_MESSAGE = 'Too many wrong attempts. Please request a new OTP.';
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
  /** The client's address (its /64 for IPv6), for the per-address limit. */
  ip: string;
  /** False with RATE_LIMITS=off: the per-address limit only; the per-phone ones always hold. */
  limitPerIp: boolean;
}

export function createAuthRepository(db: Db, secret: string) {
  /** Takes the send limits' locks, checks them and stores the challenge: one transaction. */
  async function newChallenge(request: OtpRequest, code: string): Promise<string> {
    const { phone } = request;
    return db.transaction(async (tx) => {
      // Serialises sends for one phone (and one address), so two parallel requests can't both pass.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`otp-phone:${phone.e164}`]);
      const [recent] = await tx.query<{ wait: number | null; sends: number }>(
        `SELECT ceil(extract(epoch FROM max(created_at) FILTER (WHERE failed_at IS NULL)
                  + interval '${RESEND_COOLDOWN_SECONDS} seconds' - now()))::int AS wait,
                count(*)::int AS sends
         FROM otp_requests
         WHERE phone_code = $1 AND phone_number = $2 AND created_at > now() - interval '1 hour'`,
        [phone.countryCode, phone.nationalNumber],
      );
      if (recent?.wait != null && recent.wait > 0) {
        throw new TooManyRequestsError(`Please wait ${recent.wait} s before asking for another OTP.`);
      }
      if ((recent?.sends ?? 0) >= SENDS_PER_PHONE_PER_HOUR)
        throw new TooManyRequestsError(PHONE_SEND_LIMIT_MESSAGE);
      if (request.limitPerIp) {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`otp-ip:${request.ip}`]);
        const [fromIp] = await tx.query<{ sends: number }>(
          `SELECT count(*)::int AS sends FROM otp_requests WHERE ip = $1 AND created_at > now() - interval '1 hour'`,
          [request.ip],
        );
        if ((fromIp?.sends ?? 0) >= SENDS_PER_IP_PER_HOUR)
          throw new TooManyRequestsError(IP_SEND_LIMIT_MESSAGE);
      }
      const id = newId();
      await tx.query(
        `INSERT INTO otp_requests (id, phone_code, phone_number, email, code_hash, expires_at, ip)
         VALUES ($1, $2, $3, $4, $5, now() + interval '${OTP_TTL}', $6)`,
        [id, phone.countryCode, phone.nationalNumber, request.email, otpHash(secret, id, code), request.ip],
      );
      return id;
    });
  }

  /** Why the latest challenge of a phone took no guess: none, used, expired or locked. */
  async function refusal(phone: Phone): Promise<Error> {
    const [latest] = await db.query<{ attempts: number; used: boolean; expired: boolean }>(
      `SELECT attempts, consumed_at IS NOT NULL AS used, expires_at <= now() AS expired
       FROM otp_requests WHERE phone_code = $1 AND phone_number = $2 AND failed_at IS NULL
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      [phone.countryCode, phone.nationalNumber],
    );
    if (!latest || latest.used) return new UnauthorizedError(INVALID_OTP_MESSAGE);
    if (latest.attempts >= OTP_MAX_ATTEMPTS) return new TooManyRequestsError(LOCKED_OTP_MESSAGE);
    return new UnauthorizedError(EXPIRED_OTP_MESSAGE);
  }

  return {
    /**
     * Sends a new code. The answer does not depend on whether the phone belongs to a user (no
     * enumeration). A send that fails leaves a challenge that can't be verified, counted in the limits.
     */
    async requestOtp(request: OtpRequest, sender: SmsSender): Promise<void> {
      const code = newOtpCode();
      const id = await newChallenge(request, code);
      try {
        await sender.send({ to: request.phone, text: otpText(code), code });
      } catch (error) {
        await db.query('UPDATE otp_requests SET failed_at = now() WHERE id = $1', [id]);
        throw error;
      }
    },

    /** Checks a code against the phone's latest challenge; returns a verification id for signUp. */
    async verifyOtp(phone: Phone, code: string): Promise<string> {
      // Counting the guess and reading the hash is one statement: parallel guesses each count.
      const [challenge] = await db.query<{ id: string; code_hash: string; attempts: number }>(
        `UPDATE otp_requests SET attempts = attempts + 1
         WHERE id = (SELECT id FROM otp_requests
                     WHERE phone_code = $1 AND phone_number = $2 AND failed_at IS NULL
                     ORDER BY created_at DESC, id DESC LIMIT 1)
           AND consumed_at IS NULL AND expires_at > now() AND attempts < $3
         RETURNING id, code_hash, attempts`,
        [phone.countryCode, phone.nationalNumber, OTP_MAX_ATTEMPTS],
      );
      if (!challenge) throw await refusal(phone);
      if (!sameHash(otpHash(secret, challenge.id, code), challenge.code_hash)) {
        if (challenge.attempts >= OTP_MAX_ATTEMPTS) throw new TooManyRequestsError(LOCKED_OTP_MESSAGE);
        throw new UnauthorizedError(INVALID_OTP_MESSAGE);
      }
      const token = newToken();
      await db.transaction(async (tx) => {
        const used = await tx.query(
          'UPDATE otp_requests SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id',
          [challenge.id],
        );
        if (used.length === 0) throw new UnauthorizedError(INVALID_OTP_MESSAGE); // a parallel right guess won
        await tx.query(
          `INSERT INTO otp_verifications (token_hash, phone_code, phone_number, expires_at)
           VALUES ($1, $2, $3, now() + interval '${VERIFICATION_TTL}')`,
          [sha256(token), phone.countryCode, phone.nationalNumber],
        );
      });
      return token;
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
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

export default fp(
  async (app) => {
    app.decorate('auth', createAuthRepository(app.db, loadOtpSecret(app.config)));
  },
  { name: 'auth-repository', dependencies: ['db'] },
);
