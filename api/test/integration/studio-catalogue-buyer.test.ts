// Issue 26, catalogue: what an editor does in the studio reaches buyers at once. A project with
// villas and photos, published, is found by a logged-out buyer in the listing, through a filter and
// on its page; a listing publishes only with a photo; a new slug leaves the old one answering 301;
// a price edit changes the listing's answer and ETag and the server-rendered page at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingResponse } from '../../src/schemas/index.ts';
import { openStudioCatalogue, type StudioCatalogue } from '../helpers/studio-catalogue.ts';

let catalogue: StudioCatalogue;
let app: StudioCatalogue['app'];
let db: StudioCatalogue['db'];
let place: StudioCatalogue['place'];
let studio: StudioCatalogue['studio'];
let createProject: StudioCatalogue['createProject'];
let createUnit: StudioCatalogue['createUnit'];
let uploadPhotos: StudioCatalogue['uploadPhotos'];
let auditOf: StudioCatalogue['auditOf'];
let move: StudioCatalogue['move'];
beforeAll(async () => {
  catalogue = await openStudioCatalogue();
  ({ app, db, place, studio, createProject, createUnit, uploadPhotos, auditOf, move } = catalogue);
});
afterAll(() => catalogue.close());

/** The buyer's listing, logged out. */
const listing = async (query: string) =>
  (await app.inject({ url: `/api/v1/projects/units?${query}` })).json<ListingResponse>();

