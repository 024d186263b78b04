import { useStore } from 'jotai';
import { API_ERRORS, ApiError } from '@villa/shared/api/client';
import type { Country } from '@villa/shared/lib/countries';
import { setAuth } from '@villa/shared/state/auth';
import { requestOtp, signUp, verifyOtp } from '../api/otp.ts';
import { OTP_TEXTS, type VerifyOutcome } from '../components/verify-otp-step.tsx';

/** Who is logging in: the enquiry form's fields, once a code has been sent to the phone. */
export interface LoginDetails {
  name: string;
  email: string;
  phone: string;
  country: Country;
}

/** '+91 98•••••210': enough for the buyer to recognise the number, not enough to read it off a screen. */
export function maskedPhone({ phone, country }: Pick<LoginDetails, 'phone' | 'country'>): string {
  const hidden = Math.max(0, phone.length - 5);
  return `${country.dial_code} ${phone.slice(0, 2)}${'•'.repeat(hidden)}${phone.slice(2 + hidden)}`;
}

/**
 * Steps 4 to 7 of the enquiry flow (spec 4): a code is checked, the buyer is signed up or logged in
 * and the auth is stored; a wrong code (401) is told apart from other failures; resend sends a new code.
 */
export function useOtpLogin(details: LoginDetails, onLoggedIn: () => void) {
  const store = useStore();
  const phone = { phone_number: details.phone, country_code: details.country.dial_code };

  const verify = async (otp: string): Promise<VerifyOutcome> => {
    try {
      const verified = await verifyOtp({ ...phone, otp });
      const session = await signUp({
        ...phone,
        email: details.email,
        name: details.name,
        verification_id: verified.data._id,
      });
      setAuth(session.data.token, session.data.user, store);
      onLoggedIn();
      return { kind: 'verified' };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return { kind: 'wrong-code' };
      return { kind: 'failed', message: error instanceof ApiError ? error.message : API_ERRORS.verifyOtp };
    }
  };

  // A refusal (too soon after the last code, too many codes) says why; anything else is spec 8's text.
  const resend = () =>
    requestOtp({ ...phone, email: details.email }, true).then(
      () => null,
      (error: unknown) =>
        error instanceof ApiError && error.status === 429 ? error.message : OTP_TEXTS.resendFailed,
    );

  return { verify, resend };
}
