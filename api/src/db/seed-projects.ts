// The real seed's villa projects and their units (seed-data/projects.ts names them; their sizes, prices
// and pictures are drawn here), as rows of the projects and units tables (catalogue-rows.ts).
import type { Prng } from '../lib/prng.ts';
import { mediaUrl } from '../media/index.ts';
import { FACINGS } from '../contract/listing-form-options.ts';
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
  type UnitDraw,
  type UnitProject,
  type UnitRow,
} from './catalogue-rows.ts';
import { CITIES, LOCALITIES, type CitySeed } from './seed-data/places.ts';
import { AMENITIES, PREMIUM_TAGS, PROJECTS } from './seed-data/projects.ts';

const BEDROOMS_BY_TIER = { 1: [3, 3, 4], 2: [3, 4, 4, 5], 3: [4, 5, 5, 6] } as const;

export interface SeedSequence {
  /** The seed's generator, shared with the rows drawn before and after these. */
  prng: Prng;
  nextId: () => string;
  /** The seed clock's time, as the last id was made. */
  createdAt: () => string;
  /** City key -> id, and '<city key>/<locality>' -> id, of the rows already built. */
  cityIds: ReadonlyMap<string, string>;
  locationIds: ReadonlyMap<string, string>;
}

/** Every project of the seed with its units, in the seed's order. */
export function buildProjects({ prng, nextId, createdAt, cityIds, locationIds }: SeedSequence): {
  projects: ProjectRow[];
  units: UnitRow[];
} {
  const projects: ProjectRow[] = [];
  const units: UnitRow[] = [];
  const unitSlugs = new Set<string>();
  PROJECTS.forEach((seed, index) => {
    const city = CITIES.find((candidate) => candidate.key === seed.city) as CitySeed;
    const locality = LOCALITIES.find(
      (candidate) => candidate.city === seed.city && candidate.name === seed.locality,
    );
    if (!locality) throw new Error(`Seed project ${seed.name}: no locality ${seed.locality} in ${seed.city}`);
    const projectId = nextId();
    const projectSlug = slugify(seed.name);
    const [kindWord, kindSlug, kindPlural] = KIND_WORDS[seed.kind];
    const villa = (k: number): Image => ({
      url: mediaUrl('villa', index * 4 + k),
      alt: `${seed.name}: ${['entrance view', 'street of villas', 'villa exterior', 'garden view'][k - 1] ?? 'villa'}`,
      kind: 'exterior',
    });
    const masterPlan: Image[] = [
      { url: mediaUrl('masterplan', index + 1), alt: `Master plan of ${seed.name}` },
    ];
    const rateFactor = 1 + prng.int(-8, 10) / 100;
    const constructionFactor = 1 + prng.int(-6, 8) / 100;
    const bedroomChoices = seed.kind === 'Villa' ? BEDROOMS_BY_TIER[seed.tier] : [3, 4];
    const possessionSentence =
      seed.possession === 'Ready To Move'
        ? 'Ready to move in.'
        : 'Under construction, with possession as per the RERA timeline.';

    // The units' values are drawn first, their rows built once the project's RERA number and
    // amenities (drawn after them) are known.
    const draws: Omit<UnitDraw, 'rera'>[] = [];
    const codes = new Set<string>();
    const unitCount = prng.int(10, 12);
    for (let u = 0; u < unitCount; u += 1) {
      const bhk = prng.pick(bedroomChoices);
      const { plotArea, builtupArea } = drawAreas(prng, seed.kind, bhk);
      const plotRate = round50(locality.plotRate * rateFactor * (1 + prng.int(-3, 6) / 100));
      const constructionRate = round50(
        CONSTRUCTION_RATE[seed.tier] * constructionFactor * (1 + prng.int(-4, 4) / 100),
      );
      const code = drawUnitCode(prng, codes, 6, 60);
      const slug = `${projectSlug}-${kindSlug}-${bhk}bhk-${code.toLowerCase()}`;
      if (unitSlugs.has(slug)) throw new Error(`Duplicate unit slug ${slug}`);
      unitSlugs.add(slug);
      const unitType =
        seed.kind === 'Villament'
          ? prng.pick(['Duplex', 'Penthouse'])
          : bhk >= 5
            ? prng.pick(['Triplex', 'Triplex', 'Duplex'])
            : bhk === 4
              ? prng.pick(['Duplex', 'Duplex', 'Duplex', 'Triplex'])
              : 'Duplex';
      const facing = prng.pick(FACINGS);
      const bathrooms = bhk + (prng.chance(0.5) ? 1 : 0);
      const parking = seed.kind === 'Villament' ? prng.int(1, 2) : bhk >= 5 ? prng.int(3, 4) : prng.int(2, 3);
      const furnishing =
        seed.tier === 3
          ? prng.pick(['Semi-Furnished', 'Semi-Furnished', 'Fully Furnished', 'Unfurnished'])
          : prng.pick(['Unfurnished', 'Unfurnished', 'Semi-Furnished']);
      const described = `${bhk} BHK ${kindWord.toLowerCase()} ${code}`;
      const planBase = prng.int(1, 332) * 3;
      const floorPlans = floorPlanImages(unitType, described, (floor) =>
        mediaUrl('floorplan', planBase + floor),
      );
      const gallery: Image[] = [
        {
          url: mediaUrl('villa', 200 + units.length + draws.length),
          alt: `Front elevation of ${described}, ${seed.name}`,
          kind: 'exterior',
        },
        {
          url: mediaUrl('interior', prng.int(1, 333) * 3),
          alt: `Living room of ${described}`,
          kind: 'interior',
        },
        {
          url: mediaUrl('interior', prng.int(0, 332) * 3 + 1),
          alt: `Bedroom of ${described}`,
          kind: 'interior',
        },
        {
          url: mediaUrl('interior', prng.int(0, 332) * 3 + 2),
          alt: `Kitchen of ${described}`,
          kind: 'interior',
        },
        villa(prng.int(1, 4)),
      ];
      const charges = [
        { name: 'Clubhouse membership', amount: prng.int(3, 5) * 100_000 },
        { name: 'Corpus fund', amount: round10(builtupArea * 100) },
        { name: 'Electricity and water connection', amount: prng.int(25, 40) * 10_000 },
        { name: 'Advance maintenance (12 months)', amount: round10(plotArea * 4 * 12) },
        { name: 'Legal and documentation', amount: 50_000 },
      ];
      const id = nextId();
      const premiumTags = prng.chance(0.22) ? [{ name: prng.pick(PREMIUM_TAGS) }] : [];
      draws.push({
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
        premiumTags,
        gallery,
        floorPlans,
        masterPlan,
        charges,
        createdAt: createdAt(),
        closing: possessionSentence,
      });
    }

    const rera = seed.registered ? reraNumber(prng, city, locality) : null;
    const perAcre = seed.tier === 3 ? prng.int(4, 6) : seed.tier === 2 ? prng.int(6, 8) : prng.int(8, 10);
    const totalUnits = seed.kind === 'Villa' ? prng.int(40, 220) : prng.int(60, 200);
    const acres = Math.max(2, Math.round((totalUnits / perAcre) * 2) / 2);
    const km = prng.int(2, 9) + prng.int(0, 9) / 10;
    const possessionHighlight =
      seed.possession === 'Ready To Move'
        ? 'Ready to move in: completion certificate received'
        : `Possession from ${prng.pick(['March', 'June', 'September', 'December'])} ${prng.int(2026, 2028)}`;
    const description = projectDescription(prng, seed, city, totalUnits, acres);
    const amenities = prng.sample(AMENITIES, 6 + seed.tier * 3);
    const highlights = [
      `${totalUnits} ${kindPlural} on ${acres} acres with ${prng.int(55, 75)}% open space`,
      `${km} km from ${locality.landmark}`,
      `${city.authority} approved layout with clear title`,
      rera ? `RERA registered: ${rera}` : 'RERA registration applied for',
      possessionHighlight,
    ];
    const lat = coordinate(locality.lat + prng.int(-90, 90) / 10_000);
    const lng = coordinate(locality.lng + prng.int(-90, 90) / 10_000);
    const cityId = cityIds.get(seed.city) as string;
    const locationId = locationIds.get(`${seed.city}/${seed.locality}`) as string;
    const unitProject: UnitProject = {
      id: projectId,
      slug: projectSlug,
      name: seed.name,
      kind: seed.kind,
      cityId,
      locationId,
      locality: seed.locality,
      possession: seed.possession,
      amenities,
    };
    const projectUnits = draws.map((draw) => unitRow(unitProject, { ...draw, rera }));
    projects.push(
      projectRow(
        {
          id: projectId,
          slug: projectSlug,
          seed,
          cityId,
          locationId,
          description,
          gallery: [
            villa(1),
            villa(2),
            villa(3),
            villa(4),
            {
              url: mediaUrl('interior', index * 3 + 3),
              alt: `Living room of the show ${kindWord.toLowerCase()} at ${seed.name}`,
              kind: 'interior',
            },
            {
              url: mediaUrl('interior', index * 3 + 1),
              alt: `Master bedroom of the show ${kindWord.toLowerCase()} at ${seed.name}`,
              kind: 'interior',
            },
          ],
          banners: { desktop: mediaUrl('villa', index * 4 + 1), mobile: mediaUrl('villa', index * 4 + 2) },
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
        projectUnits,
      ),
    );
    units.push(...projectUnits);
  });
  return { projects, units };
}
