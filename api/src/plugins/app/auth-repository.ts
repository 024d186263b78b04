// Phone OTP login (OWASP ASVS 5.0 V6): the codes (auth-otp.ts), then verifications, users and
// sessions. Every time is the database's now(), so several instances agree and tests move rows back in
// time instead of sleeping.
import fp from 'fastify-plugin';
import { sql, type Selectable } from 'kysely';
import type { Db, Queryable } from '../../db/db.ts';
import { prepared, qb, run, runOne } from '../../db/kysely.ts';
import type { UsersTable } from '../../db/schema.generated.ts';
import { InvalidFieldError, UnauthorizedError, UnprocessableError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { loadOtpSecret } from '../../lib/otp-secret.ts';
import type { Phone } from '../../lib/phone.ts';
import { createSmsBudget, type SmsBudget } from '../../sms/budget.ts';
import { otpText, type SmsSender } from '../../sms/sender.ts';
import type { User } from '../../schemas/index.ts';
import {
  CHALLENGES_KEPT,
  createOtpChallenges,
  newOtpCode,
  type OtpGuess,
  type OtpRequest,
} from './auth-otp.ts';
import { newToken, sha256 } from './auth-tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthRepository;
  }
}

const SESSION_TTL = '30 days';

export const INVALID_VERIFICATION_MESSAGE =
  'verification_id: is not valid, has expired or was already used. Please verify your phone number again.';
export const OTHER_PHONE_VERIFICATION_MESSAGE =
  'verification_id: was given for another phone number. Please verify this phone number.';
export const INVALID_SESSION_MESSAGE = 'You are not logged in, or your session has ended. Please log in.';

const USER_COLUMNS = ['id', 'name', 'email', 'phone_code', 'phone_number'] as const;

/** Spec 3: a user's phone as an object with code and number, and as phone_number. */
const toUser = (row: Pick<Selectable<UsersTable>, (typeof USER_COLUMNS)[number]>): User => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: { code: row.phone_code, number: row.phone_number },
  phone_number: row.phone_number,
});

export interface AuthRepositoryOptions {
  secret: string;
  /** The countries (ISO 3166-1 alpha-2) codes may be sent to. */
  smsCountries: readonly string[];
  smsBudget: SmsBudget;
}

/** 'India', 'India or United Arab Emirates': the countries codes can be sent to, for a message. */
function countryNames(codes: readonly string[]): string {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return new Intl.ListFormat('en', { type: 'disjunction' }).format(
    codes.map((code) => names.of(code) ?? code),
  );
}

/** A live verification (not spent, not expired) of this token. */
const liveVerification = (verificationId: string) =>
  qb
    .updateTable('otp_verifications')
    .set({ consumed_at: sql`now()` })
    .where('token_hash', '=', sha256(verificationId))
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);

/**
 * Spends a live verification of `phone` in `tx` (a buyer's sign-up, a staff sign-in), or throws 422
 * when it was given for another phone and 401 when it is unknown, expired or spent.
 */
export async function spendVerification(tx: Queryable, verificationId: string, phone: Phone): Promise<void> {
  const spent = await run(
    tx,
    liveVerification(verificationId)
      .where('phone_code', '=', phone.countryCode)
      .where('phone_number', '=', phone.nationalNumber)
      .returning('token_hash'),
  );
  if (spent.length > 0) return;
  const other = await runOne(
    tx,
    qb
      .selectFrom('otp_verifications')
      .select(sql<number>`1`.as('found'))
      .where('token_hash', '=', sha256(verificationId))
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`),
  );
  throw other
    ? new UnprocessableError(OTHER_PHONE_VERIFICATION_MESSAGE)
    : new UnauthorizedError(INVALID_VERIFICATION_MESSAGE);
}

/** Deletes with `query` and answers how many rows went. */
const deleted = (query: ReturnType<typeof sweepOf>) =>
  qb
    .with('gone', () => query)
    .selectFrom('gone')
    .select(sql<number>`count(*)::int`.as('count'));
const sweepOf = (table: 'otp_requests' | 'otp_verifications' | 'sessions') =>
  qb.deleteFrom(table).returning(sql<number>`1`.as('one'));

/** The user of a live session: read on every request that carries one, so built once (kysely.ts). */
const liveSessionUser = prepared((tokenHash: string) =>
  qb
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.name', 'u.email', 'u.phone_code', 'u.phone_number'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`),
);

