// Phone OTP codes (OWASP ASVS 5.0 V6): the send limits, the challenges and the guesses. Every time is
// the database's now(), so several instances agree and tests move rows back in time instead of sleeping.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { OTP_LENGTH } from '../../contract/field-rules.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { qb, run, runOne } from '../../db/kysely.ts';
import { TooManyRequestsError, UnauthorizedError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Phone } from '../../lib/phone.ts';
import type { SmsBudget } from '../../sms/budget.ts';
import { newToken, sha256 } from './auth-tokens.ts';

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
export const CHALLENGES_KEPT = '24 hours';
const VERIFICATION_TTL = '10 minutes';

export const INVALID_OTP_MESSAGE = 'Invalid OTP. Please try again.';
export const EXPIRED_OTP_MESSAGE = 'The OTP has expired. Please request a new one.';
export const LOCKED_OTP_MESSAGE = 'Too many wrong attempts. Please request a new OTP.';
export const IP_WRONG_CODES_MESSAGE =
  'Too many wrong OTPs were tried from your network. Please try again in an hour.';
export const PHONE_SEND_LIMIT_MESSAGE =
  'Too many OTPs were requested for this phone number. Please try again in an hour.';
export const IP_SEND_LIMIT_MESSAGE =
  'Too many OTPs were requested from your network. Please try again in an hour.';

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

const lockAll = (tx: Queryable, keys: string[]) =>
  Promise.all(keys.map((key) => tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key])));

/** now() moved by a constant interval ('5 minutes'), written into the SQL as a literal. */
const fromNow = (interval: string) => sql<Date>`now() + interval ${sql.lit(interval)}`;
const anHourAgo = sql<Date>`now() - interval '1 hour'`;
/** count(*) as an int: a bigint count reads as a string from pg and a number from PGlite. */
const countOf = (where?: ReturnType<typeof sql>) =>
  where === undefined ? sql<number>`count(*)::int` : sql<number>`(count(*) FILTER (WHERE ${where}))::int`;

type GuessOutcome = { token: string } | { refused: Error };