describe('the studio catalogue, as buyers see it', () => {
  it('publishes a villa only with a photo, and an old slug of it answers 301 to the new one', async () => {
    const project = await createProject({ name: 'Sal Forest Homes' });
    const unit = await createUnit(project._id, { name: '5 BHK Villa S5' });
    expect((await move('projects', project._id, 'published')).json().message).toBe(
      'The project can be published only with a photo: add an exterior or interior photo first.',
    );
    const [front, living, plan] = await uploadPhotos(3);
    await studio('PATCH', `/projects/${project._id}`, {
      photos: [{ upload_id: front, kind: 'exterior', alt: 'The gate' }],
    });
    expect((await move('projects', project._id, 'published')).statusCode).toBe(200);
    expect((await move('units', unit._id, 'published')).statusCode).toBe(422);
    const photographed = await studio('PATCH', `/units/${unit._id}`, {
      photos: [
        { upload_id: plan, kind: 'plan', alt: 'Ground floor plan' },
        { upload_id: front, kind: 'exterior', alt: 'Front' },
        { upload_id: living, kind: 'interior', alt: 'Living room' },
      ],
      cover: living,
    });
    expect(photographed.json().data).toMatchObject({
      cover: living,
      shown: {
        gallery: [
          { url: `/api/v1/uploads/${living}/display`, alt: 'Living room', kind: 'interior' },
          { url: `/api/v1/uploads/${front}/display`, alt: 'Front', kind: 'exterior' },
        ],
        floor_plans: [{ url: `/api/v1/uploads/${plan}/display`, alt: 'Ground floor plan' }],
      },
    });
    expect((await move('units', unit._id, 'published')).statusCode).toBe(200);
    const oldSlug = unit.slug;
    const renamed = await studio('PATCH', `/units/${unit._id}`, { slug: 'sal-forest-5-bhk-s5' });
    expect(renamed.json().data.slug).toBe('sal-forest-5-bhk-s5');
    const api = await app.inject({ url: `/api/v1/projects/units/slug/${oldSlug}` });
    expect(api.statusCode).toBe(301);
    expect(api.headers.location).toBe('/api/v1/projects/units/slug/sal-forest-5-bhk-s5');
    const page = await app.inject({ url: `/unit/${oldSlug}/`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/unit/sal-forest-5-bhk-s5/');
    const [entry] = await auditOf('unit', unit._id);
    expect(entry).toMatchObject({ before: { slug: oldSlug }, after: { slug: 'sal-forest-5-bhk-s5' } });
    // Published, it keeps a photo.
    const bare = await studio('PATCH', `/units/${unit._id}`, { photos: [] });
    expect(bare.json().message).toBe(
      'photos: a published villa keeps at least one exterior or interior photo',
    );
  });

  it('a project with three villas and photos, published, is found by a logged-out buyer', async () => {
    const project = await createProject({ name: 'Coral Tree Enclave', amenities: ['Swimming pool'] });
    const photos = await uploadPhotos(4);
    await studio('PATCH', `/projects/${project._id}`, {
      photos: photos.slice(0, 2).map((upload_id, n) => ({ upload_id, kind: 'exterior', alt: `View ${n}` })),
      master_plan: [{ upload_id: photos[3], alt: 'Master plan' }],
    });
    const villas = [];
    for (const [n, room] of [3, 4, 5].entries()) {
      const villa = await createUnit(project._id, {
        name: `${room} BHK Villa C${n}`,
        room,
        price: 20_000_000 + n * 5_000_000,
        photos: [{ upload_id: photos[2], kind: 'exterior', alt: `Villa C${n}` }],
      });
      expect(villa.shown.master_plan).toEqual([
        { url: `/api/v1/uploads/${photos[3]}/display`, alt: 'Master plan' },
      ]);
      villas.push(villa);
    }
    const before = await listing(`city=${place.city_id}&limit=1`);
    expect((await move('projects', project._id, 'published')).statusCode).toBe(200);
    for (const villa of villas) expect((await move('units', villa._id, 'published')).statusCode).toBe(200);

    const after = await listing(`city=${place.city_id}&limit=1`);
    expect(after.total).toBe(before.total + 3);
    const filters = encodeURIComponent(JSON.stringify({ bhk: 5, withs: ['Pool'] }));
    const filtered = await listing(`city=${place.city_id}&project=${project.slug}&filters=${filters}`);
    expect(filtered.data.units.map((unit) => unit.slug)).toEqual([villas[2]!.slug]);
    const detail = await app.inject({ url: `/api/v1/projects/units/slug/${villas[0]!.slug}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      price: 20_000_000,
      gallery: [{ url: `/api/v1/uploads/${photos[2]}/display`, kind: 'exterior' }],
      project: [{ slug: project.slug }],
    });
    const projectPage = await app.inject({ url: `/api/v1/projects/slug/${project.slug}` });
    expect(projectPage.json().data).toMatchObject({
      starting_price: 20_000_000,
      bhk_types: '3,4,5',
      desktop_banner: { url: `/api/v1/uploads/${photos[0]}/display`, alt: 'View 0' },
      master_plan: [{ alt: 'Master plan' }],
    });
  });

  it('a price edit shows on the buyer site at once: the listing, its ETag and the server-rendered page', async () => {
    const [unit] = await db.query<{ id: string; slug: string; project_slug: string; price: number }>(
      `SELECT u.id, u.slug, u.price, p.slug AS project_slug FROM units u JOIN projects p ON p.id = u.project_id
       WHERE u.status = 'published' AND u.city_id = $1 ORDER BY u.slug LIMIT 1`,
      [place.city_id],
    );
    const url = `/api/v1/projects/units?city=${place.city_id}&project=${unit!.project_slug}`;
    const first = await app.inject({ url });
    const etag = first.headers.etag!;
    expect((await app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const html = async () =>
      (await app.inject({ url: `/unit/${unit!.slug}/`, headers: { accept: 'text/html' } })).body;
    expect(await html()).toContain(`<p class="price">${unit!.price}</p>`);

    const price = unit!.price + 123_000;
    expect((await studio('PATCH', `/units/${unit!.id}`, { price })).statusCode).toBe(200);
    const revalidated = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.headers.etag).not.toBe(etag);
    const shown = revalidated.json<ListingResponse>().data.units.find((row) => row.slug === unit!.slug);
    expect(shown!.price).toBe(price);
    expect(await html()).toContain(`<p class="price">${price}</p>`);
  });
});
