// Listing filters as varied buyers send them, never the same one twice (issue 28, part 3): each is a
// new cache key for the server's listing cache and for its kept totals, so every answer is built from
// the database. The bench (listing-bench.ts) sends them as page 1 of GET /projects/units; the Villas
// and Projects tabs read that same answer.
//
// Seeded (the same series on every run), drawn from the filter's own choices (spec 3): a city in the
// synthetic catalogue's proportions, bedrooms, a price range to the lakh, often a built-up area range,
// sometimes unit types or kinds, facings and amenities.
import { WITH_LABELS } from '../../src/contract/filter-options.ts';
import { FACINGS, PROPERTY_KINDS } from '../../src/contract/listing-form-options.ts';
import { createPrng } from '../../src/lib/prng.ts';
import type { UnitFilters } from '../../src/schemas/index.ts';

/** Where buyers look, as the synthetic catalogue spreads its units (synthetic-catalogue.ts). */
const CITIES = [
  ...Array<string>(4).fill('Bengaluru'),
  ...Array<string>(2).fill('Hyderabad'),
  ...Array<string>(2).fill('Chennai'),
  'Mysore',
  'Hosur',
];
const BHK = ['3', '4', '5', '6+'] as const;
const UNIT_TYPES = ['Duplex', 'Triplex', 'Penthouse'] as const;
const LAKH = 100_000;

export interface RandomListing {
  city: string;
  filters: UnitFilters;
}

/** A listing's page-1 URL (the API's path) for a city and filter payload. */
export const listingPageUrl = ({ city, filters }: RandomListing, page = 1) =>
  `/api/v1/projects/units?city=${encodeURIComponent(city)}&page=${page}&filters=${encodeURIComponent(JSON.stringify(filters))}`;

/**
 * An endless series of listings a buyer might ask for, each unlike every one before it in this
 * series: the function answers the next.
 */
export function randomListings(seed = 28): () => RandomListing {
  const prng = createPrng(seed);
  const seen = new Set<string>();

  const draw = (): RandomListing => {
    const filters: UnitFilters = {};
    if (prng.chance(0.8)) filters.bhk = prng.sample(BHK, prng.int(1, 2));
    // A price range to the lakh: a floor from ₹50 L to ₹4 Cr, a ceiling ₹50 L to ₹8 Cr above it.
    const floor = prng.chance(0.7) ? prng.int(50, 400) * LAKH : 0;
    if (floor > 0) filters.minPrice = floor;
    if (prng.chance(0.85)) filters.maxPrice = floor + prng.int(50, 800) * LAKH;
    if (prng.chance(0.5)) {
      const smallest = prng.int(20, 60) * 50;
      filters.minBuiltupArea = smallest;
      filters.maxBuiltupArea = smallest + prng.int(10, 60) * 50;
    }
    if (prng.chance(0.2)) {
      filters.types = [
        ...prng.sample(UNIT_TYPES, prng.int(1, 2)),
        ...prng.sample(PROPERTY_KINDS, prng.int(0, 2)),
      ];
    }
    if (prng.chance(0.15)) filters.directions = prng.sample(FACINGS, prng.int(1, 3));
    if (prng.chance(0.1)) filters.withs = prng.sample(WITH_LABELS, 1);
    return { city: prng.pick(CITIES), filters };
  };

  return () => {
    for (;;) {
      const listing = draw();
      const key = JSON.stringify(listing);
      if (seen.has(key)) continue;
      seen.add(key);
      return listing;
    }
  };
}
