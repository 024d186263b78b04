// The people who run the marketplace (DESIGN.md section 10, issue 26): the staff list, their roles,
// their sign-in with the buyers' phone OTP, and staff sessions, which are separate from buyers',
// shorter (8 hours at most, 30 idle minutes) and revocable. Every change to the staff is audited.
import fp from 'fastify-plugin';
import { sql, type Selectable } from 'kysely';
import type { Db, Queryable } from '../../db/db.ts';
import { qb, run, runOne } from '../../db/kysely.ts';
import type { StaffTable } from '../../db/schema.generated.ts';
import { STAFF_IDLE_MINUTES, STAFF_SESSION_HOURS, type StaffRole } from '../../contract/staff-roles.ts';
import { ForbiddenError, InvalidFieldError, NotFoundError, UnprocessableError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Phone } from '../../lib/phone.ts';
import type { StaffMember } from '../../schemas/index.ts';
import { recordAudit, type Actor } from './audit-log.ts';
import { spendVerification } from './auth-repository.ts';
import { newToken, sha256 } from './auth-tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffRepository;
  }
}

export const NOT_STAFF_MESSAGE =
  "This phone number is not on the studio's staff list. Ask an admin of the studio to add you.";
export const STAFF_SESSION_MESSAGE =
  'You are not signed in to the studio, or your session has ended. Please sign in again.';
export const LAST_ADMIN_MESSAGE = 'The studio needs at least one admin: make someone else an admin first.';
export const STAFF_NOT_FOUND_MESSAGE = 'No one on the staff has this id.';
export const staffExistsMessage = (name: string) => `is already on the staff, as ${name}`;

/** The command line's changes (`npm run staff`) are made by no one signed in. */
export const COMMAND_LINE_ACTOR: Actor = { staffId: null, label: 'npm run staff (command line)' };
export const actorOf = (member: StaffMember): Actor => ({
  staffId: member._id,
  label: `${member.name} (${member.phone.code} ${member.phone.number})`,
});

type StaffRow = Selectable<StaffTable>;

const toMember = (row: StaffRow): StaffMember => ({
  _id: row.id,
  name: row.name,
  phone: { code: row.phone_code, number: row.phone_number },
  role: row.role as StaffRole,
  created_at: row.created_at.toISOString(),
});

const byPhone = (phone: Phone) =>
  qb
    .selectFrom('staff')
    .selectAll()
    .where('phone_code', '=', phone.countryCode)
    .where('phone_number', '=', phone.nationalNumber);

/**
 * Locks every admin row, then `id`'s, and refuses a change that would leave no admin: two admins
 * demoting each other at once are taken one after the other, and the second is refused.
 */
async function lockForChange(tx: Queryable, id: string, keepsAdmin: boolean): Promise<StaffRow> {
  const admins = await run(tx, qb.selectFrom('staff').select('id').where('role', '=', 'admin').forUpdate());
  const row = await runOne(tx, qb.selectFrom('staff').selectAll().where('id', '=', id).forUpdate());
  if (!row) throw new NotFoundError(STAFF_NOT_FOUND_MESSAGE);
  if (row.role === 'admin' && !keepsAdmin && admins.length <= 1)
    throw new UnprocessableError(LAST_ADMIN_MESSAGE);
  return row;
}

