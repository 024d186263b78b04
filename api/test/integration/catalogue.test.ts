import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  City,
  ListingResponse,
  Location,
  ProjectResponse,
  UnitDetailsResponse,
  UnitResponse,
} from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { loggedIn } from '../helpers/otp.ts';
import { getTestDb } from '../helpers/database.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const get = async <T>(url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<T>() };
};

describe('GET /api/v1/projects/units', () => {
  it("lists a city's units cheapest first, 100 to a page, with all the city's projects", async () => {
    const { status, body } = await get<ListingResponse>('/api/v1/projects/units?city=Bengaluru');
    expect(status).toBe(200);
    expect(body.message).toBe('success');
    expect(body.currentPage).toBe(1);
    expect(body.data.units).toHaveLength(100);
    expect(body.total).toBeGreaterThan(200);
    expect(body.totalPages).toBe(Math.ceil(body.total / 100));
    const prices = body.data.units.map((unit) => unit.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.totalProjects).toBe(body.data.projects.length);
    expect(body.data.projects.length).toBeGreaterThanOrEqual(20);
    for (const project of body.data.projects) expect(project.city.name).toBe('Bengaluru');
    // Each unit has photos to show: its own, or (only then) its project's.
    for (const unit of body.data.units) {
      const projectPhotos = unit.project[0]?.gallery.length;
      if (unit.gallery.length > 0) expect(projectPhotos, unit.slug).toBe(0);
      else expect(projectPhotos, unit.slug).toBeGreaterThan(0);
    }
    expect(body.data.units[0]?.location[0]?.name).toBeTruthy();
  });

  it('finds the city by name in any case, or by id', async () => {
    const byName = await get<ListingResponse>('/api/v1/projects/units?city=hyderabad&limit=5');
    const cities = await get<{ data: City[] }>('/api/v1/locations/cities?visibility=public');
    const hyderabad = cities.body.data.find((city) => city.name === 'Hyderabad');
    const byId = await get<ListingResponse>(`/api/v1/projects/units?city=${hyderabad?._id}&limit=5`);
    expect(byName.body.total).toBeGreaterThan(0);
    expect(byId.body).toEqual(byName.body);
  });

  it('pages through every unit exactly once', async () => {
    const first = await get<ListingResponse>('/api/v1/projects/units?city=Chennai&limit=25');
    const seen = new Set<string>();
    for (let page = 1; page <= first.body.totalPages; page += 1) {
      const { body } = await get<ListingResponse>(
        `/api/v1/projects/units?city=Chennai&limit=25&page=${page}`,
      );
      expect(body.currentPage).toBe(page);
      for (const unit of body.data.units) seen.add(unit._id);
    }
    expect(seen.size).toBe(first.body.total);
  });

  it('answers 400 naming the field for an unknown city and for bad paging', async () => {
    expect(await get('/api/v1/projects/units?city=Atlantis')).toEqual({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: "city: unknown city 'Atlantis'" },
    });
    expect((await get<{ message: string }>('/api/v1/projects/units?page=0')).body.message).toBe(
      'page: must be an integer between 1 and 100000',
    );
    expect((await get<{ message: string }>('/api/v1/projects/units?page=two')).body.message).toBe(
      'page: must be an integer between 1 and 100000',
    );
    expect((await get<{ message: string }>('/api/v1/projects/units?limit=500')).body.message).toBe(
      'limit: must be an integer between 1 and 100',
    );
    expect((await get<{ message: string }>('/api/v1/projects/units?filters=%7Bnot-json')).body.message).toBe(
      'filters: must be a URL-encoded JSON object',
    );
  });

  it('accepts lat, lng, a project and filters', async () => {
    const filters = encodeURIComponent(
      JSON.stringify({ bhk: 4, directions: ['North'], maxPrice: 60_000_000 }),
    );
    const { status, body } = await get<ListingResponse>(
      `/api/v1/projects/units?city=Bengaluru&lat=12.97&lng=77.59&filters=${filters}`,
    );
    expect(status).toBe(200);
    expect(body.message).toBe('success');
    expect(body.total).toBeGreaterThan(0);
    for (const unit of body.data.units) {
      expect(unit.room).toBe(4);
      expect(unit.facing).toMatch(/^North/);
      expect(unit.price).toBeLessThanOrEqual(60_000_000);
    }
    const project = await get<ListingResponse>(
      '/api/v1/projects/units?city=Bengaluru&project=silver-oak-enclave',
    );
    expect(project.body.total).toBeGreaterThan(0);
    for (const unit of project.body.data.units) expect(unit.project[0]?.slug).toBe('silver-oak-enclave');
  });

  it('offers similar units when the filters match nothing', async () => {
    const filters = encodeURIComponent(JSON.stringify({ minPrice: 10_000_000_000 }));
    const { body } = await get<ListingResponse>(`/api/v1/projects/units?city=Mysore&filters=${filters}`);
    expect(body.message).toBe('similar_units');
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.projects.every((project) => project.city.name === 'Mysore')).toBe(true);
  });

  it('offers Bengaluru villas for a city that has none', async () => {
    const db = await getTestDb();
    const id = 'ffffffff0000000000000001';
    await db.query(
      `INSERT INTO cities (id, name, state, country, visibility) VALUES ($1, 'Coimbatore', 'Tamil Nadu', 'India', 'hidden')`,
      [id],
    );
    try {
      const { status, body } = await get<ListingResponse>('/api/v1/projects/units?city=Coimbatore&limit=10');
      expect(status).toBe(200);
      expect(body.message).toBe('similar_units');
      expect(body.data.units).toHaveLength(10);
      expect(body.data.projects.every((project) => project.city.name === 'Bengaluru')).toBe(true);
    } finally {
      await db.query('DELETE FROM cities WHERE id = $1', [id]);
    }
  });
});