export function createAuthRepository(db: Db, { secret, smsCountries, smsBudget }: AuthRepositoryOptions) {
  const countryRefusal = `codes can be sent by SMS only to phone numbers in ${countryNames(smsCountries)}`;
  const otp = createOtpChallenges(db, secret, smsBudget);

  return {
    /**
     * Sends a new code. The answer does not depend on whether the phone belongs to a user (no
     * enumeration). A send that fails leaves a challenge that can't be verified, counted in the limits.
     */
    async requestOtp(request: OtpRequest, sender: SmsSender): Promise<void> {
      if (request.phone.country === null || !smsCountries.includes(request.phone.country))
        throw new InvalidFieldError('country_code', countryRefusal);
      const code = newOtpCode();
      const { id, hourSends } = await otp.newChallenge(request, code);
      smsBudget.sent(hourSends);
      try {
        await sender.send({ kind: 'otp', to: request.phone, text: otpText(code), code });
      } catch (error) {
        await otp.markFailed(id);
        throw error;
      }
    },

    /** Checks a code; returns a verification id for signUp. */
    async verifyOtp(request: OtpGuess): Promise<string> {
      const outcome = await otp.guess(request);
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
        await spendVerification(tx, input.verificationId, phone);
        // An existing user logs in as they are; the no-op update makes RETURNING give their row.
        const row = await runOne(
          tx,
          qb
            .insertInto('users')
            .values({
              id: newId(),
              name: input.name,
              email: input.email,
              phone_code: phone.countryCode,
              phone_number: phone.nationalNumber,
            })
            .onConflict((conflict) =>
              conflict
                .columns(['phone_code', 'phone_number'])
                .doUpdateSet({ phone_code: (eb) => eb.ref('users.phone_code') }),
            )
            .returning(USER_COLUMNS),
        );
        if (!row) throw new Error('The user insert returned no row');
        const token = newToken();
        await run(
          tx,
          qb.insertInto('sessions').values({
            id: newId(),
            user_id: row.id,
            token_hash: sha256(token),
            expires_at: sql<Date>`now() + interval ${sql.lit(SESSION_TTL)}`,
          }),
        );
        return { user: toUser(row), token };
      });
    },

    /** The user of a live session, or null. */
    async sessionUser(token: string): Promise<User | null> {
      const [row] = await liveSessionUser(db, sha256(token));
      return row ? toUser(row) : null;
    },

    async revokeSession(token: string): Promise<void> {
      await run(
        db,
        qb
          .updateTable('sessions')
          .set({ revoked_at: sql`now()` })
          .where('token_hash', '=', sha256(token))
          .where('revoked_at', 'is', null),
      );
    },

    /**
     * Deletes what no rule reads any more: challenges past a day (the limits read the last hour; their
     * wrong guesses go with them), spent or expired verifications, ended or revoked sessions.
     */
    async sweep(): Promise<{ challenges: number; verifications: number; sessions: number }> {
      const count = async (query: ReturnType<typeof sweepOf>) =>
        (await runOne(db, deleted(query)))?.count ?? 0;
      return {
        challenges: await count(
          sweepOf('otp_requests').where(
            'created_at',
            '<',
            sql<Date>`now() - interval ${sql.lit(CHALLENGES_KEPT)}`,
          ),
        ),
        verifications: await count(
          sweepOf('otp_verifications').where((eb) =>
            eb.or([eb('consumed_at', 'is not', null), eb('expires_at', '<=', sql<Date>`now()`)]),
          ),
        ),
        sessions: await count(
          sweepOf('sessions').where((eb) =>
            eb.or([eb('revoked_at', 'is not', null), eb('expires_at', '<=', sql<Date>`now()`)]),
          ),
        ),
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
