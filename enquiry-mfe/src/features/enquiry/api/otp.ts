// The login calls of spec 7: request a code, check it, then register or log in with the proof.
import { API_ERRORS, apiRequest } from '@villa/shared/api/client';
import type { User } from '@villa/shared/contracts/entities';

export interface PhoneNumber {
  phone_number: string;
  country_code: string;
}

export interface OtpRequest extends PhoneNumber {
  email: string;
  /** What the buyer was looking at, for the sales team (spec 7: extras). */
  extras?: Record<string, string>;
}

/** Sends a code by SMS; `resend` picks the resend message when it fails (spec 8). */
export const requestOtp = (payload: OtpRequest, resend = false) =>
  apiRequest<{ status: string }>('/auth/users/generateotp', {
    method: 'POST',
    body: payload,
    defaultMessage: resend ? API_ERRORS.resendOtp : API_ERRORS.generateOtp,
  });

/** Checks a code; `data._id` is the verification id that signup takes. A wrong code is a 401. */
export const verifyOtp = (payload: PhoneNumber & { otp: string }) =>
  apiRequest<{ status: string; data: { _id: string } }>('/auth/users/verifyotp', {
    method: 'POST',
    body: payload,
    defaultMessage: API_ERRORS.verifyOtp,
  });

/** Registers the buyer, or logs them in when the phone already has an account. */
export const signUp = (payload: PhoneNumber & { email: string; name: string; verification_id: string }) =>
  apiRequest<{ status: string; data: { user: User; token: string } }>('/auth/users/signup', {
    method: 'POST',
    body: payload,
    defaultMessage: API_ERRORS.signup,
  });
