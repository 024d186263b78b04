// Issue 26, staff and access: staff sign in with the buyers' phone OTP into staff sessions that are
// separate, shorter and revocable; admins manage the staff; every change is in the audit log; and
// every studio operation of the OpenAPI document refuses no session, a buyer's session and a role it
// is not for.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../src/contract/staff-roles.ts';
import { normalisePhone } from '../../src/lib/phone.ts';
import {
  COMMAND_LINE_ACTOR,
  LAST_ADMIN_MESSAGE,
  NOT_STAFF_MESSAGE,
  STAFF_SESSION_MESSAGE,
  createStaffRepository,
} from '../../src/plugins/app/staff-repository.ts';
import type { AuditListResponse, StaffMember } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { loggedIn, newAddress, newPhone, signup, verifiedPhone } from '../helpers/otp.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const query = async (sql: string, params: unknown[] = []) => (await getTestDb()).query(sql, params);
const staffRepo = async () => createStaffRepository(await getTestDb());

/** A person added from the command line, as the first admin is. */
async function addStaff(role: StaffRole, name = `Asha ${role}`): Promise<StaffMember & { mobile: string }> {
  const mobile = newPhone();
  const member = await (
    await staffRepo()
  ).add(COMMAND_LINE_ACTOR, {
    name,
    phone: normalisePhone('+91', mobile),
    role,
  });
  return { ...member, mobile };
}

const signIn = async (mobile: string) => {
  const { verificationId } = await verifiedPhone(app, mobile);
  return app.inject({
    method: 'POST',
    url: '/api/v1/studio/auth/session',
    payload: { phone_number: mobile, country_code: '+91', verification_id: verificationId },
    remoteAddress: newAddress(), // each sign-in its own address, under the route's limit a minute
  });
};

/** A staff session's token for a new person with `role`. */
async function staffToken(
  role: StaffRole,
): Promise<{ token: string; member: StaffMember & { mobile: string } }> {
  const member = await addStaff(role);
  const response = await signIn(member.mobile);
  expect(response.statusCode, response.body).toBe(200);
  return { token: response.json<{ data: { token: string } }>().data.token, member };
}

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => app.inject({ url: '/api/v1/studio/auth/me', headers: as(token) });

describe('staff sign-in and sessions', () => {
  it('a phone on the staff signs in with its OTP and gets a staff session that says who and which role', async () => {
    const member = await addStaff('editor', 'Kavya Menon');
    const response = await signIn(member.mobile);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { token: string; expires_at: string; staff: StaffMember } }>();
    expect(data.staff).toMatchObject({
      name: 'Kavya Menon',
      role: 'editor',
      phone: { number: member.mobile },
    });
    // 8 hours at most.
    const hours = (Date.parse(data.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
    expect((await me(data.token)).json()).toMatchObject({ data: { name: 'Kavya Menon', role: 'editor' } });
  });

  it('a phone not on the staff is refused, and its verification stays for signing up as a buyer', async () => {
    const mobile = newPhone();
    const { verificationId } = await verifiedPhone(app, mobile);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/studio/auth/session',
      payload: { phone_number: mobile, country_code: '+91', verification_id: verificationId },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NOT_STAFF_MESSAGE);
    expect((await signup(app, mobile, verificationId)).statusCode).toBe(200);
  });

  it("a buyer's session opens no studio route, and a staff session no buyer route", async () => {
    const buyer = await loggedIn(app);
    const refused = await me(buyer.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(STAFF_SESSION_MESSAGE);
    const { token } = await staffToken('admin');
    const wishlist = await app.inject({ url: '/api/v1/auth/users/getmyfavoriteunits', headers: as(token) });
    expect(wishlist.statusCode).toBe(401);
  });

  it('ends after 30 idle minutes, after 8 hours, and when signed out', async () => {
    const idle = await staffToken('sales');
    expect((await me(idle.token)).statusCode).toBe(200);
    await query(
      "UPDATE staff_sessions SET last_seen_at = now() - interval '29 minutes' WHERE staff_id = $1",
      [idle.member._id],
    );
    expect((await me(idle.token)).statusCode).toBe(200); // a request moves the idle clock on
    await query(
      "UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes' WHERE staff_id = $1",
      [idle.member._id],
    );
    expect((await me(idle.token)).statusCode).toBe(401);

    const old = await staffToken('sales');
    await query("UPDATE staff_sessions SET expires_at = now() - interval '1 second' WHERE staff_id = $1", [
      old.member._id,
    ]);
    expect((await me(old.token)).statusCode).toBe(401);

    const leaving = await staffToken('sales');
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/v1/studio/auth/session',
      headers: as(leaving.token),
    });
    expect(out.statusCode).toBe(200);
    expect((await me(leaving.token)).statusCode).toBe(401);
  });
});

