// The project editor's values: what the form holds (text as typed, options as options), its rules
// (the contract's bounds and patterns, as the API checks them) and the body the API takes.
import {
  CATALOGUE_LIMITS as L,
  LATITUDE_RANGE,
  LONGITUDE_RANGE,
  VIRTUAL_TOUR_URL_PATTERN,
} from '@villa/api/contract/catalogue-options';
import { RERA_NUMBER_PATTERN } from '@villa/api/contract/field-rules';
import type { ProjectCreate, StudioProjectRecord } from '@villa/shared/contracts/entities';
import { onlyProblems, requiredMessage, type FormErrors, type FormOption } from '@villa/shared/forms/form';
import type { PhotoValue } from './photos-field.tsx';

export interface Specification {
  title: string;
  description: string;
}

export interface ProjectValues {
  name: string;
  builder: string;
  property_kind: FormOption | null;
  city: FormOption | null;
  location: FormOption | null;
  description: string;
  possession_status: FormOption | null;
  rera: string;
  amenities: FormOption[];
  specifications: Specification[];
  highlights: string[];
  total_units: string;
  land_area_acres: string;
  virtual_tour_url: string;
  lat: string;
  lng: string;
  photos: PhotoValue[];
  cover: string | null;
  master_plan: PhotoValue[];
  slug: string;
}

/** The API's fields the form has, so a 400 naming one is shown under it. */
export const PROJECT_FIELDS = [
  'name',
  'builder',
  'property_kind',
  'city',
  'location',
  'description',
  'possession_status',
  'rera',
  'amenities',
  'specifications',
  'highlights',
  'total_units',
  'land_area_acres',
  'virtual_tour_url',
  'lat',
  'lng',
  'photos',
  'cover',
  'master_plan',
  'slug',
] as const satisfies readonly (keyof ProjectValues)[];

/** The API's name of a field, where it differs from the form's. */
export const API_FIELD: Record<string, keyof ProjectValues> = { city_id: 'city', location_id: 'location' };

const option = (name: string | null | undefined): FormOption | null => (name ? { _id: name, name } : null);

export const blankProject = (): ProjectValues => ({
  name: '',
  builder: '',
  property_kind: null,
  city: null,
  location: null,
  description: '',
  possession_status: option('Under Construction'),
  rera: '',
  amenities: [],
  specifications: [],
  highlights: [],
  total_units: '',
  land_area_acres: '',
  virtual_tour_url: '',
  lat: '',
  lng: '',
  photos: [],
  cover: null,
  master_plan: [],
  slug: '',
});

export const projectValuesOf = (record: StudioProjectRecord): ProjectValues => ({
  name: record.name,
  builder: record.builder,
  property_kind: option(record.property_kind),
  city: record.city,
  location: record.location,
  description: record.description,
  possession_status: option(record.possession_status),
  rera: record.rera ?? '',
  amenities: record.amenities.map((name) => ({ _id: name, name })),
  specifications: record.specifications,
  highlights: record.highlights,
  total_units: String(record.total_units),
  land_area_acres: String(record.land_area_acres),
  virtual_tour_url: record.virtual_tour_url ?? '',
  lat: String(record.lat),
  lng: String(record.lng),
  photos: record.photos,
  cover: record.cover,
  master_plan: record.master_plan_photos,
  slug: record.slug,
});

const tooLong = (value: string, max: number, field: string) =>
  value.length > max ? `${field} is at most ${max} characters` : null;
const requiredText = (value: string, max: number, field: string) =>
  value.trim() === '' ? requiredMessage(field) : tooLong(value, max, field);

/** A number typed in a box: blank is null; otherwise a finite number or NaN. */
export const numberOf = (typed: string) => (typed.trim() === '' ? null : Number(typed.trim()));

export function numberRule(typed: string, min: number, max: number, field: string, whole = false) {
  const value = numberOf(typed);
  if (value === null) return null;
  if (!Number.isFinite(value) || (whole && !Number.isInteger(value)))
    return `${field} must be a ${whole ? 'whole ' : ''}number`;
  if (value < min || value > max) return `${field} must be between ${min} and ${max}`;
  return null;
}

