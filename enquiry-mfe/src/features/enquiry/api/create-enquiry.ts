import { useCallback, useRef, useState } from 'react';
import { API_ERRORS, apiRequest, ApiError } from '@villa/shared/api/client';
import type { EnquiryCreatedResponse, EnquiryPayload } from '@villa/shared/contracts/entities';

/** `idempotencyKey` names one enquiry: sent again with a retry, the server stores it once. */
export const createEnquiry = (payload: EnquiryPayload, idempotencyKey: string) =>
  apiRequest<EnquiryCreatedResponse>('/client/enquiries', {
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
    defaultMessage: API_ERRORS.createEnquiry,
  });

/** 128 random bits as hex; crypto.randomUUID would need a secure context (not http on a LAN address). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A send that got no answer or a 5xx is tried once more, this much later, with the same key. */
export const SEND_ATTEMPTS = 2;
export const RETRY_DELAY_MS = 2000;

export type CreateEnquiryState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; enquiryId: string }
  | { status: 'failed'; message: string };

/**
 * Sends an enquiry and tracks the request's state for the form. A one-off write, so plain state
 * rather than SWR: there is nothing to cache or revalidate.
 *
 * A failed send may still have been stored (the answer timed out on a slow network), so a retry of
 * the same enquiry, automatic or by the buyer, reuses its Idempotency-Key and the sales team gets
 * one lead, not two.
 */
export function useCreateEnquiry() {
  const [state, setState] = useState<CreateEnquiryState>({ status: 'idle' });
  const lastAttempt = useRef<{ body: string; key: string } | null>(null);
  /** Resolves with whether the enquiry was stored; a failure is kept in `state` for the form. */
  const send = useCallback(async (payload: EnquiryPayload): Promise<boolean> => {
    setState({ status: 'sending' });
    const body = JSON.stringify(payload);
    if (lastAttempt.current?.body !== body) lastAttempt.current = { body, key: newIdempotencyKey() };
    const key = lastAttempt.current.key;
    for (let attempt = 1; ; attempt += 1) {
      try {
        // The key stays: the same enquiry submitted again (the code failed, say) is still one lead.
        const created = await createEnquiry(payload, key);
        setState({ status: 'sent', enquiryId: created.data._id });
        return true;
      } catch (error) {
        // No answer, or the server failed: it may have stored it, so try again with the same key.
        const retryable = error instanceof ApiError && (error.status === 0 || error.status >= 500);
        if (retryable && attempt < SEND_ATTEMPTS) {
          await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
          continue;
        }
        setState({
          status: 'failed',
          message: error instanceof ApiError ? error.message : API_ERRORS.createEnquiry,
        });
        return false;
      }
    }
  }, []);
  return { state, send };
}
