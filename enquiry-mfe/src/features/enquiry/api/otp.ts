// The login calls of spec 7: request a code, check it, then register or log in with the proof.
import { API_ERRORS, apiRequest } from '@villa/shared/api/client';
import type {
  GenerateOtpBody,
  GenerateOtpResponse,
  SignupBody,
  SignupResponse,
  VerifyOtpBody,
  VerifyOtpResponse,
} from '@villa/shared/contracts/entities';

/** Sends a code by SMS; `resend` picks the resend message when it fails (spec 8). */
export const requestOtp = (payload: GenerateOtpBody, resend = false) =>
  apiRequest<GenerateOtpResponse>('/auth/users/generateotp', {
    method: 'POST',
    body: payload,
    defaultMessage: resend ? API_ERRORS.resendOtp : API_ERRORS.generateOtp,
  });

/** Checks a code; `data._id` is the verification id that signup takes. A wrong code is a 401. */
export const verifyOtp = (payload: VerifyOtpBody) =>
  apiRequest<VerifyOtpResponse>('/auth/users/verifyotp', {
    method: 'POST',
    body: payload,
    defaultMessage: API_ERRORS.verifyOtp,
  });

/** Registers the buyer, or logs them in when the phone already has an account. */
export const signUp = (payload: SignupBody) =>
  apiRequest<SignupResponse>('/auth/users/signup', {
    method: 'POST',
    body: payload,
    defaultMessage: API_ERRORS.signup,
  });