export function validateProject(values: ProjectValues): FormErrors<ProjectValues> {
  const pin = values.lat.trim() === '' || values.lng.trim() === '';
  const anyPin = values.lat.trim() !== '' || values.lng.trim() !== '';
  return onlyProblems<ProjectValues>({
    name: requiredText(values.name, L.nameMax, 'Name'),
    builder: requiredText(values.builder, L.nameMax, 'Builder'),
    property_kind: values.property_kind ? null : requiredMessage('Property kind'),
    city: values.city ? null : requiredMessage('City'),
    location: values.location ? null : requiredMessage('Location'),
    description: tooLong(values.description, L.descriptionMax, 'Description'),
    rera:
      values.rera.trim() === '' || new RegExp(RERA_NUMBER_PATTERN).test(values.rera.trim())
        ? null
        : 'Enter the RERA number without spaces, at most 30 characters',
    specifications: values.specifications.some((item) => !item.title.trim() || !item.description.trim())
      ? 'Each specification needs a title and a description'
      : null,
    highlights: values.highlights.some((line) => !line.trim())
      ? 'Remove the empty highlight, or write it'
      : null,
    total_units: numberRule(values.total_units, 0, L.totalUnitsMax, 'Total villas', true),
    land_area_acres: numberRule(values.land_area_acres, 0, L.landAcresMax, 'Land area'),
    virtual_tour_url:
      values.virtual_tour_url.trim() === '' ||
      new RegExp(VIRTUAL_TOUR_URL_PATTERN).test(values.virtual_tour_url.trim())
        ? null
        : 'Enter an https:// address',
    lat:
      anyPin && pin && values.lat.trim() === ''
        ? 'Enter the latitude too, or neither'
        : numberRule(values.lat, LATITUDE_RANGE.minimum, LATITUDE_RANGE.maximum, 'Latitude'),
    lng:
      anyPin && pin && values.lng.trim() === ''
        ? 'Enter the longitude too, or neither'
        : numberRule(values.lng, LONGITUDE_RANGE.minimum, LONGITUDE_RANGE.maximum, 'Longitude'),
    photos: values.photos.some((photo) => !photo.alt.trim()) ? 'Each photo needs its alt text' : null,
    master_plan: values.master_plan.some((page) => !page.alt.trim())
      ? 'Each page of the master plan needs its alt text'
      : null,
    slug:
      values.slug === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(values.slug)
        ? null
        : 'Lower-case letters, digits and single hyphens only',
  });
}

/** The body of POST /studio/projects (and, with the slug when changed, of PATCH). */
export function projectBody(values: ProjectValues): ProjectCreate {
  const lat = numberOf(values.lat);
  const lng = numberOf(values.lng);
  return {
    name: values.name.trim(),
    builder: values.builder.trim(),
    property_kind: values.property_kind!._id as ProjectCreate['property_kind'],
    city_id: values.city!._id,
    location_id: values.location!._id,
    description: values.description.trim(),
    ...(values.possession_status && {
      possession_status: values.possession_status._id as NonNullable<ProjectCreate['possession_status']>,
    }),
    rera: values.rera.trim() || null,
    amenities: values.amenities.map((amenity) => amenity._id) as NonNullable<ProjectCreate['amenities']>,
    specifications: values.specifications.map((item) => ({
      title: item.title.trim(),
      description: item.description.trim(),
    })),
    highlights: values.highlights.map((line) => line.trim()),
    total_units: numberOf(values.total_units) ?? 0,
    land_area_acres: numberOf(values.land_area_acres) ?? 0,
    virtual_tour_url: values.virtual_tour_url.trim() || null,
    ...(lat !== null && lng !== null && { lat, lng }),
    photos: values.photos.map(({ upload_id, kind, alt }) => ({ upload_id, kind, alt: alt.trim() })),
    cover: values.cover,
    master_plan: values.master_plan.map(({ upload_id, alt }) => ({ upload_id, alt: alt.trim() })),
  };
}
