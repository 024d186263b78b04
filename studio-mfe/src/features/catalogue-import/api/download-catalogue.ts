// The catalogue as a file of the import template (`GET /studio/catalogue/export`): a file, not JSON,
// so it is fetched here with the staff token (studioRequest reads JSON) and saved through an object
// URL, which a link to the API could not do (it sends no token).
import type { ImportFormat } from '@villa/api/contract/catalogue-import';
import { API_TIMEOUT_MS, ApiError, apiUrl } from '@villa/shared/api/client';
import { clearStaffSession, readStaffSession } from '../../../lib/staff-session.ts';

const DEFAULT_MESSAGE = 'Failed to download the catalogue';

/** The server's message from an error's body, if it sent one. */
async function messageOf(response: Response): Promise<string | null> {
  try {
    const payload = (await response.json()) as { message?: unknown };
    return typeof payload.message === 'string' && payload.message.trim() !== '' ? payload.message : null;
  } catch {
    return null;
  }
}

/** Fetches the catalogue as `format`; resolves to the file and its name. */
export async function fetchCatalogue(format: ImportFormat): Promise<{ file: Blob; name: string }> {
  const token = readStaffSession()?.token;
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(apiUrl('/studio/catalogue/export', { format }), {
      headers,
      // The whole catalogue takes longer to write than an ordinary answer.
      signal: AbortSignal.timeout(API_TIMEOUT_MS * 4),
    });
  } catch (error) {
    throw new ApiError(DEFAULT_MESSAGE, 0, { cause: error });
  }
  if (response.status === 401 && token) clearStaffSession();
  if (!response.ok) throw new ApiError((await messageOf(response)) ?? DEFAULT_MESSAGE, response.status);
  return { file: await response.blob(), name: `catalogue.${format}` };
}

export { saveFile } from '../../../lib/save-file.ts';
