// The field rules a form checks in the browser and the API's schemas check again, one copy of each:
// what passes a form is what the server accepts, and both say it in spec 5's words. The patterns
// are JSON Schema `pattern` strings: the schemas take them as they are, a browser rule takes
// `new RegExp(pattern)`, and lib/validation-message.ts words a failed one by its text.
// Runtime-free: this folder imports nothing (eslint.config.js).

/** An email address: something@something.something, without spaces. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
export const EMAIL_MAX_LENGTH = 254;

/** A buyer's name (the enquiry form, signup): letters and spaces. */
export const PERSON_NAME_PATTERN = '^[A-Za-z ]+$';
export const PERSON_NAME_MIN_LENGTH = 2;
export const PERSON_NAME_MAX_LENGTH = 100;

/** A phone number without its country code (the enquiry form, the OTP login). */
export const PHONE_NUMBER_PATTERN = '^[0-9]{6,15}$';
/** A dial code, e.g. '+91'. */
export const COUNTRY_CODE_PATTERN = '^\\+[0-9]{1,4}$';
/** The listing forms' phone number: exactly 10 digits (spec 5). */
export const TEN_DIGIT_PHONE_PATTERN = '^[0-9]{10}$';

export const OTP_LENGTH = 6;
export const OTP_PATTERN = `^[0-9]{${OTP_LENGTH}}$`;

/** A blog comment (POST /blog/comments): its name's and text's lengths, and the links it may hold. */
export const COMMENT_RULES = {
  nameMin: 2,
  nameMax: 80,
  commentMin: 2,
  commentMax: 2000,
  maxLinks: 2,
} as const;
/**
 * A link as the comments' spam guard counts one: http:// or https://, www., or a bare domain with a
 * path (cheap-pills.example/buy). Used with the flags 'gi'.
 */
export const LINK_PATTERN =
  '\\b(?:https?:\\/\\/|www\\.)\\S+|\\b[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.[a-z]{2,}\\/\\S*';

/** The RERA number: 1 to 30 characters, none of them a space (spec 5). */
export const RERA_NUMBER_PATTERN = '^\\S{1,30}$';

/** Spec 5's words in the developer and owner listing forms: shown by the form, answered by the API. */
export const LISTING_MESSAGES = {
  emailRequired: 'Email is required',
  email: 'Enter a valid email address',
  phoneRequired: 'Phone number is required',
  phone: 'Enter a valid phone number',
  reraNumber: 'Enter a valid RERA number',
  propertyType: 'Select at least one property type',
  configuration: 'Select at least one configuration',
  selectCity: 'Please select a city',
  selectLocation: 'Please select a location',
  photosRequired: 'Add at least one photo',
} as const;

/** The owner form's whole numbers the API takes (square feet, rupees, years). */
export const LISTING_NUMBER_RANGES = {
  builtup_area: { min: 100, max: 100_000 },
  villa_price: { min: 100_000, max: 10_000_000_000 },
  property_age_in_years: { min: 0, max: 200 },
} as const;
