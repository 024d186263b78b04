// The features and amenities a villa has: what the listing's `withs` filter matches (units.withs).
// They are derived from data the catalogue already holds: the project's amenities, the unit's premium
// tags, its type, size and bedrooms. The seed stores them through unitWiths(); the backfill of
// migrations/0005_unit_withs.sql computes the same with SQL. The two must agree (a test checks it).

import { WITH_LABELS, type WithLabel } from '../contract/filter-options.ts';

/** What the rules read of a unit (a units row) and of its project (a projects row). */
export interface WithsUnit {
  unit_type: string;
  room: number;
  plot_area: number;
  builtup_area: number;
  unit_premium_tag: readonly { name: string }[];
}
export interface WithsProject {
  amenities: readonly string[];
}

/** Storeys of a unit type: a penthouse is one floor of a villament, a triplex three. */
export function unitFloors(unitType: string): number {
  return unitType === 'Triplex' ? 3 : unitType === 'Penthouse' ? 1 : 2;
}

type Rule = (unit: WithsUnit, project: WithsProject) => boolean;

const projectHas =
  (amenity: string): Rule =>
  (_unit, project) =>
    project.amenities.includes(amenity);
const taggedWith =
  (tag: string): Rule =>
  (unit) =>
    unit.unit_premium_tag.some((premium) => premium.name === tag);
const onTop: Rule = (unit) => unit.unit_type === 'Triplex' || unit.unit_type === 'Penthouse';

const RULES: Record<WithLabel, Rule> = {
  Pool: projectHas('Swimming pool'),
  'Garden Space': projectHas('Landscaped gardens'),
  'Rooftop Terrace': onTop,
  Gym: projectHas('Gymnasium'),
  'Kids Play Area': projectHas("Children's play area"),
  'Gated Community': projectHas('24x7 security with CCTV'),
  'Home Theatre': projectHas('Mini theatre'),
  'Pet Friendly': projectHas('Pet park'),
  'Office Space': projectHas('Co-working lounge'),
  'Corner Plot': taggedWith('Corner plot'),
  'Park Facing': taggedWith('Park facing'),
  'Private Pool': taggedWith('Private pool'),
  'Wide Road Frontage': taggedWith('Wide road frontage'),
  // At least half the plot left open once the house stands on it (built-up area spread over its floors).
  'Private Garden': (unit) => unit.builtup_area * 2 <= unit.plot_area * unitFloors(unit.unit_type),
  // A lift only pays for itself in a large home over several floors.
  'Home Lift': (unit, project) => onTop(unit, project) && unit.room >= 5,
};

/** The unit's features and amenities, lower-case, in the order of WITH_LABELS. */
export function unitWiths(unit: WithsUnit, project: WithsProject): string[] {
  return WITH_LABELS.filter((label) => RULES[label](unit, project)).map((label) => label.toLowerCase());
}

/** A `withs` value of the filter payload as stored: 'Kids  Play Area ' is 'kids play area'. */
export function normaliseWith(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}
