// The choices of the developer form and the owner's listing form (spec 9), typed against the API's
// payloads: a choice the server would refuse does not compile, and listing-form-options.test.ts
// checks that none of the server's is missing.
import type { IndividualPayload, PartnerPayload } from '@villa/api/schemas';

export const PROJECT_STAGES = [
  'Land Stage',
  'Approval Stage',
  'Launch Stage',
  'Under Construction',
  'Ready To Move',
] as const satisfies readonly PartnerPayload['stage'][];
export const PROPERTY_KINDS = [
  'Villa',
  'Villament',
  'Rowhouse',
] as const satisfies readonly PartnerPayload['property_type'][number][];
export const BHK_CONFIGURATIONS = [
  '3 BHK',
  '4 BHK',
  '5 BHK',
  '6 BHK',
] as const satisfies readonly PartnerPayload['configuration'][number][];

export const VILLA_TYPES = [
  'Duplex',
  'Triplex',
  'Penthouse',
] as const satisfies readonly IndividualPayload['villa_type'][];
export const FACINGS = [
  'North',
  'South',
  'East',
  'West',
  'North-East',
  'North-West',
  'South-East',
  'South-West',
] as const satisfies readonly IndividualPayload['main_door_facing'][];
export const FURNISHINGS = [
  'Unfurnished',
  'Semi-Furnished',
  'Fully Furnished',
] as const satisfies readonly IndividualPayload['furnishing'][];
export const PROPERTY_STAGES = [
  'Ready To Move',
  'Under Construction',
] as const satisfies readonly IndividualPayload['property_stage'][];
/** The stage whose villas are lived in already: their age is asked for (spec 5). */
export const STAGE_NEEDING_AGE = 'Ready To Move' satisfies IndividualPayload['property_stage'];
export const BEDROOM_COUNTS = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10+',
] as const satisfies readonly IndividualPayload['bedroom'][];
export const BATHROOM_COUNTS = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6+',
  'None',
] as const satisfies readonly IndividualPayload['bathrooms'][];
export const PARKING_COUNTS = BATHROOM_COUNTS satisfies readonly IndividualPayload['car_parking'][];
export const BALCONY_COUNTS = [
  '0',
  '1',
  '2',
  '3',
  '4',
  'None',
] as const satisfies readonly IndividualPayload['balconies'][];
