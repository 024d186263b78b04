import { apiRequest } from '@villa/shared/api/client';
import type { GenerateOtpResponse } from '@villa/shared/contracts/entities';

export const SEND_ERASURE_CODE_FAILED = 'Failed to send the code. Please try again.';

/**
 * Sends a 6-digit code by SMS to the logged-in buyer's own phone, before their data is erased. The
 * server answers as it does for a login code (and says how long to wait before another).
 */
export const sendErasureCode = () =>
  apiRequest<GenerateOtpResponse>('/client/erasure/code', {
    method: 'POST',
    defaultMessage: SEND_ERASURE_CODE_FAILED,
  });
