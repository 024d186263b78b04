// The rules the developer form and the owner's listing form share (spec 5), with the API's own
// patterns and messages (`@villa/api/contract/field-rules`): what passes here is accepted there.
import {
  LISTING_MESSAGES,
  RERA_NUMBER_PATTERN,
  TEN_DIGIT_PHONE_PATTERN,
} from '@villa/api/contract/field-rules';
import { isEmail, sanitizePhone } from '@villa/shared/lib/validation';

const TEN_DIGIT_PHONE = new RegExp(TEN_DIGIT_PHONE_PATTERN);
const RERA_NUMBER = new RegExp(RERA_NUMBER_PATTERN);

export function emailProblem(email: string): string | null {
  if (email.trim() === '') return LISTING_MESSAGES.emailRequired;
  return isEmail(email) ? null : LISTING_MESSAGES.email;
}

/** Exactly 10 digits (spec 5). */
export function phoneProblem(phone: string): string | null {
  const digits = sanitizePhone(phone);
  if (digits === '') return LISTING_MESSAGES.phoneRequired;
  return TEN_DIGIT_PHONE.test(digits) ? null : LISTING_MESSAGES.phone;
}

/** 1 to 30 characters, none of them a space (spec 5). */
export function reraNumberProblem(reraNumber: string): string | null {
  return RERA_NUMBER.test(reraNumber.trim()) ? null : LISTING_MESSAGES.reraNumber;
}