export function createStaffRepository(db: Db) {
  return {
    /** Spends a verification of `phone` and opens a staff session, if the phone is on the staff. */
    async signIn(phone: Phone, verificationId: string) {
      return db.transaction(async (tx) => {
        await spendVerification(tx, verificationId, phone);
        const row = await runOne(tx, byPhone(phone));
        if (!row) throw new ForbiddenError(NOT_STAFF_MESSAGE);
        const token = newToken();
        const session = await runOne(
          tx,
          qb
            .insertInto('staff_sessions')
            .values({
              id: newId(),
              staff_id: row.id,
              token_hash: sha256(token),
              expires_at: sql<Date>`now() + make_interval(hours => ${STAFF_SESSION_HOURS})`,
            })
            .returning('expires_at'),
        );
        if (!session) throw new Error('The staff session insert returned no row');
        return { staff: toMember(row), token, expiresAt: session.expires_at };
      });
    },

    /**
     * The person of a live staff session, whose last use it moves to now; null when the session is
     * unknown, revoked, past its 8 hours or idle for 30 minutes. The role is read here, on every
     * request, so a changed role counts at once.
     */
    async sessionStaff(token: string): Promise<StaffMember | null> {
      const row = await runOne(
        db,
        qb
          .with('live', (cte) =>
            cte
              .updateTable('staff_sessions')
              .set({ last_seen_at: sql`now()` })
              .where('token_hash', '=', sha256(token))
              .where('revoked_at', 'is', null)
              .where('expires_at', '>', sql<Date>`now()`)
              .where('last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${STAFF_IDLE_MINUTES})`)
              .returning('staff_id'),
          )
          .selectFrom('staff')
          .innerJoin('live', 'live.staff_id', 'staff.id')
          .selectAll('staff'),
      );
      return row ? toMember(row) : null;
    },

    async signOut(token: string): Promise<void> {
      await run(
        db,
        qb
          .updateTable('staff_sessions')
          .set({ revoked_at: sql`now()` })
          .where('token_hash', '=', sha256(token))
          .where('revoked_at', 'is', null),
      );
    },

    /** Ends every session of a person: a lost phone or laptop. */
    async signOutEverywhere(actor: Actor, id: string): Promise<number> {
      return db.transaction(async (tx) => {
        const ended = await run(
          tx,
          qb
            .updateTable('staff_sessions')
            .set({ revoked_at: sql`now()` })
            .where('staff_id', '=', id)
            .where('revoked_at', 'is', null)
            .where('expires_at', '>', sql<Date>`now()`)
            .returning('id'),
        );
        const row = await runOne(tx, qb.selectFrom('staff').selectAll().where('id', '=', id));
        if (!row) throw new NotFoundError(STAFF_NOT_FOUND_MESSAGE);
        await recordAudit(tx, actor, {
          action: 'staff.sign_out_everywhere',
          recordType: 'staff',
          recordId: id,
          before: { live_sessions: ended.length },
          after: { live_sessions: 0 },
        });
        return ended.length;
      });
    },

    async list(): Promise<StaffMember[]> {
      const rows = await run(db, qb.selectFrom('staff').selectAll().orderBy('name').orderBy('id'));
      return rows.map(toMember);
    },

    async findByPhone(phone: Phone): Promise<StaffMember | null> {
      const row = await runOne(db, byPhone(phone));
      return row ? toMember(row) : null;
    },

    async add(actor: Actor, input: { name: string; phone: Phone; role: StaffRole }): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const row = await runOne(
          tx,
          qb
            .insertInto('staff')
            .values({
              id: newId(),
              name: input.name.trim(),
              phone_code: input.phone.countryCode,
              phone_number: input.phone.nationalNumber,
              role: input.role,
            })
            .onConflict((conflict) => conflict.columns(['phone_code', 'phone_number']).doNothing())
            .returningAll(),
        );
        if (!row) {
          const existing = await runOne(tx, byPhone(input.phone));
          throw new InvalidFieldError('phone_number', staffExistsMessage(existing?.name ?? 'someone else'));
        }
        const member = toMember(row);
        await recordAudit(tx, actor, {
          action: 'staff.add',
          recordType: 'staff',
          recordId: row.id,
          before: null,
          after: member,
        });
        return member;
      });
    },

    async setRole(actor: Actor, id: string, role: StaffRole): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const before = await lockForChange(tx, id, role === 'admin');
        const row = await runOne(
          tx,
          qb
            .updateTable('staff')
            .set({ role, updated_at: sql`now()` })
            .where('id', '=', id)
            .returningAll(),
        );
        if (!row) throw new NotFoundError(STAFF_NOT_FOUND_MESSAGE);
        const member = toMember(row);
        if (before.role !== role)
          await recordAudit(tx, actor, {
            action: 'staff.role',
            recordType: 'staff',
            recordId: id,
            before: toMember(before),
            after: member,
          });
        return member;
      });
    },

    /** Takes a person off the staff; their sessions end with them. */
    async remove(actor: Actor, id: string): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const before = toMember(await lockForChange(tx, id, false));
        await run(tx, qb.deleteFrom('staff').where('id', '=', id));
        await recordAudit(tx, actor, {
          action: 'staff.remove',
          recordType: 'staff',
          recordId: id,
          before,
          after: null,
        });
        return before;
      });
    },

    /** Deletes sessions that ended over a day ago. */
    async sweep(): Promise<number> {
      const rows = await run(
        db,
        qb
          .deleteFrom('staff_sessions')
          .where((eb) =>
            eb.or([
              eb('revoked_at', '<', sql<Date>`now() - interval '1 day'`),
              eb('expires_at', '<', sql<Date>`now() - interval '1 day'`),
            ]),
          )
          .returning('id'),
      );
      return rows.length;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;

export default fp(
  async (app) => {
    app.decorate('staff', createStaffRepository(app.db));
  },
  { name: 'staff-repository', dependencies: ['db'] },
);
