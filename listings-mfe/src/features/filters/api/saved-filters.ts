import { API_ERRORS, apiRequest } from '@villa/shared/api/client';
import type { FilterPayload } from '../model/filter-state.ts';

/** POST /users/filters: keeps a payload so that a link can carry it; resolves with its id. */
export async function saveFilter(payload: FilterPayload): Promise<string> {
  const response = await apiRequest<{ data: { _id: string } }>('/users/filters', {
    method: 'POST',
    body: payload,
    defaultMessage: API_ERRORS.createFilter,
  });
  return response.data._id;
}

/** GET /users/filters/{id}: a saved payload (with its `_id`). */
export async function getSavedFilter(id: string, signal?: AbortSignal): Promise<unknown> {
  const response = await apiRequest<{ data: unknown }>(`/users/filters/${encodeURIComponent(id)}`, {
    signal,
    defaultMessage: API_ERRORS.fetchFilter,
  });
  return response.data;
}
