import { DEFAULT_COUNTRY, type Country } from '@villa/shared/lib/countries';

/** The enquiry form's messages (spec 5). */
export const VALIDATION_MESSAGES = {
  name: 'Please enter a valid name',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  otp: 'Enter a valid 6 digit OTP',
} as const;

export const OTP_LENGTH = 6;
export const DEFAULT_PHONE_LENGTH = DEFAULT_COUNTRY.max_length;

// The same patterns the API's enquiry schema checks, so a form that passes here is accepted there.
const NAME_PATTERN = /^[A-Za-z ]+$/;
const NAME_MAX_LENGTH = 100;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 254;

/** Letters and spaces, at least 2 characters (surrounding spaces ignored). */
export function validateName(name: string): string | null {
  const trimmed = name.trim();
  const valid = trimmed.length >= 2 && trimmed.length <= NAME_MAX_LENGTH && NAME_PATTERN.test(trimmed);
  return valid ? null : VALIDATION_MESSAGES.name;
}

export function validateEmail(email: string): string | null {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed) ? null : VALIDATION_MESSAGES.email;
}

/** Keeps the digits of what was typed or pasted: '+91 98450-12345' -> '919845012345'. */
export function sanitizePhone(input: string, maxLength?: number): string {
  const digits = input.replace(/\D/g, '');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}

/** Exactly `maxLength` digits: the chosen country's max_length, 10 by default. */
export function validatePhone(phone: string, maxLength: number = DEFAULT_PHONE_LENGTH): string | null {
  return new RegExp(`^\\d{${maxLength}}$`).test(phone) ? null : VALIDATION_MESSAGES.phone;
}

export function validateOtp(otp: string): string | null {
  return /^\d{6}$/.test(otp) ? null : VALIDATION_MESSAGES.otp;
}

export interface EnquiryFormValues {
  name: string;
  email: string;
  phone: string;
}

export type EnquiryFormErrors = Partial<Record<keyof EnquiryFormValues, string>>;

/** Every field's error; an empty object means the form can be sent. */
export function validateEnquiryForm(
  values: EnquiryFormValues,
  country: Pick<Country, 'max_length'> = DEFAULT_COUNTRY,
): EnquiryFormErrors {
  const errors: EnquiryFormErrors = {};
  const name = validateName(values.name);
  const email = validateEmail(values.email);
  const phone = validatePhone(values.phone, country.max_length);
  if (name) errors.name = name;
  if (email) errors.email = email;
  if (phone) errors.phone = phone;
  return errors;
}
