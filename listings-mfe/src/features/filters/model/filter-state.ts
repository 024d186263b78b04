// The listing's filters (spec 3, 4 and 9): what a buyer selects, the payload the API reads, and the
// chips that show what is applied. Pure functions: the store, the modal and the chips build on them.
// The choices are the API's own lists (`@villa/api/contract/...`): the filter offers what it knows.
import { AMENITIES, FEATURE_LABELS, type Amenity } from '@villa/api/contract/filter-options';
import {
  BATHROOM_COUNTS,
  FACINGS,
  PROPERTY_KINDS,
  VILLA_TYPES,
} from '@villa/api/contract/listing-form-options';
import type { UnitFilters } from '@villa/shared/contracts/entities';
import { CRORE, formatIndianNumber, formatPriceCr } from '@villa/shared/format/price';

/** Spec 9's count lists, with 'Any' first. */
export const BHK_OPTIONS = ['Any', '3', '4', '5', '6'] as const;
export const BATHROOM_OPTIONS = ['Any', ...BATHROOM_COUNTS] as const;
export const PARKING_OPTIONS = ['Any', '1', '2', '3', '4', '5', '6', '7', '8+', 'None'] as const;
export const AMENITY_KEYS = Object.keys(AMENITIES) as Amenity[];

/** Spec 9's defaults: built-up area 1,000 to 4,000 sq.ft, price ₹1 Cr to ₹3.5 Cr. */
export const DEFAULT_BUILTUP_AREA = { min: 1_000, max: 4_000 } as const;
export const DEFAULT_PRICE = { min: 10_000_000, max: 35_000_000 } as const;

/** A min/max pair; null is "no bound". */
export interface Range {
  min: number | null;
  max: number | null;
}

/** What a buyer has selected (spec 3's filter state, less the modal-open flag kept apart). */
export interface FilterState {
  bhk: string;
  exactBhk: boolean;
  bathrooms: string;
  exactBathrooms: boolean;
  parking: string;
  exactParking: boolean;
  villaSize: Range;
  plotSize: Range;
  price: Range;
  directions: string[];
  unitTypes: string[];
  propertyKinds: string[];
  features: string[];
  amenities: Record<Amenity, boolean>;
  /** Ticked by the buyer or, automatically, when every amenity is. */
  selectAllAmenities: boolean;
}

const noAmenities = () =>
  Object.fromEntries(AMENITY_KEYS.map((key) => [key, false])) as Record<Amenity, boolean>;

/** Reset's state: Any, the default area and price, nothing else. */
export function defaultFilterState(): FilterState {
  return {
    bhk: 'Any',
    // '4 BHK' means four bedrooms; '3+ baths' and '2+ parking' are how buyers count those.
    exactBhk: true,
    bathrooms: 'Any',
    exactBathrooms: false,
    parking: 'Any',
    exactParking: false,
    villaSize: { ...DEFAULT_BUILTUP_AREA },
    plotSize: { min: null, max: null },
    price: { ...DEFAULT_PRICE },
    directions: [],
    unitTypes: [],
    propertyKinds: [],
    features: [],
    amenities: noAmenities(),
    selectAllAmenities: false,
  };
}

/** Sets one amenity; select-all follows (ticked exactly when all nine are). */
export function setAmenity(state: FilterState, key: Amenity, on: boolean): FilterState {
  const amenities = { ...state.amenities, [key]: on };
  return { ...state, amenities, selectAllAmenities: AMENITY_KEYS.every((name) => amenities[name]) };
}

/** Select-all sets (or clears) every amenity flag. */
export function setAllAmenities(state: FilterState, on: boolean): FilterState {
  const amenities = Object.fromEntries(AMENITY_KEYS.map((key) => [key, on])) as Record<Amenity, boolean>;
  return { ...state, amenities, selectAllAmenities: on };
}

const inOrder = (options: readonly string[], values: string[]) =>
  options.filter((option) => values.includes(option));

