// Issue 26, catalogue: an editor creates a project and its villas field by field and edits them.
// Bad input is refused with the field's message and changes nothing; every write is audited with the
// fields that changed; a project's figures and a villa's features follow its villas; slugs are made
// from the name, unique also against old ones, and stay when the name changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStudioCatalogue, VILLA, type StudioCatalogue } from '../helpers/studio-catalogue.ts';

let catalogue: StudioCatalogue;
let app: StudioCatalogue['app'];
let db: StudioCatalogue['db'];
let place: StudioCatalogue['place'];
let studio: StudioCatalogue['studio'];
let uploadPhotos: StudioCatalogue['uploadPhotos'];
let createProject: StudioCatalogue['createProject'];
let createUnit: StudioCatalogue['createUnit'];
let auditOf: StudioCatalogue['auditOf'];
beforeAll(async () => {
  catalogue = await openStudioCatalogue();
  ({ app, db, place, studio, createProject, createUnit, auditOf, uploadPhotos } = catalogue);
});
afterAll(() => catalogue.close());

describe('the studio catalogue editor', () => {
  it('creates a draft project with its pin on its location, and gives it back whole', async () => {
    const project = await createProject({ amenities: ['Swimming pool', 'Clubhouse'] });
    expect(project).toMatchObject({
      slug: 'tamarind-grove-villas',
      status: 'draft',
      name: 'Tamarind Grove Villas',
      city: { _id: place.city_id },
      location: { _id: place.location_id },
      possession_status: 'Under Construction',
      lat: place.lat,
      lng: place.lng,
      amenities: ['Swimming pool', 'Clubhouse'],
      photos: [],
      cover: null,
      derived: { starting_price: 0, bhk_types: '' },
    });
    const read = await studio('GET', `/projects/${project._id}`);
    expect(read.json().data).toEqual(project);
    const [created] = await auditOf('project', project._id);
    expect(created).toMatchObject({ action: 'project.create', before: null, after: { name: project.name } });
    // A draft is not public.
    expect((await app.inject({ url: `/api/v1/projects/slug/${project.slug}` })).statusCode).toBe(404);
  });

  it("edits fields one by one, audits what changed, and keeps the project's figures in step with its villas", async () => {
    const project = await createProject({ name: 'Neem Court' });
    const edited = await studio('PATCH', `/projects/${project._id}`, {
      description: 'Forty villas around a neem grove.',
      rera: 'PRM/KA/RERA/1251/446/PR/0101',
      highlights: ['Two acres of open space'],
      specifications: [{ title: 'Flooring', description: 'Italian marble' }],
      total_units: 40,
      land_area_acres: 6.5,
      virtual_tour_url: 'https://tours.example.com/neem-court',
      lat: 12.9716,
      lng: 77.5946,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ total_units: 40, lat: 12.9716, land_area_acres: 6.5 });
    const [entry] = await auditOf('project', project._id);
    expect(entry).toMatchObject({
      action: 'project.edit',
      before: { total_units: 0, virtual_tour_url: null, lat: place.lat },
      after: { total_units: 40, virtual_tour_url: 'https://tours.example.com/neem-court', lat: 12.9716 },
    });
    expect(Object.keys(entry!.before as object)).not.toContain('name');

    const a = await createUnit(project._id, { name: '4 BHK Villa A1' });
    expect(a).toMatchObject({
      status: 'draft',
      slug: 'neem-court-4-bhk-villa-a1',
      project: { _id: project._id },
      rera: 'PRM/KA/RERA/1251/446/PR/0101',
      possession_status: 'Under Construction',
      withs: [],
    });
    const b = await createUnit(project._id, {
      name: '3 BHK Villa B2',
      room: 3,
      price: 21_000_000,
      builtup_area: 2400,
      unit_premium_tag: ['Corner plot'],
    });
    // Half its plot open once the house stands on it, and the tag: features the filter finds.
    expect(b.withs).toEqual(['corner plot', 'private garden']);
    const figures = async () => (await studio('GET', `/projects/${project._id}`)).json().data.derived;
    expect(await figures()).toEqual({
      starting_price: 21_000_000,
      min_area: 2400,
      max_area: 3200,
      bhk_types: '3,4',
      room: 3,
    });
    const cheaper = await studio('PATCH', `/units/${a._id}`, { price: 19_500_000, builtup_area: 3300 });
    expect(cheaper.json().data).toMatchObject({ price: 19_500_000, builtup_area: 3300 });
    expect(await figures()).toMatchObject({ starting_price: 19_500_000, max_area: 3300 });
    const [unitEntry] = await auditOf('unit', a._id);
    expect(unitEntry).toMatchObject({
      action: 'unit.edit',
      before: { price: 32_500_000, builtup_area: 3200 },
      after: { price: 19_500_000, builtup_area: 3300 },
    });

    // A project's amenities give its villas their features.
    await studio('PATCH', `/projects/${project._id}`, { amenities: ['Swimming pool'] });
    expect((await studio('GET', `/units/${b._id}`)).json().data.withs).toContain('pool');
  });

  it('refuses bad input with the field and its message, and changes nothing', async () => {
    const project = await createProject({ name: 'Refusal Row' });
    const unit = await createUnit(project._id);
    const [otherCity] = await db.query<{ id: string }>(
      "SELECT id FROM cities WHERE name <> 'Bengaluru' ORDER BY name LIMIT 1",
    );
    const [elsewhere] = await db.query<{ id: string }>(
      'SELECT id FROM locations WHERE city_id = $1 LIMIT 1',
      [otherCity!.id],
    );
    const projectCases: [object, number, RegExp][] = [
      [{ lat: 91 }, 400, /^lat: must be a number between -90 and 90$/],
      [{ lng: -180.5 }, 400, /^lng: /],
      [{ virtual_tour_url: 'http://tours.example.com/x' }, 400, /^virtual_tour_url: /],
      [{ virtual_tour_url: 'javascript:alert(1)' }, 400, /^virtual_tour_url: /],
      [{ amenities: ['Helipad'] }, 400, /^amenities/],
      [{ property_kind: 'Castle' }, 400, /^property_kind: /],
      [{ name: '   ' }, 400, /^name: /],
      [{ total_units: -1 }, 400, /^total_units: /],
      [{ rera: 'has spaces in it' }, 400, /^rera: /],
      [{ city_id: otherCity!.id }, 400, /^location_id: is not a location of this city/],
      [{ location_id: elsewhere!.id }, 400, /^location_id: is not a location of this city/],
      [{ city_id: 'ffffffffffffffffffffffff' }, 400, /^city_id: /],
      [{ slug: 'Not A Slug' }, 400, /^slug: /],
      [
        { photos: [{ upload_id: 'ffffffffffffffffffffffff', kind: 'exterior', alt: 'x' }] },
        400,
        /^photos: upload/,
      ],
      [{ cover: 'ffffffffffffffffffffffff' }, 400, /^cover: is not one of this project's/],
      [{ unknown: 1 }, 400, /unknown/],
      [{}, 400, /./],
    ];
    const unitCases: [object, number, RegExp][] = [
      [{ price: 0 }, 400, /^price: /],
      [{ price: 3_000_000_000 }, 400, /^price: /],
      [{ facing: 'Up' }, 400, /^facing: /],
      [{ furnishing: 'Bare' }, 400, /^furnishing: /],
      [{ unit_type: 'Bungalow' }, 400, /^unit_type: /],
      [{ room: 0 }, 400, /^room: /],
      [{ unit_premium_tag: ['Sea view'] }, 400, /^unit_premium_tag/],
      [{ charges: [{ name: 'Corpus', amount: -5 }] }, 400, /^charges/],
      [{ master_plan: [] }, 400, /master_plan/],
    ];
    const projectBefore = (await studio('GET', `/projects/${project._id}`)).json().data;
    const unitBefore = (await studio('GET', `/units/${unit._id}`)).json().data;
    const entries = (await auditOf('project', project._id)).length;
    for (const [payload, status, message] of projectCases) {
      const refused = await studio('PATCH', `/projects/${project._id}`, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(status);
      expect(refused.json().message, JSON.stringify(payload)).toMatch(message);
    }
    for (const [payload, status, message] of unitCases) {
      const refused = await studio('PATCH', `/units/${unit._id}`, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(status);
      expect(refused.json().message, JSON.stringify(payload)).toMatch(message);
    }
    // A create refused for one field makes nothing at all.
    const badPhoto = await studio('POST', '/projects', {
      name: 'Never Made',
      builder: 'Nobody',
      property_kind: 'Villa',
      city_id: place.city_id,
      location_id: place.location_id,
      photos: [{ upload_id: 'ffffffffffffffffffffffff', kind: 'exterior', alt: 'x' }],
    });
    expect(badPhoto.json().message).toBe(
      "photos: upload 'ffffffffffffffffffffffff' is unknown or was removed: upload the photo again",
    );
    expect(await db.query("SELECT 1 FROM projects WHERE name = 'Never Made'")).toEqual([]);
    const missing = await studio('POST', '/projects', { name: 'No place' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/builder|city_id/);
    expect((await studio('GET', '/projects/ffffffffffffffffffffffff')).statusCode).toBe(404);
    expect((await studio('POST', '/projects/ffffffffffffffffffffffff/units', VILLA)).statusCode).toBe(404);
    expect((await studio('GET', `/projects/${project._id}`)).json().data).toEqual(projectBefore);
    expect((await studio('GET', `/units/${unit._id}`)).json().data).toEqual(unitBefore);
    expect(await auditOf('project', project._id)).toHaveLength(entries);
  });

  it('gives two projects of one name sent at once two slugs, and an archived project no new villas', async () => {
    const twins = await Promise.all([
      createProject({ name: 'Twin Palms' }),
      createProject({ name: 'Twin Palms' }),
    ]);
    expect(twins.map((project) => project.slug).sort()).toEqual(['twin-palms', 'twin-palms-2']);
    expect(
      (await studio('POST', `/projects/${twins[0]._id}/status`, { status: 'archived' })).statusCode,
    ).toBe(200);
    const refused = await studio('POST', `/projects/${twins[0]._id}/units`, VILLA);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The project is archived, for good: it takes no new villas.');
  });

  it('makes slugs from the name, unique also against old ones, and keeps them when the name changes', async () => {
    const first = await createProject({ name: 'Banyan Bay' });
    const second = await createProject({ name: 'Banyan  Bay!' });
    expect([first.slug, second.slug]).toEqual(['banyan-bay', 'banyan-bay-2']);
    const renamed = await studio('PATCH', `/projects/${first._id}`, { name: 'Banyan Bay Phase One' });
    expect(renamed.json().data.slug).toBe('banyan-bay');
    // A slug given up still leads to its listing: a new one does not take it.
    const moved = await studio('PATCH', `/projects/${first._id}`, { slug: 'banyan-bay-phase-one' });
    expect(moved.json().data.slug).toBe('banyan-bay-phase-one');
    expect((await createProject({ name: 'Banyan Bay' })).slug).toBe('banyan-bay-3');
    const taken = await studio('PATCH', `/projects/${second._id}`, { slug: 'banyan-bay-phase-one' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('slug: is the address of another project: choose another');
    const retired = await studio('PATCH', `/projects/${second._id}`, { slug: 'banyan-bay' });
    expect(retired.json().message).toBe(
      'slug: was the address of another project and still leads to it: choose another',
    );
    const named = await createUnit(first._id, { name: 'Banyan Bay Phase One Villa 7' });
    expect(named.slug).toBe('banyan-bay-phase-one-villa-7');
    const units = [await createUnit(first._id), await createUnit(first._id)];
    expect(units.map((unit) => unit.slug)).toEqual([
      'banyan-bay-phase-one-4-bhk-villa-a1',
      'banyan-bay-phase-one-4-bhk-villa-a1-2',
    ]);
  });

  it("moves a project to another city with its villas, and edits a seeded project's master plan alone", async () => {
    const project = await createProject({ name: 'Moving House' });
    const unit = await createUnit(project._id);
    const [there] = await db.query<{ city_id: string; location_id: string }>(
      `SELECT l.city_id, l.id AS location_id FROM locations l JOIN cities c ON c.id = l.city_id
       WHERE c.name <> 'Bengaluru' ORDER BY l.name LIMIT 1`,
    );
    const moved = await studio('PATCH', `/projects/${project._id}`, there!);
    expect(moved.json().data).toMatchObject({
      city: { _id: there!.city_id },
      location: { _id: there!.location_id },
    });
    expect((await studio('GET', `/units/${unit._id}`)).json().data).toMatchObject({
      city: { _id: there!.city_id },
      location: { _id: there!.location_id },
    });

    const [seeded] = await db.query<{ id: string }>(
      "SELECT id FROM projects WHERE status = 'published' ORDER BY slug LIMIT 1",
    );
    const before = (await studio('GET', `/projects/${seeded!.id}`)).json().data;
    const [plan] = await uploadPhotos(1);
    const edited = await studio('PATCH', `/projects/${seeded!.id}`, {
      master_plan: [{ upload_id: plan, alt: 'Phase 2 master plan' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.shown).toEqual({
      ...before.shown,
      master_plan: [{ url: `/api/v1/uploads/${plan}/display`, alt: 'Phase 2 master plan' }],
    });
  });
});
