// Issue 27, the team around the inbox: the relationship managers (cities, away, open leads), a member
// marking themself away, the team's rules (read by sales, written by admins, audited), and the people
// editor linking a sales-team member to a studio account.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisePhone } from '../../src/lib/phone.ts';
import { COMMAND_LINE_ACTOR, createStaffRepository } from '../../src/plugins/app/staff-repository.ts';
import { AWAY_OTHERS_MESSAGE } from '../../src/sales/managers.ts';
import {
  NOT_A_SALES_ACCOUNT_MESSAGE,
  alreadyLinkedMessage,
} from '../../src/plugins/app/studio-people-repository.ts';
import type { RelationshipManagerRow, SalesSettings, StudioSalesMember } from '../../src/schemas/index.ts';
import type { Db } from '../../src/db/db.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb, openPrivateTestDb } from '../helpers/database.ts';
import { newAddress, newPhone, verifiedPhone } from '../helpers/otp.ts';
import { insertLead, signedInManager, type Manager } from '../helpers/sales-fixtures.ts';
import { signedInStaff } from '../helpers/studio-session.ts';

let app: FastifyInstance;
let meera: Manager;
let ravi: Manager;
let admin: Manager;

beforeAll(async () => {
  app = await buildTestApp();
  meera = await signedInManager(app, 'Meera Team');
  ravi = await signedInManager(app, 'Ravi Team');
  admin = await signedInManager(app, 'Admin Team', 'admin');
});
afterAll(() => app.close());

const call = (token: string, method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1/studio/${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

describe('the relationship managers', () => {
  it('lists each member with their account, cities, away and open leads', async () => {
    const db = await getTestDb();
    const [city] = await db.query<{ id: string; name: string }>(
      `SELECT id, name FROM cities WHERE name = 'Bengaluru'`,
    );
    await db.query('UPDATE sales_team SET city_ids = $1 WHERE id = $2', [[city!.id], meera.memberId]);
    await insertLead({ managerId: meera.memberId });
    await insertLead({ managerId: meera.memberId, stage: 'qualified', temperature: 'warm' });
    await insertLead({ managerId: meera.memberId, stage: 'booked' });
    await insertLead({ managerId: meera.memberId, stage: 'lost' });
    await insertLead({ managerId: meera.memberId, erased: true });

    const response = await call(ravi.token, 'GET', 'sales-managers');
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ data: RelationshipManagerRow[] }>().data;
    expect(rows.find((row) => row._id === meera.memberId)).toEqual({
      _id: meera.memberId,
      name: 'Meera Team',
      image: null,
      staff: { _id: meera.staffId, name: 'Meera Team', role: 'sales' },
      cities: [{ _id: city!.id, name: city!.name }],
      away: false,
      open_leads: 2,
    });
    // The seed's members are on the buyer pages but linked to no account: they get no leads.
    expect(rows.some((row) => row.staff === null)).toBe(true);
  });

  it('a member marks themself away, an admin anyone; not someone else', async () => {
    const own = await call(meera.token, 'PUT', `sales-managers/${meera.memberId}/away`, { away: true });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ data: RelationshipManagerRow }>().data.away).toBe(true);
    const refused = await call(ravi.token, 'PUT', `sales-managers/${meera.memberId}/away`, { away: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AWAY_OTHERS_MESSAGE);
    const back = await call(admin.token, 'PUT', `sales-managers/${meera.memberId}/away`, { away: false });
    expect(back.json<{ data: RelationshipManagerRow }>().data.away).toBe(false);
    const audit = await (
      await getTestDb()
    ).query<{ action: string; staff_id: string }>(
      `SELECT action, staff_id FROM audit_log WHERE record_id = $1 AND action = 'sales_member.away' ORDER BY id`,
      [meera.memberId],
    );
    expect(audit.map((entry) => entry.staff_id)).toEqual([meera.staffId, admin.staffId]);
  });
});

