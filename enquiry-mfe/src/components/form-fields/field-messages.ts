// The kit's own messages (spec 5), apart from its components so that a form's rules can use them
// without loading a field.
import { LISTING_MESSAGES } from '@villa/api/contract/field-rules';

/** The city's and the location's rule (the API answers the same), and the location's hint until a city is chosen. */
export const CITY_LOCATION_TEXTS = {
  selectCity: LISTING_MESSAGES.selectCity,
  selectLocation: LISTING_MESSAGES.selectLocation,
} as const;

/** A date input that is not a date (input-error code 1). */
export const DATE_INPUT_ERROR = { code: 1, message: 'Date input not valid.' } as const;
