// Fills an empty database with a realistic catalogue: cities and localities, villa projects and
// their units, the sales team, reviews and the blog. Everything comes from a seeded generator, so
// every run produces the same ids, prices and pictures and tests can rely on them.
import { createIdGenerator } from '../lib/ids.ts';
import { createPrng, type Prng } from '../lib/prng.ts';
import { readingTimeMinutes, sanitizeBlogHtml } from '../lib/sanitize.ts';
import { mediaUrl } from '../media/index.ts';
import { FACINGS } from '../contract/listing-form-options.ts';
import type { Db, Queryable } from './db.ts';
import { AUTHORS, CATEGORIES, COMMENTS, POSTS, TAGS } from './seed-data/blog.ts';
import { REVIEWS, SALES_TEAM } from './seed-data/people.ts';
import { CITIES, LOCALITIES, type CitySeed, type LocalitySeed } from './seed-data/places.ts';
import { buildPlaces } from './seed-places.ts';
import { AMENITIES, PREMIUM_TAGS, PROJECTS, SPECIFICATIONS, type ProjectSeed } from './seed-data/projects.ts';
import { unitFloors, unitWiths, type WithsProject, type WithsUnit } from './unit-withs.ts';

const SEED = 20_240_601;
const SEED_CLOCK_START = Date.UTC(2024, 5, 1);
/** Serialises concurrent starts, like the migrations. */
const SEED_LOCK = 72_110_002;

export type Row = Record<string, unknown>;

interface Image {
  url: string;
  alt: string;
  kind?: 'exterior' | 'interior';
}

export interface SeedData {
  cities: Row[];
  locations: Row[];
  /** Nearby places and airports, from a generator of their own (src/db/seed-places.ts). */
  places: Row[];
  projects: Row[];
  units: Row[];
  salesTeam: Row[];
  reviews: Row[];
  authors: Row[];
  categories: Row[];
  tags: Row[];
  posts: Row[];
  postCategories: Row[];
  postTags: Row[];
  comments: Row[];
}

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
const BEDROOMS_BY_TIER = { 1: [3, 3, 4], 2: [3, 4, 4, 5], 3: [4, 5, 5, 6] } as const;
export const KIND_WORDS = {
  Villa: ['Villa', 'villa', 'villas'],
  Villament: ['Villament', 'villament', 'villaments'],
  Rowhouse: ['Row House', 'rowhouse', 'row houses'],
} as const;

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

