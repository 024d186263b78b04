// The listing index (issue 28, part 3): every published unit's columns that the listing's filters and
// orders read, held in this process's memory for one catalogue version, so that a filter never seen
// before is matched, counted exactly, ordered and paged in JavaScript, and the database is asked only
// for the page's rows (catalogue-listing.ts). Built from one snapshot of the database, read again when
// the catalogue's version moves.
//
// Memory: about 84 bytes a unit (eight 32-bit columns, its offset among its city's units with as
// many bedrooms, the id as a string, a bit per `withs` value), about 8 MB for 100,000 units; and each
// project's summary (~2 KB with its gallery: 4 MB for 2,000).
// Units' summaries are not held here: a page's are read by id, and their JSON kept with the index
// (listing-json.ts).
//
// The orders are those of the listing's SQL. Units are read in the listing's order (city, then price,
// name and id in the database's collation), so a unit's position is its rank; projects likewise by
// starting price, name and id. The distance from a point is the SQL's haversine term computed with
// JavaScript's sin and cos; they may differ from PostgreSQL's in the last bit, which can only reorder
// two projects whose distances differ by less than that.
import type { Db } from '../db/db.ts';
import {
  PROJECT_SUMMARY_COLUMNS_SQL,
  toProjectSummary,
  type ProjectSummaryRow,
} from '../plugins/app/catalogue-summaries.ts';
import type { ProjectSummary } from '../schemas/index.ts';
import type { UnitColumns, UnitMatcher } from './unit-matcher.ts';

export interface ListingIndex {
  /** The catalogue version of the snapshot it was read from. */
  version: string;
  columns: UnitColumns;
  unitIds: readonly string[];
  /** Each city's units, [start, end) of the index, and its projects (p.city_id) in their order. */
  cities: ReadonlyMap<string, CityUnits>;
  projectLat: Float64Array;
  projectLng: Float64Array;
  /** Every project's summary, by position (the projects' pages are built from them). */
  projectSummaries: readonly ProjectSummary[];
  /** Each project's position, by id. */
  projectPositions: ReadonlyMap<string, number>;
  /** Per project: marks of the last request that saw it (see `stamp`). */
  projectMarks: Int32Array;
  /** Per project: similar units' closest unit of the project (see similarPage). */
  projectClosest: Int32Array;
  /** A number no request before has used, for projectMarks. */
  stamp(): number;
  /** Room for a value per unit of the largest city, three times: similar units' closeness. */
  scratch: [Float64Array, Float64Array, Float64Array];
  /** Room for the positions of the largest city's units: the candidates of a match. */
  candidates: Int32Array;
}

interface CityUnits {
  start: number;
  end: number;
  /** Positions of the projects of the city, in the listing's order of projects. */
  projects: Int32Array;
  /** Projects of the city with a published unit (the similar units' totalProjects). */
  projectsWithUnits: number;
  /** The city's units by their count of bedrooms, each as offsets from `start` in rank order. */
  byRooms: ReadonlyMap<number, Int32Array>;
}

interface UnitRow {
  id: string;
  project_id: string;
  city_id: string;
  price: number;
  room: number;
  bathrooms: number;
  parking: number;
  builtup_area: number;
  plot_area: number;
  unit_type: string;
  facing: string;
  withs: string[];
}
type ProjectRow = ProjectSummaryRow & { kind: string };

/** Reads the index from one snapshot of the database: its version, units and projects agree. */
export async function readListingIndex(db: Db): Promise<ListingIndex> {
  const { version, units, projects } = await db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const [row] = await tx.query<{ version: string }>(
      'SELECT version::text AS version FROM catalogue_version',
    );
    const units = await tx.query<UnitRow>(
      `SELECT u.id, u.project_id, u.city_id, u.price, u.room, u.bathrooms, u.parking, u.builtup_area,
         u.plot_area, lower(u.unit_type) AS unit_type, lower(u.facing) AS facing, u.withs
       FROM units u WHERE u.status = 'published' ORDER BY u.city_id, u.price, u.name, u.id`,
    );
    const projects = await tx.query<ProjectRow>(
      `SELECT ${PROJECT_SUMMARY_COLUMNS_SQL}, lower(p.property_kind) AS kind
       FROM projects p JOIN locations l ON l.id = p.location_id JOIN cities c ON c.id = p.city_id
       ORDER BY p.starting_price, p.name, p.id`,
    );
    return { version: row?.version ?? '0', units, projects };
  });
  return indexOf(version, units, projects);
}