export function createOtpChallenges(db: Db, secret: string, smsBudget: SmsBudget) {
  return {
    /**
     * Takes the send limits' locks, checks them and stores the challenge: one transaction. Returns the
     * challenge and the sends of the last hour, all phones, this one included.
     */
    async newChallenge(request: OtpRequest, code: string): Promise<{ id: string; hourSends: number }> {
      const { phone, ip, site } = request;
      return db.transaction(async (tx) => {
        // Serialises sends for one phone (and one address and site), so parallel requests can't all pass.
        // Always in this order, so two transactions never wait for each other's locks.
        await lockAll(tx, [
          `otp-phone:${phone.e164}`,
          ...(request.rateLimits ? [`otp-ip:${ip}`, ...(site === null ? [] : [`otp-site:${site}`])] : []),
        ]);
        const recent = await runOne(
          tx,
          qb
            .selectFrom('otp_requests')
            .select([
              sql<
                number | null
              >`ceil(extract(epoch FROM max(created_at) FILTER (WHERE failed_at IS NULL AND ip = ${ip})
                + interval ${sql.lit(`${RESEND_COOLDOWN_SECONDS} seconds`)} - now()))::int`.as('wait'),
              countOf(sql`ip = ${ip}`).as('fromRequester'),
              countOf().as('sends'),
            ])
            .where('phone_code', '=', phone.countryCode)
            .where('phone_number', '=', phone.nationalNumber)
            .where('created_at', '>', anHourAgo),
        );
        if (recent?.wait != null && recent.wait > 0) {
          throw new TooManyRequestsError(`Please wait ${recent.wait} s before asking for another OTP.`);
        }
        if ((recent?.fromRequester ?? 0) >= SENDS_PER_PHONE_PER_REQUESTER_PER_HOUR)
          throw new TooManyRequestsError(PHONE_SEND_LIMIT_MESSAGE);
        if ((recent?.sends ?? 0) >= SENDS_PER_PHONE_PER_HOUR)
          throw new TooManyRequestsError(PHONE_SEND_LIMIT_MESSAGE);
        if (request.rateLimits) {
          const fromIp = await runOne(
            tx,
            qb
              .selectFrom('otp_requests')
              .select([countOf(sql`ip = ${ip}`).as('sends'), countOf(sql`site = ${site}`).as('fromSite')])
              .where((eb) => eb.or([eb('ip', '=', ip), eb('site', '=', site)]))
              .where('created_at', '>', anHourAgo),
          );
          if (
            (fromIp?.sends ?? 0) >= SENDS_PER_IP_PER_HOUR ||
            (fromIp?.fromSite ?? 0) >= SENDS_PER_SITE_PER_HOUR
          )
            throw new TooManyRequestsError(IP_SEND_LIMIT_MESSAGE);
        }
        const hour = await runOne(
          tx,
          qb.selectFrom('otp_requests').select(countOf().as('sends')).where('created_at', '>', anHourAgo),
        );
        const hourSends = hour?.sends ?? 0;
        smsBudget.check(hourSends, request.rateLimits);
        const id = newId();
        await run(
          tx,
          qb.insertInto('otp_requests').values({
            id,
            phone_code: phone.countryCode,
            phone_number: phone.nationalNumber,
            email: request.email,
            code_hash: otpHash(secret, id, code),
            expires_at: fromNow(OTP_TTL),
            ip,
            site,
          }),
        );
        return { id, hourSends: hourSends + 1 };
      });
    },

    /** A challenge whose code could not be sent: it can't be verified, and counts in the limits. */
    async markFailed(id: string): Promise<void> {
      await run(
        db,
        qb
          .updateTable('otp_requests')
          .set({ failed_at: sql`now()` })
          .where('id', '=', id),
      );
    },

    /**
     * One guess, in one transaction that holds the challenge's row: parallel guesses each count. The
     * challenge is the latest live one this address asked for, else the phone's latest: a stranger's
     * codes and guesses never stand in the way of the owner's own code.
     */
    async guess({ phone, code, ip, rateLimits }: OtpGuess): Promise<GuessOutcome> {
      return db.transaction(async (tx): Promise<GuessOutcome> => {
        if (rateLimits) {
          await lockAll(tx, [`otp-guesses:${ip}`]);
          const fromIp = await runOne(
            tx,
            qb
              .selectFrom('otp_wrong_guesses')
              .select(countOf().as('wrong'))
              .where('ip', '=', ip)
              .where('created_at', '>', anHourAgo),
          );
          if ((fromIp?.wrong ?? 0) >= WRONG_CODES_PER_IP_PER_HOUR)
            return { refused: new TooManyRequestsError(IP_WRONG_CODES_MESSAGE) };
        }
        const challenge = await runOne(
          tx,
          qb
            .selectFrom('otp_requests')
            .select([
              'id',
              'code_hash',
              'attempts',
              sql<boolean>`consumed_at IS NOT NULL`.as('used'),
              sql<boolean>`expires_at <= now()`.as('expired'),
            ])
            .where('phone_code', '=', phone.countryCode)
            .where('phone_number', '=', phone.nationalNumber)
            .where('failed_at', 'is', null)
            .orderBy(sql`(ip = ${ip} AND consumed_at IS NULL AND expires_at > now()) IS TRUE`, 'desc')
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(1)
            .forUpdate(),
        );
        if (!challenge || challenge.used) return { refused: new UnauthorizedError(INVALID_OTP_MESSAGE) };
        const mine = await runOne(
          tx,
          qb
            .selectFrom('otp_wrong_guesses')
            .select(countOf().as('wrong'))
            .where('challenge_id', '=', challenge.id)
            .where('ip', '=', ip),
        );
        const wrongHere = mine?.wrong ?? 0;
        if (wrongHere >= OTP_MAX_ATTEMPTS || challenge.attempts >= OTP_MAX_ATTEMPTS_TOTAL)
          return { refused: new TooManyRequestsError(LOCKED_OTP_MESSAGE) };
        if (challenge.expired) return { refused: new UnauthorizedError(EXPIRED_OTP_MESSAGE) };
        await run(
          tx,
          qb
            .updateTable('otp_requests')
            .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
            .where('id', '=', challenge.id),
        );
        if (!sameHash(otpHash(secret, challenge.id, code), challenge.code_hash)) {
          await run(tx, qb.insertInto('otp_wrong_guesses').values({ challenge_id: challenge.id, ip }));
          const locked =
            wrongHere + 1 >= OTP_MAX_ATTEMPTS || challenge.attempts + 1 >= OTP_MAX_ATTEMPTS_TOTAL;
          return {
            refused: locked
              ? new TooManyRequestsError(LOCKED_OTP_MESSAGE)
              : new UnauthorizedError(INVALID_OTP_MESSAGE),
          };
        }
        const token = newToken();
        await run(
          tx,
          qb
            .updateTable('otp_requests')
            .set({ consumed_at: sql`now()` })
            .where('id', '=', challenge.id),
        );
        await run(
          tx,
          qb.insertInto('otp_verifications').values({
            token_hash: sha256(token),
            phone_code: phone.countryCode,
            phone_number: phone.nationalNumber,
            expires_at: fromNow(VERIFICATION_TTL),
          }),
        );
        return { token };
      });
    },
  };
}
