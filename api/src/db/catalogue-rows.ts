// The rows of the projects and units tables as the seed writes them, built one way for the real seed
// (seed.ts) and the synthetic catalogue (synthetic-catalogue.ts): the two draw their values with rules
// of their own, and these builders turn what was drawn into a row. The builders draw nothing, so each
// caller's random sequence, hence every seeded value, is whatever the caller's order of draws makes it.
import type { Prng } from '../lib/prng.ts';
import type { CitySeed, LocalitySeed } from './seed-data/places.ts';
import { SPECIFICATIONS, type Possession, type ProjectKind, type ProjectSeed } from './seed-data/projects.ts';
import { unitFloors, unitWiths } from './unit-withs.ts';

export interface Image {
  url: string;
  alt: string;
  kind?: 'exterior' | 'interior';
}

export interface Charge {
  name: string;
  amount: number;
}

/** A units row (migrations/), as the seed inserts it. */
export type UnitRow = {
  id: string;
  slug: string;
  name: string;
  project_id: string;
  city_id: string;
  location_id: string;
  description: string;
  price: number;
  area: number;
  builtup_area: number;
  plot_area: number;
  plot_rate: number;
  construction_rate: number;
  unit_type: string;
  facing: string;
  room: number;
  bathrooms: number;
  parking: number;
  furnishing: string;
  possession_status: Possession;
  rera: string | null;
  unit_premium_tag: { name: string }[];
  gallery: Image[];
  floor_plans: Image[];
  master_plan: Image[];
  charges: Charge[];
  created_at: string;
  withs: string[];
};

/** A projects row (migrations/), as the seed inserts it. */
export type ProjectRow = {
  id: string;
  slug: string;
  name: string;
  builder: string;
  property_kind: ProjectKind;
  city_id: string;
  location_id: string;
  description: string;
  gallery: Image[];
  desktop_banner: Image;
  mobile_banner: Image;
  floor_plans: Image[];
  master_plan: Image[];
  amenities: string[];
  specifications: { title: string; description: string }[];
  highlights: string[];
  rera: string | null;
  room: number;
  bhk_types: string;
  starting_price: number;
  min_area: number;
  max_area: number;
  possession_status: Possession;
  total_units: number;
  land_area_acres: number;
  virtual_tour_url: string | null;
  lat: number;
  lng: number;
  created_at: string;
};

export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const round50 = (value: number) => Math.round(value / 50) * 50;
export const round10 = (value: number) => Math.round(value / 10) * 10;
export const coordinate = (value: number) => Math.round(value * 1e6) / 1e6;

export function reraNumber(prng: Prng, city: CitySeed, locality: LocalitySeed): string {
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  switch (city.rera) {
    case 'KA': {
      const date = `${pad(prng.int(1, 28), 2)}${pad(prng.int(1, 12), 2)}${prng.int(21, 24)}`;
      return `PRM/KA/RERA/${locality.reraCode}/${prng.int(300, 499)}/PR/${date}/${pad(prng.int(1000, 7999), 6)}`;
    }
    case 'TG':
      return `${locality.reraCode}000${pad(prng.int(1000, 9999), 5)}`;
    case 'TN':
      return `TN/${locality.reraCode}/Building/${pad(prng.int(10, 499), 4)}/${prng.int(2021, 2024)}`;
  }
}

export interface UnitSize {
  plot: [number, number];
  builtup: [number, number];
}

export const VILLA_SIZES: Record<number, UnitSize> = {
  3: { plot: [1200, 2400], builtup: [1900, 2700] },
  4: { plot: [2400, 4000], builtup: [2800, 4000] },
  5: { plot: [3600, 5600], builtup: [4000, 5600] },
  6: { plot: [5000, 6000], builtup: [5600, 6500] },
};
export const VILLAMENT_SIZE: UnitSize = { plot: [700, 1400], builtup: [2000, 3400] };
export const ROWHOUSE_SIZE: UnitSize = { plot: [1100, 1800], builtup: [1700, 2600] };
export const CONSTRUCTION_RATE = { 1: 3200, 2: 3900, 3: 5000 } as const;
/** A kind of project as a unit's name says it, as its slug says it, and in the plural. */
export const KIND_WORDS = {
  Villa: ['Villa', 'villa', 'villas'],
  Villament: ['Villament', 'villament', 'villaments'],
  Rowhouse: ['Row House', 'rowhouse', 'row houses'],
} as const;

