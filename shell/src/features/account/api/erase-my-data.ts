import { apiRequest } from '@villa/shared/api/client';
import type { ErasurePayload, ErasureReceipt } from '@villa/shared/contracts/entities';

/** What the buyer keeps once their data is gone: a reference to quote, the time, what was erased. */
export type ErasureReceiptData = ErasureReceipt['data'];

export const ERASURE_FAILED = 'Failed to delete your data. Please try again.';

/**
 * Erases the logged-in buyer's personal data (DPDP Act 2023) with the code from the SMS. The server
 * revokes every session of theirs; the caller forgets the login here.
 */
export const eraseMyData = (payload: ErasurePayload) =>
  apiRequest<ErasureReceipt>('/client/erasure', {
    method: 'POST',
    body: payload,
    defaultMessage: ERASURE_FAILED,
  }).then((response) => response.data);
