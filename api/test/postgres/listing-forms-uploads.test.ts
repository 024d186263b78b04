// Issue 12 on PostgreSQL: uploads of one submission sent in parallel count one after another (the
// advisory lock), an owner's listing takes its photos in one transaction, and `npm run leads --
// --kind individuals|partners` reads them from the database with photo URLs that open.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/config.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { newAddress } from '../helpers/otp.ts';
import { newUploadId, png, upload, type UploadAnswer } from '../helpers/uploads.ts';

const run = promisify(execFile);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('owner listings and uploads on PostgreSQL', () => {
  it('takes 10 parallel uploads of one submission and refuses the 11th', async () => {
    const bytes = await png(64, 48);
    const fields = { id: await newUploadId(app), type: 'property_images' };
    const answers = await Promise.all(
      Array.from({ length: 11 }, (_, index) => upload(app, [{ name: `${index}.png`, bytes }], fields)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(201), 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused?.json().message).toBe('Maximum 10 files allowed. You can add 0 more files.');
  });

  it('stores a listing with its photos and lists it, with photo URLs that open, by npm run leads', async () => {
    const db = await getTestDb();
    const [place] = await db.query<{ city: string; location: string; name: string }>(
      `SELECT c.id AS city, l.id AS location, l.name FROM locations l JOIN cities c ON c.id = l.city_id LIMIT 1`,
    );
    const image = (await upload(app, [{ name: 'front.png', bytes: await png() }])).json<UploadAnswer>()
      .data[0]!;
    const listing = await app.inject({
      method: 'POST',
      url: '/api/v1/client/individuals',
      remoteAddress: newAddress(),
      payload: {
        name: 'Lakshmi Rao',
        email: 'lakshmi@example.com',
        phone_number: '9988776655',
        villa_type: 'Triplex',
        villa_number: 'PG-7',
        bedroom: '5',
        bathrooms: '5',
        balconies: '2',
        builtup_area: 4100,
        villa_price: 61_000_000,
        main_door_facing: 'East',
        furnishing: 'Fully Furnished',
        property_stage: 'Under Construction',
        car_parking: '3',
        available_from: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
        city: place!.city,
        location: place!.name,
        location_id: place!.location,
        property_images: [image._id],
      },
    });
    expect(listing.statusCode).toBe(201);
    const partner = await app.inject({
      method: 'POST',
      url: '/api/v1/client/partners',
      remoteAddress: newAddress(),
      payload: {
        name: 'Arjun Menon',
        email_id: 'arjun@example.com',
        contact_number: '9000011111',
        developer_name: 'Coastal Homes',
        project_name: 'PG Check',
        stage: 'Approval Stage',
        is_project_rera_registered: true,
        rera_number: 'KA-RERA-42',
        property_type: ['Villament'],
        configuration: ['5 BHK'],
        remarks: 'Call after 5 pm',
        city: place!.city,
        location: place!.location,
      },
    });
    expect(partner.statusCode).toBe(201);

    const env = {
      ...process.env,
      DATABASE_URL: inject('postgresUrl') as string,
      OTP_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://villas.example',
    };
    const individuals = await run(
      process.execPath,
      ['--import', 'tsx', 'src/leads/leads-cli.ts', '--kind', 'individuals'],
      {
        cwd: PACKAGE_ROOT,
        env,
      },
    );
    expect(individuals.stdout.split('\r\n')[0]).toMatch(/^time,name,phone,email,villa_type,.*,photos$/);
    const url = `https://villas.example/api/v1/uploads/${image._id}/display`;
    expect(individuals.stdout).toContain(
      `Lakshmi Rao,+919988776655,lakshmi@example.com,Triplex,PG-7,5,5,2,4100,61000000`,
    );
    expect(individuals.stdout).toContain(url);
    const served = await app.inject({ url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const partners = await run(
      process.execPath,
      ['--import', 'tsx', 'src/leads/leads-cli.ts', '--kind', 'partners', '--json'],
      {
        cwd: PACKAGE_ROOT,
        env,
      },
    );
    expect(JSON.parse(partners.stdout)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ project: 'PG Check', rera_number: 'KA-RERA-42', configuration: '5 BHK' }),
      ]),
    );

    const wrong = await run(
      process.execPath,
      ['--import', 'tsx', 'src/leads/leads-cli.ts', '--kind', 'owners'],
      {
        cwd: PACKAGE_ROOT,
        env,
      },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(wrong).toMatchObject({
      code: 2,
      stderr: "--kind must be one of enquiries, partners, individuals (got 'owners')\n",
    });
  });
});
