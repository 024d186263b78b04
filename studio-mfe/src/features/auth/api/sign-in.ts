// Staff sign-in (DESIGN.md section 10): the buyers' phone code, then a staff session from its proof.
import type {
  GenerateOtpBody,
  GenerateOtpResponse,
  StaffSessionResponse,
  StaffSignInBody,
  VerifyOtpBody,
  VerifyOtpResponse,
} from '@villa/shared/contracts/entities';
import { API_ERRORS } from '@villa/shared/api/client';
import { studioRequest } from '../../../lib/studio-api.ts';

/** Sends a 6-digit code by SMS. */
export const requestCode = (body: GenerateOtpBody) =>
  studioRequest<GenerateOtpResponse>('/auth/users/generateotp', {
    method: 'POST',
    body,
    defaultMessage: API_ERRORS.generateOtp,
  });

/** Checks the code; `data._id` is the verification id the session takes. */
export const verifyCode = (body: VerifyOtpBody) =>
  studioRequest<VerifyOtpResponse>('/auth/users/verifyotp', {
    method: 'POST',
    body,
    defaultMessage: API_ERRORS.verifyOtp,
  });

/** Opens a staff session; 403 for a phone that is not on the staff. */
export const openStaffSession = (body: StaffSignInBody) =>
  studioRequest<StaffSessionResponse>('/studio/auth/session', {
    method: 'POST',
    body,
    defaultMessage: 'Failed to sign in',
  });