const isAny = (value: string) => value === '' || value === 'Any';

/**
 * The API's filter payload (spec 3) of a state: only what narrows the list, so equal selections
 * give equal payloads.
 */
export function buildFilterPayload(state: FilterState): UnitFilters {
  const payload: UnitFilters = {};
  if (!isAny(state.bhk)) Object.assign(payload, { bhk: state.bhk, exactBhk: state.exactBhk });
  if (!isAny(state.bathrooms)) {
    Object.assign(payload, { bathrooms: state.bathrooms, exactBathrooms: state.exactBathrooms });
  }
  if (!isAny(state.parking))
    Object.assign(payload, { parking: state.parking, exactParking: state.exactParking });
  // In the options' order, whatever the order of the clicks: equal selections, equal payloads.
  const types = [...inOrder(VILLA_TYPES, state.unitTypes), ...inOrder(PROPERTY_KINDS, state.propertyKinds)];
  if (types.length > 0) payload.types = types;
  const bounds: [Range, keyof UnitFilters, keyof UnitFilters][] = [
    [state.villaSize, 'minBuiltupArea', 'maxBuiltupArea'],
    [state.plotSize, 'minPlotArea', 'maxPlotArea'],
    [state.price, 'minPrice', 'maxPrice'],
  ];
  for (const [range, minKey, maxKey] of bounds) {
    if (range.min !== null) Object.assign(payload, { [minKey]: range.min });
    if (range.max !== null) Object.assign(payload, { [maxKey]: range.max });
  }
  // Spec 3: directions are sent capitalised.
  if (state.directions.length > 0) payload.directions = inOrder(FACINGS, state.directions.map(capitalise));
  const withs = [
    ...inOrder(FEATURE_LABELS, state.features),
    ...AMENITY_KEYS.filter((key) => state.amenities[key]).map((key) => AMENITIES[key]),
  ];
  if (withs.length > 0) payload.withs = withs;
  return payload;
}

/** The payload of a state as the listing sends it (JSON); '' when nothing narrows the list. */
export function filterJsonOf(state: FilterState | null): string {
  if (!state) return '';
  const payload = buildFilterPayload(state);
  return Object.keys(payload).length > 0 ? JSON.stringify(payload) : '';
}

