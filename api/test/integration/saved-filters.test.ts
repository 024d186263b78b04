// Issue 9, part 3 (the server's side): a filter payload is saved under an id that a link can carry,
// and read back on another phone, logged in or not.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { newAddress } from '../helpers/otp.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const save = (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/users/filters',
    remoteAddress: newAddress(),
    payload: payload as object,
  });

const savedCount = async () =>
  (await (await getTestDb()).query<{ count: number }>('SELECT count(*)::int AS count FROM saved_filters'))[0]!
    .count;

describe('saved filters', () => {
  it('saves the spec payload and gives it back by its id', async () => {
    const filters = {
      bhk: 4,
      types: ['Villa', 'Duplex'],
      minBuiltupArea: 1000,
      maxBuiltupArea: 4000,
      minPrice: 10_000_000,
      maxPrice: 35_000_000,
      directions: ['East', 'North-East'],
      withs: ['Private Pool'],
    };
    const saved = await save(filters);
    expect(saved.statusCode).toBe(201);
    const id = saved.json<{ data: { _id: string } }>().data._id;
    expect(id).toMatch(/^[0-9a-f]{24}$/);

    const loaded = await app.inject({ url: `/api/v1/users/filters/${id}` });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toEqual({ status: 'success', data: { ...filters, _id: id } });
  });

  it('refuses a payload that is not a filter, with a message naming the field, and stores nothing', async () => {
    const before = await savedCount();
    for (const [payload, message] of [
      [{ bhk: { $gt: 1 } }, 'bhk: must be an integer'],
      [{ types: [{ name: 'Villa' }] }, 'types[0]: must be text'],
      [{ bhk: '\ud800' }, 'bhk: must be valid text (it holds half of a character)'],
      [{ withs: Array.from({ length: 51 }, () => 'Pool') }, 'withs: must have at most 50 items'],
    ] as const) {
      const response = await save(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    const tooBig = await save({ types: ['Villa'], note: 'x'.repeat(9000) });
    expect(tooBig.statusCode).toBe(413);
    expect(await savedCount()).toBe(before);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await app.inject({ url: '/api/v1/users/filters/aaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe('Filter not found');
    const malformed = await app.inject({ url: '/api/v1/users/filters/not-an-id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toBe(
      'id: must be a valid id (24 hexadecimal characters)',
    );
  });
});
