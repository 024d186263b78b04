// Issue 26, people: an editor adds, changes and removes sales-team members and reviews in the studio;
// the buyer pages' calls (/team, /reviews) show each change on the next request, bad input changes
// nothing, and every write is in the audit log.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisePhone } from '../../src/lib/phone.ts';
import { COMMAND_LINE_ACTOR, createStaffRepository } from '../../src/plugins/app/staff-repository.ts';
import type { Review, SalesMember } from '../../src/schemas/index.ts';
import { createUploadsRepository } from '../../src/plugins/app/uploads-repository.ts';
import { createUploadStorage } from '../../src/uploads/storage.ts';
import { buildTestApp, testConfig } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { newAddress, newPhone, verifiedPhone } from '../helpers/otp.ts';
import { png, upload, type UploadAnswer } from '../helpers/uploads.ts';

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
  languages: ['English', 'Malayalam'],
  city_ids: [] as string[],
};
const cityIds = async () =>
  (await app.inject({ url: '/api/v1/locations/cities' }))
    .json<{ data: { _id: string }[] }>()
    .data.map((city) => city._id);

describe('the people pages, edited in the studio', () => {
  it('a sales-team member added, changed and removed shows on /team at once, each step audited', async () => {
    const [bengaluru, hyderabad] = await cityIds();
    const added = await studio('POST', 'team', { ...PRIYA, city_ids: [bengaluru] });
    expect(added.statusCode, added.body).toBe(201);
    const { _id } = added.json<{ data: SalesMember }>().data;
    expect(await team()).toContainEqual({ _id, ...PRIYA, city_ids: [bengaluru] });

    const changed = await studio('PATCH', `team/${_id}`, {
      exp: 8,
      designation: 'Lead villa advisor',
      languages: ['English', 'Malayalam', 'Tamil'],
      city_ids: [bengaluru, hyderabad],
    });
    expect(changed.statusCode).toBe(200);
    expect((await team()).find((member) => member._id === _id)).toMatchObject({
      exp: 8,
      designation: 'Lead villa advisor',
      languages: ['English', 'Malayalam', 'Tamil'],
      city_ids: [bengaluru, hyderabad],
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
      ['POST', 'team', { ...PRIYA, languages: ['Klingon'] }],
      ['POST', 'team', { ...PRIYA, languages: ['Hindi', 'Hindi'] }],
      ['PATCH', `team/${before.team[0]!._id}`, { city_ids: ['0123456789abcdef01234567'] }],
      ['POST', 'reviews', { name: 'A', rating: 6, review: 'Too good' }],
      ['PATCH', `reviews/${before.reviews[0]!._id}`, {}],
      ['PATCH', `team/${before.team[0]!._id}`, { salary: 1 }],
    ];
    for (const [method, url, payload] of bad) {
      const refused = await studio(method as 'POST', url, payload);
      expect(refused.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(refused.json().message).toMatch(/\S/);
    }
    const unknownCity = await studio('PATCH', `team/${before.team[0]!._id}`, {
      city_ids: ['0123456789abcdef01234567'],
    });
    expect(unknownCity.json().message).toBe('city_ids: no city has the id 0123456789abcdef01234567');
    expect({ team: await team(), reviews: await reviews() }).toEqual(before);
  });

  it("a member's uploaded photo is kept by the sweep of unused uploads; an unknown upload is refused", async () => {
    const uploaded = await upload(app, [{ name: 'priya.png', bytes: await png(400, 400) }]);
    const { _id: uploadId, url } = uploaded.json<UploadAnswer>().data[0]!;
    const added = await studio('POST', 'team', { ...PRIYA, image: url });
    expect(added.statusCode, added.body).toBe(201);
    const sweeper = createUploadsRepository(
      await getTestDb(),
      createUploadStorage(testConfig().uploadStorage),
      {
        clock: () => Date.now() + 2 * 60 * 60 * 1000,
      },
    );
    await sweeper.sweep();
    expect((await app.inject({ url })).statusCode).toBe(200);
    const unknown = url.replace(uploadId, '0123456789abcdef01234567');
    const refused = await studio('PATCH', `team/${added.json<{ data: SalesMember }>().data._id}`, {
      image: unknown,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "image: upload '0123456789abcdef01234567' is unknown or was removed: upload the photo again",
    );
    // Other files' tests read the seed's team as it was.
    expect((await studio('DELETE', `team/${added.json<{ data: SalesMember }>().data._id}`)).statusCode).toBe(
      200,
    );
  });
});
