// What a buyer types or pastes into the phone field, read as the national number of a country.
// Plain digits are only cleaned; a number written with its country code (+91 98765 43210,
// 0091 98765 43210) or a trunk zero (098765 43210) is parsed by libphonenumber-js, which is loaded
// only then: digit-stripping would keep the prefix and lose the last digits (9198765432).
import { sanitizePhone } from '@villa/shared/lib/validation';
import { COUNTRIES, type Country } from '@villa/shared/lib/countries';

export interface ReadPhone {
  /** The national number's digits, at most the country's length. */
  phone: string;
  /** The country the number belongs to: the chosen one, or the one its +code names. */
  country: Country;
}

/** The text from its first digit or '+': '(+91) 98765' starts at '+91'. */
const fromFirstDigit = (raw: string) => raw.replace(/^[^\d+]+/, '');

/** True when the text carries a prefix that plain digit-stripping would misread. */
export function hasPhonePrefix(raw: string, country: Country): boolean {
  const trimmed = fromFirstDigit(raw);
  return (
    /^(\+|00)/.test(trimmed) ||
    (trimmed.startsWith('0') && raw.replace(/\D/g, '').length > country.max_length)
  );
}

/** Reads `raw` for the chosen country; a number with another country's +code moves to that country. */
export async function readPhone(raw: string, country: Country): Promise<ReadPhone> {
  const plain = { phone: sanitizePhone(raw, country.max_length), country };
  if (!hasPhonePrefix(raw, country)) return plain;
  const { parsePhoneNumberFromString } = await import('libphonenumber-js/min');
  const international = fromFirstDigit(raw).replace(/^00/, '+');
  const parsed = parsePhoneNumberFromString(international, country.code as never);
  if (!parsed) return plain;
  // +1 is shared by the US and Canada: keep the chosen one when its code matches.
  const sameCode = `+${parsed.countryCallingCode}` === country.dial_code;
  const owner = sameCode
    ? country
    : (COUNTRIES.find((candidate) => candidate.code === parsed.country) ??
      COUNTRIES.find((candidate) => candidate.dial_code === `+${parsed.countryCallingCode}`));
  if (!owner) return plain;
  return { phone: sanitizePhone(parsed.nationalNumber, owner.max_length), country: owner };
}
