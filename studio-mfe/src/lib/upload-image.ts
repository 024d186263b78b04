// The studio's images (a project's or villa's photos, a post's featured image and its body's, a
// sales-team member's photo) go through the site's upload pipeline, as the owners' /list-your-villa
// form sends photos (docs/uploads.md): POST /fileupload/submissions issues an id good for 10 files,
// then POST /fileupload takes one file a request. The staff session goes with them, so the office
// network's daily quota does not count them.
import { ApiError, apiUrl } from '@villa/shared/api/client';
import { readStaffSession } from './staff-session.ts';

/** A stored image: its upload's id (a post's featured_upload_id, a photo's upload_id) and addresses. */
export interface UploadedImage {
  id: string;
  url: string;
  /** The card-sized copy. */
  card_url: string;
}

/** What the images are for (multipart `type`). */
export type ImageUse = 'catalogue_photos' | 'blog_images' | 'team_photos';

const FILES_PER_SUBMISSION = 10;
const UPLOAD_TIMEOUT_MS = 120_000;
const FAILED = 'The image could not be uploaded';

async function post(path: string, body?: FormData): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = readStaffSession()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiError(`${FAILED}: no answer came`, 0, { cause: error });
  }
  const payload: unknown = await response.json().catch(() => undefined);
  const said =
    typeof payload === 'object' && payload !== null && 'message' in payload ? payload.message : undefined;
  if (!response.ok) throw new ApiError(typeof said === 'string' ? said : FAILED, response.status);
  return typeof payload === 'object' && payload !== null && 'data' in payload ? payload.data : undefined;
}

/** Uploads `files` in order, a new submission id every 10; `onEach` hears of each as it is stored. */
export async function uploadImages(
  files: readonly File[],
  use: ImageUse,
  onEach: (image: UploadedImage) => void,
): Promise<void> {
  let submission = '';
  for (const [index, file] of files.entries()) {
    if (index % FILES_PER_SUBMISSION === 0) {
      const issued = (await post('/fileupload/submissions')) as { id?: unknown } | undefined;
      if (typeof issued?.id !== 'string') throw new ApiError(FAILED, 201);
      submission = issued.id;
    }
    const form = new FormData();
    // The fields before the file: the server reads the multipart stream in order.
    form.append('id', submission);
    form.append('type', use);
    form.append('files', file, file.name);
    const stored = ((await post('/fileupload', form)) as unknown[] | undefined)?.[0] as
      | { _id?: unknown; url?: unknown; card_url?: unknown }
      | undefined;
    if (typeof stored?._id !== 'string' || typeof stored.url !== 'string') throw new ApiError(FAILED, 200);
    onEach({
      id: stored._id,
      url: stored.url,
      card_url: typeof stored.card_url === 'string' ? stored.card_url : stored.url,
    });
  }
}

/** Uploads one image; rejects with the server's words. */
export async function uploadImage(file: File, use: ImageUse): Promise<UploadedImage> {
  const stored: UploadedImage[] = [];
  await uploadImages([file], use, (image) => stored.push(image));
  return stored[0]!;
}
