// Issue 26, submissions: the owners' listings from /list-your-villa are a review queue in the studio.
// Approved, one becomes a draft villa pre-filled from it (its photos its gallery), which the team
// publishes; rejected, the owner is told the reason by SMS (the outbox). Both are audited; a listing
// decided once is refused with a message; bad input changes nothing.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerSubmission } from '../../src/schemas/index.ts';
import { createUploadsRepository } from '../../src/plugins/app/uploads-repository.ts';
import { createUploadStorage } from '../../src/uploads/storage.ts';
import { TEST_OUTBOX_FILE, testConfig } from '../helpers/app.ts';
import { newAddress } from '../helpers/otp.ts';
import { openStudioCatalogue, type StudioCatalogue } from '../helpers/studio-catalogue.ts';

const HOUR = 60 * 60 * 1000;
let now = Date.now();
let catalogue: StudioCatalogue;
let location: { id: string; name: string };
beforeAll(async () => {
  catalogue = await openStudioCatalogue({}, () => now);
  [location] = (await catalogue.db.query<{ id: string; name: string }>(
    'SELECT id, name FROM locations WHERE id = $1',
    [catalogue.place.location_id],
  )) as [typeof location];
});
afterAll(() => catalogue.close());

const INDIA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
let phones = 0;

/** An owner's listing sent from /list-your-villa, with two photos; its phone is its own. */
async function submit(villaNumber: string) {
  const photos = await catalogue.uploadPhotos(2);
  const phone = `98${String(Date.now() % 1e7).padStart(7, '0')}${(phones += 1) % 10}`;
  const response = await catalogue.app.inject({
    method: 'POST',
    url: '/api/v1/client/individuals',
    remoteAddress: newAddress(),
    payload: {
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone_number: phone,
      villa_type: 'Triplex',
      villa_number: villaNumber,
      bedroom: '5',
      bathrooms: '6+',
      balconies: '2',
      builtup_area: 4200,
      villa_price: 52_500_000,
      main_door_facing: 'North-East',
      furnishing: 'Fully Furnished',
      property_stage: 'Ready To Move',
      property_age_in_years: 3,
      car_parking: 'None',
      available_from: INDIA_DATE.format(new Date(now + 30 * 24 * HOUR)),
      city: catalogue.place.city_id,
      location: location.name,
      location_id: location.id,
      property_images: photos,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json<{ data: { _id: string } }>().data._id, photos, phone };
}

const queue = async (query = '') => {
  const response = await catalogue.studio('GET', `/submissions/owners${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { submissions: OwnerSubmission[] } }>().data.submissions;
};

const outbox = (phone: string) =>
  readFileSync(TEST_OUTBOX_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.includes(`"phone_number":"${phone}"`))
    .map((line) => JSON.parse(line) as { text: string });

describe("owners' listings", () => {
  it('approved, one becomes a draft villa pre-filled from it, which the team publishes', async () => {
    const first = await submit('B-17');
    now += 2 * HOUR;
    const second = await submit('C-4');
    const pending = await queue('?status=pending');
    expect(pending.map((row) => row._id)).toEqual([first.id, second.id]);
    expect(pending[0]).toMatchObject({
      review_status: 'pending',
      age_hours: 2,
      contact: { name: 'Ravi Kumar', email: 'ravi@example.com', phone_number: first.phone },
      fields: {
        villa_type: 'Triplex',
        bedroom: '5',
        villa_price: 52_500_000,
        city: { _id: catalogue.place.city_id },
      },
      photos: first.photos.map((id) => ({ upload_id: id, url: `/api/v1/uploads/${id}/display` })),
      review: null,
    });

    const [cover] = await catalogue.uploadPhotos(1);
    const project = await catalogue.createProject({
      name: 'Owners Row',
      photos: [{ upload_id: cover, kind: 'exterior', alt: 'Gate' }],
    });
    const approved = await catalogue.studio('POST', `/submissions/owners/${first.id}/approve`, {
      project_id: project._id,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const { submission, unit } = approved.json<{
      data: { submission: OwnerSubmission; unit: { _id: string; slug: string } };
    }>().data;
    expect(unit).toMatchObject({
      status: 'draft',
      name: '5 BHK Triplex B-17',
      price: 52_500_000,
      builtup_area: 4200,
      unit_type: 'Triplex',
      room: 5,
      bathrooms: 6,
      parking: 0,
      facing: 'North-East',
      furnishing: 'Fully Furnished',
      possession_status: 'Ready To Move',
      cover: first.photos[0],
      photos: first.photos.map((id) => ({ upload_id: id, kind: 'exterior' })),
    });
    expect(submission).toMatchObject({
      review_status: 'approved',
      review: { by: 'Studio editor', rejection_reason: null, unit: { _id: unit._id, slug: unit.slug } },
    });
    expect((await queue()).map((row) => row._id).slice(0, 2)).toEqual([second.id, first.id]);
    const [entry] = await catalogue.auditOf('owner_listing', first.id);
    expect(entry).toMatchObject({
      action: 'owner_listing.approve',
      before: { review_status: 'pending' },
      after: { review_status: 'approved', unit_id: unit._id },
    });
    expect((await catalogue.auditOf('unit', unit._id))[0]).toMatchObject({ action: 'unit.create' });

    for (const decided of [
      catalogue.studio('POST', `/submissions/owners/${first.id}/approve`, { project_id: project._id }),
      catalogue.studio('POST', `/submissions/owners/${first.id}/reject`, { reason: 'Duplicate' }),
    ]) {
      const refused = await decided;
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toMatch(
        /^This owner’s listing was approved already: a decided listing can’t be/,
      );
    }

    // Its photos are the villa's now: hours later, the sweep of unused uploads leaves them.
    now += 3 * HOUR;
    await createUploadsRepository(catalogue.db, createUploadStorage(testConfig().uploadStorage), {
      clock: () => now,
    }).sweep();
    for (const id of first.photos)
      expect((await catalogue.app.inject({ url: `/api/v1/uploads/${id}/display` })).statusCode).toBe(200);

    expect((await catalogue.move('projects', project._id, 'published')).statusCode).toBe(200);
    expect((await catalogue.move('units', unit._id, 'published')).statusCode).toBe(200);
    const detail = await catalogue.app.inject({ url: `/api/v1/projects/units/slug/${unit.slug}` });
    expect(detail.json().data).toMatchObject({
      price: 52_500_000,
      gallery: [{ url: `/api/v1/uploads/${first.photos[0]}/display` }, {}],
    });
  });

  it('rejected, the owner is told the reason by SMS; bad input is refused and changes nothing', async () => {
    const { id, phone } = await submit('D-9');
    const [otherCity] = await catalogue.db.query<{ id: string }>(
      "SELECT p.id FROM projects p JOIN cities c ON c.id = p.city_id WHERE c.name <> 'Bengaluru' LIMIT 1",
    );
    const cases: [string, object, number, string | RegExp][] = [
      ['reject', {}, 400, /reason/],
      ['reject', { reason: '   ' }, 400, /^reason: /],
      ['reject', { reason: 'x'.repeat(301) }, 400, /^reason: /],
      ['approve', { project_id: otherCity!.id }, 400, /^project_id: is not in Bengaluru/],
      [
        'approve',
        { project_id: 'ffffffffffffffffffffffff' },
        400,
        'project_id: is not a project: choose one',
      ],
    ];
    for (const [verb, body, status, message] of cases) {
      const refused = await catalogue.studio('POST', `/submissions/owners/${id}/${verb}`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(status);
      expect(refused.json().message).toMatch(message);
    }
    const missing = await catalogue.studio('POST', '/submissions/owners/ffffffffffffffffffffffff/reject', {
      reason: 'No',
    });
    expect(missing.statusCode).toBe(404);
    expect((await queue('?status=pending')).map((row) => row._id)).toContain(id);
    expect(outbox(phone)).toEqual([]);

    const reason = 'The photos do not show the villa: please send photos of the house itself.';
    const rejected = await catalogue.studio('POST', `/submissions/owners/${id}/reject`, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      owner_told: true,
      submission: { review_status: 'rejected', review: { rejection_reason: reason, unit: null } },
    });
    expect(outbox(phone).map((message) => message.text)).toEqual([
      `VillaNest: we could not list your villa D-9. ${reason}`,
    ]);
    const [entry] = await catalogue.auditOf('owner_listing', id);
    expect(entry).toMatchObject({
      action: 'owner_listing.reject',
      before: { review_status: 'pending' },
      after: { review_status: 'rejected', rejection_reason: reason },
    });
    const again = await catalogue.studio('POST', `/submissions/owners/${id}/reject`, { reason: 'Again' });
    expect(again.json().message).toBe(
      'This owner’s listing was rejected already: a decided listing can’t be rejected.',
    );
    expect(outbox(phone)).toHaveLength(1);
    expect((await queue('?status=rejected')).map((row) => row._id)).toContain(id);
  });
});
