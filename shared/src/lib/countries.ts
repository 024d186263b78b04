// The phone-code picker's countries: the list is the API's (`@villa/api/contract/countries`, which
// the server checks dial codes against); this module adds the picker's search.
import { COUNTRIES, DEFAULT_COUNTRY, type Country } from '@villa/api/contract/countries';

export { COUNTRIES, DEFAULT_COUNTRY, type Country };

const dialDigits = (dialCode: string) => dialCode.replace('+', '');

/** The picker's search: by name, two-letter code or dial code (with or without '+'); '' gives all. */
export function filterCountries(query: string, countries: readonly Country[] = COUNTRIES): Country[] {
  const needle = query.trim().toLowerCase().replace(/^\+/, '');
  if (!needle) return [...countries];
  return countries.filter(
    (country) =>
      country.name.toLowerCase().includes(needle) ||
      country.code.toLowerCase().startsWith(needle) ||
      dialDigits(country.dial_code).startsWith(needle),
  );
}
