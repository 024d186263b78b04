// A synthetic catalogue for measuring the listing at scale: `seed --units 100000` puts that many units
// in about 2,000 projects (one per 50 units), spread over every city and locality of the real seed,
// instead of the real seed's projects and units. Sizes, rates and prices follow the real seed's rules
// with wider spreads (₹50 L to ₹15 Cr, most between ₹1 and ₹4 Cr), and every picture is one the real
// seed links, so no new picture is generated. Seeded, so every run gives the same rows.
import { createIdGenerator } from '../lib/ids.ts';
import { createPrng, type Prng } from '../lib/prng.ts';
import { FACINGS, PROPERTY_KINDS } from '../contract/listing-form-options.ts';
import {
  CONSTRUCTION_RATE,
  KIND_WORDS,
  ROWHOUSE_SIZE,
  VILLA_SIZES,
  VILLAMENT_SIZE,
  coordinate,
  projectDescription,
  reraNumber,
  round10,
  round50,
  slugify,
  type Row,
  type SeedData,
  type UnitSize,
} from './seed.ts';
import { CITIES, LOCALITIES, type CityKey, type CitySeed } from './seed-data/places.ts';
import {
  AMENITIES,
  PREMIUM_TAGS,
  PROJECTS,
  SPECIFICATIONS,
  type Possession,
  type ProjectKind,
  type ProjectSeed,
} from './seed-data/projects.ts';
import { unitFloors, unitWiths, type WithsProject, type WithsUnit } from './unit-withs.ts';

const SEED = 20_251_101;
const CLOCK_START = Date.UTC(2025, 0, 1);
/** Units per project, on average: 100,000 units make about 2,000 projects. */
const UNITS_PER_PROJECT: [number, number] = [25, 75];
/** The largest catalogue `seed --units` makes. */
export const MAX_SYNTHETIC_UNITS = 1_000_000;

/** Where projects go: Bengaluru has the most, as on the real site. */
const CITY_WEIGHTS: Record<CityKey, number> = { bengaluru: 4, hyderabad: 2, chennai: 2, mysore: 1, hosur: 1 };
const KIND_WEIGHTS: Record<ProjectKind, number> = { Villa: 14, Villament: 3, Rowhouse: 3 };
/** Bedrooms of a villa by tier: 3 and 4 mostly, 5 and 6 in the larger projects. */
const VILLA_BEDROOMS: Record<1 | 2 | 3, [number, number][]> = {
  1: [
    [3, 6],
    [4, 3],
    [5, 1],
  ],
  2: [
    [3, 4],
    [4, 4],
    [5, 2],
    [6, 1],
  ],
  3: [
    [3, 1],
    [4, 3],
    [5, 3],
    [6, 2],
  ],
};
/** A project's plot rate against its locality's (some sit on the edge, some on the lake). */
const PLOT_RATE_FACTOR: Record<1 | 2 | 3, [number, number]> = { 1: [40, 95], 2: [70, 125], 3: [100, 175] };

/** A project is named '{first} {second}'. */
const NAME_FIRST =
  `Amber, Aranya, Ashoka, Banyan, Bougainvillea, Cedar, Champak, Coral, Deodar, Ebony, Frangipani,
  Gulmohar, Harmony, Indigo, Jacaranda, Kadamba, Lotus, Magnolia, Neem, Oakwood, Parijat, Peepal,
  Quartz, Raintree, Saffron, Sandstone, Tamarind, Teak, Tulsi, Umber, Vetiver, Willow, Yashas, Zenith,
  Golden Palm, Silver Birch, Blue Lagoon, Green Acres, Misty Hills, Sunrise`.split(/,\s*/);
const NAME_SECOND =
  `Enclave, Meadows, Residences, Estates, Greens, Retreat, County, Gardens, Woods, Springs, Heights,
  Grove, Villas, Courtyard, Orchard, Terraces, Vista, Haven, Commons, Park, Reserve, Sanctuary,
  Trails, Lakeside, Valley`.split(/,\s*/);
/** Added to a name already taken. */
const PHASES = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
const BUILDERS = [...new Set(PROJECTS.map((project) => project.builder))];

interface Image {
  url: string;
  alt: string;
}

/** The real seed's picture URLs by what they show. */
interface Pictures {
  villas: string[];
  interiors: string[];
  floorPlans: string[];
  masterPlans: string[];
}

function picturesOf(base: SeedData): Pictures {
  const urls = (rows: Row[], key: string) =>
    rows.flatMap((row) => row[key] as Image[]).map((image) => image.url);
  const all = [...urls(base.projects, 'gallery'), ...urls(base.units, 'gallery')];
  const unique = (list: string[]) => [...new Set(list)].sort();
  return {
    villas: unique(all.filter((url) => url.includes('/villa/'))),
    interiors: unique(all.filter((url) => url.includes('/interior/'))),
    floorPlans: unique(urls(base.units, 'floor_plans')),
    masterPlans: unique(urls(base.projects, 'master_plan')),
  };
}