/** Builds every row of the seed. Pure and deterministic: the same output on every call. */
export function buildSeedData(): SeedData {
  const prng = createPrng(SEED);
  let clock = SEED_CLOCK_START;
  const nextId = createIdGenerator({ now: () => (clock += 1000), randomBytes: () => prng.bytes() });
  const createdAt = () => new Date(clock).toISOString();

  const cities: Row[] = [];
  const cityIds = new Map<string, string>();
  CITIES.forEach((city, position) => {
    const id = nextId();
    cityIds.set(city.key, id);
    cities.push({
      id,
      name: city.name,
      state: city.state,
      country: 'India',
      visibility: 'public',
      position,
      created_at: createdAt(),
    });
  });

  const locations: Row[] = [];
  const locationIds = new Map<string, string>();
  for (const locality of LOCALITIES) {
    const id = nextId();
    locationIds.set(`${locality.city}/${locality.name}`, id);
    locations.push({
      id,
      city_id: cityIds.get(locality.city),
      name: locality.name,
      lat: locality.lat,
      lng: locality.lng,
    });
  }

  const projects: Row[] = [];
  const units: Row[] = [];
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

    const projectUnits: Row[] = [];
    const codes = new Set<string>();
    const unitCount = prng.int(10, 12);
    for (let u = 0; u < unitCount; u += 1) {
      const bhk = prng.pick(bedroomChoices);
      const size =
        seed.kind === 'Villament'
          ? VILLAMENT_SIZE
          : seed.kind === 'Rowhouse'
            ? ROWHOUSE_SIZE
            : (VILLA_SIZES[bhk] as UnitSize);
      const plotArea = round50(prng.int(size.plot[0], size.plot[1]));
      const builtupArea = round10(prng.int(size.builtup[0], size.builtup[1]));
      const plotRate = round50(locality.plotRate * rateFactor * (1 + prng.int(-3, 6) / 100));
      const constructionRate = round50(
        CONSTRUCTION_RATE[seed.tier] * constructionFactor * (1 + prng.int(-4, 4) / 100),
      );
      const price = plotArea * plotRate + builtupArea * constructionRate;
      let code = '';
      do code = `${String.fromCharCode(65 + prng.int(0, 5))}${prng.int(1, 60)}`;
      while (codes.has(code));
      codes.add(code);
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
      const name = `${bhk} BHK ${kindWord} ${code} at ${seed.name}`;
      const floors = unitFloors(unitType);
      const planBase = prng.int(1, 332) * 3;
      const floorPlans: Image[] = Array.from({ length: floors }, (_, floor) => ({
        url: mediaUrl('floorplan', planBase + floor),
        alt: `${['Ground', 'First', 'Second'][floor]} floor plan of ${bhk} BHK ${kindWord.toLowerCase()} ${code}`,
      }));
      const gallery: Image[] = [
        {
          url: mediaUrl('villa', 200 + units.length + projectUnits.length),
          alt: `Front elevation of ${bhk} BHK ${kindWord.toLowerCase()} ${code}, ${seed.name}`,
          kind: 'exterior',
        },
        {
          url: mediaUrl('interior', prng.int(1, 333) * 3),
          alt: `Living room of ${bhk} BHK ${kindWord.toLowerCase()} ${code}`,
          kind: 'interior',
        },
        {
          url: mediaUrl('interior', prng.int(0, 332) * 3 + 1),
          alt: `Bedroom of ${bhk} BHK ${kindWord.toLowerCase()} ${code}`,
          kind: 'interior',
        },
        {
          url: mediaUrl('interior', prng.int(0, 332) * 3 + 2),
          alt: `Kitchen of ${bhk} BHK ${kindWord.toLowerCase()} ${code}`,
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
      const possessionSentence =
        seed.possession === 'Ready To Move'
          ? 'Ready to move in.'
          : 'Under construction, with possession as per the RERA timeline.';
      projectUnits.push({
        id: nextId(),
        slug,
        name,
        project_id: projectId,
        city_id: cityIds.get(seed.city),
        location_id: locationIds.get(`${seed.city}/${seed.locality}`),
        description: `A ${bhk}-bedroom ${unitType.toLowerCase()} ${kindWord.toLowerCase()} on a ${plotArea} sq.ft ${facing.toLowerCase()}-facing plot in ${seed.name}, ${seed.locality}. ${builtupArea} sq.ft built-up with ${bathrooms} bathrooms and parking for ${parking} cars. ${possessionSentence}`,
        price,
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
        possession_status: seed.possession,
        rera: null as string | null,
        unit_premium_tag: prng.chance(0.22) ? [{ name: prng.pick(PREMIUM_TAGS) }] : [],
        gallery,
        floor_plans: floorPlans,
        master_plan: masterPlan,
        charges,
        created_at: createdAt(),
      });
    }

    const rera = seed.registered ? reraNumber(prng, city, locality) : null;
    for (const unit of projectUnits) unit.rera = rera;
    const prices = projectUnits.map((unit) => unit.price as number);
    const areas = projectUnits.map((unit) => unit.builtup_area as number);
    const bedrooms = [...new Set(projectUnits.map((unit) => unit.room as number))].sort((a, b) => a - b);
    const perAcre = seed.tier === 3 ? prng.int(4, 6) : seed.tier === 2 ? prng.int(6, 8) : prng.int(8, 10);
    const totalUnits = seed.kind === 'Villa' ? prng.int(40, 220) : prng.int(60, 200);
    const acres = Math.max(2, Math.round((totalUnits / perAcre) * 2) / 2);
    const km = prng.int(2, 9) + prng.int(0, 9) / 10;
    const possessionHighlight =
      seed.possession === 'Ready To Move'
        ? 'Ready to move in: completion certificate received'
        : `Possession from ${prng.pick(['March', 'June', 'September', 'December'])} ${prng.int(2026, 2028)}`;
    const firstUnit = projectUnits[0] as Row;
    const project: Row = {
      id: projectId,
      slug: projectSlug,
      name: seed.name,
      builder: seed.builder,
      property_kind: seed.kind,
      city_id: cityIds.get(seed.city),
      location_id: locationIds.get(`${seed.city}/${seed.locality}`),
      description: projectDescription(prng, seed, city, totalUnits, acres),
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
      desktop_banner: { url: mediaUrl('villa', index * 4 + 1), alt: `${seed.name} by ${seed.builder}` },
      mobile_banner: { url: mediaUrl('villa', index * 4 + 2), alt: `${seed.name} by ${seed.builder}` },
      floor_plans: firstUnit.floor_plans,
      master_plan: masterPlan,
      amenities: prng.sample(AMENITIES, 6 + seed.tier * 3),
      specifications: SPECIFICATIONS.map((spec) => ({
        title: spec.title,
        description: spec.byTier[seed.tier - 1],
      })),
      highlights: [
        `${totalUnits} ${kindPlural} on ${acres} acres with ${prng.int(55, 75)}% open space`,
        `${km} km from ${locality.landmark}`,
        `${city.authority} approved layout with clear title`,
        rera ? `RERA registered: ${rera}` : 'RERA registration applied for',
        possessionHighlight,
      ],
      rera,
      room: bedrooms[0] ?? 3,
      bhk_types: bedrooms.join(','),
      starting_price: Math.min(...prices),
      min_area: Math.min(...areas),
      max_area: Math.max(...areas),
      possession_status: seed.possession,
      total_units: totalUnits,
      land_area_acres: acres,
      virtual_tour_url: null,
      lat: coordinate(locality.lat + prng.int(-90, 90) / 10_000),
      lng: coordinate(locality.lng + prng.int(-90, 90) / 10_000),
      created_at: createdAt(),
    };
    projects.push(project);
    // From values already drawn (the project's amenities come last), so the generator's sequence and
    // everything else seeded stay as they were.
    for (const unit of projectUnits) {
      unit.withs = unitWiths(unit as unknown as WithsUnit, project as unknown as WithsProject);
    }
    units.push(...projectUnits);
  });

  const salesTeam = SALES_TEAM.map((member, position) => ({
    id: nextId(),
    ...member,
    location: 'Bangalore',
    image: null,
    position,
  }));
  const reviews = REVIEWS.map((review, index) => ({
    id: nextId(),
    ...review,
    created_at: new Date(Date.UTC(2025, 9, 20) - index * 6 * 86_400_000).toISOString(),
  }));

  const authorIds = new Map<string, string>();
  const authors = AUTHORS.map((author) => {
    const id = nextId();
    authorIds.set(author.key, id);
    return { id, name: author.name, bio: author.bio };
  });
  const categoryIds = new Map<string, string>();
  for (const category of CATEGORIES) categoryIds.set(category.slug, nextId());
  const categories = CATEGORIES.map((category, position) => ({
    id: categoryIds.get(category.slug),
    slug: category.slug,
    name: category.name,
    color: category.color,
    description: category.description,
    parent_id: category.parent ? categoryIds.get(category.parent) : null,
    is_active: true,
    position,
  }));
  const tagIds = new Map<string, string>();
  const tags = TAGS.map((tag) => {
    const id = nextId();
    tagIds.set(tag.slug, id);
    return { id, ...tag };
  });

  const posts: Row[] = [];
  const postCategories: Row[] = [];
  const postTags: Row[] = [];
  const postIds = new Map<string, string>();
  for (const post of POSTS) {
    const id = nextId();
    postIds.set(post.slug, id);
    const content = sanitizeBlogHtml(post.content);
    const published = post.publishedAt ? new Date(post.publishedAt) : null;
    const created = published
      ? new Date(published.getTime() - 3 * 86_400_000)
      : new Date(Date.UTC(2025, 9, 12, 4, 30));
    posts.push({
      id,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      content,
      featured_image: mediaUrl('blog', post.image),
      is_featured: post.featured,
      status: published ? 'published' : 'draft',
      author_id: authorIds.get(post.author),
      published_at: published?.toISOString() ?? null,
      reading_time: readingTimeMinutes(content),
      like_count: prng.int(8, 240),
      comment_count: COMMENTS.filter((comment) => comment.post === post.slug).length,
      view_count: prng.int(300, 9000),
      created_at: created.toISOString(),
      updated_at: (published ?? created).toISOString(),
    });
    post.categories.forEach((slug, position) =>
      postCategories.push({ post_id: id, category_id: categoryIds.get(slug), position }),
    );
    for (const slug of post.tags) postTags.push({ post_id: id, tag_id: tagIds.get(slug) });
  }
  const comments = COMMENTS.map((comment, index) => ({
    id: nextId(),
    post_id: postIds.get(comment.post),
    name: comment.name,
    email: comment.email,
    content: comment.content,
    status: 'approved',
    created_at: new Date(Date.UTC(2025, 9, 15) - index * 86_400_000).toISOString(),
  }));

  return {
    cities,
    locations,
    places: buildPlaces(cityIds),
    projects,
    units,
    salesTeam,
    reviews,
    authors,
    categories,
    tags,
    posts,
    postCategories,
    postTags,
    comments,
  };
}

