import { useCallback, useState } from 'react';
import { API_ERRORS, apiRequest, ApiError } from '@villa/shared/api/client';
import type { EnquiryCreatedResponse, EnquiryPayload } from '@villa/shared/contracts/entities';

export const createEnquiry = (payload: EnquiryPayload) =>
  apiRequest<EnquiryCreatedResponse>('/client/enquiries', {
    method: 'POST',
    body: payload,
    defaultMessage: API_ERRORS.createEnquiry,
  });

export type CreateEnquiryState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; enquiryId: string }
  | { status: 'failed'; message: string };

/**
 * Sends an enquiry and tracks the request's state for the form. A one-off write, so plain state
 * rather than SWR: there is nothing to cache or revalidate.
 */
export function useCreateEnquiry() {
  const [state, setState] = useState<CreateEnquiryState>({ status: 'idle' });
  /** Resolves with whether the enquiry was stored; a failure is kept in `state` for the form. */
  const send = useCallback(async (payload: EnquiryPayload): Promise<boolean> => {
    setState({ status: 'sending' });
    try {
      const created = await createEnquiry(payload);
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
