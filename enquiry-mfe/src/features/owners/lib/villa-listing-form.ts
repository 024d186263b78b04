// The owner's villa listing form: its values, rules (spec 5) and payload (POST /client/individuals).
import { LISTING_MESSAGES, LISTING_NUMBER_RANGES } from '@villa/api/contract/field-rules';
import { STAGE_NEEDING_AGE } from '@villa/api/contract/listing-form-options';
import type { City, IndividualPayload, Location } from '@villa/api/schemas';
import { dateProblem } from '@villa/shared/forms/date-field';
import { onlyProblems, requiredMessage, type FormErrors, type FormOption } from '@villa/shared/forms/form';
import { emailProblem, phoneProblem } from '../../../lib/listing-form-rules.ts';

/** An uploaded photo as the form keeps it (the upload widget's). */
export interface ListingPhoto {
  id: string;
  url: string;
  name: string;
}

export interface VillaListingValues {
  name: string;
  email: string;
  phone_number: string;
  villa_type: FormOption | null;
  villa_number: string;
  bedroom: FormOption | null;
  bathrooms: FormOption | null;
  balconies: FormOption | null;
  /** Digits as typed; square feet. */
  builtup_area: string;
  /** Digits as typed; rupees. */
  villa_price: string;
  main_door_facing: FormOption | null;
  furnishing: FormOption | null;
  property_stage: FormOption | null;
  property_age_in_years: string;
  car_parking: FormOption | null;
  /** 'YYYY-MM-DD' (the date field's value). */
  available_from: string;
  city: City | null;
  location: Location | null;
  property_images: ListingPhoto[];
}

export const VILLA_LISTING_DEFAULTS: VillaListingValues = {
  name: '',
  email: '',
  phone_number: '',
  villa_type: null,
  villa_number: '',
  bedroom: null,
  bathrooms: null,
  balconies: null,
  builtup_area: '',
  villa_price: '',
  main_door_facing: null,
  furnishing: null,
  property_stage: null,
  property_age_in_years: '',
  car_parking: null,
  available_from: '',
  city: null,
  location: null,
  property_images: [],
};

/** The ranges the API takes, with the messages shown outside them. */
export const LISTING_RANGES = {
  builtup_area: {
    ...LISTING_NUMBER_RANGES.builtup_area,
    message: 'Enter a built-up area from 100 to 1,00,000 sq.ft',
  },
  villa_price: { ...LISTING_NUMBER_RANGES.villa_price, message: 'Enter a price from ₹1 Lakh to ₹1,000 Cr' },
  property_age_in_years: {
    ...LISTING_NUMBER_RANGES.property_age_in_years,
    message: 'Enter an age from 0 to 200 years',
  },
} as const;

export const PHOTOS_REQUIRED = LISTING_MESSAGES.photosRequired;

type Ranged = keyof typeof LISTING_RANGES;

function numberProblem(field: Ranged, value: string, label: string): string | null {
  if (value.trim() === '') return requiredMessage(label);
  const number = Number(value);
  const { min, max, message } = LISTING_RANGES[field];
  return Number.isInteger(number) && number >= min && number <= max ? null : message;
}

/** The choices and their labels, in the order the form shows them. */
const CHOICES = [
  ['villa_type', 'Villa type'],
  ['bedroom', 'Bedroom'],
  ['bathrooms', 'Bathrooms'],
  ['balconies', 'Balconies'],
  ['main_door_facing', 'Main door facing'],
  ['furnishing', 'Furnishing'],
  ['property_stage', 'Property stage'],
  ['car_parking', 'Car parking'],
] as const;

/** Whether the stage asks for the villa's age (spec 5: 'Ready To Move'). */
export const needsAge = (values: Pick<VillaListingValues, 'property_stage'>) =>
  values.property_stage?._id === STAGE_NEEDING_AGE;

/** Spec 5's rules of the owner form: each wrong field with its message. */
export function validateVillaListing(values: VillaListingValues): FormErrors<VillaListingValues> {
  const errors: Partial<Record<keyof VillaListingValues, string | null>> = {};
  if (values.name.trim() === '') errors.name = requiredMessage('Name');
  errors.email = emailProblem(values.email);
  errors.phone_number = phoneProblem(values.phone_number);
  if (values.villa_number.trim() === '') errors.villa_number = requiredMessage('Villa number');
  for (const [field, label] of CHOICES) if (values[field] === null) errors[field] = requiredMessage(label);
  errors.builtup_area = numberProblem('builtup_area', values.builtup_area, 'Built-up area');
  errors.villa_price = numberProblem('villa_price', values.villa_price, 'Villa price');
  if (needsAge(values)) {
    errors.property_age_in_years = numberProblem(
      'property_age_in_years',
      values.property_age_in_years,
      'Property age',
    );
  }
  errors.available_from = dateProblem(values.available_from, requiredMessage('Available from'));
  if (values.city === null) errors.city = LISTING_MESSAGES.selectCity;
  else if (values.location === null) errors.location = LISTING_MESSAGES.selectLocation;
  if (values.property_images.length === 0) errors.property_images = PHOTOS_REQUIRED;
  return onlyProblems(errors);
}

const chosen = <K extends keyof IndividualPayload>(option: FormOption | null) =>
  option!._id as IndividualPayload[K];

/** What POST /client/individuals takes, from values that passed the rules. */
export function individualPayload(values: VillaListingValues): IndividualPayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone_number: values.phone_number,
    villa_type: chosen<'villa_type'>(values.villa_type),
    villa_number: values.villa_number.trim(),
    bedroom: chosen<'bedroom'>(values.bedroom),
    bathrooms: chosen<'bathrooms'>(values.bathrooms),
    balconies: chosen<'balconies'>(values.balconies),
    builtup_area: Number(values.builtup_area),
    villa_price: Number(values.villa_price),
    main_door_facing: chosen<'main_door_facing'>(values.main_door_facing),
    furnishing: chosen<'furnishing'>(values.furnishing),
    property_stage: chosen<'property_stage'>(values.property_stage),
    ...(needsAge(values) ? { property_age_in_years: Number(values.property_age_in_years) } : {}),
    car_parking: chosen<'car_parking'>(values.car_parking),
    available_from: values.available_from,
    city: values.city!._id,
    location: values.location!.name,
    location_id: values.location!._id,
    property_images: values.property_images.map((photo) => photo.id),
  };
}
