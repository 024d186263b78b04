// A listing's filter payload (spec §3) as a test on the listing index's units (listing-index.ts): the
// same conditions, distances and nearest set as its SQL (db/unit-filters.ts, unitFilterSql), read from
// the index's columns instead of a row. The two must agree: listing-compare.ts checks the answers
// against those of the SQL on 100,000 units, and test/integration/listing-index-matcher.test.ts checks every condition
// against PostgreSQL's verdict on the seed.
import { INT_MAX, PROPERTY_KINDS, toCount, toNumber, toStrings, type Count } from '../db/filter-payload.ts';
import { normaliseWith } from '../db/unit-withs.ts';
import type { UnitFilters } from '../schemas/index.ts';

/** The columns of a unit the filters read: unit `i` is element `i` of each. */
export interface UnitColumns {
  price: Int32Array;
  room: Int32Array;
  bathrooms: Int32Array;
  parking: Int32Array;
  builtupArea: Int32Array;
  plotArea: Int32Array;
  /** The unit's project: its position in the index's projects. */
  project: Int32Array;
  /** lower(unit_type) and lower(facing) as PostgreSQL lowers them, each a code into its list of texts. */
  unitType: Int32Array;
  unitTypes: readonly string[];
  facing: Int32Array;
  facings: readonly string[];
  /** lower(property_kind) of each project, as PostgreSQL lowers it. */
  projectKinds: readonly string[];
  projectIds: readonly string[];
  /** Which units have a `withs` value: a bit per unit. */
  withs: ReadonlyMap<string, Uint32Array>;
}

/** What a filter asks of a unit. */
export interface UnitMatcher {
  /** How many conditions there are: 0 means every unit matches. */
  conditions: number;
  /** Each condition as a test of unit `i`: applied one at a time over many units, each call site sees one. */
  tests: readonly ((i: number) => boolean)[];
  /** Whether unit `i` meets every condition. */
  matches(i: number): boolean;
  /** How many of the conditions unit `i` misses (0: it matches). */
  missed(i: number): number;
  /** How far the unit's bedrooms are from those asked for; null when none are asked for. */
  bedroomDistance: ((i: number) => number) | null;
  /** How far its price is outside the range asked for; null when no price is asked for. */
  priceDistance: ((i: number) => number) | null;
  /** The prices a unit may have to match (both ends in): a city's units are in price order. */
  prices: { min: number; max: number };
}

type Test = (i: number) => boolean;

/** Bedroom counts below this are looked up in a table by the bedrooms test. */
const USUAL_BEDROOMS = 64;

