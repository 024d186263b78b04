// The villa editor's values, rules (the contract's bounds, as the API checks them) and body.
import { CATALOGUE_LIMITS as L, VILLA_FIELDS } from '@villa/api/contract/catalogue-options';
import { RERA_NUMBER_PATTERN } from '@villa/api/contract/field-rules';
import type { StudioUnitRecord, UnitCreate } from '@villa/shared/contracts/entities';
import { onlyProblems, requiredMessage, type FormErrors, type FormOption } from '@villa/shared/forms/form';
import { numberOf, numberRule } from './project-values.ts';
import type { PhotoValue } from './photos-field.tsx';

export interface Charge {
  name: string;
  amount: string;
}

export interface UnitValues {
  name: string;
  description: string;
  price: string;
  builtup_area: string;
  plot_area: string;
  plot_rate: string;
  construction_rate: string;
  charges: Charge[];
  unit_type: FormOption | null;
  room: string;
  bathrooms: string;
  parking: string;
  facing: FormOption | null;
  furnishing: FormOption | null;
  possession_status: FormOption | null;
  rera: string;
  unit_premium_tag: FormOption[];
  photos: PhotoValue[];
  cover: string | null;
  slug: string;
}

export const UNIT_FIELDS = [
  ...VILLA_FIELDS,
  'photos',
  'cover',
  'slug',
] as const satisfies readonly (keyof UnitValues)[];

const option = (name: string | null | undefined): FormOption | null => (name ? { _id: name, name } : null);

export const blankUnit = (): UnitValues => ({
  name: '',
  description: '',
  price: '',
  builtup_area: '',
  plot_area: '',
  plot_rate: '',
  construction_rate: '',
  charges: [],
  unit_type: null,
  room: '',
  bathrooms: '',
  parking: '',
  facing: null,
  furnishing: null,
  possession_status: null,
  rera: '',
  unit_premium_tag: [],
  photos: [],
  cover: null,
  slug: '',
});

export const unitValuesOf = (unit: StudioUnitRecord): UnitValues => ({
  name: unit.name,
  description: unit.description,
  price: String(unit.price),
  builtup_area: String(unit.builtup_area),
  plot_area: String(unit.plot_area),
  plot_rate: String(unit.plot_rate),
  construction_rate: String(unit.construction_rate),
  charges: unit.charges.map((charge) => ({ name: charge.name, amount: String(charge.amount) })),
  unit_type: option(unit.unit_type),
  room: String(unit.room),
  bathrooms: String(unit.bathrooms),
  parking: String(unit.parking),
  facing: option(unit.facing),
  furnishing: option(unit.furnishing),
  possession_status: option(unit.possession_status),
  rera: unit.rera ?? '',
  unit_premium_tag: unit.unit_premium_tag.map((name) => ({ _id: name, name })),
  photos: unit.photos,
  cover: unit.cover,
  slug: unit.slug,
});

const requiredNumber = (typed: string, min: number, max: number, field: string) =>
  typed.trim() === '' ? requiredMessage(field) : numberRule(typed, min, max, field, true);

export function validateUnit(values: UnitValues): FormErrors<UnitValues> {
  return onlyProblems<UnitValues>({
    name: values.name.trim() === '' ? requiredMessage('Name') : null,
    price: requiredNumber(values.price, L.priceMin, L.priceMax, 'Price'),
    builtup_area: requiredNumber(values.builtup_area, L.builtupAreaMin, L.builtupAreaMax, 'Built-up area'),
    plot_area: requiredNumber(values.plot_area, 0, L.plotAreaMax, 'Plot area'),
    plot_rate: numberRule(values.plot_rate, 0, L.rateMax, 'Plot rate', true),
    construction_rate: numberRule(values.construction_rate, 0, L.rateMax, 'Construction rate', true),
    charges: values.charges.some(
      (charge) =>
        !charge.name.trim() || numberRule(charge.amount, 0, L.chargeMax, 'Amount', true) || !charge.amount,
    )
      ? 'Each charge needs a name and an amount in rupees'
      : null,
    unit_type: values.unit_type ? null : requiredMessage('Villa type'),
    room: requiredNumber(values.room, L.bedroomsMin, L.bedroomsMax, 'Bedrooms'),
    bathrooms: requiredNumber(values.bathrooms, 0, L.countMax, 'Bathrooms'),
    parking: requiredNumber(values.parking, 0, L.countMax, 'Parking'),
    facing: values.facing ? null : requiredMessage('Facing'),
    furnishing: values.furnishing ? null : requiredMessage('Furnishing'),
    description:
      values.description.length > L.descriptionMax ? `At most ${L.descriptionMax} characters` : null,
    rera:
      values.rera.trim() === '' || new RegExp(RERA_NUMBER_PATTERN).test(values.rera.trim())
        ? null
        : 'Enter the RERA number without spaces, at most 30 characters',
    photos: values.photos.some((photo) => !photo.alt.trim()) ? 'Each photo needs its alt text' : null,
    slug:
      values.slug === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(values.slug)
        ? null
        : 'Lower-case letters, digits and single hyphens only',
  });
}

export function unitBody(values: UnitValues): UnitCreate {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: numberOf(values.price) ?? 0,
    builtup_area: numberOf(values.builtup_area) ?? 0,
    plot_area: numberOf(values.plot_area) ?? 0,
    plot_rate: numberOf(values.plot_rate) ?? 0,
    construction_rate: numberOf(values.construction_rate) ?? 0,
    charges: values.charges.map((charge) => ({ name: charge.name.trim(), amount: Number(charge.amount) })),
    unit_type: values.unit_type!._id as UnitCreate['unit_type'],
    room: numberOf(values.room) ?? 0,
    bathrooms: numberOf(values.bathrooms) ?? 0,
    parking: numberOf(values.parking) ?? 0,
    facing: values.facing!._id as UnitCreate['facing'],
    furnishing: values.furnishing!._id as UnitCreate['furnishing'],
    ...(values.possession_status && {
      possession_status: values.possession_status._id as NonNullable<UnitCreate['possession_status']>,
    }),
    ...(values.rera.trim() && { rera: values.rera.trim() }),
    unit_premium_tag: values.unit_premium_tag.map((tag) => tag._id) as NonNullable<
      UnitCreate['unit_premium_tag']
    >,
    photos: values.photos.map(({ upload_id, kind, alt }) => ({ upload_id, kind, alt: alt.trim() })),
    cover: values.cover,
  };
}