describe('an admin manages the staff, and the audit log keeps every change', () => {
  it('adds an editor, who can sign in; changes their role at once; ends their sessions; removes them', async () => {
    const admin = await staffToken('admin');
    const mobile = newPhone();
    const added = await app.inject({
      method: 'POST',
      url: '/api/v1/studio/staff',
      headers: as(admin.token),
      payload: { name: 'Rohan Iyer', phone_number: mobile, country_code: '+91', role: 'editor' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const editor = added.json<{ data: StaffMember }>().data;
    expect(editor).toMatchObject({ name: 'Rohan Iyer', role: 'editor' });

    const editorSession = await signIn(mobile);
    const editorToken = editorSession.json<{ data: { token: string } }>().data.token;
    const forbidden = await app.inject({ url: '/api/v1/studio/staff', headers: as(editorToken) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('This part of the studio is for an admin.');

    const promoted = await app.inject({
      method: 'PATCH',
      url: `/api/v1/studio/staff/${editor._id}`,
      headers: as(admin.token),
      payload: { role: 'admin' },
    });
    expect(promoted.json()).toMatchObject({ data: { role: 'admin' } });
    expect((await app.inject({ url: '/api/v1/studio/staff', headers: as(editorToken) })).statusCode).toBe(
      200,
    );

    const ended = await app.inject({
      method: 'POST',
      url: `/api/v1/studio/staff/${editor._id}/sign-out`,
      headers: as(admin.token),
    });
    expect(ended.statusCode).toBe(200);
    expect((await me(editorToken)).statusCode).toBe(401);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/studio/staff/${editor._id}`,
      headers: as(admin.token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await signIn(mobile)).statusCode).toBe(403);

    const audit = await app.inject({
      url: `/api/v1/studio/audit?record_type=staff&record_id=${editor._id}`,
      headers: as(admin.token),
    });
    const { entries } = audit.json<AuditListResponse>().data;
    expect(entries.map((entry) => entry.action)).toEqual([
      'staff.remove',
      'staff.sign_out_everywhere',
      'staff.role',
      'staff.add',
    ]);
    const adminLabel = `${admin.member.name} (+91 ${admin.member.mobile})`;
    expect(entries.every((entry) => entry.actor === adminLabel && entry.staff_id === admin.member._id)).toBe(
      true,
    );
    expect(entries[2]).toMatchObject({ before: { role: 'editor' }, after: { role: 'admin' } });
    expect(entries[3]).toMatchObject({ before: null, after: { name: 'Rohan Iyer', role: 'editor' } });
    expect(entries[0]).toMatchObject({ before: { name: 'Rohan Iyer' }, after: null });

    const byPerson = await app.inject({
      url: `/api/v1/studio/audit?staff_id=${admin.member._id}`,
      headers: as(admin.token),
    });
    expect(byPerson.json<AuditListResponse>().data.pagination.total).toBe(4);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const admin = await staffToken('admin');
    const count = async () => (await query('SELECT count(*)::int AS n FROM staff'))[0];
    const before = await count();
    const bad = [
      { name: '', phone_number: newPhone(), country_code: '+91', role: 'editor' },
      { name: 'Meera', phone_number: '12345', country_code: '+91', role: 'editor' },
      { name: 'Meera', phone_number: newPhone(), country_code: '+91', role: 'owner' },
      { name: 'Meera', phone_number: admin.member.mobile, country_code: '+91', role: 'sales' },
    ];
    for (const payload of bad) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/studio/staff',
        headers: as(admin.token),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(/\S/);
    }
    expect(await count()).toEqual(before);
  });
});

describe('the last admin', () => {
  beforeEach(() => query('DELETE FROM staff'));

  it('can be neither demoted nor removed, by the studio or the command line', async () => {
    const admin = await staffToken('admin');
    for (const request of [
      { method: 'PATCH' as const, payload: { role: 'editor' } },
      { method: 'DELETE' as const, payload: undefined },
    ]) {
      const refused = await app.inject({
        ...request,
        url: `/api/v1/studio/staff/${admin.member._id}`,
        headers: as(admin.token),
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(LAST_ADMIN_MESSAGE);
    }
    await expect((await staffRepo()).remove(COMMAND_LINE_ACTOR, admin.member._id)).rejects.toThrow(
      LAST_ADMIN_MESSAGE,
    );
    expect((await me(admin.token)).json()).toMatchObject({ data: { role: 'admin' } });
  });
});

describe('every studio operation in the OpenAPI document', () => {
  it('refuses no session and a buyer session with 401, and a role it is not for with 403', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    }>();
    const buyer = await loggedIn(app);
    const roleTokens = Object.fromEntries(
      await Promise.all(
        (['editor', 'sales'] as const).map(async (role) => [role, (await staffToken(role)).token] as const),
      ),
    );
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/studio/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      );
    expect(operations.length).toBeGreaterThanOrEqual(9);
    let roleRefusals = 0;
    for (const { path, method, operation } of operations) {
      const name = `${method.toUpperCase()} ${path}`;
      if (name === 'POST /api/v1/studio/auth/session') continue; // the sign-in itself
      const roles = operation.security?.[0]?.staffSession;
      expect(roles, `${name} documents the roles it takes`).toBeDefined();
      const url = path.replace('{id}', '0123456789abcdef01234567');
      const send = (headers: Record<string, string>) =>
        app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers,
          payload: method === 'get' ? undefined : {},
        });
      expect((await send({})).statusCode, `${name} without a session`).toBe(401);
      expect((await send(as(buyer.token))).statusCode, `${name} with a buyer's session`).toBe(401);
      for (const role of ['editor', 'sales'] as const) {
        if (roles!.includes(role)) continue;
        roleRefusals += 1;
        expect((await send(as(roleTokens[role]!))).statusCode, `${name} as ${role}`).toBe(403);
      }
    }
    expect(roleRefusals).toBeGreaterThan(0);
  });
});
