import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, setApiOrigin } from '@villa/shared/api/client';
import { stubFetch } from '@villa/shared/testing/stub-fetch';
import { createUploadSubmission, isRefusedUploadId } from './create-upload-submission.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => setApiOrigin(''));

describe('createUploadSubmission', () => {
  it('posts no body to /fileupload/submissions and gives the id the server issued', async () => {
    const fetchMock = stubFetch(() => json({ status: 'success', data: { id: 'sub-1' } }, 201));

    expect(await createUploadSubmission()).toBe('sub-1');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(new URL(String(url), 'http://localhost').pathname).toBe('/api/v1/fileupload/submissions');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
  });

  it("fails with the server's message, else 'Unknown error'", async () => {
    stubFetch(() => json({ message: 'Uploads from "https://x.example" are not accepted' }, 403));
    await expect(createUploadSubmission()).rejects.toThrow(
      'Uploads from "https://x.example" are not accepted',
    );

    stubFetch(() => json({}, 503));
    await expect(createUploadSubmission()).rejects.toThrow('Unknown error');

    stubFetch(() => json({ status: 'success', data: {} }, 201));
    const empty = createUploadSubmission();
    await expect(empty).rejects.toBeInstanceOf(ApiError);
    await expect(empty).rejects.toThrow('Unknown error');
  });
});

describe('isRefusedUploadId', () => {
  it("is the server's refusal of an id it did not issue or that expired, and nothing else", () => {
    const expired = 'id: is not an upload id this server issued, or it has expired: ask for a new one';
    expect(isRefusedUploadId(new ApiError(expired, 400))).toBe(true);
    expect(isRefusedUploadId(new ApiError('type: must be property_images', 400))).toBe(false);
    expect(isRefusedUploadId(new ApiError(expired, 500))).toBe(false);
    expect(isRefusedUploadId(new Error(expired))).toBe(false);
  });
});
