// Fills an empty database with a realistic catalogue: cities and localities, villa projects and
// their units, the sales team, reviews and the blog. Everything comes from a seeded generator, so
// every run produces the same ids, prices and pictures and tests can rely on them.
import { createIdGenerator } from '../lib/ids.ts';
import { createPrng } from '../lib/prng.ts';
import { readingTimeMinutes, sanitizeBlogHtml } from '../lib/sanitize.ts';
import { mediaUrl } from '../media/index.ts';
import type { Db, Queryable } from './db.ts';
import { AUTHORS, CATEGORIES, COMMENTS, POSTS, TAGS } from './seed-data/blog.ts';
import { REVIEWS, SALES_TEAM } from './seed-data/people.ts';
import { CITIES, LOCALITIES } from './seed-data/places.ts';
import { buildPlaces } from './seed-places.ts';
import type { ProjectRow, UnitRow } from './catalogue-rows.ts';
import { buildProjects } from './seed-projects.ts';

const SEED = 20_240_601;
const SEED_CLOCK_START = Date.UTC(2024, 5, 1);
/** Serialises concurrent starts, like the migrations. */
const SEED_LOCK = 72_110_002;

export type Row = Record<string, unknown>;

export interface SeedData {
  cities: Row[];
  locations: Row[];
  /** Nearby places and airports, from a generator of their own (src/db/seed-places.ts). */
  places: Row[];
  projects: ProjectRow[];
  units: UnitRow[];
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

  const { projects, units } = buildProjects({ prng, nextId, createdAt, cityIds, locationIds });

  const salesTeam = SALES_TEAM.map((member, position) => ({
    id: nextId(),
    ...member,
    location: 'Bangalore',
    city_ids: [cityIds.get('bengaluru')],
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

/** The tables the seed fills and their rows, each table after the tables its rows refer to. */
const TABLE_ROWS: readonly (readonly [table: string, rows: keyof SeedData])[] = [
  ['cities', 'cities'],
  ['locations', 'locations'],
  ['places', 'places'],
  ['projects', 'projects'],
  ['units', 'units'],
  ['sales_team', 'salesTeam'],
  ['reviews', 'reviews'],
  ['blog_authors', 'authors'],
  ['blog_categories', 'categories'],
  ['blog_tags', 'tags'],
  ['blog_posts', 'posts'],
  ['blog_post_categories', 'postCategories'],
  ['blog_post_tags', 'postTags'],
  ['blog_comments', 'comments'],
];

/**
 * Inserts rows through one JSON parameter, so the statement is the same for any number of rows. The
 * columns are the rows' keys, typed as the table declares them (jsonb_populate_recordset reads the
 * table's own row type): nothing here restates the migrations.
 */
async function insertRows(tx: Queryable, table: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].join(', ');
  await tx.query(
    `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${table}, $1::text::jsonb)`,
    [JSON.stringify(rows)],
  );
}

/** Inserts every table's rows; a table given no rows is left out. */
async function insertAll(tx: Queryable, data: SeedData): Promise<void> {
  for (const [table, rows] of TABLE_ROWS) await insertRows(tx, table, data[rows]);
}

export interface SeedResult {
  seeded: boolean;
  projects: number;
  units: number;
  milliseconds: number;
}

/** Projects, each with its units, to seed instead of the real ones: see SeedOptions. */
export type CatalogueSource = (base: SeedData) => Iterable<{ project: ProjectRow; units: UnitRow[] }>;

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
