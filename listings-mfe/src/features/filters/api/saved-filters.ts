import { API_ERRORS, apiRequest } from '@villa/shared/api/client';
import type {
  SavedFilterCreatedResponse,
  SavedFilterResponse,
  UnitFilters,
} from '@villa/shared/contracts/entities';

/** POST /users/filters: keeps a payload so that a link can carry it; resolves with its id. */
export async function saveFilter(payload: UnitFilters): Promise<string> {
  const response = await apiRequest<SavedFilterCreatedResponse>('/users/filters', {
    method: 'POST',
    body: payload,
    defaultMessage: API_ERRORS.createFilter,
  });
  return response.data._id;
}

/** GET /users/filters/{id}: a saved payload (with its `_id`). */
export async function getSavedFilter(id: string, signal?: AbortSignal): Promise<SavedFilterResponse['data']> {
  const response = await apiRequest<SavedFilterResponse>(`/users/filters/${encodeURIComponent(id)}`, {
    signal,
    defaultMessage: API_ERRORS.fetchFilter,
  });
  return response.data;
}