/** The units of [start, end) by their count of bedrooms, as offsets from start, in order. */
function unitsByRooms(room: Int32Array, { start, end }: { start: number; end: number }) {
  const lists = new Map<number, number[]>();
  for (let i = start; i < end; i += 1) {
    const rooms = room[i] as number;
    const list = lists.get(rooms);
    if (list === undefined) lists.set(rooms, [i - start]);
    else list.push(i - start);
  }
  return new Map([...lists].map(([rooms, offsets]) => [rooms, Int32Array.from(offsets)]));
}

/** Codes for texts: each distinct text once, in a list. */
function codes() {
  const list: string[] = [];
  const byText = new Map<string, number>();
  return {
    list,
    code(text: string): number {
      let code = byText.get(text);
      if (code === undefined) {
        code = list.length;
        list.push(text);
        byText.set(text, code);
      }
      return code;
    },
  };
}

function indexOf(version: string, units: UnitRow[], projects: ProjectRow[]): ListingIndex {
  const count = units.length;
  const projectPosition = new Map(projects.map((project, position) => [project.id, position]));
  const unitTypes = codes();
  const facings = codes();
  const withs = new Map<string, Uint32Array>();
  const columns: UnitColumns = {
    price: new Int32Array(count),
    room: new Int32Array(count),
    bathrooms: new Int32Array(count),
    parking: new Int32Array(count),
    builtupArea: new Int32Array(count),
    plotArea: new Int32Array(count),
    project: new Int32Array(count),
    unitType: new Int32Array(count),
    unitTypes: unitTypes.list,
    facing: new Int32Array(count),
    facings: facings.list,
    projectKinds: projects.map((project) => project.kind),
    projectIds: projects.map((project) => project.id),
    withs,
  };
  const ranges = new Map<string, { start: number; end: number }>();
  const hasUnit = new Uint8Array(projects.length);
  for (const [i, unit] of units.entries()) {
    columns.price[i] = unit.price;
    columns.room[i] = unit.room;
    columns.bathrooms[i] = unit.bathrooms;
    columns.parking[i] = unit.parking;
    columns.builtupArea[i] = unit.builtup_area;
    columns.plotArea[i] = unit.plot_area;
    const project = projectPosition.get(unit.project_id) as number;
    columns.project[i] = project;
    hasUnit[project] = 1;
    columns.unitType[i] = unitTypes.code(unit.unit_type);
    columns.facing[i] = facings.code(unit.facing);
    for (const value of unit.withs) {
      let bits = withs.get(value);
      if (bits === undefined) withs.set(value, (bits = new Uint32Array(Math.ceil(count / 32))));
      bits[i >>> 5] = (bits[i >>> 5] as number) | (1 << (i & 31));
    }
    const range = ranges.get(unit.city_id);
    if (range === undefined) ranges.set(unit.city_id, { start: i, end: i + 1 });
    else range.end = i + 1;
  }
  const projectsOf = new Map<string, number[]>();
  for (const [position, project] of projects.entries()) {
    const list = projectsOf.get(project.city_id);
    if (list === undefined) projectsOf.set(project.city_id, [position]);
    else list.push(position);
  }
  const cities = new Map<string, CityUnits>();
  for (const cityId of new Set([...ranges.keys(), ...projectsOf.keys()])) {
    const positions = projectsOf.get(cityId) ?? [];
    const range = ranges.get(cityId) ?? { start: 0, end: 0 };
    cities.set(cityId, {
      ...range,
      projects: Int32Array.from(positions),
      projectsWithUnits: positions.filter((position) => hasUnit[position] === 1).length,
      byRooms: unitsByRooms(columns.room, range),
    });
  }
  let stamps = 0;
  const largest = Math.max(0, ...[...cities.values()].map((city) => city.end - city.start));
  return {
    version,
    columns,
    unitIds: units.map((unit) => unit.id),
    cities,
    projectLat: Float64Array.from(projects, (project) => project.lat),
    projectLng: Float64Array.from(projects, (project) => project.lng),
    projectSummaries: projects.map(toProjectSummary),
    projectPositions: projectPosition,
    projectMarks: new Int32Array(projects.length),
    projectClosest: new Int32Array(projects.length),
    stamp: () => (stamps += 1),
    scratch: [new Float64Array(largest), new Float64Array(largest), new Float64Array(largest)],
    candidates: new Int32Array(largest),
  };
}

/** What a page is asked for. */
export interface PageAsk {
  cityId: string;
  offset: number;
  limit: number;
  matcher: UnitMatcher;
  /** Nearest to this point first. */
  point: { lat: number; lng: number } | null;
}

/** A page: positions of its units and projects in the index, in order, and the totals. */
export interface IndexPage {
  units: number[];
  projects: number[];
  total: number;
  totalProjects: number;
}

const RADIANS_PER_DEGREE = Math.PI / 180;

