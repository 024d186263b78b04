import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, setApiOrigin } from '@villa/shared/api/client';
import { stubFetch } from '@villa/shared/testing/stub-fetch';
import { readUploadedImage, uploadImage } from './upload-image.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const photo = () => new File([new Uint8Array(10)], 'front.jpg', { type: 'image/jpeg' });
const stored = {
  _id: '6a1b2c3d4e5f60718293a4b5',
  url: '/api/v1/uploads/6a1b2c3d4e5f60718293a4b5/display',
  card_url: '/api/v1/uploads/6a1b2c3d4e5f60718293a4b5/card',
};

afterEach(() => setApiOrigin(''));

describe('readUploadedImage', () => {
  it('reads the stored file as data.data[0]', () => {
    expect(readUploadedImage({ data: [stored, { _id: 'other', url: '/x' }] })).toEqual({
      id: stored._id,
      url: stored.url,
      thumbnailUrl: stored.card_url,
    });
    expect(readUploadedImage({ data: [{ _id: 'a', url: 'https://cdn.example/a.webp' }] })).toEqual({
      id: 'a',
      url: 'https://cdn.example/a.webp',
    });
  });

  it('finds nothing in an answer of another shape, or with a url that is not an image address', () => {
    for (const body of [
      undefined,
      null,
      { data: [] },
      { data: stored },
      { data: [{ url: stored.url }] },
      { data: [{ _id: 'a' }] },
      { data: [{ _id: 'a', url: 'javascript:alert(1)' }] },
      { data: [{ _id: 'a', url: '//evil.example/a.webp' }] },
    ]) {
      expect(readUploadedImage(body), JSON.stringify(body)).toBeNull();
    }
  });

  it("resolves the server's paths on the API's origin when it is another", () => {
    setApiOrigin('https://api.example');
    expect(readUploadedImage({ data: [stored] })?.url).toBe(`https://api.example${stored.url}`);
  });
});

describe('uploadImage', () => {
  it('posts one file as multipart id, type and files', async () => {
    const fetchMock = stubFetch(() => json({ data: [stored] }, 201));
    const file = photo();

    const image = await uploadImage({ file, uploadId: 'abc123', type: 'property_images' });

    expect(image.id).toBe(stored._id);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(new URL(String(url), 'http://localhost').pathname).toBe('/api/v1/fileupload');
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['id', 'type', 'files']);
    expect(body.get('id')).toBe('abc123');
    expect(body.get('type')).toBe('property_images');
    expect((body.get('files') as File).name).toBe('front.jpg');
  });

  it("fails with the server's message, else 'Unknown error'", async () => {
    stubFetch(() => json({ message: 'File content is not a JPEG, PNG or WebP image' }, 415));
    await expect(uploadImage({ file: photo(), uploadId: 'a', type: 't' })).rejects.toThrow(
      'File content is not a JPEG, PNG or WebP image',
    );

    stubFetch(() => json({}, 500));
    await expect(uploadImage({ file: photo(), uploadId: 'a', type: 't' })).rejects.toThrow('Unknown error');

    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(uploadImage({ file: photo(), uploadId: 'a', type: 't' })).rejects.toThrow('Unknown error');
  });

  it("fails with 'Unknown error' when a success has no stored file", async () => {
    stubFetch(() => json({ data: [] }, 201));
    const failure = uploadImage({ file: photo(), uploadId: 'a', type: 't' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('Unknown error');
  });
});
