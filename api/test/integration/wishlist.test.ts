// The wishlist (spec §4, §7): by a unit's _id or its slug, each user's own.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingResponse, UnitSummary } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { loggedIn } from '../helpers/otp.ts';

let app: FastifyInstance;
let units: UnitSummary[];
beforeAll(async () => {
  app = await buildTestApp();
  units = (await app.inject({ url: '/api/v1/projects/units?city=Bengaluru&limit=3' })).json<ListingResponse>()
    .data.units;
});
afterAll(() => app.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const add = (token: string, id: string) =>
  app.inject({ method: 'POST', url: `/api/v1/auth/users/addunittowishlist/${id}`, headers: bearer(token) });
const remove = (token: string, id: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/v1/auth/users/removefromwishlist/${id}`,
    headers: bearer(token),
  });
const list = (token: string) =>
  app.inject({ url: '/api/v1/auth/users/getmyfavoriteunits', headers: bearer(token) });

describe('the wishlist', () => {
  it('adds a unit by _id and by slug, lists them newest first as listing units, and removes them', async () => {
    const { token } = await loggedIn(app);
    const [first, second] = units as [UnitSummary, UnitSummary];
    const byId = await add(token, first._id);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual({ status: 'success', data: { _id: first._id, wishlisted: true } });
    expect((await add(token, second.slug)).json().data).toEqual({ _id: second._id, wishlisted: true });
    expect((await add(token, second._id)).statusCode).toBe(200); // twice is still once

    const listed = list(token);
    const body = (await listed).json<{ status: string; data: UnitSummary[] }>();
    expect(body.data.map((unit) => unit._id).sort()).toEqual([first._id, second._id].sort());
    expect(body.data.find((unit) => unit._id === first._id)).toEqual(first);

    expect((await remove(token, first.slug)).json().data).toEqual({ _id: first._id, wishlisted: false });
    expect((await list(token)).json<{ data: UnitSummary[] }>().data.map((unit) => unit._id)).toEqual([
      second._id,
    ]);
  });

  it('answers 404 with a message for a unit that does not exist, and stores nothing', async () => {
    const { token, userId } = await loggedIn(app);
    const response = await add(token, 'no-such-villa');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Unit 'no-such-villa' not found");
    const db = await getTestDb();
    expect(await db.query('SELECT 1 FROM wishlists WHERE user_id = $1', [userId])).toEqual([]);
  });

  it("never lets user A read or change user B's wishlist", async () => {
    const a = await loggedIn(app);
    const b = await loggedIn(app);
    const [first, second] = units as [UnitSummary, UnitSummary];
    await add(b.token, first._id);
    expect((await list(a.token)).json().data).toEqual([]);
    await remove(a.token, first._id); // A removing "it" touches only A's list
    await add(a.token, second._id);
    expect((await list(b.token)).json<{ data: UnitSummary[] }>().data.map((unit) => unit._id)).toEqual([
      first._id,
    ]);
    expect((await list(a.token)).json<{ data: UnitSummary[] }>().data.map((unit) => unit._id)).toEqual([
      second._id,
    ]);
  });
});