/** The conditions of a filter payload (and of a project, when the listing names one) on the columns. */
export function unitMatcher(
  columns: UnitColumns,
  filters: UnitFilters,
  projectId: string | null,
): UnitMatcher {
  const tests: Test[] = [];
  let bedroomDistance: UnitMatcher['bedroomDistance'] = null;
  let priceDistance: UnitMatcher['priceDistance'] = null;
  const { room, project } = columns;

  if (projectId !== null) {
    const position = columns.projectIds.indexOf(projectId);
    tests.push((i) => project[i] === position);
  }

  // Bedrooms: each value exactly ('6+' at least 6) or, with exactBhk false, at least the smallest.
  const counts = toStrings(filters.bhk)
    .map(toCount)
    .filter((count): count is Count => count !== null);
  if (counts.length > 0) {
    const atLeastAll = filters.exactBhk === false;
    const wanted = [
      ...new Set(atLeastAll ? [] : counts.filter((count) => !count.orMore).map((count) => count.value)),
    ];
    const atLeast = Math.min(
      ...counts.filter((count) => atLeastAll || count.orMore).map((count) => count.value),
    );
    const hasAtLeast = Number.isFinite(atLeast);
    // The test runs for every unit in a price range: a table of the usual counts, not a list search.
    const usual = new Uint8Array(USUAL_BEDROOMS);
    for (const value of wanted) if (value >= 0 && value < USUAL_BEDROOMS) usual[value] = 1;
    const unusual = wanted.filter((value) => value < 0 || value >= USUAL_BEDROOMS);
    tests.push((i) => {
      const rooms = room[i] as number;
      const listed = rooms >= 0 && rooms < USUAL_BEDROOMS ? usual[rooms] === 1 : unusual.includes(rooms);
      return listed || (hasAtLeast && rooms >= atLeast);
    });
    bedroomDistance = (i) => {
      const rooms = room[i] as number;
      let distance = hasAtLeast ? Math.max(atLeast - rooms, 0) : Infinity;
      for (const value of wanted) distance = Math.min(distance, Math.abs(rooms - value));
      return distance;
    };
  }

  // Bathrooms or parking: exact when asked so, else at least; 'None' is 0.
  const countTest = (value: UnitFilters['bathrooms'], exact: boolean | undefined, column: Int32Array) => {
    const [text] = toStrings(value);
    const count =
      text === undefined ? null : text.toLowerCase() === 'none' ? { value: 0, orMore: false } : toCount(text);
    if (count === null) return;
    const wanted = count.value;
    tests.push(
      count.orMore || (exact !== true && wanted > 0)
        ? (i) => (column[i] as number) >= wanted
        : (i) => column[i] === wanted,
    );
  };
  countTest(filters.bathrooms, filters.exactBathrooms, columns.bathrooms);
  countTest(filters.parking, filters.exactParking, columns.parking);

  const types = toStrings(filters.types).map((type) => type.toLowerCase().replace(/[\s-]/g, ''));
  const kinds = types.filter((type) => PROPERTY_KINDS.includes(type));
  const unitTypes = types.filter((type) => !PROPERTY_KINDS.includes(type));
  if (unitTypes.length > 0) {
    const accepted = columns.unitTypes.map((unitType) => unitTypes.includes(unitType));
    tests.push((i) => accepted[columns.unitType[i] as number] === true);
  }
  if (kinds.length > 0) {
    const accepted = columns.projectKinds.map((kind) => kinds.includes(kind));
    tests.push((i) => accepted[project[i] as number] === true);
  }

  // The columns are integers: bounds are rounded inwards and kept within their range.
  const ranges = [
    ['minBuiltupArea', columns.builtupArea, '>='],
    ['maxBuiltupArea', columns.builtupArea, '<='],
    ['minPlotArea', columns.plotArea, '>='],
    ['maxPlotArea', columns.plotArea, '<='],
    ['minPrice', columns.price, '>='],
    ['maxPrice', columns.price, '<='],
  ] as const;
  const bounds: Partial<Record<'minPrice' | 'maxPrice', number>> = {};
  for (const [key, column, operator] of ranges) {
    const value = toNumber(filters[key]);
    if (value === null) continue;
    const whole = operator === '>=' ? Math.ceil(value) : Math.floor(value);
    const bound = Math.min(Math.max(whole, -INT_MAX), INT_MAX);
    tests.push(
      operator === '>=' ? (i) => (column[i] as number) >= bound : (i) => (column[i] as number) <= bound,
    );
    if (key === 'minPrice' || key === 'maxPrice') bounds[key] = bound;
  }
  if (bounds.minPrice !== undefined || bounds.maxPrice !== undefined) {
    const { minPrice, maxPrice } = bounds;
    const { price } = columns;
    priceDistance = (i) => {
      const value = price[i] as number;
      return Math.max(
        minPrice === undefined ? 0 : minPrice - value,
        maxPrice === undefined ? 0 : value - maxPrice,
        0,
      );
    };
  }

  // LIKE '%direction%' on lower(facing): a direction is found anywhere in it (North finds North-East).
  const directions = toStrings(filters.directions).map((direction) => direction.toLowerCase());
  if (directions.length > 0) {
    const accepted = columns.facings.map((facing) =>
      directions.some((direction) => facing.includes(direction)),
    );
    tests.push((i) => accepted[columns.facing[i] as number] === true);
  }

  const withs = [...new Set(toStrings(filters.withs).map(normaliseWith))];
  if (withs.length > 0) {
    const bits = withs.map((value) => columns.withs.get(value));
    tests.push(
      bits.some((bit) => bit === undefined)
        ? () => false
        : (i) => (bits as Uint32Array[]).every((bit) => ((bit[i >>> 5] as number) & (1 << (i & 31))) !== 0),
    );
  }

  return {
    conditions: tests.length,
    tests,
    matches: (i) => {
      for (const test of tests) if (!test(i)) return false;
      return true;
    },
    missed: (i) => {
      let missed = 0;
      for (const test of tests) if (!test(i)) missed += 1;
      return missed;
    },
    bedroomDistance,
    priceDistance,
    prices: { min: bounds.minPrice ?? -INT_MAX, max: bounds.maxPrice ?? INT_MAX },
  };
}