/** Each project's haversine term from the point (as the listing's SQL computes it), or 0 without one. */
export function distances(index: ListingIndex, point: PageAsk['point']): (project: number) => number {
  if (point === null) return () => 0;
  const { projectLat, projectLng } = index;
  const cosLatitude = Math.cos(point.lat * RADIANS_PER_DEGREE);
  const known = new Float64Array(projectLat.length).fill(NaN);
  return (project) => {
    let distance = known[project] as number;
    if (Number.isNaN(distance)) {
      const lat = projectLat[project] as number;
      const latSine = Math.sin(((lat - point.lat) * RADIANS_PER_DEGREE) / 2);
      const lngSine = Math.sin((((projectLng[project] as number) - point.lng) * RADIANS_PER_DEGREE) / 2);
      distance = latSine * latSine + cosLatitude * Math.cos(lat * RADIANS_PER_DEGREE) * (lngSine * lngSine);
      known[project] = distance;
    }
    return distance;
  };
}

/** The first of [start, end) where `holds` begins to hold, or `end`: it holds from there on. */
function firstWhere(start: number, end: number, holds: (i: number) => boolean): number {
  let low = start;
  let high = end;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (holds(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The page of the city's units that meet the conditions (cheapest first, or nearest the point first),
 * of the city's projects that have one, and both totals, counted exactly.
 */
export function matchingPage(index: ListingIndex, ask: PageAsk): IndexPage {
  const city = index.cities.get(ask.cityId);
  if (city === undefined) return { units: [], projects: [], total: 0, totalProjects: 0 };
  const { matcher, offset, limit } = ask;
  const project = index.columns.project;
  const marks = index.projectMarks;
  const stamp = index.stamp();
  const distanceOf = distances(index, ask.point);
  let total = 0;
  let totalProjects = 0;
  let units: number[] = [];
  /** With a point: each project's matching units, in their order. */
  const byProject = new Map<number, number[]>();
  // A city's units are in price order: those in the price range asked for are a run of them.
  const { price } = index.columns;
  const first = firstWhere(city.start, city.end, (i) => (price[i] as number) >= matcher.prices.min);
  const end = firstWhere(first, city.end, (i) => (price[i] as number) > matcher.prices.max);
  // That run, narrowed by one condition at a time (a loop per condition runs faster than every
  // condition per unit), stays in its order.
  const candidates = index.candidates;
  let count = 0;
  for (let i = first; i < end; i += 1) candidates[count++] = i;
  for (const test of matcher.tests) {
    let kept = 0;
    for (let c = 0; c < count; c += 1) {
      const i = candidates[c] as number;
      if (test(i)) candidates[kept++] = i;
    }
    count = kept;
  }
  for (let c = 0; c < count; c += 1) {
    const i = candidates[c] as number;
    total += 1;
    const of = project[i] as number;
    if (marks[of] !== stamp) {
      marks[of] = stamp;
      totalProjects += 1;
    }
    if (ask.point !== null) {
      const list = byProject.get(of);
      if (list === undefined) byProject.set(of, [i]);
      else list.push(i);
    } else if (total > offset && units.length < limit) units.push(i);
  }
  let cityProjects = Array.from(city.projects).filter((position) => marks[position] === stamp);
  if (ask.point !== null) {
    const nearestFirst = (a: number, b: number) => distanceOf(a) - distanceOf(b) || a - b;
    cityProjects.sort(nearestFirst);
    // Units in order of their project's distance, then their own order: projects at the same
    // distance share a run of units, merged by rank.
    const ordered: number[] = [];
    const groups = [...byProject.keys()].sort(nearestFirst);
    for (let g = 0; g < groups.length && ordered.length < offset + limit; ) {
      const distance = distanceOf(groups[g] as number);
      const first = g;
      const run: number[] = [];
      for (; g < groups.length && distanceOf(groups[g] as number) === distance; g += 1)
        run.push(...(byProject.get(groups[g] as number) as number[]));
      if (g - first > 1) run.sort((a, b) => a - b);
      ordered.push(...run);
    }
    units = ordered.slice(offset, offset + limit);
  }
  cityProjects = cityProjects.slice(offset, offset + limit);
  return { units, projects: cityProjects, total, totalProjects };
}

/** A max-heap of the `size` best of what it is offered: the worst on top. */
function bestOf(size: number, compare: (a: number, b: number) => number) {
  const heap: number[] = [];
  const up = (at: number) => {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (compare(heap[at] as number, heap[parent] as number) <= 0) return;
      [heap[at], heap[parent]] = [heap[parent] as number, heap[at] as number];
      at = parent;
    }
  };
  const down = (at: number) => {
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && compare(heap[left] as number, heap[worst] as number) > 0) worst = left;
      if (right < heap.length && compare(heap[right] as number, heap[worst] as number) > 0) worst = right;
      if (worst === at) return;
      [heap[at], heap[worst]] = [heap[worst] as number, heap[at] as number];
      at = worst;
    }
  };
  return {
    offer(item: number) {
      if (size <= 0) return;
      if (heap.length < size) {
        heap.push(item);
        up(heap.length - 1);
      } else if (compare(item, heap[0] as number) < 0) {
        heap[0] = item;
        down(0);
      }
    },
    /** How many it holds: `size` once it has been offered that many. */
    count: () => heap.length,
    /** The best, best first. */
    sorted: () => heap.sort(compare),
  };
}

