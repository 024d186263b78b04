// The listing's filter payload (spec §3): read from the `filters` query parameter, checked against its
// schema, and turned into SQL on a unit `u` (and nothing else: a condition that reads the project reads it
// through `u.project_id`).
import { Value } from 'typebox/value';
import { InvalidFieldError } from '../lib/errors.ts';
import { formatValidationMessage } from '../lib/validation-message.ts';
import { UnitFiltersSchema, type UnitFilters } from '../schemas/catalogue.ts';
import { INT_MAX, PROPERTY_KINDS, toCount, toNumber, toStrings, type Count } from './filter-payload.ts';
import { normaliseWith } from './unit-withs.ts';

/** A statement's parameters: `add` keeps a value and answers its placeholder. */
export interface SqlParams {
  readonly values: unknown[];
  add(value: unknown): string;
}

export function sqlParams(): SqlParams {
  const values: unknown[] = [];
  return {
    values,
    add(value) {
      values.push(value);
      return `$${values.length}`;
    },
  };
}

/** What a filter payload asks of a unit. */
export interface UnitFilterSql {
  /** Conditions a matching unit `u` meets, each a boolean that is never null, reading no other alias. */
  conditions: string[];
  /**
   * For similar units when nothing matches: how far a unit is from the bedrooms, then from the price
   * asked for; each 0 when as asked.
   */
  distances: string[];
  /**
   * The conditions that hold exactly where every distance is 0 (the bedrooms and the price asked
   * for): similar units meeting them come before all others.
   */
  nearest: string[];
}

/**
 * Reads the API's `filters` query parameter: the payload as JSON, possibly URL-encoded once more by
 * the caller. (The page URL's `filters`, /units?filters=<id>, is a saved filter's id: the listing
 * loads that filter and sends its payload here.)
 */
export function parseFilters(raw: string | undefined): UnitFilters {
  if (raw === undefined || raw.trim() === '') return {};
  for (const candidate of [raw, safeDecode(raw)]) {
    if (candidate === null) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(candidate);
    } catch {
      continue; // try the next reading
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) break;
    if (Value.Check(UnitFiltersSchema, parsed)) return parsed;
    // 'bhk: must be ...' names the field inside the payload; the caller reads 'filters.bhk: must be ...'.
    const message = formatValidationMessage(
      [...Value.Errors(UnitFiltersSchema, parsed)],
      'filters',
      UnitFiltersSchema,
    );
    const separator = message.indexOf(': ');
    throw new InvalidFieldError(`filters.${message.slice(0, separator)}`, message.slice(separator + 2));
  }
  throw new InvalidFieldError('filters', 'must be a URL-encoded JSON object');
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Bedrooms: each value exactly ('6+' at least 6) or, with exactBhk false, at least the smallest.
 * Also answers how far a unit's bedrooms are from those asked for.
 */
function bedroomFilter(filters: UnitFilters, params: SqlParams, sql: UnitFilterSql): void {
  const counts = toStrings(filters.bhk)
    .map(toCount)
    .filter((count): count is Count => count !== null);
  if (counts.length === 0) return;
  const atLeastAll = filters.exactBhk === false;
  const exact = atLeastAll ? [] : counts.filter((count) => !count.orMore).map((count) => count.value);
  const atLeast = Math.min(
    ...counts.filter((count) => atLeastAll || count.orMore).map((count) => count.value),
  );
  const matches: string[] = [];
  const distances: string[] = [];
  if (exact.length > 0) {
    const wanted = [...new Set(exact)];
    const values = params.add(wanted);
    matches.push(`u.room = ANY(${values}::int[])`);
    // The nearest of them, element by element: similar units weigh this for every unit of the city,
    // where a subquery over unnest() per unit cost more than the rest of the ordering.
    const each = wanted.map((_, index) => `abs(u.room - (${values}::int[])[${index + 1}])`);
    distances.push(each.length === 1 ? (each[0] as string) : `least(${each.join(', ')})`);
  }
  if (Number.isFinite(atLeast)) {
    const value = params.add(atLeast);
    matches.push(`u.room >= ${value}::int`);
    distances.push(`greatest(${value}::int - u.room, 0)`);
  }
  const bedrooms = matches.length === 1 ? (matches[0] as string) : `(${matches.join(' OR ')})`;
  sql.conditions.push(bedrooms);
  sql.nearest.push(bedrooms);
  sql.distances.push(distances.length === 1 ? (distances[0] as string) : `least(${distances.join(', ')})`);
}

