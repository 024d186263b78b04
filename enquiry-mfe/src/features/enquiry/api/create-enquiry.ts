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
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

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
 * the same enquiry reuses its Idempotency-Key and the sales team gets one lead, not two.
 */
export function useCreateEnquiry() {
  const [state, setState] = useState<CreateEnquiryState>({ status: 'idle' });
  const lastAttempt = useRef<{ body: string; key: string } | null>(null);
  /** Resolves with whether the enquiry was stored; a failure is kept in `state` for the form. */
  const send = useCallback(async (payload: EnquiryPayload): Promise<boolean> => {
    setState({ status: 'sending' });
    const body = JSON.stringify(payload);
    if (lastAttempt.current?.body !== body) lastAttempt.current = { body, key: newIdempotencyKey() };
    try {
      const created = await createEnquiry(payload, lastAttempt.current.key);
      lastAttempt.current = null;
      setState({ status: 'sent', enquiryId: created.data._id });
      return true;
    } catch (error) {
      setState({
        status: 'failed',
        message: error instanceof ApiError ? error.message : API_ERRORS.createEnquiry,
      });
      return false;
    }
  }, []);
  return { state, send };
}