function weighted<T>(prng: Prng, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = prng.next() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

/** One project of the synthetic catalogue with its units, as rows of the projects and units tables. */
export interface SyntheticProject {
  project: Row;
  units: Row[];
}

/**
 * The synthetic catalogue of `unitCount` units, one project at a time (100,000 units are too many
 * rows to hold at once). `base` is the real seed: its cities, localities and pictures are reused.
 */
export function* syntheticCatalogue(base: SeedData, unitCount: number): Generator<SyntheticProject> {
  if (!Number.isInteger(unitCount) || unitCount < 1 || unitCount > MAX_SYNTHETIC_UNITS) {
    throw new RangeError(
      `A synthetic catalogue has 1 to ${MAX_SYNTHETIC_UNITS} units (asked for ${unitCount})`,
    );
  }
  const prng = createPrng(SEED);
  let clock = CLOCK_START;
  const nextId = createIdGenerator({ now: () => (clock += 1000), randomBytes: () => prng.bytes() });
  const createdAt = () => new Date(clock).toISOString();
  const pictures = picturesOf(base);
  const picture = (list: string[]) => prng.pick(list);
  const cityIds = new Map(base.cities.map((city) => [city.name as string, city.id as string]));
  const locationIds = new Map(
    base.locations.map((location) => [
      `${location.city_id as string}/${location.name as string}`,
      location.id,
    ]),
  );
  const cityChoices = CITIES.map((city) => [city, CITY_WEIGHTS[city.key]] as const);
  const kindChoices = PROPERTY_KINDS.map((kind) => [kind, KIND_WEIGHTS[kind]] as const);
  const usedNames = new Set<string>();

  let remaining = unitCount;
  for (let index = 0; remaining > 0; index += 1) {
    const city: CitySeed = weighted(prng, cityChoices);
    const locality = prng.pick(LOCALITIES.filter((candidate) => candidate.city === city.key));
    const kind = weighted(prng, kindChoices);
    const tier = weighted<1 | 2 | 3>(prng, [
      [1, 2],
      [2, 2],
      [3, 1],
    ]);
    const possession: Possession = prng.chance(0.5) ? 'Ready To Move' : 'Under Construction';
    let name = `${prng.pick(NAME_FIRST)} ${prng.pick(NAME_SECOND)}`;
    if (usedNames.has(name)) {
      const phase = PHASES.find((candidate) => !usedNames.has(`${name} ${candidate}`));
      name = phase ? `${name} ${phase}` : `${name} ${locality.name} ${index + 1}`;
    }
    usedNames.add(name);
    const seed: ProjectSeed = {
      name,
      builder: prng.pick(BUILDERS),
      city: city.key,
      locality: locality.name,
      kind,
      possession,
      registered: prng.chance(0.93),
      tier,
    };
    const cityId = cityIds.get(city.name) as string;
    const locationId = locationIds.get(`${cityId}/${locality.name}`) as string;
    const projectId = nextId();
    const projectSlug = slugify(name);
    const [kindWord, kindSlug, kindPlural] = KIND_WORDS[kind];
    const plotFactor = prng.int(...PLOT_RATE_FACTOR[tier]) / 100;
    const constructionFactor = prng.int(75, 112) / 100;
    const masterPlan: Image[] = [{ url: picture(pictures.masterPlans), alt: `Master plan of ${name}` }];
    const amenities = prng.sample(AMENITIES, 4 + tier * 3 + prng.int(0, 3));
    const rera = seed.registered ? reraNumber(prng, city, locality) : null;

    const count = Math.min(remaining, prng.int(...UNITS_PER_PROJECT));
    remaining -= count;
    const units: Row[] = [];
    const codes = new Set<string>();
    for (let u = 0; u < count; u += 1) {
      const bhk = kind === 'Villa' ? weighted(prng, VILLA_BEDROOMS[tier]) : prng.pick([3, 3, 4]);
      const size: UnitSize =
        kind === 'Villament' ? VILLAMENT_SIZE : kind === 'Rowhouse' ? ROWHOUSE_SIZE : VILLA_SIZES[bhk]!;
      const plotArea = round50(prng.int(size.plot[0], size.plot[1]));
      const builtupArea = round10(prng.int(size.builtup[0], size.builtup[1]));
      const plotRate = round50(locality.plotRate * plotFactor * (1 + prng.int(-4, 6) / 100));
      const constructionRate = round50(
        CONSTRUCTION_RATE[tier] * constructionFactor * (1 + prng.int(-4, 4) / 100),
      );
      let code = '';
      do code = `${String.fromCharCode(65 + prng.int(0, 7))}${prng.int(1, 120)}`;
      while (codes.has(code));
      codes.add(code);
      const unitType =
        kind === 'Villament'
          ? prng.pick(['Duplex', 'Duplex', 'Penthouse'])
          : bhk >= 5
            ? prng.pick(['Triplex', 'Triplex', 'Duplex'])
            : bhk === 4
              ? prng.pick(['Duplex', 'Duplex', 'Triplex'])
              : prng.pick(['Duplex', 'Duplex', 'Duplex', 'Triplex']);
      const facing = prng.pick(FACINGS);
      const bathrooms = bhk + prng.int(-1, 1) + (bhk === 3 ? 1 : 0);
      const parking = kind === 'Villament' ? prng.int(1, 2) : bhk >= 5 ? prng.int(2, 4) : prng.int(1, 3);
      const furnishing = prng.pick(
        tier === 3
          ? ['Semi-Furnished', 'Fully Furnished', 'Fully Furnished', 'Unfurnished']
          : ['Unfurnished', 'Unfurnished', 'Semi-Furnished', 'Fully Furnished'],
      );
      const described = `${bhk} BHK ${kindWord.toLowerCase()} ${code}`;
      const floorPlans: Image[] = Array.from({ length: unitFloors(unitType) }, (_, floor) => ({
        url: picture(pictures.floorPlans),
        alt: `${['Ground', 'First', 'Second'][floor]} floor plan of ${described}`,
      }));
      const unit: Row = {
        id: nextId(),
        slug: `${projectSlug}-${kindSlug}-${bhk}bhk-${code.toLowerCase()}`,
        name: `${bhk} BHK ${kindWord} ${code} at ${name}`,
        project_id: projectId,
        city_id: cityId,
        location_id: locationId,
        description: `A ${bhk}-bedroom ${unitType.toLowerCase()} ${kindWord.toLowerCase()} on a ${plotArea} sq.ft ${facing.toLowerCase()}-facing plot in ${name}, ${locality.name}. ${builtupArea} sq.ft built-up with ${bathrooms} bathrooms and parking for ${parking} cars.`,
        price: plotArea * plotRate + builtupArea * constructionRate,
        area: builtupArea,
        builtup_area: builtupArea,
        plot_area: plotArea,
        plot_rate: plotRate,
        construction_rate: constructionRate,
        unit_type: unitType,
        facing,
        room: bhk,
        bathrooms,
        parking,
        furnishing,
        possession_status: possession,
        rera,
        unit_premium_tag: prng.chance(0.22) ? [{ name: prng.pick(PREMIUM_TAGS) }] : [],
        gallery: [
          { url: picture(pictures.villas), alt: `Front elevation of ${described}, ${name}` },
          { url: picture(pictures.interiors), alt: `Living room of ${described}` },
          { url: picture(pictures.interiors), alt: `Bedroom of ${described}` },
          { url: picture(pictures.interiors), alt: `Kitchen of ${described}` },
        ],
        floor_plans: floorPlans,
        master_plan: masterPlan,
        charges: [
          { name: 'Clubhouse membership', amount: prng.int(2, 6) * 100_000 },
          { name: 'Corpus fund', amount: round10(builtupArea * 100) },
          { name: 'Advance maintenance (12 months)', amount: round10(plotArea * 4 * 12) },
        ],
        created_at: createdAt(),
      };
      unit.withs = unitWiths(unit as unknown as WithsUnit, { amenities } satisfies WithsProject);
      units.push(unit);
    }

    const prices = units.map((unit) => unit.price as number);
    const areas = units.map((unit) => unit.builtup_area as number);
    const bedrooms = [...new Set(units.map((unit) => unit.room as number))].sort((a, b) => a - b);
    const totalUnits = Math.max(count, prng.int(40, 240));
    const acres = Math.max(2, Math.round((totalUnits / prng.int(4, 10)) * 2) / 2);
    const gallery: Image[] = [
      ...['entrance view', 'street of villas', 'villa exterior', 'garden view'].map((view) => ({
        url: picture(pictures.villas),
        alt: `${name}: ${view}`,
      })),
      {
        url: picture(pictures.interiors),
        alt: `Living room of the show ${kindWord.toLowerCase()} at ${name}`,
      },
    ];
    const project: Row = {
      id: projectId,
      slug: projectSlug,
      name,
      builder: seed.builder,
      property_kind: kind,
      city_id: cityId,
      location_id: locationId,
      description: projectDescription(prng, seed, city, totalUnits, acres),
      gallery,
      desktop_banner: { url: gallery[0]!.url, alt: `${name} by ${seed.builder}` },
      mobile_banner: { url: gallery[1]!.url, alt: `${name} by ${seed.builder}` },
      floor_plans: units[0]!.floor_plans,
      master_plan: masterPlan,
      amenities,
      specifications: SPECIFICATIONS.map((spec) => ({
        title: spec.title,
        description: spec.byTier[tier - 1],
      })),
      highlights: [
        `${totalUnits} ${kindPlural} on ${acres} acres`,
        `${prng.int(2, 12)} km from ${locality.landmark}`,
        `${city.authority} approved layout with clear title`,
        rera ? `RERA registered: ${rera}` : 'RERA registration applied for',
      ],
      rera,
      room: bedrooms[0] ?? 3,
      bhk_types: bedrooms.join(','),
      starting_price: Math.min(...prices),
      min_area: Math.min(...areas),
      max_area: Math.max(...areas),
      possession_status: possession,
      total_units: totalUnits,
      land_area_acres: acres,
      virtual_tour_url: null,
      lat: coordinate(locality.lat + prng.int(-200, 200) / 10_000),
      lng: coordinate(locality.lng + prng.int(-200, 200) / 10_000),
      created_at: createdAt(),
    };
    yield { project, units };
  }
}