/** Bathrooms or parking: a count is exact when `exact` is true and otherwise at least; 'None' (0) is 0. */
function countFilter(
  value: UnitFilters['bathrooms'],
  exact: boolean | undefined,
  column: string,
  params: SqlParams,
  sql: UnitFilterSql,
): void {
  const [text] = toStrings(value);
  const count =
    text === undefined ? null : text.toLowerCase() === 'none' ? { value: 0, orMore: false } : toCount(text);
  if (count === null) return;
  const atLeast = count.orMore || (exact !== true && count.value > 0);
  sql.conditions.push(`${column} ${atLeast ? '>=' : '='} ${params.add(count.value)}::int`);
}

function rangeFilters(filters: UnitFilters, params: SqlParams, sql: UnitFilterSql): void {
  // The price bounds' placeholders, for how far a unit's price is from them.
  const bounds: Partial<Record<'minPrice' | 'maxPrice', string>> = {};
  const ranges = [
    ['minBuiltupArea', 'u.builtup_area', '>='],
    ['maxBuiltupArea', 'u.builtup_area', '<='],
    ['minPlotArea', 'u.plot_area', '>='],
    ['maxPlotArea', 'u.plot_area', '<='],
    ['minPrice', 'u.price', '>='],
    ['maxPrice', 'u.price', '<='],
  ] as const;
  for (const [key, column, operator] of ranges) {
    const value = toNumber(filters[key]);
    if (value === null) continue;
    // The columns are integers: round inwards and keep within their range.
    const whole = operator === '>=' ? Math.ceil(value) : Math.floor(value);
    const placeholder = params.add(Math.min(Math.max(whole, -INT_MAX), INT_MAX));
    const condition = `${column} ${operator} ${placeholder}::int`;
    sql.conditions.push(condition);
    if (key === 'minPrice' || key === 'maxPrice') {
      bounds[key] = placeholder;
      sql.nearest.push(condition);
    }
  }
  const below = bounds.minPrice ? [`${bounds.minPrice}::bigint - u.price`] : [];
  const above = bounds.maxPrice ? [`u.price - ${bounds.maxPrice}::bigint`] : [];
  if (below.length + above.length > 0) sql.distances.push(`greatest(${[...below, ...above].join(', ')}, 0)`);
}

/** The SQL of a filter payload; its values go into `params`. */
export function unitFilterSql(filters: UnitFilters, params: SqlParams): UnitFilterSql {
  const sql: UnitFilterSql = { conditions: [], distances: [], nearest: [] };
  bedroomFilter(filters, params, sql);
  countFilter(filters.bathrooms, filters.exactBathrooms, 'u.bathrooms', params, sql);
  countFilter(filters.parking, filters.exactParking, 'u.parking', params, sql);

  // A villa is one of the unit types asked for (if any) and one of the kinds asked for (if any).
  const types = toStrings(filters.types).map((type) => type.toLowerCase().replace(/[\s-]/g, ''));
  const kinds = types.filter((type) => PROPERTY_KINDS.includes(type));
  const unitTypes = types.filter((type) => !PROPERTY_KINDS.includes(type));
  if (unitTypes.length > 0) sql.conditions.push(`lower(u.unit_type) = ANY(${params.add(unitTypes)}::text[])`);
  // Through the project's id, so that every condition reads `u` alone: a count needs no join, and
  // similar units weigh it with one hashed list of the projects of those kinds, not a lookup per unit.
  if (kinds.length > 0) {
    sql.conditions.push(
      `u.project_id IN (SELECT k.id FROM projects k WHERE lower(k.property_kind) = ANY(${params.add(kinds)}::text[]))`,
    );
  }

  rangeFilters(filters, params, sql);

  // Matched with LIKE: '%' and '_' in a direction are the characters themselves, not wildcards.
  const directions = toStrings(filters.directions).map((direction) =>
    direction.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`),
  );
  if (directions.length > 0) {
    // North also matches North-East and North-West. LIKE ANY, not a subquery over the list: similar
    // units weigh this for every unit of the city.
    const patterns = directions.map((direction) => `%${direction}%`);
    sql.conditions.push(`lower(u.facing) LIKE ANY(${params.add(patterns)}::text[])`);
  }

  // Stored lower-case (migrations/0005_unit_withs.sql); @> is what the GIN index answers.
  const withs = [...new Set(toStrings(filters.withs).map(normaliseWith))];
  if (withs.length > 0) sql.conditions.push(`u.withs @> ${params.add(withs)}::text[]`);
  return sql;
}