/** Inserts rows through one JSON parameter, so the statement is the same for any number of rows. */
async function insertRows(
  tx: Queryable,
  table: string,
  columns: Record<string, string>,
  rows: Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const definitions = names.map((name) => `${name} ${columns[name]}`).join(', ');
  await tx.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::text::jsonb) AS r(${definitions})`,
    [JSON.stringify(rows)],
  );
}

const T = 'text';
const I = 'integer';
const F = 'double precision';
const B = 'boolean';
const J = 'jsonb';
const TA = 'text[]';
const TS = 'timestamptz';

async function insertAll(tx: Queryable, data: SeedData): Promise<void> {
  await insertRows(
    tx,
    'cities',
    { id: T, name: T, state: T, country: T, visibility: T, position: I, created_at: TS },
    data.cities,
  );
  await insertRows(tx, 'locations', { id: T, city_id: T, name: T, lat: F, lng: F }, data.locations);
  await insertRows(tx, 'places', { id: T, city_id: T, name: T, type: T, lat: F, lng: F }, data.places);
  await insertRows(
    tx,
    'projects',
    {
      id: T,
      slug: T,
      name: T,
      builder: T,
      property_kind: T,
      city_id: T,
      location_id: T,
      description: T,
      gallery: J,
      desktop_banner: J,
      mobile_banner: J,
      floor_plans: J,
      master_plan: J,
      amenities: J,
      specifications: J,
      highlights: J,
      rera: T,
      room: I,
      bhk_types: T,
      starting_price: I,
      min_area: I,
      max_area: I,
      possession_status: T,
      total_units: I,
      land_area_acres: F,
      virtual_tour_url: T,
      lat: F,
      lng: F,
      created_at: TS,
    },
    data.projects,
  );
  await insertRows(
    tx,
    'units',
    {
      id: T,
      slug: T,
      name: T,
      project_id: T,
      city_id: T,
      location_id: T,
      description: T,
      price: I,
      area: I,
      builtup_area: I,
      plot_area: I,
      plot_rate: I,
      construction_rate: I,
      unit_type: T,
      facing: T,
      room: I,
      bathrooms: I,
      parking: I,
      furnishing: T,
      possession_status: T,
      rera: T,
      unit_premium_tag: J,
      gallery: J,
      floor_plans: J,
      master_plan: J,
      charges: J,
      withs: TA,
      created_at: TS,
    },
    data.units,
  );
  await insertRows(
    tx,
    'sales_team',
    { id: T, name: T, exp: I, location: T, designation: T, image: T, email: T, phone: T, position: I },
    data.salesTeam,
  );
  await insertRows(tx, 'reviews', { id: T, name: T, rating: I, review: T, created_at: TS }, data.reviews);
  await insertRows(tx, 'blog_authors', { id: T, name: T, bio: T }, data.authors);
  await insertRows(
    tx,
    'blog_categories',
    { id: T, slug: T, name: T, color: T, description: T, parent_id: T, is_active: B, position: I },
    data.categories,
  );
  await insertRows(tx, 'blog_tags', { id: T, slug: T, name: T, color: T }, data.tags);
  await insertRows(
    tx,
    'blog_posts',
    {
      id: T,
      slug: T,
      title: T,
      excerpt: T,
      content: T,
      featured_image: T,
      is_featured: B,
      status: T,
      author_id: T,
      published_at: TS,
      reading_time: I,
      like_count: I,
      comment_count: I,
      view_count: I,
      created_at: TS,
      updated_at: TS,
    },
    data.posts,
  );
  await insertRows(
    tx,
    'blog_post_categories',
    { post_id: T, category_id: T, position: I },
    data.postCategories,
  );
  await insertRows(tx, 'blog_post_tags', { post_id: T, tag_id: T }, data.postTags);
  await insertRows(
    tx,
    'blog_comments',
    { id: T, post_id: T, name: T, email: T, content: T, status: T, created_at: TS },
    data.comments,
  );
}

export interface SeedResult {
  seeded: boolean;
  projects: number;
  units: number;
  milliseconds: number;
}

/** Projects, each with its units, to seed instead of the real ones: see SeedOptions. */
export type CatalogueSource = (base: SeedData) => Iterable<{ project: Row; units: Row[] }>;

export interface SeedOptions {
  /**
   * Replaces the seed's projects and units (`seed --units`, src/db/synthetic-catalogue.ts); the cities,
   * localities, team, reviews and blog stay the real seed's. Inserted in batches, so it may be large.
   */
  catalogue?: CatalogueSource;
}

/** Units per INSERT of a large catalogue: about 8 MB of JSON, half a second of work for PostgreSQL. */
const CATALOGUE_BATCH_UNITS = 5_000;

async function insertCatalogue(
  tx: Queryable,
  data: SeedData,
  catalogue: CatalogueSource,
): Promise<{ projects: number; units: number }> {
  // insertAll leaves out a table given no rows: each batch fills only projects and units.
  const noRows = Object.fromEntries(Object.keys(data).map((table) => [table, []])) as unknown as SeedData;
  await insertAll(tx, { ...data, projects: [], units: [] });
  const counts = { projects: 0, units: 0 };
  let batch: Pick<SeedData, 'projects' | 'units'> = { projects: [], units: [] };
  const flush = async () => {
    await insertAll(tx, { ...noRows, ...batch });
    counts.projects += batch.projects.length;
    counts.units += batch.units.length;
    batch = { projects: [], units: [] };
  };
  for (const { project, units } of catalogue(data)) {
    batch.projects.push(project);
    batch.units.push(...units);
    if (batch.units.length >= CATALOGUE_BATCH_UNITS) await flush();
  }
  await flush();
  return counts;
}

/** Seeds the database in one transaction when it has no projects yet; otherwise leaves it alone. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const hasProjects = async (q: Queryable) => {
    const [row] = await q.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM projects) AS found');
    return row?.found === true;
  };
  if (await hasProjects(db)) return { seeded: false, projects: 0, units: 0, milliseconds: 0 };
  const data = buildSeedData();
  const counts = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await hasProjects(tx)) return null;
    if (options.catalogue) return insertCatalogue(tx, data, options.catalogue);
    await insertAll(tx, data);
    return { projects: data.projects.length, units: data.units.length };
  });
  // Fresh statistics, so the planner reads the listing's index rather than guessing; and a fresh
  // visibility map, so that counting a listing reads that index alone (PGlite has no autovacuum).
  if (counts) await db.exec('VACUUM ANALYZE');
  return {
    seeded: counts !== null,
    projects: counts?.projects ?? 0,
    units: counts?.units ?? 0,
    milliseconds: Math.round(performance.now() - started),
  };
}

/**
 * The demo catalogue's tables, in an order that deletes what refers to a row before the row. Buyers'
 * data outlives a reset: enquiries keep their text with the unit and project links set to null, and
 * users, sessions and saved filters are untouched. (TRUNCATE ... CASCADE would have emptied enquiries
 * too, as they refer to units.)
 */
const SEEDED_TABLES = [
  'blog_posts',
  'blog_categories',
  'blog_tags',
  'blog_authors',
  'reviews',
  'sales_team',
  'units',
  'projects',
  'places',
  'locations',
  'cities',
] as const;

export class SeedResetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedResetError';
  }
}

/** Deletes the demo catalogue in one transaction, so that seedIfEmpty starts afresh. */
export async function clearSeededData(db: Db): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      for (const table of SEEDED_TABLES) await tx.exec(`DELETE FROM ${table}`);
    });
  } catch (error) {
    // A lead that names a city (a partner enquiry, an owner listing) keeps its city: nothing is deleted.
    if ((error as { code?: string }).code === '23503') {
      throw new SeedResetError(
        'Cannot reset the catalogue: partner enquiries or owner listings refer to its cities. Nothing was deleted.',
      );
    }
    throw error;
  }
}
