import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { citiesResponse, testLocation } from '@villa/shared/testing/fixtures';
import {
  individualPayload,
  validateVillaListing,
  VILLA_LISTING_DEFAULTS,
  type VillaListingValues,
} from './villa-listing-form.ts';

const option = (name: string) => ({ _id: name, name });
const CITY = citiesResponse.data[0]!;
const LOCATION = testLocation;
const nextWeek = dayjs().add(7, 'day').format('YYYY-MM-DD');

const filled: VillaListingValues = {
  name: 'Meera Iyer',
  email: 'meera@example.in',
  phone_number: '9845012345',
  villa_type: option('Duplex'),
  villa_number: 'B-14',
  bedroom: option('4'),
  bathrooms: option('4'),
  balconies: option('2'),
  builtup_area: '3200',
  villa_price: '32500000',
  main_door_facing: option('North-East'),
  furnishing: option('Semi-Furnished'),
  property_stage: option('Ready To Move'),
  property_age_in_years: '3',
  car_parking: option('2'),
  available_from: nextWeek,
  city: CITY as VillaListingValues['city'],
  location: LOCATION,
  property_images: [
    {
      id: '6742a1f0c0ffee00000000aa',
      url: '/api/v1/uploads/6742a1f0c0ffee00000000aa/display',
      name: 'front.jpg',
    },
  ],
};

describe('the owner listing form rules (spec 5)', () => {
  it('requires everything the spec names, each with its message', () => {
    expect(validateVillaListing(VILLA_LISTING_DEFAULTS)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone_number: 'Phone number is required',
      villa_type: 'Villa type is required',
      villa_number: 'Villa number is required',
      bedroom: 'Bedroom is required',
      bathrooms: 'Bathrooms is required',
      balconies: 'Balconies is required',
      builtup_area: 'Built-up area is required',
      villa_price: 'Villa price is required',
      main_door_facing: 'Main door facing is required',
      furnishing: 'Furnishing is required',
      property_stage: 'Property stage is required',
      car_parking: 'Car parking is required',
      available_from: 'Available from is required',
      city: 'Please select a city',
      property_images: 'Add at least one photo',
    });
    expect(validateVillaListing(filled)).toEqual({});
  });

  it("asks the property's age only when it is ready to move", () => {
    expect(validateVillaListing({ ...filled, property_age_in_years: '' })).toEqual({
      property_age_in_years: 'Property age is required',
    });
    const building = { ...filled, property_stage: option('Under Construction'), property_age_in_years: '' };
    expect(validateVillaListing(building)).toEqual({});
    expect(individualPayload(building)).not.toHaveProperty('property_age_in_years');
  });

  it('checks the phone, the numbers, the date and the location', () => {
    expect(
      validateVillaListing({
        ...filled,
        phone_number: '984501234',
        builtup_area: '40',
        villa_price: '99999',
        available_from: dayjs().subtract(1, 'day').format('YYYY-MM-DD'),
        location: null,
      }),
    ).toEqual({
      phone_number: 'Enter a valid phone number',
      builtup_area: 'Enter a built-up area from 100 to 1,00,000 sq.ft',
      villa_price: 'Enter a price from ₹1 Lakh to ₹1,000 Cr',
      available_from: 'Date input not valid.',
      location: 'Please select a location',
    });
    expect(validateVillaListing({ ...filled, available_from: 'invalid' }).available_from).toBe(
      'Date input not valid.',
    );
  });

  it('sends the individual payload: numbers as numbers, the city id, the location by name and id, the photo ids', () => {
    expect(individualPayload(filled)).toEqual({
      name: 'Meera Iyer',
      email: 'meera@example.in',
      phone_number: '9845012345',
      villa_type: 'Duplex',
      villa_number: 'B-14',
      bedroom: '4',
      bathrooms: '4',
      balconies: '2',
      builtup_area: 3200,
      villa_price: 32500000,
      main_door_facing: 'North-East',
      furnishing: 'Semi-Furnished',
      property_stage: 'Ready To Move',
      property_age_in_years: 3,
      car_parking: '2',
      available_from: nextWeek,
      city: CITY._id,
      location: 'Whitefield',
      location_id: LOCATION._id,
      property_images: ['6742a1f0c0ffee00000000aa'],
    });
  });
});
