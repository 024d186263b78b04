// Issue 29, my places: a buyer keeps up to five places with their account, replaced whole; a bad list
// is refused with a message and changes nothing; each buyer sees only their own.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_PLACES_MAX } from '../../src/contract/my-places.ts';
import type { MyPlace } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { loggedIn } from '../helpers/otp.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const list = (token: string) => app.inject({ url: '/api/v1/auth/users/places', headers: bearer(token) });
const put = (token: string, places: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/auth/users/places',
    headers: bearer(token),
    payload: { places },
  });

const office: MyPlace = { label: 'Office', name: 'Manyata Tech Park', lat: 13.0457, lng: 77.6207 };
const school: MyPlace = { label: 'School', name: 'Greenwood High, Sarjapur', lat: 12.9085, lng: 77.6817 };
const parents: MyPlace = {
  label: 'Parents',
  name: 'Pin at 12.97125, 77.64112',
  lat: 12.97125,
  lng: 77.64112,
};

describe(`my places (${testDatabaseKind()})`, () => {
  it('are kept in the order given, replaced whole, and emptied by an empty list', async () => {
    const { token } = await loggedIn(app);
    expect((await list(token)).json()).toEqual({ status: 'success', data: [] });
    const saved = await put(token, [school, { ...office, label: '  Office ' }, parents]);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('private, no-store');
    expect(saved.json<{ data: MyPlace[] }>().data).toEqual([school, office, parents]);
    expect((await list(token)).json<{ data: MyPlace[] }>().data).toEqual([school, office, parents]);

    expect((await put(token, [parents])).json<{ data: MyPlace[] }>().data).toEqual([parents]);
    expect((await put(token, [])).json<{ data: MyPlace[] }>().data).toEqual([]);
    expect((await list(token)).json<{ data: MyPlace[] }>().data).toEqual([]);
  });

  it(`refuses more than ${MY_PLACES_MAX}, an empty label or a point off the globe, and keeps the list as it was`, async () => {
    const { token } = await loggedIn(app);
    await put(token, [office]);
    const refused = [
      Array.from({ length: MY_PLACES_MAX + 1 }, (_, n) => ({ ...office, label: `Place ${n}` })),
      [{ ...office, label: '   ' }],
      [{ ...office, lat: 91 }],
      [{ ...office, extra: 'x' }],
      [{ label: 'Office', lat: 1, lng: 2 }],
    ];
    for (const places of refused) {
      const response = await put(token, places);
      expect(response.statusCode, JSON.stringify(places)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/places/);
    }
    expect((await list(token)).json<{ data: MyPlace[] }>().data).toEqual([office]);
  });

  it("are each buyer's own, and need a login", async () => {
    const asha = await loggedIn(app);
    const ravi = await loggedIn(app);
    await put(asha.token, [office, school]);
    expect((await list(ravi.token)).json<{ data: MyPlace[] }>().data).toEqual([]);
    expect((await app.inject({ url: '/api/v1/auth/users/places' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/v1/auth/users/places', payload: { places: [] } }))
        .statusCode,
    ).toBe(401);
  });
});
