import { useCallback, useRef } from 'react';
import { API_ERRORS, apiRequest, ApiError } from '@villa/shared/api/client';
import type { EnquiryCreatedResponse, EnquiryPayload } from '@villa/shared/contracts/entities';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';

/** `idempotencyKey` names one enquiry: sent again with a retry, the server stores it once. */
export const createEnquiry = (payload: EnquiryPayload, idempotencyKey: string) =>
  apiRequest<EnquiryCreatedResponse>('/client/enquiries', {
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
    defaultMessage: API_ERRORS.createEnquiry,
  });

/** A send that got no answer or a 5xx is tried once more, this much later, with the same key. */
export const SEND_ATTEMPTS = 2;
export const RETRY_DELAY_MS = 2000;

/**
 * Sends the form's enquiry. Nothing on screen waits for it (the form has moved on to the code), so
 * it keeps no state: it resolves with whether the enquiry was stored.
 *
 * A failed send may still have been stored (the answer timed out on a slow network), so a retry of
 * the same enquiry, automatic or by the buyer, reuses its Idempotency-Key and the sales team gets
 * one lead, not two.
 */
export function useSendEnquiry() {
  const lastAttempt = useRef<{ body: string; key: string } | null>(null);
  return useCallback(async (payload: EnquiryPayload): Promise<boolean> => {
    const body = JSON.stringify(payload);
    if (lastAttempt.current?.body !== body) lastAttempt.current = { body, key: newIdempotencyKey() };
    // The key stays: the same enquiry submitted again (the code failed, say) is still one lead.
    const key = lastAttempt.current.key;
    for (let attempt = 1; attempt <= SEND_ATTEMPTS; attempt += 1) {
      try {
        await createEnquiry(payload, key);
        return true;
      } catch (error) {
        // No answer, or the server failed: it may have stored it, so try again with the same key.
        const retryable = error instanceof ApiError && (error.status === 0 || error.status >= 500);
        if (!retryable || attempt === SEND_ATTEMPTS) return false;
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      }
    }
    return false;
  }, []);
}
