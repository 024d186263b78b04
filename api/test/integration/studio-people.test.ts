// Issue 26, people: an editor adds, changes and removes sales-team members and reviews in the studio;
// the buyer pages' calls (/team, /reviews) show each change on the next request, bad input changes
// nothing, and every write is in the audit log.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisePhone } from '../../src/lib/phone.ts';
import { COMMAND_LINE_ACTOR, createStaffRepository } from '../../src/plugins/app/staff-repository.ts';
import type { Review, SalesMember } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { newAddress, newPhone, verifiedPhone } from '../helpers/otp.ts';

let app: FastifyInstance;
let editor: string;
beforeAll(async () => {
  app = await buildTestApp();
  const mobile = newPhone();
  await createStaffRepository(await getTestDb()).add(COMMAND_LINE_ACTOR, {
    name: 'People Editor',
    phone: normalisePhone('+91', mobile),
    role: 'editor',
  });
  const { verificationId } = await verifiedPhone(app, mobile);
  editor = (
    await app.inject({
      method: 'POST',
      url: '/api/v1/studio/auth/session',
      payload: { phone_number: mobile, country_code: '+91', verification_id: verificationId },
      remoteAddress: newAddress(),
    })
  ).json<{ data: { token: string } }>().data.token;
});
afterAll(() => app.close());

const studio = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1/studio/people/${url}`,
    headers: { authorization: `Bearer ${editor}` },
    payload,
  });
const team = async () => (await app.inject({ url: '/api/v1/team' })).json<{ data: SalesMember[] }>().data;
const reviews = async () => (await app.inject({ url: '/api/v1/reviews' })).json<{ data: Review[] }>().data;

const PRIYA = {
  name: 'Priya Nair',
  exp: 7,
  location: 'Whitefield, Bengaluru',
  designation: 'Senior villa advisor',
  image: null,
  email: 'priya.nair@example.com',
  phone: '+919876512345',
};

describe('the people pages, edited in the studio', () => {
  it('a sales-team member added, changed and removed shows on /team at once, each step audited', async () => {
    const added = await studio('POST', 'team', PRIYA);
    expect(added.statusCode, added.body).toBe(201);
    const { _id } = added.json<{ data: SalesMember }>().data;
    expect(await team()).toContainEqual({ _id, ...PRIYA });

    const changed = await studio('PATCH', `team/${_id}`, { exp: 8, designation: 'Lead villa advisor' });
    expect(changed.statusCode).toBe(200);
    expect((await team()).find((member) => member._id === _id)).toMatchObject({
      exp: 8,
      designation: 'Lead villa advisor',
    });

    expect((await studio('DELETE', `team/${_id}`)).statusCode).toBe(200);
    expect((await team()).map((member) => member._id)).not.toContain(_id);
    expect((await studio('DELETE', `team/${_id}`)).statusCode).toBe(404);

    const admin = await app.inject({
      url: `/api/v1/studio/audit?record_type=sales_member&record_id=${_id}`,
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(admin.statusCode).toBe(403); // the audit log is the admins'
    const entries = await (
      await getTestDb()
    ).query<{ action: string; actor: string }>(
      'SELECT action, actor FROM audit_log WHERE record_id = $1 ORDER BY id',
      [_id],
    );
    expect(entries.map((entry) => entry.action)).toEqual([
      'sales_member.add',
      'sales_member.edit',
      'sales_member.remove',
    ]);
    expect(entries.every((entry) => entry.actor.startsWith('People Editor (+91 '))).toBe(true);
  });

  it('a review added and corrected shows on /reviews, newest first', async () => {
    const added = await studio('POST', 'reviews', {
      name: 'Arjun Shetty',
      rating: 5,
      review: 'We found our villa in a week.',
    });
    expect(added.statusCode).toBe(201);
    const { _id } = added.json<{ data: Review }>().data;
    expect((await reviews())[0]).toEqual({
      _id,
      name: 'Arjun Shetty',
      rating: 5,
      review: 'We found our villa in a week.',
    });
    await studio('PATCH', `reviews/${_id}`, { rating: 4 });
    expect((await reviews())[0]).toMatchObject({ _id, rating: 4 });
    expect((await studio('DELETE', `reviews/${_id}`)).statusCode).toBe(200);
    expect((await reviews()).map((review) => review._id)).not.toContain(_id);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const before = { team: await team(), reviews: await reviews() };
    const bad: [string, string, object][] = [
      ['POST', 'team', { ...PRIYA, email: 'not-an-email' }],
      ['POST', 'team', { ...PRIYA, phone: '98765' }],
      ['POST', 'team', { ...PRIYA, image: 'javascript:alert(1)' }],
      ['POST', 'team', { ...PRIYA, name: '   ' }],
      ['POST', 'reviews', { name: 'A', rating: 6, review: 'Too good' }],
      ['PATCH', `reviews/${before.reviews[0]!._id}`, {}],
      ['PATCH', `team/${before.team[0]!._id}`, { salary: 1 }],
    ];
    for (const [method, url, payload] of bad) {
      const refused = await studio(method as 'POST', url, payload);
      expect(refused.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(refused.json().message).toMatch(/\S/);
    }
    expect({ team: await team(), reviews: await reviews() }).toEqual(before);
  });
});
