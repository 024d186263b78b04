// A synthetic catalogue for measuring the listing at scale: `seed --units 100000` puts that many units
// in about 2,000 projects (one per 50 units), spread over every city and locality of the real seed,
// instead of the real seed's projects and units. Sizes, rates and prices follow the real seed's rules
// with wider spreads (₹50 L to ₹15 Cr, most between ₹1 and ₹4 Cr), and every picture is one the real
// seed links, so no new picture is generated. Seeded, so every run gives the same rows. The rows are
// built as the real seed's are (catalogue-rows.ts).
import { createIdGenerator } from '../lib/ids.ts';
import { createPrng, type Prng } from '../lib/prng.ts';
import { FACINGS, PROPERTY_KINDS } from '../contract/listing-form-options.ts';
import {
  CONSTRUCTION_RATE,
  coordinate,
  KIND_WORDS,
  projectDescription,
  projectRow,
  reraNumber,
  round10,
  round50,
  slugify,
  unitRow,
  drawAreas,
  drawUnitCode,
  floorPlanImages,
  type Image,
  type ProjectRow,
  type UnitProject,
  type UnitRow,
} from './catalogue-rows.ts';
import type { SeedData } from './seed.ts';
import { CITIES, LOCALITIES, type CityKey, type CitySeed } from './seed-data/places.ts';
import {
  AMENITIES,
  PREMIUM_TAGS,
  PROJECTS,
  type Possession,
  type ProjectKind,
  type ProjectSeed,
} from './seed-data/projects.ts';

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

/** The real seed's picture URLs by what they show. */
interface Pictures {
  villas: string[];
  interiors: string[];
  floorPlans: string[];
  masterPlans: string[];
}

function picturesOf(base: SeedData): Pictures {
  const urls = (images: Image[][]) => images.flat().map((image) => image.url);
  const all = [
    ...urls(base.projects.map((project) => project.gallery)),
    ...urls(base.units.map((unit) => unit.gallery)),
  ];
  const unique = (list: string[]) => [...new Set(list)].sort();
  return {
    villas: unique(all.filter((url) => url.includes('/villa/'))),
    interiors: unique(all.filter((url) => url.includes('/interior/'))),
    floorPlans: unique(urls(base.units.map((unit) => unit.floor_plans))),
    masterPlans: unique(urls(base.projects.map((project) => project.master_plan))),
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
  project: ProjectRow;
  units: UnitRow[];
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
    const [kindWord, , kindPlural] = KIND_WORDS[kind];
    const plotFactor = prng.int(...PLOT_RATE_FACTOR[tier]) / 100;
    const constructionFactor = prng.int(75, 112) / 100;
    const masterPlan: Image[] = [{ url: picture(pictures.masterPlans), alt: `Master plan of ${name}` }];
    const amenities = prng.sample(AMENITIES, 4 + tier * 3 + prng.int(0, 3));
    const rera = seed.registered ? reraNumber(prng, city, locality) : null;

    const count = Math.min(remaining, prng.int(...UNITS_PER_PROJECT));
    remaining -= count;
    const unitProject: UnitProject = {
      id: projectId,
      slug: projectSlug,
      name,
      kind,
      cityId,
      locationId,
      locality: locality.name,
      possession,
      amenities,
    };
    const units: UnitRow[] = [];
    const codes = new Set<string>();
    for (let u = 0; u < count; u += 1) {
      const bhk = kind === 'Villa' ? weighted(prng, VILLA_BEDROOMS[tier]) : prng.pick([3, 3, 4]);
      const { plotArea, builtupArea } = drawAreas(prng, kind, bhk);
      const plotRate = round50(locality.plotRate * plotFactor * (1 + prng.int(-4, 6) / 100));
      const constructionRate = round50(
        CONSTRUCTION_RATE[tier] * constructionFactor * (1 + prng.int(-4, 4) / 100),
      );
      const code = drawUnitCode(prng, codes, 8, 120);
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
      const floorPlans = floorPlanImages(unitType, described, () => picture(pictures.floorPlans));
      // In the order the values were always drawn in: the id, the tag, the pictures, the charges.
      const id = nextId();
      const premiumTags = prng.chance(0.22) ? [{ name: prng.pick(PREMIUM_TAGS) }] : [];
      const gallery: Image[] = [
        { url: picture(pictures.villas), alt: `Front elevation of ${described}, ${name}` },
        { url: picture(pictures.interiors), alt: `Living room of ${described}` },
        { url: picture(pictures.interiors), alt: `Bedroom of ${described}` },
        { url: picture(pictures.interiors), alt: `Kitchen of ${described}` },
      ];
      const charges = [
        { name: 'Clubhouse membership', amount: prng.int(2, 6) * 100_000 },
        { name: 'Corpus fund', amount: round10(builtupArea * 100) },
        { name: 'Advance maintenance (12 months)', amount: round10(plotArea * 4 * 12) },
      ];
      units.push(
        unitRow(unitProject, {
          id,
          bedrooms: bhk,
          code,
          unitType,
          facing,
          plotArea,
          builtupArea,
          plotRate,
          constructionRate,
          bathrooms,
          parking,
          furnishing,
          rera,
          premiumTags,
          gallery,
          floorPlans,
          masterPlan,
          charges,
          createdAt: createdAt(),
        }),
      );
    }

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
    const description = projectDescription(prng, seed, city, totalUnits, acres);
    const highlights = [
      `${totalUnits} ${kindPlural} on ${acres} acres`,
      `${prng.int(2, 12)} km from ${locality.landmark}`,
      `${city.authority} approved layout with clear title`,
      rera ? `RERA registered: ${rera}` : 'RERA registration applied for',
    ];
    const lat = coordinate(locality.lat + prng.int(-200, 200) / 10_000);
    const lng = coordinate(locality.lng + prng.int(-200, 200) / 10_000);
    const project = projectRow(
      {
        id: projectId,
        slug: projectSlug,
        seed,
        cityId,
        locationId,
        description,
        gallery,
        banners: { desktop: gallery[0]!.url, mobile: gallery[1]!.url },
        masterPlan,
        amenities,
        highlights,
        rera,
        totalUnits,
        acres,
        lat,
        lng,
        createdAt: createdAt(),
      },
      units,
    );
    yield { project, units };
  }
}