/**
 * When nothing matches: the page of the city's units closest to the ask (its bedrooms, then its
 * price, then how many conditions a unit misses; then nearest the point; then the listing's order),
 * the page of the projects with a unit in the city, each as close as its closest unit, and the
 * city's totals.
 */
export function similarPage(index: ListingIndex, ask: PageAsk): IndexPage {
  const city = index.cities.get(ask.cityId);
  if (city === undefined) return { units: [], projects: [], total: 0, totalProjects: 0 };
  const { matcher, offset, limit } = ask;
  const { start, end } = city;
  const project = index.columns.project;
  const distanceOf = distances(index, ask.point);
  // The closeness of each unit looked at (bedrooms, price, conditions missed; 0 when not asked), by
  // its offset in the city, in the index's scratch arrays (this runs without a pause: no other
  // answer uses them meanwhile).
  const [bedrooms, price, missed] = index.scratch;
  const { priceDistance } = matcher;
  const closer = (a: number, b: number) =>
    (bedrooms[a] as number) - (bedrooms[b] as number) ||
    (price[a] as number) - (price[b] as number) ||
    (missed[a] as number) - (missed[b] as number);
  const unitOrder = (a: number, b: number) =>
    closer(a, b) ||
    distanceOf(project[start + a] as number) - distanceOf(project[start + b] as number) ||
    a - b;
  const wanted = offset + limit;
  const best = bestOf(wanted, unitOrder);
  // Each project's closest unit (as the least closeness of its units), in typed arrays by position.
  const marks = index.projectMarks;
  const stamp = index.stamp();
  const closest = index.projectClosest;
  const seen: number[] = [];
  // Units a count of bedrooms further than the next are always further behind: the levels are
  // looked at nearest first, until the page of units and the page of projects are both settled.
  const level = index.candidates;
  for (const { distance, groups } of bedroomLevels(city, start, matcher)) {
    let size = 0;
    for (const group of groups) {
      level.set(group, size);
      size += group.length;
    }
    for (let c = 0; c < size; c += 1) {
      const k = level[c] as number;
      bedrooms[k] = distance;
      price[k] = priceDistance === null ? 0 : priceDistance(start + k);
      missed[k] = 0;
    }
    for (const test of matcher.tests) {
      for (let c = 0; c < size; c += 1) {
        const k = level[c] as number;
        if (!test(start + k)) missed[k] = (missed[k] as number) + 1;
      }
    }
    for (let c = 0; c < size; c += 1) {
      const k = level[c] as number;
      best.offer(k);
      const of = project[start + k] as number;
      if (marks[of] !== stamp) {
        marks[of] = stamp;
        closest[of] = k;
        seen.push(of);
      } else if (closer(k, closest[of] as number) < 0) closest[of] = k;
    }
    if (best.count() >= wanted && seen.length >= wanted) break;
  }
  const units = best
    .sorted()
    .slice(offset)
    .map((k) => start + k);
  const projects = seen
    .sort(
      (a, b) => closer(closest[a] as number, closest[b] as number) || distanceOf(a) - distanceOf(b) || a - b,
    )
    .slice(offset, offset + limit);
  return { units, projects, total: end - start, totalProjects: city.projectsWithUnits };
}

/**
 * The city's units in levels of the same distance from the bedrooms asked for, nearest first, each as
 * the lists (by count of bedrooms) of their offsets; one level of all when no bedrooms are asked for.
 */
function bedroomLevels(city: CityUnits, start: number, matcher: UnitMatcher) {
  const { bedroomDistance } = matcher;
  const groups = [...city.byRooms.values()];
  if (bedroomDistance === null) return [{ distance: 0, groups }];
  const levels = new Map<number, Int32Array[]>();
  for (const group of groups) {
    const distance = bedroomDistance(start + (group[0] as number));
    const level = levels.get(distance);
    if (level === undefined) levels.set(distance, [group]);
    else level.push(group);
  }
  return [...levels].sort(([a], [b]) => a - b).map(([distance, inLevel]) => ({ distance, groups: inLevel }));
}