/** A unit's plot and built-up areas in sq.ft, drawn in the ranges of its kind and size. */
export function drawAreas(
  prng: Prng,
  kind: ProjectKind,
  bedrooms: number,
): { plotArea: number; builtupArea: number } {
  const size =
    kind === 'Villament'
      ? VILLAMENT_SIZE
      : kind === 'Rowhouse'
        ? ROWHOUSE_SIZE
        : (VILLA_SIZES[bedrooms] as UnitSize);
  const plotArea = round50(prng.int(size.plot[0], size.plot[1]));
  return { plotArea, builtupArea: round10(prng.int(size.builtup[0], size.builtup[1])) };
}

/** A unit code not yet `taken` in its project, 'C17': one of `letters` letters from A, then 1 to `highest`. */
export function drawUnitCode(prng: Prng, taken: Set<string>, letters: number, highest: number): string {
  let code = '';
  do code = `${String.fromCharCode(65 + prng.int(0, letters - 1))}${prng.int(1, highest)}`;
  while (taken.has(code));
  taken.add(code);
  return code;
}

/** A unit's floor plans, one a storey, each picture's URL from `url` (called floor by floor). */
export function floorPlanImages(
  unitType: string,
  described: string,
  url: (floor: number) => string,
): Image[] {
  return Array.from({ length: unitFloors(unitType) }, (_, floor) => ({
    url: url(floor),
    alt: `${['Ground', 'First', 'Second'][floor]} floor plan of ${described}`,
  }));
}

export function projectDescription(
  prng: Prng,
  seed: ProjectSeed,
  city: CitySeed,
  totalUnits: number,
  acres: number,
): string {
  const [, , plural] = KIND_WORDS[seed.kind];
  const openings = [
    `${seed.name} is a gated community of ${totalUnits} ${plural} by ${seed.builder}, set on ${acres} acres in ${seed.locality}, ${city.name}.`,
    `Spread over ${acres} acres in ${seed.locality}, ${seed.name} brings ${totalUnits} ${plural} from ${seed.builder} to one of ${city.name}'s most sought-after neighbourhoods.`,
    `${seed.builder} presents ${seed.name}: ${totalUnits} ${plural} on ${acres} landscaped acres in ${seed.locality}, ${city.name}.`,
  ];
  const middles = [
    'Homes are planned around tree-lined streets and central parks, with most of the land left open.',
    'Every home has its own garden and terrace, with cross-ventilated rooms and generous natural light.',
    'The layout keeps cars to the periphery so that children can cycle safely on the internal streets.',
  ];
  const closings =
    seed.possession === 'Ready To Move'
      ? 'The community is complete and families already live here; homes are ready to move in.'
      : 'Construction is progressing on schedule, with stage-linked payment plans available.';
  return `${prng.pick(openings)} ${prng.pick(middles)} ${closings}`;
}

/** The project a unit belongs to, as its row needs it. */
export interface UnitProject {
  id: string;
  slug: string;
  name: string;
  kind: ProjectKind;
  cityId: string;
  locationId: string;
  locality: string;
  possession: Possession;
  /** The project's amenities: some of a unit's features come from them (unit-withs.ts). */
  amenities: readonly string[];
}

/** What was drawn for one unit. */
export interface UnitDraw {
  id: string;
  bedrooms: number;
  /** Its code in the project, 'B12': part of its name and slug. */
  code: string;
  unitType: string;
  facing: string;
  plotArea: number;
  builtupArea: number;
  plotRate: number;
  constructionRate: number;
  bathrooms: number;
  parking: number;
  furnishing: string;
  rera: string | null;
  premiumTags: { name: string }[];
  gallery: Image[];
  floorPlans: Image[];
  masterPlan: Image[];
  charges: Charge[];
  createdAt: string;
  /** A sentence the description ends with, if any. */
  closing?: string;
}

