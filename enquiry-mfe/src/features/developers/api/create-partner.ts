import type { PartnerCreatedResponse, PartnerPayload } from '@villa/api/schemas';
import { API_ERRORS, apiRequest } from '@villa/shared/api/client';

/** POST /client/partners: the developer form (spec 7). */
export const createPartner = (payload: PartnerPayload, idempotencyKey: string) =>
  apiRequest<PartnerCreatedResponse>('/client/partners', {
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
    defaultMessage: API_ERRORS.createPartner,
  });