describe("the team's rules", () => {
  // A database of its own: the escalation's tests read these rules from the shared one.
  let rules: {
    app: FastifyInstance;
    db: Db;
    close: () => Promise<void>;
    sales: string;
    admin: string;
    adminId: string;
  };
  beforeAll(async () => {
    const { db, close } = await openPrivateTestDb();
    const own = await buildTestApp({}, db);
    const signIn = async (name: string, role: 'sales' | 'admin') => {
      const mobile = newPhone();
      const member = await createStaffRepository(db).add(COMMAND_LINE_ACTOR, {
        name,
        phone: normalisePhone('+91', mobile),
        role,
      });
      const { verificationId } = await verifiedPhone(own, mobile);
      const response = await own.inject({
        method: 'POST',
        url: '/api/v1/studio/auth/session',
        payload: { phone_number: mobile, country_code: '+91', verification_id: verificationId },
        remoteAddress: newAddress(),
      });
      return { token: response.json<{ data: { token: string } }>().data.token, id: member._id };
    };
    const sales = await signIn('Rules Sales', 'sales');
    const admin = await signIn('Rules Admin', 'admin');
    rules = {
      app: own,
      db,
      close: async () => {
        await own.close();
        await close();
      },
      sales: sales.token,
      admin: admin.token,
      adminId: admin.id,
    };
  });
  afterAll(() => rules.close());

  const rulesCall = (token: string, method: 'GET' | 'PUT', payload?: object) =>
    rules.app.inject({
      method,
      url: '/api/v1/studio/sales-settings',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  it('are read by sales, changed by an admin only (across midnight too), audited', async () => {
    const read = await rulesCall(rules.sales, 'GET');
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: SalesSettings }>().data).toEqual({
      escalation_minutes: 15,
      office_opens: '09:00',
      office_closes: '19:00',
    });

    const night = { escalation_minutes: 20, office_opens: '21:00', office_closes: '06:00' };
    expect((await rulesCall(rules.sales, 'PUT', night)).statusCode).toBe(403);
    const same = await rulesCall(rules.admin, 'PUT', { ...night, office_closes: '21:00' });
    expect(same.statusCode).toBe(422);
    expect((await rulesCall(rules.admin, 'PUT', { ...night, office_opens: '25:00' })).statusCode).toBe(400);
    const written = await rulesCall(rules.admin, 'PUT', night);
    expect(written.statusCode).toBe(200);
    expect((await rulesCall(rules.sales, 'GET')).json<{ data: SalesSettings }>().data).toEqual(night);
    const audit = await rules.db.query<{ before: unknown; after: unknown; staff_id: string }>(
      `SELECT before, after, staff_id FROM audit_log WHERE action = 'sales_settings.edit' ORDER BY id`,
    );
    expect(audit).toEqual([
      {
        before: { escalation_minutes: 15, office_opens: '09:00', office_closes: '19:00' },
        after: night,
        staff_id: rules.adminId,
      },
    ]);
  });
});

describe('linking a sales-team member to a studio account', () => {
  const member = (staffId: string | null) => ({
    name: 'Linked Person',
    exp: 4,
    location: 'Bengaluru',
    designation: 'Relationship manager',
    image: null,
    email: 'linked@example.com',
    phone: `+91${newPhone()}`,
    languages: [],
    city_ids: [],
    staff_id: staffId,
  });

  it('takes a sales or admin account, once, and away', async () => {
    const editor = await signedInStaff(app, 'People Editor', 'editor');
    const account = await signedInStaff(app, 'New Rep', 'sales');
    const added = await call(editor.token, 'POST', 'people/team', member(account.staffId));
    expect(added.statusCode, added.body).toBe(201);
    const created = added.json<{ data: StudioSalesMember }>().data;
    expect(created).toMatchObject({ staff_id: account.staffId, away: false });

    const twice = await call(editor.token, 'POST', 'people/team', member(account.staffId));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(alreadyLinkedMessage('Linked Person'));
    const notSales = await call(editor.token, 'POST', 'people/team', member(editor.staffId));
    expect(notSales.statusCode).toBe(400);
    expect(notSales.json().message).toBe(NOT_A_SALES_ACCOUNT_MESSAGE);

    const before = await call(account.token, 'GET', 'leads');
    const away = await call(editor.token, 'PATCH', `people/team/${created._id}`, {
      away: true,
      staff_id: null,
    });
    expect(away.statusCode).toBe(200);
    expect(away.json<{ data: StudioSalesMember }>().data).toMatchObject({ away: true, staff_id: null });
    // The account itself now has no member: a poll with the earlier ETag gets the new (empty) inbox.
    const inbox = await app.inject({
      url: '/api/v1/studio/leads',
      headers: { authorization: `Bearer ${account.token}`, 'if-none-match': before.headers.etag as string },
    });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json<{ data: { leads: unknown[] } }>().data.leads).toEqual([]);
  });
});
