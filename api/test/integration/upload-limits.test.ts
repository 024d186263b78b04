// Issue 23: uploads can't fill the disk. The server issues the upload id (10 files each), one address
// has a daily quota of files and bytes, uploads stop while the disk is short, and a photo of more
// than 24 megapixels is refused before it is decoded.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadLimits } from '../../src/config.ts';
import {
  DISK_FULL_MESSAGE,
  UNKNOWN_SUBMISSION_MESSAGE,
  UPLOAD_QUOTA_MESSAGE,
} from '../../src/plugins/app/uploads-repository.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { newAddress } from '../helpers/otp.ts';
import { multipart, newUploadId, png, upload } from '../helpers/uploads.ts';

const MINUTE = 60 * 1000;
const MB = 1024 * 1024;

async function countUploads(): Promise<number> {
  const db = await getTestDb();
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM uploads');
  return row?.count ?? 0;
}

let now = Date.now();

async function appWith(limits: Partial<UploadLimits>): Promise<FastifyInstance> {
  const dir = mkdtempSync(path.join(tmpdir(), 'villa-upload-limits-'));
  return buildTestApp(
    {
      uploadStorage: { kind: 'local', dir },
      uploadLimits: { filesPerDay: 60, bytesPerDay: 60 * MB, minFreeBytes: 0, ...limits },
    },
    undefined,
    { clock: () => now },
  );
}

/** POST /fileupload from one given address. */
async function uploadFrom(app: FastifyInstance, remoteAddress: string, count: number, id?: string) {
  const bytes = await png(40, 30);
  const body = await multipart(
    Array.from({ length: count }, (_, index) => ({ name: `${index}.png`, bytes })),
    { id: id ?? (await newUploadId(app, remoteAddress)), type: 'property_images' },
  );
  return app.inject({
    method: 'POST',
    url: '/api/v1/fileupload',
    payload: body.payload,
    headers: body.headers,
    remoteAddress,
  });
}

describe('upload ids', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({});
  });
  afterAll(async () => app?.close());

  it('issues an id, and refuses one the client made up, storing nothing', async () => {
    const issued = await app.inject({ method: 'POST', url: '/api/v1/fileupload/submissions' });
    expect(issued.statusCode).toBe(201);
    expect(issued.json().data.id).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const before = await countUploads();
    const madeUp = await upload(app, [{ name: 'a.png', bytes: await png(32, 32) }], {
      id: 'my-own-id-123',
      type: 'property_images',
    });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toBe(UNKNOWN_SUBMISSION_MESSAGE);
    expect(await countUploads()).toBe(before);
  });

  it('takes 10 files under one id and no more, so new files need a new id from the server', async () => {
    const address = newAddress();
    const id = await newUploadId(app, address);
    expect((await uploadFrom(app, address, 10, id)).statusCode).toBe(201);
    const eleventh = await uploadFrom(app, address, 1, id);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().message).toBe('Maximum 10 files allowed. You can add 0 more files.');
  });

  it('refuses an id after its hour', async () => {
    const address = newAddress();
    const id = await newUploadId(app, address);
    now += 61 * MINUTE;
    try {
      const late = await uploadFrom(app, address, 1, id);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(UNKNOWN_SUBMISSION_MESSAGE);
    } finally {
      now -= 61 * MINUTE;
    }
  });

  it('refuses ids from another site', async () => {
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/v1/fileupload/submissions',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('the daily quota of one address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ filesPerDay: 12, bytesPerDay: 60 * MB });
  });
  afterAll(async () => app?.close());

  it('takes 12 files a day from one address, refuses the 13th with 429, and not another address', async () => {
    const address = newAddress();
    expect((await uploadFrom(app, address, 10)).statusCode).toBe(201);
    expect((await uploadFrom(app, address, 2)).statusCode).toBe(201);
    const before = await countUploads();
    const over = await uploadFrom(app, address, 1);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(UPLOAD_QUOTA_MESSAGE);
    expect(await countUploads()).toBe(before);

    expect((await uploadFrom(app, newAddress(), 1)).statusCode).toBe(201);
  });

  it('counts parallel requests one after another: 20 at once from one address store 12', async () => {
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, () => uploadFrom(app, address, 1)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(12);
    expect(codes.filter((code) => code === 429)).toHaveLength(8);
  });

  it('starts again the next day (India time)', async () => {
    const address = newAddress();
    expect((await uploadFrom(app, address, 10)).statusCode).toBe(201);
    expect((await uploadFrom(app, address, 3)).statusCode).toBe(429);
    now += 24 * 60 * MINUTE;
    try {
      expect((await uploadFrom(app, address, 3)).statusCode).toBe(201);
    } finally {
      now -= 24 * 60 * MINUTE;
    }
  });
});

describe('the quota of bytes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ filesPerDay: 1000, bytesPerDay: 1 * MB });
  });
  afterAll(async () => app?.close());

  it('refuses the upload that would pass the day’s bytes', async () => {
    const address = newAddress();
    // Noise does not compress: each PNG is about 0.4 MB.
    const noisy = await sharp(Buffer.from(Array.from({ length: 360 * 360 * 3 }, () => Math.random() * 256)), {
      raw: { width: 360, height: 360, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(0.35 * MB);
    const send = async () => {
      const body = await multipart([{ name: 'noise.png', bytes: noisy }], {
        id: await newUploadId(app, address),
        type: 'property_images',
      });
      return app.inject({
        method: 'POST',
        url: '/api/v1/fileupload',
        payload: body.payload,
        headers: body.headers,
        remoteAddress: address,
      });
    };
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(UPLOAD_QUOTA_MESSAGE);
  });
});

describe('the free-disk floor', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // More free space than any disk has: uploads must stop.
    app = await appWith({ minFreeBytes: 1024 ** 5 });
  });
  afterAll(async () => app?.close());

  it('answers 507 with a message and stores nothing while the disk is short', async () => {
    const before = await countUploads();
    const response = await uploadFrom(app, newAddress(), 1);
    expect(response.statusCode).toBe(507);
    expect(response.json().message).toBe(DISK_FULL_MESSAGE);
    expect(await countUploads()).toBe(before);
  });
});

describe('the pixel limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({});
  });
  afterAll(async () => app?.close());

  it('refuses a small file that claims 25 megapixels, and takes a 20-megapixel one', async () => {
    const blankPng = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#888' } })
        .png()
        .toBuffer();
    const bomb = await blankPng(5000, 5000);
    expect(bomb.length).toBeLessThan(MB);
    const refused = await upload(app, [{ name: 'bomb.png', bytes: bomb }]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(
      'The file is not a readable PNG image: it may be damaged, or larger than 24 megapixels',
    );
    const taken = await upload(app, [{ name: 'big.png', bytes: await blankPng(5000, 4000) }]);
    expect(taken.statusCode).toBe(201);
    expect(taken.json().data[0]).toMatchObject({ width: 1600, height: 1280 });
  });
});
