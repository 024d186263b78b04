// Issue 12: POST /fileupload and GET /uploads/{id}/{variant}, on both storages (a local folder and an
// S3-compatible server started here): the type judged from the bytes, the size and count limits with
// the spec's messages, generated names, re-encoding without EXIF, and the sweep of unused uploads.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadStorageConfig } from '../../src/config.ts';
import { createUploadsRepository } from '../../src/plugins/app/uploads-repository.ts';
import { createUploadStorage } from '../../src/uploads/storage.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server.ts';
import {
  gpsJpeg,
  hasGps,
  PDF,
  png,
  SVG_WITH_SCRIPT,
  newUploadId,
  upload,
  webp,
  type UploadAnswer,
} from '../helpers/uploads.ts';

const TYPE_REFUSAL = (type: string) =>
  `File type ${type} is not allowed. Allowed types: image/jpeg, image/jpg, image/png, image/webp`;

async function countUploads(): Promise<number> {
  const db = await getTestDb();
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM uploads');
  return row?.count ?? 0;
}

/** Every file name under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' });
}

const HOUR = 60 * 60 * 1000;

describe.each(['local', 's3'] as const)('uploads on the %s storage', (kind) => {
  let app: FastifyInstance;
  let s3: LocalS3 | null = null;
  let storageDir: string;
  let storage: UploadStorageConfig;
  let now = Date.now();

  beforeAll(async () => {
    if (kind === 's3') {
      s3 = await startLocalS3();
      storage = s3.config;
      storageDir = s3.directory;
    } else {
      storageDir = mkdtempSync(path.join(tmpdir(), 'villa-uploads-test-'));
      storage = { kind: 'local', dir: storageDir };
    }
    app = await buildTestApp({ uploadStorage: storage }, undefined, { clock: () => now });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it('re-encodes a GPS-tagged JPEG into a display and a card WebP without EXIF, served by id', async () => {
    const original = await gpsJpeg();
    expect(hasGps((await sharp(original).metadata()).exif)).toBe(true);

    const response = await upload(app, [{ name: 'IMG_0001.JPG', bytes: original, type: 'image/jpeg' }]);
    expect(response.statusCode).toBe(201);
    const [image] = response.json<UploadAnswer>().data;
    expect(image).toMatchObject({
      url: `/api/v1/uploads/${image!._id}/display`,
      card_url: `/api/v1/uploads/${image!._id}/card`,
      content_type: 'image/webp',
      width: 1200,
      height: 900,
      original_type: 'image/jpeg',
      original_bytes: original.length,
    });

    for (const [url, size] of [
      [image!.url, { width: 1200, height: 900 }],
      [image!.card_url, { width: 640, height: 480 }],
    ] as const) {
      const served = await app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', ...size });
      expect(metadata.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('VillaCam'))).toBe(false);
    }
  });

  it('accepts PNG and WebP, whatever they are called', async () => {
    const response = await upload(app, [
      { name: 'plan.png', bytes: await png(), type: 'image/png' },
      { name: 'garden', bytes: await webp(), type: 'application/octet-stream' },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json<UploadAnswer>().data.map((image) => image.original_type)).toEqual([
      'image/png',
      'image/webp',
    ]);
  });

  it.each([
    [
      'a PDF behind a .jpg name and an image/jpeg type',
      { name: 'villa.jpg', bytes: PDF, type: 'image/jpeg' },
      TYPE_REFUSAL('application/pdf'),
    ],
    [
      'an SVG with a script behind a .png name',
      { name: 'villa.png', bytes: SVG_WITH_SCRIPT, type: 'image/png' },
      TYPE_REFUSAL('image/svg+xml'),
    ],
    [
      'text bytes',
      { name: 'villa.webp', bytes: Buffer.from('hello, not an image'), type: 'image/webp' },
      TYPE_REFUSAL('unknown'),
    ],
    [
      'a JPEG cut short',
      {
        name: 'villa.jpg',
        bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]),
        type: 'image/jpeg',
      },
      'The file is not a readable JPEG image: it may be damaged, or larger than 24 megapixels',
    ],
  ])('refuses %s with 415 and stores nothing', async (_what, file, message) => {
    const before = await countUploads();
    const response = await upload(app, [file]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message });
    expect(await countUploads()).toBe(before);
  });

  it('refuses a file of 1 MB + 1 byte with the spec message, and takes one of exactly 1 MB', async () => {
    const jpeg = await gpsJpeg();
    // Bytes after the JPEG's end are ignored by decoders: a valid image of any size.
    const sized = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length, 0)]);
    const before = await countUploads();
    const over = await upload(app, [{ name: 'big.jpg', bytes: sized(1_048_577) }]);
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('File size 1.01MB exceeds maximum allowed size of 1MB');
    expect(await countUploads()).toBe(before);

    const twoMb = await upload(app, [{ name: 'big.png', bytes: sized(2 * 1_048_576) }]);
    expect(twoMb.json().message).toBe('File size 2.00MB exceeds maximum allowed size of 1MB');

    const exact = await upload(app, [{ name: 'exact.jpg', bytes: sized(1_048_576) }]);
    expect(exact.statusCode).toBe(201);
  });

  it('takes 10 files of one submission, sent in parallel, and refuses the 11th', async () => {
    const bytes = await png(64, 48);
    const fields = { id: await newUploadId(app), type: 'property_images' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => upload(app, [{ name: `${index}.png`, bytes }], fields)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const eleventh = await upload(app, [{ name: '10.png', bytes }], fields);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().message).toBe('Maximum 10 files allowed. You can add 0 more files.');
  });

  it('refuses 11 files in one request, storing none of them', async () => {
    const bytes = await png(64, 48);
    const before = await countUploads();
    const response = await upload(
      app,
      Array.from({ length: 11 }, (_, index) => ({ name: `${index}.png`, bytes })),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Maximum 10 files allowed. You can add 10 more files.');
    expect(await countUploads()).toBe(before);
  });

  it('stores a file named with a path under a generated id, never its name', async () => {
    const response = await upload(app, [{ name: '../../../../etc/passwd.jpg', bytes: await gpsJpeg() }]);
    expect(response.statusCode).toBe(201);
    const [image] = response.json<UploadAnswer>().data;
    const db = await getTestDb();
    const [row] = await db.query<{ original_name: string; stored_name: string }>(
      'SELECT original_name, stored_name FROM uploads WHERE id = $1',
      [image!._id],
    );
    expect(row).toEqual({ original_name: 'passwd.jpg', stored_name: image!._id });
    const names = filesUnder(storageDir);
    expect(names.some((name) => name.includes('passwd'))).toBe(false);
    expect(names.some((name) => name.includes(image!._id))).toBe(true);
  });

  it.each([
    [{ type: 'property_images' }, 'id: is required'],
    [
      { id: '../x', type: 'property_images' },
      'id: must be the form submission id: 1 to 64 letters, digits, - or _',
    ],
    [{ id: 'abc' }, 'type: is required'],
  ])('answers 400 for the fields %o', async (fields, message) => {
    const response = await upload(app, [{ name: 'a.png', bytes: await png(32, 32) }], fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 400 without files, 415 for a body that is not multipart, 403 from another site', async () => {
    const none = await upload(app, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('files: is required: send at least one image');
    const json = await app.inject({ method: 'POST', url: '/api/v1/fileupload', payload: { id: 'x' } });
    expect(json.statusCode).toBe(415);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/v1/fileupload',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\n\xff\xd8',
    });
    expect(broken.statusCode).toBe(400);
    const foreign = await upload(app, [{ name: 'a.png', bytes: await png(32, 32) }], undefined, {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('answers 404 for an unknown id or variant', async () => {
    const unknown = await app.inject({ url: '/api/v1/uploads/0123456789abcdef01234567/display' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Image not found');
    expect(unknown.headers['x-content-type-options']).toBe('nosniff');
    const [image] = (await upload(app, [{ name: 'a.png', bytes: await png(32, 32) }])).json<UploadAnswer>()
      .data;
    expect((await app.inject({ url: `/api/v1/uploads/${image!._id}/original` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/v1/uploads/not-an-id/card' })).statusCode).toBe(400);
  });

  it('removes uploads no listing took within an hour, from the database and the storage', async () => {
    // The sweep the app runs every hour, on the same database, storage and clock.
    const uploads = createUploadsRepository(await getTestDb(), createUploadStorage(storage), {
      clock: () => now,
    });
    const [image] = (await upload(app, [{ name: 'a.png', bytes: await png(32, 32) }])).json<UploadAnswer>()
      .data;
    now += 50 * 60 * 1000;
    await uploads.sweep();
    expect((await app.inject({ url: image!.url })).statusCode).toBe(200);

    now += 15 * 60 * 1000;
    expect(await uploads.sweep()).toBeGreaterThan(0);
    expect((await app.inject({ url: image!.url })).statusCode).toBe(404);
    expect((await app.inject({ url: image!.card_url })).statusCode).toBe(404);
    const db = await getTestDb();
    expect(await db.query('SELECT 1 FROM uploads WHERE id = $1', [image!._id])).toEqual([]);
    expect(filesUnder(storageDir).some((name) => name.includes(image!._id))).toBe(false);
  });

  it('sweeps at start', async () => {
    const [image] = (await upload(app, [{ name: 'a.png', bytes: await png(32, 32) }])).json<UploadAnswer>()
      .data;
    const later = now + 2 * HOUR;
    const restarted = await buildTestApp({ uploadStorage: storage }, undefined, { clock: () => later });
    try {
      expect((await restarted.inject({ url: image!.url })).statusCode).toBe(404);
    } finally {
      await restarted.close();
    }
  });
});
