// Issue 12: the developer (partner) form and the owner's villa listing. Each rule of spec 5 gives its
// message, a refused submission stores nothing, and an owner's listing takes its photos in the same
// transaction: an unknown, used or expired upload refuses the whole listing.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_ERROR_MESSAGE } from '../../src/app.ts';
import {
  listIndividualLeads,
  listPartnerLeads,
  leadsCsv,
  INDIVIDUAL_LEAD_COLUMNS,
} from '../../src/leads/leads.ts';
import { buildTestApp } from '../helpers/app.ts';
import { failingDb, getTestDb } from '../helpers/database.ts';
import { newAddress } from '../helpers/otp.ts';
import { png, upload, type UploadAnswer } from '../helpers/uploads.ts';

const HOUR = 60 * 60 * 1000;
let now = Date.now();
let app: FastifyInstance;
let city: { id: string; name: string };
let location: { id: string; name: string };
let otherCityLocation: string;

beforeAll(async () => {
  app = await buildTestApp({}, undefined, { clock: () => now });
  const db = await getTestDb();
  [city] = (await db.query<{ id: string; name: string }>(
    "SELECT id, name FROM cities WHERE name = 'Bengaluru'",
  )) as [{ id: string; name: string }];
  [location] = (await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM locations WHERE city_id = $1 ORDER BY name LIMIT 1',
    [city.id],
  )) as [{ id: string; name: string }];
  const [other] = await db.query<{ id: string }>('SELECT id FROM locations WHERE city_id <> $1 LIMIT 1', [
    city.id,
  ]);
  otherCityLocation = other!.id;
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, extra: Partial<InjectOptions> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/client/${url}`,
    payload: payload as InjectOptions['payload'],
    remoteAddress: newAddress(),
    ...extra,
  });

async function count(table: 'partner_enquiries' | 'owner_listings'): Promise<number> {
  const db = await getTestDb();
  const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
  return row?.count ?? 0;
}

const partner = () => ({
  name: 'Meera Iyer',
  email_id: 'meera@greenacres.example',
  contact_number: '9876543210',
  developer_name: 'Green Acres Developers',
  project_name: 'Palm Meadows',
  stage: 'Launch Stage',
  is_project_rera_registered: 'yes',
  rera_number: 'PRM/KA/RERA/1251/446',
  property_type: ['Villa', 'Rowhouse'],
  configuration: ['3 BHK', '4 BHK'],
  remarks: 'Forty villas on twelve acres, launching in March.',
  city: city.id,
  location: location.id,
});

describe('POST /api/v1/client/partners', () => {
  it('stores the developer form and answers 201 with the id', async () => {
    const body = { ...partner(), rera_number: 'PRM/KA/RERA/1251' };
    const response = await post('partners', body);
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ status: string; data: { _id: string; created_at: string } }>();
    const db = await getTestDb();
    const [row] = await db.query<Record<string, unknown>>('SELECT * FROM partner_enquiries WHERE id = $1', [
      data._id,
    ]);
    expect(row).toMatchObject({
      name: 'Meera Iyer',
      email_id: 'meera@greenacres.example',
      contact_number: '9876543210',
      stage: 'Launch Stage',
      is_project_rera_registered: true,
      rera_number: 'PRM/KA/RERA/1251',
      property_type: ['Villa', 'Rowhouse'],
      configuration: ['3 BHK', '4 BHK'],
      city_id: city.id,
      location_id: location.id,
    });
  });

  it('needs no RERA number when the project is not registered, and keeps none', async () => {
    const response = await post('partners', { ...partner(), is_project_rera_registered: 'no' });
    expect(response.statusCode).toBe(201);
    const db = await getTestDb();
    const [row] = await db.query(
      'SELECT is_project_rera_registered, rera_number FROM partner_enquiries WHERE id = $1',
      [response.json().data._id],
    );
    expect(row).toEqual({ is_project_rera_registered: false, rera_number: null });
  });

  it.each([
    [{ rera_number: undefined }, 'rera_number: Enter a valid RERA number'],
    [{ rera_number: 'PRM KA 1251' }, 'rera_number: Enter a valid RERA number'],
    [{ rera_number: 'X'.repeat(31) }, 'rera_number: Enter a valid RERA number'],
    [
      { is_project_rera_registered: 'maybe' },
      "is_project_rera_registered: must be one of 'yes', 'no', 'true', 'false'",
    ],
    [
      { is_project_rera_registered: undefined },
      'is_project_rera_registered: RERA registration status is required',
    ],
    [{ property_type: [] }, 'property_type: Select at least one property type'],
    [{ property_type: undefined }, 'property_type: Select at least one property type'],
    [{ property_type: ['Castle'] }, "property_type[0]: must be one of 'Villa', 'Villament', 'Rowhouse'"],
    [{ configuration: [] }, 'configuration: Select at least one configuration'],
    [{ configuration: ['3 BHK', '3 BHK'] }, 'configuration: must not list the same value twice'],
    [{ name: '  ' }, 'name: Name is required'],
    [{ developer_name: undefined }, 'developer_name: Developer name is required'],
    [{ remarks: '' }, 'remarks: Remarks is required'],
    [
      { stage: 'Dreaming' },
      "stage: must be one of 'Land Stage', 'Approval Stage', 'Launch Stage', 'Under Construction', 'Ready To Move'",
    ],
    [{ email_id: undefined }, 'email_id: Email is required'],
    [{ email_id: 'meera.example' }, 'email_id: Enter a valid email address'],
    [{ contact_number: undefined }, 'contact_number: Phone number is required'],
    [{ contact_number: '98765 43210' }, 'contact_number: Enter a valid phone number'],
    [{ contact_number: '987654321' }, 'contact_number: Enter a valid phone number'],
    [{ city: undefined }, 'city: Please select a city'],
    [{ city: '0123456789abcdef01234567' }, 'city: Please select a city'],
    [{ location: undefined }, 'location: Please select a location'],
    [{ location: 'OTHER' }, 'location: Please select a location'],
    [{ budget: 1 }, 'budget: is not allowed'],
  ])('answers 400 and stores nothing for %o', async (change, message) => {
    const body: Record<string, unknown> = { ...partner(), ...change };
    if (body.location === 'OTHER') body.location = otherCityLocation;
    const before = await count('partner_enquiries');
    const response = await post('partners', body);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await count('partner_enquiries')).toBe(before);
  });

  it('is refused from another site, and limited to 10 a minute from one address', async () => {
    const foreign = await post('partners', partner(), { headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    const remoteAddress = newAddress();
    const statuses = [];
    for (let index = 0; index < 11; index += 1) {
      statuses.push((await post('partners', partner(), { remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });

  it('stores a retried submission once with the same Idempotency-Key', async () => {
    const before = await count('partner_enquiries');
    const headers = { 'idempotency-key': `partner-${Date.now()}` };
    const first = await post('partners', partner(), { headers });
    const again = await post('partners', partner(), { headers });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(await count('partner_enquiries')).toBe(before + 1);
    const other = await post('partners', { ...partner(), remarks: 'Another' }, { headers });
    expect(other.statusCode).toBe(422);
  });
});

async function photo(): Promise<string> {
  const response = await upload(app, [{ name: 'front.png', bytes: await png(200, 150) }]);
  expect(response.statusCode).toBe(201);
  return response.json<UploadAnswer>().data[0]!._id;
}

const indiaDate = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(now + offsetDays * 24 * HOUR),
  );

const owner = (images: string[]) => ({
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone_number: '9123456780',
  villa_type: 'Duplex',
  villa_number: 'B-17',
  bedroom: '4',
  bathrooms: '6+',
  balconies: 'None',
  builtup_area: 3200,
  villa_price: 42_500_000,
  main_door_facing: 'North-East',
  furnishing: 'Semi-Furnished',
  property_stage: 'Ready To Move',
  property_age_in_years: 3,
  car_parking: '2',
  available_from: indiaDate(30),
  city: city.id,
  location: location.name,
  location_id: location.id,
  property_images: images,
});

async function listingOf(uploadId: string): Promise<string | null> {
  const db = await getTestDb();
  const [row] = await db.query<{ listing_id: string | null }>(
    'SELECT listing_id FROM uploads WHERE id = $1',
    [uploadId],
  );
  return row?.listing_id ?? null;
}

describe('POST /api/v1/client/individuals', () => {
  it('stores the listing and takes its photos, which then outlive the sweep of unused uploads', async () => {
    const images = [await photo(), await photo()];
    const response = await post('individuals', owner(images));
    expect(response.statusCode).toBe(201);
    const { _id } = response.json().data;
    const db = await getTestDb();
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT name, bedroom, bathrooms, balconies, builtup_area, villa_price::text AS villa_price, property_age_in_years,
              to_char(available_from, 'YYYY-MM-DD') AS available_from, city_id, location_id, property_images
         FROM owner_listings WHERE id = $1`,
      [_id],
    );
    expect(row).toEqual({
      name: 'Ravi Kumar',
      bedroom: '4',
      bathrooms: '6+',
      balconies: 'None',
      builtup_area: 3200,
      villa_price: '42500000',
      property_age_in_years: 3,
      available_from: indiaDate(30),
      city_id: city.id,
      location_id: location.id,
      property_images: images,
    });
    expect(await listingOf(images[0]!)).toBe(_id);

    const [lead] = (await listIndividualLeads(db, new Date(now - 1000), 'https://villas.example')).filter(
      (candidate) => candidate.villa_number === 'B-17',
    );
    expect(lead?.photos.split(' ')).toEqual(
      images.map((id) => `https://villas.example/api/v1/uploads/${id}/display`),
    );
    const served = await app.inject({ url: new URL(lead!.photos.split(' ')[0]!).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(leadsCsv([lead!], INDIVIDUAL_LEAD_COLUMNS).split('\r\n')[0]).toBe(
      INDIVIDUAL_LEAD_COLUMNS.join(','),
    );
  });

  it('needs the property age only for Ready To Move', async () => {
    const before = await count('owner_listings');
    const images = [await photo()];
    const { property_age_in_years: _age, ...withoutAge } = owner(images);
    void _age;
    const missing = await post('individuals', withoutAge);
    expect(missing.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'property_age_in_years: Property age is required',
    });
    expect(await count('owner_listings')).toBe(before);
    expect(await listingOf(images[0]!)).toBeNull();

    const building = await post('individuals', { ...withoutAge, property_stage: 'Under Construction' });
    expect(building.statusCode).toBe(201);
  });

  it.each([
    [{ phone_number: '912345678' }, 'phone_number: Enter a valid phone number'],
    [{ phone_number: undefined }, 'phone_number: Phone number is required'],
    [{ email: 'ravi' }, 'email: Enter a valid email address'],
    [{ villa_type: undefined }, 'villa_type: Villa type is required'],
    [{ bedroom: 4 }, "bedroom: must be one of '1', '2', '3', '4', '5', '6', '7', '8', '9', '10+'"],
    [{ balconies: '7' }, "balconies: must be one of '0', '1', '2', '3', '4', 'None'"],
    [
      { main_door_facing: 'Up' },
      "main_door_facing: must be one of 'North', 'South', 'East', 'West', 'North-East', 'North-West', 'South-East', 'South-West'",
    ],
    [{ builtup_area: undefined }, 'builtup_area: Built-up area is required'],
    [{ villa_price: -1 }, 'villa_price: must be an integer between 100000 and 10000000000'],
    [{ available_from: '2020-01-01' }, 'available_from: must be a date from today to 2100-12-31'],
    [{ available_from: 'soon' }, 'available_from: must be a date like 2025-01-31'],
    [{ city: undefined }, 'city: Please select a city'],
    [{ location_id: 'OTHER' }, 'location_id: Please select a location'],
    [{ location: 'Somewhere Else' }, "location: must be the name of location_id ('NAME')"],
    [{ property_images: [] }, 'property_images: Add at least one photo'],
    [
      { property_images: ['0123456789abcdef01234567'] },
      "property_images: upload '0123456789abcdef01234567' is unknown, expired or used by another listing: upload the photo again",
    ],
  ])('answers 400, stores nothing and leaves the photo unused for %o', async (change, message) => {
    const image = await photo();
    const body: Record<string, unknown> = { ...owner([image]), ...change };
    if (body.location_id === 'OTHER') body.location_id = otherCityLocation;
    const before = await count('owner_listings');
    const response = await post('individuals', body);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: message.replace('NAME', location.name),
    });
    expect(await count('owner_listings')).toBe(before);
    expect(await listingOf(image)).toBeNull();
  });

  it('refuses a photo another listing took, or one unused for over an hour, and stores nothing', async () => {
    const taken = await photo();
    expect((await post('individuals', owner([taken]))).statusCode).toBe(201);
    const fresh = await photo();
    const before = await count('owner_listings');
    const reused = await post('individuals', owner([fresh, taken]));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(
      `property_images: upload '${taken}' is unknown, expired or used by another listing: upload the photo again`,
    );
    expect(await listingOf(fresh)).toBeNull();

    const old = await photo();
    now += 2 * HOUR;
    try {
      const expired = await post('individuals', { ...owner([old]), available_from: indiaDate(1) });
      expect(expired.statusCode).toBe(400);
    } finally {
      now -= 2 * HOUR;
    }
    expect(await count('owner_listings')).toBe(before);
  });

  it('stores nothing when taking the photos fails', async () => {
    const image = await photo();
    const broken = await buildTestApp({}, failingDb(await getTestDb(), /update "uploads"/i), {
      clock: () => now,
    });
    try {
      const before = await count('owner_listings');
      const response = await broken.inject({
        method: 'POST',
        url: '/api/v1/client/individuals',
        payload: owner([image]),
        remoteAddress: newAddress(),
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toBe(INTERNAL_ERROR_MESSAGE);
      expect(await count('owner_listings')).toBe(before);
      expect(await listingOf(image)).toBeNull();
    } finally {
      await broken.close();
    }
  });

  it('is refused from another site', async () => {
    const response = await post('individuals', owner([await photo()]), {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Villa listings from "https://evil.example" are not accepted: they are sent from this site\'s own pages',
    );
  });
});

describe('the leads of the forms', () => {
  it('list the developer forms with their choices, city and location', async () => {
    const since = new Date(now - 1000);
    expect((await post('partners', { ...partner(), project_name: 'Lead Check' })).statusCode).toBe(201);
    const leads = await listPartnerLeads(await getTestDb(), since);
    expect(leads.find((lead) => lead.project === 'Lead Check')).toMatchObject({
      name: 'Meera Iyer',
      phone: '+919876543210',
      rera_registered: 'yes',
      property_type: 'Villa; Rowhouse',
      configuration: '3 BHK; 4 BHK',
      city: 'Bengaluru',
      location: location.name,
    });
  });
});