const capitalise = (direction: string) =>
  direction.replace(/[a-z]+/gi, (word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const bound = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const oneOf = <T extends string>(options: readonly T[], values: string[]) =>
  options.filter((option) => values.some((value) => value.toLowerCase() === option.toLowerCase()));

/**
 * The state a saved payload stands for (a shared link, spec 3: "data merged into filter state").
 * What it does not name is left unset, not defaulted: the link's list is the sender's list.
 */
export function stateFromPayload(payload: unknown): FilterState {
  const saved = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  const defaults = defaultFilterState();
  const types = strings(saved.types);
  const withs = strings(saved.withs);
  const state: FilterState = {
    ...defaults,
    bhk: text(Array.isArray(saved.bhk) ? saved.bhk[0] : saved.bhk, 'Any'),
    exactBhk: flag(saved.exactBhk, true),
    bathrooms: text(saved.bathrooms, 'Any'),
    exactBathrooms: flag(saved.exactBathrooms, false),
    parking: text(saved.parking, 'Any'),
    exactParking: flag(saved.exactParking, false),
    villaSize: { min: bound(saved.minBuiltupArea), max: bound(saved.maxBuiltupArea) },
    plotSize: { min: bound(saved.minPlotArea), max: bound(saved.maxPlotArea) },
    price: { min: bound(saved.minPrice), max: bound(saved.maxPrice) },
    directions: oneOf(FACINGS, strings(saved.directions)),
    unitTypes: oneOf(VILLA_TYPES, types),
    propertyKinds: oneOf(PROPERTY_KINDS, types),
    features: oneOf(FEATURE_LABELS, withs),
  };
  const amenityLabels = oneOf(Object.values(AMENITIES), withs);
  return AMENITY_KEYS.reduce(
    (next, key) => setAmenity(next, key, amenityLabels.includes(AMENITIES[key])),
    state,
  );
}

/** One applied filter as a removable chip; `remove` gives the state without it (spec 4). */
export interface FilterChip {
  id: string;
  label: string;
  remove: (state: FilterState) => FilterState;
}

const cr = (value: number) => formatPriceCr(value);
const sqft = (value: number) => formatIndianNumber(value);

function rangeLabel(range: Range, format: (value: number) => string, unit: string): string | null {
  if (range.min !== null && range.max !== null) return `${format(range.min)} - ${format(range.max)}${unit}`;
  if (range.min !== null) return `From ${format(range.min)}${unit}`;
  if (range.max !== null) return `Up to ${format(range.max)}${unit}`;
  return null;
}

/** '4 BHK' when exact, '4+ BHK' when at least; '6+' is always "at least". */
function countLabel(value: string, exact: boolean, noun: string, none: string): string {
  if (value === 'None') return none;
  return `${value}${exact || value.endsWith('+') ? '' : '+'} ${noun}`;
}

const without = (list: string[], item: string) => list.filter((entry) => entry !== item);

/** The chips of an applied state, in the modal's order. */
export function filterChips(state: FilterState): FilterChip[] {
  const chips: FilterChip[] = [];
  if (!isAny(state.bhk)) {
    chips.push({
      id: 'bhk',
      label: countLabel(state.bhk, state.exactBhk, 'BHK', '0 BHK'),
      remove: (current) => ({ ...current, bhk: 'Any' }),
    });
  }
  if (!isAny(state.bathrooms)) {
    chips.push({
      id: 'bathrooms',
      label: countLabel(state.bathrooms, state.exactBathrooms, 'Baths', 'No bathrooms'),
      remove: (current) => ({ ...current, bathrooms: 'Any' }),
    });
  }
  if (!isAny(state.parking)) {
    chips.push({
      id: 'parking',
      label: countLabel(state.parking, state.exactParking, 'Parking', 'No parking'),
      remove: (current) => ({ ...current, parking: 'Any' }),
    });
  }
  const price = rangeLabel(state.price, cr, '');
  if (price) {
    chips.push({
      id: 'price',
      label: price,
      remove: (current) => ({ ...current, price: { min: null, max: null } }),
    });
  }
  const villaSize = rangeLabel(state.villaSize, sqft, ' sq.ft');
  if (villaSize) {
    chips.push({
      id: 'villaSize',
      label: `Villa ${villaSize}`,
      remove: (current) => ({ ...current, villaSize: { min: null, max: null } }),
    });
  }
  const plotSize = rangeLabel(state.plotSize, sqft, ' sq.ft');
  if (plotSize) {
    chips.push({
      id: 'plotSize',
      label: `Plot ${plotSize}`,
      remove: (current) => ({ ...current, plotSize: { min: null, max: null } }),
    });
  }
  const listChips = (key: 'directions' | 'unitTypes' | 'propertyKinds' | 'features', suffix = '') => {
    for (const item of state[key]) {
      chips.push({
        id: `${key}:${item}`,
        label: `${item}${suffix}`,
        remove: (current) => ({ ...current, [key]: without(current[key], item) }),
      });
    }
  };
  listChips('directions', ' facing');
  listChips('unitTypes');
  listChips('propertyKinds');
  listChips('features');
  for (const key of AMENITY_KEYS) {
    if (!state.amenities[key]) continue;
    chips.push({
      id: `amenity:${key}`,
      label: AMENITIES[key],
      remove: (current) => setAmenity(current, key, false),
    });
  }
  return chips;
}

/** Rupees from a number of crore typed in the modal ('1.5' -> 15000000); blank is no bound. */
export const croreToRupees = (value: number | null) => (value === null ? null : Math.round(value * CRORE));
