// A phone number as the buyer typed it, checked and normalised on the server: the country code must be
// one of the enquiry form's, and the number must be a valid one there (libphonenumber's full metadata).
import { parsePhoneNumberWithError, type CountryCallingCode } from 'libphonenumber-js/max';
import { ALLOWED_DIAL_CODES } from './countries.ts';
import { InvalidFieldError } from './errors.ts';

export interface Phone {
  /** The dial code, e.g. '+91'. */
  countryCode: string;
  /** The national significant number, e.g. '9876543210' (no trunk prefix 0). */
  nationalNumber: string;
  /** E.164, e.g. '+919876543210'. */
  e164: string;
  /** The number's country (ISO 3166-1 alpha-2, e.g. 'IN'): +1 alone does not tell the US from Canada. */
  country: string | null;
}

export function normalisePhone(countryCode: string, phoneNumber: string): Phone {
  if (!ALLOWED_DIAL_CODES.has(countryCode)) {
    throw new InvalidFieldError('country_code', `'${countryCode}' is not a country code we support`);
  }
  const callingCode = countryCode.slice(1) as CountryCallingCode;
  let parsed;
  try {
    parsed = parsePhoneNumberWithError(phoneNumber, { defaultCallingCode: callingCode });
  } catch {
    parsed = null;
  }
  // A number written with another country's prefix (0044... under +91) is refused, not re-homed.
  if (parsed === null || parsed.countryCallingCode !== callingCode || !parsed.isValid()) {
    throw new InvalidFieldError('phone_number', `is not a valid phone number for ${countryCode}`);
  }
  // The code goes by SMS: a landline would never get it. Some countries (US) can't tell the two apart.
  const type = parsed.getType();
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') {
    throw new InvalidFieldError('phone_number', 'must be a mobile number: the code is sent by SMS');
  }
  return {
    countryCode,
    nationalNumber: parsed.nationalNumber,
    e164: parsed.number,
    country: parsed.country ?? null,
  };
}

/** '+91 98•••••210': enough for a person to recognise their number, not enough to copy it. */
export function maskPhone(phone: Phone): string {
  const digits = phone.nationalNumber;
  const hidden = Math.max(digits.length - 5, 0);
  return `${phone.countryCode} ${digits.slice(0, 2)}${'•'.repeat(hidden)}${digits.slice(2 + hidden)}`;
}
