// The rules the developer form and the owner's listing form share (spec 5).
import { sanitizePhone } from '@villa/shared/lib/validation';

export const LISTING_MESSAGES = {
  emailRequired: 'Email is required',
  email: 'Enter a valid email address',
  phoneRequired: 'Phone number is required',
  phone: 'Enter a valid phone number',
  reraNumber: 'Enter a valid RERA number',
  propertyType: 'Select at least one property type',
  configuration: 'Select at least one configuration',
} as const;

// The API's pattern (api/src/schemas/listing-forms.ts): what passes here is accepted there.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 254;

export function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return LISTING_MESSAGES.emailRequired;
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL.test(trimmed) ? null : LISTING_MESSAGES.email;
}

/** Exactly 10 digits (spec 5). */
export function phoneProblem(phone: string): string | null {
  const digits = sanitizePhone(phone);
  if (digits === '') return LISTING_MESSAGES.phoneRequired;
  return /^\d{10}$/.test(digits) ? null : LISTING_MESSAGES.phone;
}