/** A units row: its name, slug, description, price and features follow from what was drawn. */
export function unitRow(project: UnitProject, unit: UnitDraw): UnitRow {
  const [kindWord, kindSlug] = KIND_WORDS[project.kind];
  const { bedrooms, code, plotArea, builtupArea, unitType } = unit;
  const description = `A ${bedrooms}-bedroom ${unitType.toLowerCase()} ${kindWord.toLowerCase()} on a ${plotArea} sq.ft ${unit.facing.toLowerCase()}-facing plot in ${project.name}, ${project.locality}. ${builtupArea} sq.ft built-up with ${unit.bathrooms} bathrooms and parking for ${unit.parking} cars.`;
  const row: Omit<UnitRow, 'withs'> = {
    id: unit.id,
    slug: `${project.slug}-${kindSlug}-${bedrooms}bhk-${code.toLowerCase()}`,
    name: `${bedrooms} BHK ${kindWord} ${code} at ${project.name}`,
    project_id: project.id,
    city_id: project.cityId,
    location_id: project.locationId,
    description: unit.closing ? `${description} ${unit.closing}` : description,
    price: plotArea * unit.plotRate + builtupArea * unit.constructionRate,
    area: builtupArea,
    builtup_area: builtupArea,
    plot_area: plotArea,
    plot_rate: unit.plotRate,
    construction_rate: unit.constructionRate,
    unit_type: unitType,
    facing: unit.facing,
    room: bedrooms,
    bathrooms: unit.bathrooms,
    parking: unit.parking,
    furnishing: unit.furnishing,
    possession_status: project.possession,
    rera: unit.rera,
    unit_premium_tag: unit.premiumTags,
    gallery: unit.gallery,
    floor_plans: unit.floorPlans,
    master_plan: unit.masterPlan,
    charges: unit.charges,
    created_at: unit.createdAt,
  };
  return { ...row, withs: unitWiths(row, { amenities: project.amenities }) };
}

/** What was drawn for one project; the rest of its row follows from its units. */
export interface ProjectDraw {
  id: string;
  slug: string;
  seed: ProjectSeed;
  cityId: string;
  locationId: string;
  description: string;
  gallery: Image[];
  /** The banner's picture for wide screens and for phones. */
  banners: { desktop: string; mobile: string };
  masterPlan: Image[];
  amenities: string[];
  highlights: string[];
  rera: string | null;
  totalUnits: number;
  acres: number;
  lat: number;
  lng: number;
  createdAt: string;
}

/** What a project's card says of its units: computed here for the seed and for the studio's writes. */
export type ProjectFigures = Pick<
  ProjectRow,
  'room' | 'bhk_types' | 'starting_price' | 'min_area' | 'max_area'
>;

/** The figures of a project's units: the fewest bedrooms, each count, the lowest price, the areas. */
export function projectFigures(
  units: readonly Pick<UnitRow, 'room' | 'price' | 'builtup_area'>[],
): ProjectFigures {
  if (units.length === 0) return { room: 3, bhk_types: '', starting_price: 0, min_area: 0, max_area: 0 };
  const bedrooms = [...new Set(units.map((unit) => unit.room))].sort((a, b) => a - b);
  const areas = units.map((unit) => unit.builtup_area);
  return {
    room: bedrooms[0] as number,
    bhk_types: bedrooms.join(','),
    starting_price: Math.min(...units.map((unit) => unit.price)),
    min_area: Math.min(...areas),
    max_area: Math.max(...areas),
  };
}

/** A projects row: its bedrooms, prices and areas summarise its units (at least one). */
export function projectRow(project: ProjectDraw, units: readonly UnitRow[]): ProjectRow {
  const { seed } = project;
  const bannerAlt = `${seed.name} by ${seed.builder}`;
  return {
    id: project.id,
    slug: project.slug,
    name: seed.name,
    builder: seed.builder,
    property_kind: seed.kind,
    city_id: project.cityId,
    location_id: project.locationId,
    description: project.description,
    gallery: project.gallery,
    desktop_banner: { url: project.banners.desktop, alt: bannerAlt },
    mobile_banner: { url: project.banners.mobile, alt: bannerAlt },
    floor_plans: (units[0] as UnitRow).floor_plans,
    master_plan: project.masterPlan,
    amenities: project.amenities,
    specifications: SPECIFICATIONS.map((spec) => ({
      title: spec.title,
      description: spec.byTier[seed.tier - 1] as string,
    })),
    highlights: project.highlights,
    rera: project.rera,
    ...projectFigures(units),
    possession_status: seed.possession,
    total_units: project.totalUnits,
    land_area_acres: project.acres,
    virtual_tour_url: null,
    lat: project.lat,
    lng: project.lng,
    created_at: project.createdAt,
  };
}
