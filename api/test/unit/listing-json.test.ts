// The listing's kept JSON (src/listing/listing-json.ts): what it reads, what it keeps within its
// bounds, and the answer it writes. Byte equality with the route's serialiser is checked on the seed
// (test/integration/listing-json.test.ts).
import { describe, expect, it } from 'vitest';
import type { ListingIndex } from '../../src/listing/listing-index.ts';
import { createListingJson } from '../../src/listing/listing-json.ts';
import type { ListingResponse, ProjectSummary, UnitSummary } from '../../src/schemas/index.ts';

const project: ProjectSummary = {
  _id: 'p1',
  slug: 'palm-grove',
  name: 'Palm Grove',
  builder: 'Builder',
  gallery: [{ url: '/a.jpg', alt: 'Gate' }],
  starting_price: 10_000_000,
  location: [{ _id: 'l1', name: 'Whitefield' }],
  city: { _id: 'c1', name: 'Bengaluru' },
  min_area: 1000,
  max_area: 3000,
  rera: null,
  room: 3,
  bhk_types: '3,4',
  possession_status: 'Ready To Move',
  cordinates: { type: 'Point', coordinates: [77.7, 12.9] },
};

/** Five units of one project, by position. */
const index = {
  unitIds: ['u0', 'u1', 'u2', 'u3', 'u4'],
  columns: { project: Int32Array.from([0, 0, 0, 0, 0]) },
  projectSummaries: [project],
} as unknown as ListingIndex;

const unit = (position: number): UnitSummary => ({
  _id: `u${position}`,
  slug: `villa-${position}`,
  name: `Villa "${position}"`,
  price: 10_000_000 + position,
  area: 2000,
  builtup_area: 2000,
  plot_area: 1200,
  room: 3,
  unit_type: 'Duplex',
  facing: 'East',
  rera: null,
  location: [{ _id: 'l1', name: 'Whitefield' }],
  unit_premium_tag: [],
  // Unit 2 has photos of its own; the others carry their project's (as toUnitSummary writes them).
  gallery: position === 2 ? [{ url: '/villa-2.jpg', alt: 'Villa 2', kind: 'exterior' }] : [],
  project: [
    {
      _id: project._id,
      slug: project.slug,
      name: project.name,
      gallery: position === 2 ? [] : project.gallery,
      cordinates: project.cordinates,
    },
  ],
});

/** A reader that records what it is asked for and gives every unit. */
function reader() {
  const asked: number[][] = [];
  return {
    asked,
    read: async (missing: number[]) => {
      asked.push(missing);
      return new Map(missing.map((position) => [position, unit(position)]));
    },
  };
}

describe('the listing JSON kept per index', () => {
  it('writes the answer as JSON.stringify would, keys in the schema order', async () => {
    const json = createListingJson(index);
    const { read } = reader();
    const units = await json.units([2, 0], read);
    const answer = json.answer({
      units: units as NonNullable<typeof units>,
      projects: [0],
      total: 5,
      totalProjects: 1,
      message: 'success',
      currentPage: 1,
      totalPages: 1,
    });
    const expected: ListingResponse = {
      status: 'success',
      data: { units: [unit(2), unit(0)], projects: [project] },
      total: 5,
      totalProjects: 1,
      message: 'success',
      currentPage: 1,
      totalPages: 1,
    };
    expect(answer.toString()).toBe(JSON.stringify(expected));
  });

  it("writes a project's photos with the units whose summary carries them, and not with the others", async () => {
    const json = createListingJson(index);
    const units = await json.units([2, 1], reader().read);
    const answer = json.answer({
      units: units as NonNullable<typeof units>,
      projects: [],
      total: 2,
      totalProjects: 1,
      message: 'success',
      currentPage: 1,
      totalPages: 1,
    });
    const sent = JSON.parse(answer.toString()) as ListingResponse;
    expect(sent.data.units.map((shown) => shown.project[0]?.gallery)).toEqual([[], project.gallery]);
  });

  it('writes an empty page', async () => {
    const json = createListingJson(index);
    const units = await json.units([], reader().read);
    const answer = json.answer({
      units: units as NonNullable<typeof units>,
      projects: [],
      total: 0,
      totalProjects: 0,
      message: 'similar_units',
      currentPage: 2,
      totalPages: 0,
    });
    expect(JSON.parse(answer.toString())).toMatchObject({
      data: { units: [], projects: [] },
      currentPage: 2,
    });
  });

  it('reads only the units it does not keep, and drops the oldest beyond its bounds', async () => {
    const json = createListingJson(index, { maxEntries: 3, maxBytes: 1024 * 1024 });
    const { asked, read } = reader();
    await json.units([0, 1], read);
    await json.units([1, 2], read);
    await json.units([3], read); // four kept: 0 is dropped
    await json.units([0, 1, 2, 3], read);
    expect(asked).toEqual([[0, 1], [2], [3], [0]]);
  });

  it('keeps within its bytes', async () => {
    const oneUnit = (await createListingJson(index).units([0], reader().read))?.heads[0]?.length as number;
    const json = createListingJson(index, { maxEntries: 100, maxBytes: oneUnit * 2 + 10 });
    const { asked, read } = reader();
    await json.units([0, 1, 3], read); // units of the same size (unit 2 has photos)
    await json.units([0, 1, 3], read);
    expect(asked).toEqual([[0, 1, 3], [0]]);
  });

  it('still writes a unit dropped while the rest of its page was read', async () => {
    const json = createListingJson(index, { maxEntries: 2, maxBytes: 1024 * 1024 });
    await json.units([0], reader().read);
    const units = await json.units([0, 1, 2, 3], reader().read); // keeping 1, 2 and 3 drops 0
    expect(units?.heads.map((head) => JSON.parse(`[${head.subarray(1).toString()}{}]}]`)[0]._id)).toEqual([
      'u0',
      'u1',
      'u2',
      'u3',
    ]);
  });

  it('answers null when the reader does (the catalogue moved), keeping nothing', async () => {
    const json = createListingJson(index);
    expect(await json.units([0], async () => null)).toBeNull();
    const { asked, read } = reader();
    await json.units([0], read);
    expect(asked).toEqual([[0]]);
  });
});