describe('unit and project details', () => {
  it("returns a unit's public fields by slug, with only counts of its locked parts", async () => {
    const listing = await get<ListingResponse>('/api/v1/projects/units?city=Bengaluru&limit=1');
    const slug = listing.body.data.units[0]?.slug as string;
    const { status, body } = await get<UnitResponse>(`/api/v1/projects/units/slug/${slug}`);
    expect(status).toBe(200);
    const unit = body.data;
    expect(unit.slug).toBe(slug);
    expect(unit.price).toBe(unit.plot_area * unit.plot_rate + unit.builtup_area * unit.construction_rate);
    // Spec 6: the plans, the price sheet and the specification are for a verified phone.
    for (const field of ['floor_plans', 'master_plan', 'charges', 'specifications']) {
      expect(unit).not.toHaveProperty(field);
    }
    expect(unit.locked.floor_plans).toBeGreaterThan(0);
    expect(unit.locked.master_plan).toBe(1);
    expect(unit.locked.charges).toBeGreaterThan(0);
    expect(unit.amenities.length).toBeGreaterThan(0);
    expect(unit.cordinates.coordinates[0]).toBeGreaterThan(77);
    expect(unit.cordinates.coordinates[1]).toBeLessThan(14);
    // The gallery says which pictures are outside and which inside: the page groups them.
    const kinds = new Set(unit.gallery.map((image) => image.kind));
    expect(kinds).toEqual(new Set(['exterior', 'interior']));
    for (const image of unit.gallery) {
      expect(image.url).toMatch(image.kind === 'interior' ? /\/media\/interior\// : /\/media\/villa\//);
    }
  });

  it("gives a logged-in buyer a unit's plans, price sheet and specification, and anyone else a 401", async () => {
    const listing = await get<ListingResponse>('/api/v1/projects/units?city=Bengaluru&limit=1');
    const slug = listing.body.data.units[0]?.slug as string;
    const { body: unit } = await get<UnitResponse>(`/api/v1/projects/units/slug/${slug}`);
    const url = `/api/v1/projects/units/slug/${slug}/details`;
    const anonymous = await app.inject({ url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('floor_plans');

    const { token } = await loggedIn(app);
    const authorization = `Bearer ${token}`;
    const details = await app.inject({ url, headers: { authorization } });
    expect(details.statusCode).toBe(200);
    expect(details.headers['cache-control']).toBe('private, no-store');
    const { data } = details.json<UnitDetailsResponse>();
    expect(data.floor_plans).toHaveLength(unit.data.locked.floor_plans);
    expect(data.master_plan).toHaveLength(1);
    expect(data.charges).toHaveLength(unit.data.locked.charges);
    expect(data.specifications).toHaveLength(unit.data.locked.specifications);
    expect(data.charges[0]).toEqual({ name: expect.any(String), amount: expect.any(Number) });

    const unknown = await app.inject({
      url: '/api/v1/projects/units/slug/no-such-villa/details',
      headers: { authorization },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404 for an unknown unit or project', async () => {
    expect(await get('/api/v1/projects/units/slug/no-such-villa')).toEqual({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'Unit not found' },
    });
    expect((await get<{ message: string }>('/api/v1/projects/slug/no-such-project')).body.message).toBe(
      'Project not found',
    );
  });

  it('returns a project by slug with its plans, amenities and RERA number', async () => {
    const { status, body } = await get<ProjectResponse>('/api/v1/projects/slug/kaveri-crest-lakeside-villas');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: 'Kaveri Crest Lakeside Villas',
      builder: 'Kaveri Crest Developers',
      city: { name: 'Bengaluru' },
    });
    expect(body.data.rera).toMatch(/^PRM\/KA\/RERA\//);
    expect(body.data.location[0]?.name).toBe('Whitefield');
    expect(body.data.bhk_types).toMatch(/^\d(,\d)*$/);
    expect(body.data.highlights.length).toBeGreaterThan(2);
    expect(body.data.desktop_banner.url).toMatch(/^\/api\/v1\/media\/villa\/\d+\.svg$/);
  });
});

describe('locations', () => {
  it('lists the public cities, Bengaluru first', async () => {
    const { status, body } = await get<{ data: City[] }>('/api/v1/locations/cities?visibility=public');
    expect(status).toBe(200);
    expect(body.data.map((city) => city.name)).toEqual([
      'Bengaluru',
      'Hyderabad',
      'Chennai',
      'Mysore',
      'Hosur',
    ]);
    expect(body.data[0]).toMatchObject({ state: 'Karnataka', country: 'India', visibility: 'public' });
  });

  it("lists a city's localities with coordinates", async () => {
    const cities = await get<{ data: City[] }>('/api/v1/locations/cities');
    const bengaluru = cities.body.data[0] as City;
    const { body } = await get<{ data: Location[] }>(`/api/v1/locations/city/${bengaluru._id}`);
    const whitefield = body.data.find((location) => location.name === 'Whitefield');
    expect(body.data.length).toBeGreaterThanOrEqual(6);
    expect(whitefield?.lat).toBeCloseTo(12.97, 1);
    expect(whitefield?.lng).toBeCloseTo(77.75, 1);
  });

  it('answers 404 for an unknown city id and 400 for something that is not an id', async () => {
    expect(
      (await get<{ message: string }>('/api/v1/locations/city/0123456789abcdef01234567')).body,
    ).toMatchObject({ statusCode: 404, message: 'City not found' });
    expect((await get<{ message: string }>('/api/v1/locations/city/bengaluru')).body).toMatchObject({
      statusCode: 400,
      message: 'cityId: must be a valid id (24 hexadecimal characters)',
    });
    expect((await get<{ message: string }>('/api/v1/locations/cities?visibility=secret')).body.message).toBe(
      "visibility: must be one of 'public', 'hidden'",
    );
  });
});
