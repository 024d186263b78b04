// Spec 9's option lists, one copy for the server and the apps: the choices of the developer
// (partner) form, the owner's villa listing form and the listing's filter, and the upload limits
// (spec 5, 9). The API's schemas are built from them and the apps import them as values
// (`@villa/api/contract/listing-form-options`), so a form offers exactly what the server accepts.
// Runtime-free: this folder imports nothing (eslint.config.js), and lint refuses a copy elsewhere.

/** Project stage (developer form `stage`). */
export const PROJECT_STAGES = [
  'Land Stage',
  'Approval Stage',
  'Launch Stage',
  'Under Construction',
  'Ready To Move',
] as const;

/** Property kinds (developer form `property_type`, a multi-select; the filter's property kinds). */
export const PROPERTY_KINDS = ['Villa', 'Villament', 'Rowhouse'] as const;

/** BHK configurations (developer form `configuration`, a multi-select). */
export const BHK_CONFIGURATIONS = ['3 BHK', '4 BHK', '5 BHK', '6 BHK'] as const;

/** The developer form's yes/no for `is_project_rera_registered` (booleans are accepted too). */
export const YES_NO = ['yes', 'no'] as const;

/** Villa types (owner form `villa_type`; the filter's unit types). */
export const VILLA_TYPES = ['Duplex', 'Triplex', 'Penthouse'] as const;

/** Facing (owner form `main_door_facing`; the filter's directions; the seed's unit facings). */
export const FACINGS = [
  'North',
  'South',
  'East',
  'West',
  'North-East',
  'North-West',
  'South-East',
  'South-West',
] as const;

/** Furnishing (owner form `furnishing`). */
export const FURNISHINGS = ['Unfurnished', 'Semi-Furnished', 'Fully Furnished'] as const;

/** Possession status (owner form `property_stage`); property age is required for the first. */
export const PROPERTY_STAGES = ['Ready To Move', 'Under Construction'] as const;
export const STAGE_NEEDING_AGE: (typeof PROPERTY_STAGES)[number] = 'Ready To Move';

/** Counts 1 to 9, 10+ (owner form `bedroom`). */
export const BEDROOM_COUNTS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10+'] as const;
/** Bathroom or parking counts 1 to 5, 6+, None (owner form `bathrooms`, `car_parking`). */
export const BATHROOM_COUNTS = ['1', '2', '3', '4', '5', '6+', 'None'] as const;
export const PARKING_COUNTS = BATHROOM_COUNTS;
/** Counts 0 to 4, None (owner form `balconies`). */
export const BALCONY_COUNTS = ['0', '1', '2', '3', '4', 'None'] as const;

/** Uploads (spec 5, 9): the types the client may pick; the server checks the bytes, not these names. */
export const UPLOAD_ALLOWED_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export const UPLOAD_MAX_BYTES = 1_048_576;
/** Files per submission (one form's `id`), across its requests. */
export const UPLOAD_MAX_FILES = 10;
