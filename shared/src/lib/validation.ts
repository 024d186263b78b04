import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  OTP_PATTERN,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_MIN_LENGTH,
  PERSON_NAME_PATTERN,
} from '@villa/api/contract/field-rules';
import { DEFAULT_COUNTRY, type Country } from '@villa/shared/lib/countries';

/** The enquiry form's messages (spec 5). */
export const VALIDATION_MESSAGES = {
  name: 'Please enter a valid name',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  otp: 'Enter a valid 6 digit OTP',
} as const;

export const DEFAULT_PHONE_LENGTH = DEFAULT_COUNTRY.max_length;

// The API's own patterns (`@villa/api/contract/field-rules`), so a form that passes here is accepted there.
const NAME = new RegExp(PERSON_NAME_PATTERN);
const EMAIL = new RegExp(EMAIL_PATTERN);
const OTP = new RegExp(OTP_PATTERN);

/** Letters and spaces, at least 2 characters (surrounding spaces ignored). */
export function validateName(name: string): string | null {
  const trimmed = name.trim();
  const valid =
    trimmed.length >= PERSON_NAME_MIN_LENGTH &&
    trimmed.length <= PERSON_NAME_MAX_LENGTH &&
    NAME.test(trimmed);
  return valid ? null : VALIDATION_MESSAGES.name;
}

/** Whether the text (surrounding spaces ignored) is an email address the API accepts. */
export function isEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL.test(trimmed);
}

export function validateEmail(email: string): string | null {
  return isEmail(email) ? null : VALIDATION_MESSAGES.email;
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
  return OTP.test(otp) ? null : VALIDATION_MESSAGES.otp;
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
