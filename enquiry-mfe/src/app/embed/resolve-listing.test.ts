import { afterEach, expect, test, vi } from 'vitest';
import { enquiryRequestFor, GENERAL_ENQUIRY_TITLE } from './resolve-listing.ts';

const API = 'https://villas.example';

/** The API as far as the lookup reads it: one project and one unit, by slug. */
function stubApi() {
  const fetchMock = vi.fn(async (url: string) => {
    const found: Record<string, { _id: string; name: string }> = {
      [`${API}/api/v1/projects/slug/mango-orchard-villas`]: { _id: 'p1', name: 'Mango Orchard Villas' },
      [`${API}/api/v1/projects/units/slug/villa-12`]: { _id: 'u12', name: 'Villa 12' },
    };
    const data = found[url];
    return data ? Response.json({ data }) : Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('names the unit when given one, else the project, by id and name', async () => {
  stubApi();
  expect(await enquiryRequestFor(API, { project: 'mango-orchard-villas', unit: 'villa-12' })).toEqual({
    title: 'Villa 12',
    unit: 'u12',
  });
  expect(await enquiryRequestFor(API, { project: 'mango-orchard-villas' })).toEqual({
    title: 'Mango Orchard Villas',
    project: 'p1',
  });
});

test('a slug that is not found, or none, makes a general enquiry', async () => {
  const fetchMock = stubApi();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(await enquiryRequestFor(API, { project: 'no-such-project' })).toEqual({
    title: GENERAL_ENQUIRY_TITLE,
  });
  expect(await enquiryRequestFor(API, {})).toEqual({ title: GENERAL_ENQUIRY_TITLE });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
