// The server's view of the enquiry form's countries (contract/countries.ts): which dial codes a
// buyer's phone may have, and which ISO codes SMS_COUNTRIES may name.
import { COUNTRIES } from '../contract/countries.ts';

/** [ISO 3166-1 alpha-2, dial code], in the picker's order. */
export const COUNTRY_DIAL_CODES: readonly (readonly [string, string])[] = COUNTRIES.map((country) => [
  country.code,
  country.dial_code,
]);

/** The dial codes buyers may use, e.g. '+91'. */
export const ALLOWED_DIAL_CODES: ReadonlySet<string> = new Set(COUNTRIES.map((country) => country.dial_code));
