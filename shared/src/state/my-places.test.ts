import { afterEach, describe, expect, it, vi } from 'vitest';
import { MY_PLACES_ACCOUNT_KEY, MY_PLACES_STORAGE_KEY } from '@villa/api/contract/my-places';
import { jsonResponse, testUser } from '../testing/fixtures.ts';
import { stubFetch } from '../testing/stub-fetch.ts';
import { clearAuth, setAuth } from './auth.ts';
import { myPlaces, savePlaces, syncPlaces } from './my-places.ts';

const office = { label: 'Office', name: 'Manyata Tech Park', lat: 13.0451, lng: 77.6269 };
const school = { label: 'School', name: 'Greenwood High', lat: 12.9085, lng: 77.6817 };

afterEach(() => {
  clearAuth();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** An account on a fake server: GET gives its places, PUT replaces them. */
function accountWith(places: unknown[]) {
  const account = { places };
  const fetchMock = stubFetch((url, init) => {
    if (url.pathname !== '/api/v1/auth/users/places') throw new Error(`unexpected ${url.href}`);
    if (init?.method === 'PUT')
      account.places = (JSON.parse(String(init.body)) as { places: unknown[] }).places;
    return jsonResponse({ status: 'success', data: account.places });
  });
  return { account, fetchMock };
}

describe("a buyer's places", () => {
  it("are a visitor's own in the browser, and leave out what isn't a place", async () => {
    await savePlaces([office, school]);
    expect(myPlaces()).toEqual([office, school]);
    localStorage.setItem(
      MY_PLACES_STORAGE_KEY,
      JSON.stringify([office, { label: '', name: 'x', lat: 1, lng: 2 }, 7]),
    );
    expect(myPlaces()).toEqual([office]);
  });

  it("move into the account at login, after the account's own, and leave the browser at logout", async () => {
    const { account } = accountWith([school]);
    await savePlaces([office, school]);
    setAuth('token-1', testUser);
    await syncPlaces();
    // The account keeps its own first; the visitor's school is the same place and is not repeated.
    expect(account.places).toEqual([school, office]);
    expect(myPlaces()).toEqual([school, office]);
    expect(localStorage.getItem(MY_PLACES_ACCOUNT_KEY)).toBe(testUser._id);

    clearAuth();
    await syncPlaces();
    expect(myPlaces()).toEqual([]);
    expect(localStorage.getItem(MY_PLACES_ACCOUNT_KEY)).toBeNull();
  });

  it('are saved in the account when logged in, and a refusal keeps them as they were', async () => {
    const { account } = accountWith([]);
    setAuth('token-1', testUser);
    await syncPlaces();
    await savePlaces([office]);
    expect(account.places).toEqual([office]);
    expect(myPlaces()).toEqual([office]);

    stubFetch(() =>
      jsonResponse(
        { statusCode: 400, error: 'Bad Request', message: 'body/places must NOT have more than 5 items' },
        400,
      ),
    );
    await expect(savePlaces([office, school])).rejects.toThrow('body/places must NOT have more than 5 items');
    expect(myPlaces()).toEqual([office]);
  });
});
