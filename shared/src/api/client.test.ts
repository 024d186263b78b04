import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDefaultStore } from 'jotai';
import type { User } from '@villa/api/schemas';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY, authTokenAtom, clearAuth, setAuth } from '../state/auth.ts';
import { API_BASE_PATH, API_ERRORS, ApiError, apiRequest, apiUrl, setApiOrigin } from './client.ts';

const user: User = {
  _id: '66a1b2c3d4e5f60718293a4b',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: { code: '+91', number: '9845012345' },
  phone_number: '+91 9845012345',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.lastCall ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

/** A fetch that never answers, but rejects like the real one when its signal aborts. */
function hangingFetch(_url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setApiOrigin('');
  clearAuth();
});

describe('apiRequest', () => {
  it('calls /api/v1 with a JSON body and the query string, and returns the parsed body', async () => {
    fetchMock.mockResolvedValue(json(200, { status: 'success', data: { _id: 'e1' } }));
    const result = await apiRequest<{ data: { _id: string } }>('/client/enquiries', {
      method: 'POST',
      query: { city: 'Bengaluru', page: 2, lat: undefined },
      body: { name: 'Asha' },
      defaultMessage: API_ERRORS.createEnquiry,
    });
    const { url, init, headers } = lastRequest();
    expect(result.data._id).toBe('e1');
    expect(url).toBe('/api/v1/client/enquiries?city=Bengaluru&page=2');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Asha"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no JSON content type without a body (Fastify refuses an empty JSON body)', async () => {
    fetchMock.mockResolvedValue(json(200, { status: 'success' }));
    await apiRequest('/auth/users/logout', { method: 'POST', defaultMessage: API_ERRORS.logout });
    expect(lastRequest().headers.has('Content-Type')).toBe(false);
  });

  it('attaches the stored token as a bearer header', async () => {
    setAuth('tok-9', user);
    fetchMock.mockResolvedValue(json(200, { data: [] }));
    await apiRequest('/auth/users/getmyfavoriteunits', { defaultMessage: API_ERRORS.fetchWishlist });
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer tok-9');
  });

  it('sends no Authorization header when logged out', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [] }));
    await apiRequest('/locations/cities', { defaultMessage: API_ERRORS.fetchCities });
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('removes the stored token on a 401', async () => {
    setAuth('tok-expired', user);
    fetchMock.mockResolvedValue(
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'Token expired' }),
    );
    const call = apiRequest('/auth/users/addunittowishlist/u1', {
      method: 'POST',
      defaultMessage: API_ERRORS.addToWishlist,
    });
    await expect(call).rejects.toMatchObject({ status: 401, message: 'Token expired' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
    expect(getDefaultStore().get(authTokenAtom)).toBeNull();
  });

  it("raises the server's message when it gives one", async () => {
    const answer = { statusCode: 400, error: 'Bad Request', message: 'Phone is invalid' };
    fetchMock.mockResolvedValue(json(400, answer));
    const call = apiRequest('/client/enquiries', {
      method: 'POST',
      body: {},
      defaultMessage: API_ERRORS.createEnquiry,
    });
    // The whole answer comes with it, for the few that carry more than a message (a listing's 410).
    await expect(call).rejects.toThrow(new ApiError('Phone is invalid', 400, { body: answer }));
    await expect(call).rejects.toMatchObject({ status: 400, body: answer });
  });

  it.each([
    ['a body without message', json(500, { error: 'oops' })],
    ['an empty message', json(502, { message: '' })],
    ['a non-JSON body', new Response('<html>Bad gateway</html>', { status: 502 })],
  ])('falls back to the catalogue message for %s', async (_case, response) => {
    fetchMock.mockResolvedValue(response);
    const call = apiRequest('/projects/units', { defaultMessage: API_ERRORS.fetchUnits });
    await expect(call).rejects.toThrow('Failed to fetch units');
  });

  it('turns a network error into an ApiError with the default message and status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('/locations/city/c1', {
      defaultMessage: API_ERRORS.fetchLocationsByCity,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Failed to fetch locations by city', status: 0 });
  });

  it('gives up after 10 seconds with the default message', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const call = apiRequest('/projects/units/slug/villa-12', { defaultMessage: API_ERRORS.fetchUnit });
    const settled = vi.fn();
    call.catch(settled);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).rejects.toMatchObject({ message: 'Failed to fetch unit', status: 0 });
  });

  it("passes the caller's abort through rather than reporting a failure", async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const call = apiRequest('/projects/units', {
      signal: controller.signal,
      defaultMessage: API_ERRORS.fetchUnits,
    });
    controller.abort();
    await expect(call).rejects.toHaveProperty('name', 'AbortError');
  });

  it('uses the origin set for standalone pages and the partner embed', async () => {
    setApiOrigin('https://villas.example.com/');
    fetchMock.mockResolvedValue(json(200, {}));
    await apiRequest('/client/partners', {
      method: 'POST',
      body: {},
      defaultMessage: API_ERRORS.createPartner,
    });
    expect(lastRequest().url).toBe('https://villas.example.com/api/v1/client/partners');
    expect(apiUrl('/x')).toBe(`https://villas.example.com${API_BASE_PATH}/x`);
  });

  it('sends FormData as multipart, leaving the content type to the browser', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [{ url: '/uploads/1' }] }));
    const form = new FormData();
    form.append('type', 'property_images');
    await apiRequest('/fileupload', { method: 'POST', body: form, defaultMessage: 'Unknown error' });
    expect(lastRequest().init.body).toBe(form);
    expect(lastRequest().headers.has('Content-Type')).toBe(false);
  });
});

describe('API_ERRORS', () => {
  it('holds the spec catalogue strings', () => {
    expect(API_ERRORS).toMatchObject({
      generateOtp: 'Failed to generate OTP',
      resendOtp: 'Failed to resend OTP. Please try again.',
      verifyOtp: 'Failed to verify OTP',
      fetchWishlist: 'Failed to get user wishlist',
      fetchLocationsByCity: 'Failed to fetch locations by city',
    });
    expect(Object.keys(API_ERRORS)).toHaveLength(17);
  });
});
