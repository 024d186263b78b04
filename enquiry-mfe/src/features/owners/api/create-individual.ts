import type { IndividualCreatedResponse, IndividualPayload } from '@villa/api/schemas';
import { API_ERRORS, apiRequest } from '@villa/shared/api/client';

/** POST /client/individuals: the owner's villa listing (spec 7). */
export const createIndividual = (payload: IndividualPayload, idempotencyKey: string) =>
  apiRequest<IndividualCreatedResponse>('/client/individuals', {
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
    defaultMessage: API_ERRORS.createIndividual,
  });
