// Issue 26, catalogue photos: the team uploads a project's photos through the buyers' upload pipeline
// (POST /fileupload/submissions, POST /fileupload) without the per-network daily quota, and a photo a
// project or villa shows is never removed by the sweep of uploads no owner listing took.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadsRepository } from '../../src/plugins/app/uploads-repository.ts';
import { UPLOAD_QUOTA_MESSAGE } from '../../src/plugins/app/uploads-repository.ts';
import { createUploadStorage } from '../../src/uploads/storage.ts';
import { TEST_UPLOADS_DIR, testConfig } from '../helpers/app.ts';
import { openStudioCatalogue, type StudioCatalogue } from '../helpers/studio-catalogue.ts';
import { multipart, png } from '../helpers/uploads.ts';

const HOUR = 60 * 60 * 1000;
let now = Date.now();
let catalogue: StudioCatalogue;
beforeAll(async () => {
  // A network may send 5 files a day: far fewer than a project's photos.
  catalogue = await openStudioCatalogue(
    { uploadLimits: { filesPerDay: 5, bytesPerDay: 50 * 1024 * 1024, minFreeBytes: 0 } },
    () => now,
  );
});
afterAll(() => catalogue.close());

/** Ten photos in one request from the office's one address, as the studio sends them. */
async function sendTen(token: string | null): Promise<number> {
  const { app } = catalogue;
  const remoteAddress = '10.88.0.1';
  const submission = await app.inject({
    method: 'POST',
    url: '/api/v1/fileupload/submissions',
    remoteAddress,
  });
  const id = submission.json<{ data: { id: string } }>().data.id;
  const bytes = await png(400, 300);
  const body = await multipart(
    Array.from({ length: 10 }, (_, n) => ({ name: `p${n}.png`, bytes })),
    { id, type: 'catalogue_photos' },
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/fileupload',
    payload: body.payload,
    headers: { ...body.headers, ...(token && { authorization: `Bearer ${token}` }) },
    remoteAddress,
  });
  if (response.statusCode === 429) expect(response.json().message).toBe(UPLOAD_QUOTA_MESSAGE);
  return response.statusCode;
}

describe('catalogue photos', () => {
  it("an editor uploads 50 photos from one network, past the network's daily quota; a stranger can't", async () => {
    const codes = [];
    for (let n = 0; n < 5; n += 1) codes.push(await sendTen(catalogue.editor));
    expect(codes).toEqual([201, 201, 201, 201, 201]);
    const { count } = (
      await catalogue.db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM uploads WHERE kind = 'catalogue_photos'",
      )
    )[0]!;
    expect(count).toBe(50);
    expect(await sendTen(null)).toBe(429);
    // A sales session is not the catalogue's team.
    expect(await sendTen(await catalogue.staffToken('sales'))).toBe(429);
  });

  it('a photo a listing shows survives the sweep; one it no longer shows is swept like any other', async () => {
    const { app, studio, db } = catalogue;
    const project = await catalogue.createProject({ name: 'Sweep Proof Villas' });
    const [kept, plan, dropped, stray] = await catalogue.uploadPhotos(4);
    const unit = await catalogue.createUnit(project._id, {
      photos: [
        { upload_id: kept, kind: 'exterior', alt: 'Front' },
        { upload_id: dropped, kind: 'interior', alt: 'Hall' },
      ],
    });
    await studio('PATCH', `/projects/${project._id}`, { master_plan: [{ upload_id: plan, alt: 'Plan' }] });
    const sweeper = createUploadsRepository(db, createUploadStorage(testConfig().uploadStorage), {
      clock: () => now,
    });
    expect(testConfig().uploadStorage).toMatchObject({ dir: TEST_UPLOADS_DIR });

    now += 2 * HOUR;
    await sweeper.sweep();
    const served = async (id: string) =>
      (await app.inject({ url: `/api/v1/uploads/${id}/display` })).statusCode;
    expect([await served(kept!), await served(plan!), await served(dropped!)]).toEqual([200, 200, 200]);
    expect(await served(stray!)).toBe(404);

    // Taken out of the gallery, a photo is an unused upload again, past its hour: the next sweep takes it.
    await studio('PATCH', `/units/${unit._id}`, {
      photos: [{ upload_id: kept, kind: 'exterior', alt: 'Front' }],
    });
    await sweeper.sweep();
    expect(await served(dropped!)).toBe(404);
    expect(await served(kept!)).toBe(200);
  });
});
