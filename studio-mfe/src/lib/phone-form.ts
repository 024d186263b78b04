// The studio's phone rules, the buyers' forms' own (@villa/shared/lib/validation): a country from the
// API's list, then as many digits as that country's numbers have.
import { COUNTRIES, DEFAULT_COUNTRY, type Country } from '@villa/shared/lib/countries';
import type { FormOption } from '@villa/shared/forms/form';
import { validatePhone } from '@villa/shared/lib/validation';

/** A country as a pick-list option: its ISO code, shown with its dial code. */
export const countryOption = (country: Country): FormOption => ({
  _id: country.code,
  name: `${country.name} (${country.dial_code})`,
});

export const COUNTRY_OPTIONS: readonly FormOption[] = COUNTRIES.map(countryOption);
export const DEFAULT_COUNTRY_OPTION = countryOption(DEFAULT_COUNTRY);

export const countryOf = (option: FormOption | null): Country =>
  COUNTRIES.find((country) => country.code === option?._id) ?? DEFAULT_COUNTRY;

export interface PhoneValues {
  country: FormOption | null;
  phone: string;
}

/** The phone's problem, or undefined: as many digits as the country's numbers have. */
export const phoneProblem = ({ country, phone }: PhoneValues) =>
  validatePhone(phone, countryOf(country).max_length) ?? undefined;

/** What the API takes: the number and its country's dial code. */
export const phoneBody = ({ country, phone }: PhoneValues) => ({
  phone_number: phone,
  country_code: countryOf(country).dial_code,
});
