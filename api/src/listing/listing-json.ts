// The listing's answer as JSON (issue 28, part 3), put together from the JSON of its units and projects,
// kept for one listing index (so for one catalogue version). A fresh answer then costs copying bytes
// rather than reading rows and serialising 215 KB: varied filters keep showing the same villas.
//
// What is kept is written by the serialiser fastify compiles from the route's response schema (the
// same library on the same schemas), so the answer is byte for byte what the route would write
// (test/integration/listing-json.test.ts compares them). Kept, per index:
// - each project's summary and its part in a unit's summary, on first use (a few thousand at most);
// - a unit's summary up to its project (about 800 bytes), bounded by UNIT_LIMITS, the oldest kept
//   dropped first. Buffers live outside V8's heap, so what is kept costs the collector nothing.
//
// A unit's project carries its gallery where the unit's summary has it (toUnitSummary: only for a
// unit without photos of its own), so each project's part is kept with its gallery and without.

import fastJson from 'fast-json-stringify';
import {
  ProjectSummarySchema,
  UnitSummarySchema,
  type ListingResponse,
  type ProjectSummary,
  type UnitSummary,
} from '../schemas/index.ts';
import type { ListingIndex } from './listing-index.ts';

/** Units kept per index: at most ~48 MB. */
export const UNIT_LIMITS = { maxEntries: 60_000, maxBytes: 48 * 1024 * 1024 };

const unitJson = fastJson(UnitSummarySchema);
const unitProjectJson = fastJson(UnitSummarySchema.properties.project.items);
const projectJson = fastJson(ProjectSummarySchema);

/** `project` is a unit summary's last key: its JSON ends with the project's between these. */
const UNIT_PROJECT_OPEN = ',"project":[';
const UNIT_PROJECT_CLOSE = ']}';

/** A page's units, by position in the index, with each one's JSON up to its project. */
export interface PageUnitsJson {
  positions: readonly number[];
  heads: readonly Buffer[];
}

/** A page of a listing, its projects by position in the index, with what the answer says of it. */
export interface ListingPageParts {
  units: PageUnitsJson;
  projects: readonly number[];
  total: number;
  totalProjects: number;
  message: ListingResponse['message'];
  currentPage: number;
  totalPages: number;
}

export interface ListingJson {
  /**
   * The JSON of these units (positions in the index): those kept, and those `read` gives for the
   * others (none, maybe), which are kept from then on; null when `read` answers null.
   */
  units(
    positions: readonly number[],
    read: (missing: number[]) => Promise<ReadonlyMap<number, UnitSummary> | null>,
  ): Promise<PageUnitsJson | null>;
  /** The answer as JSON in UTF-8, in ListingResponseSchema's order of keys. */
  answer(page: ListingPageParts): Buffer;
}

export function createListingJson(index: ListingIndex, limits = UNIT_LIMITS): ListingJson {
  const unitCount = index.unitIds.length;
  /** Per unit: `,{…,"project":[`, the leading comma to follow the unit before it. */
  const heads: (Buffer | undefined)[] = new Array<Buffer | undefined>(unitCount);
  /** The kept units, oldest first, in a ring. */
  const order = new Int32Array(Math.min(limits.maxEntries, unitCount) || 1);
  let oldest = 0;
  let count = 0;
  let bytes = 0;
  /** Per unit: 1 where its summary carries its project's gallery (set when its head is kept). */
  const withProjectGallery = new Uint8Array(unitCount);
  /**
   * Per project: `{…}]}`, its part in a unit's summary and the unit's end, with its gallery (for a
   * unit without pictures) and without; and `,{…}`, its summary.
   */
  const unitEnds: (Buffer | undefined)[] = [];
  const bareUnitEnds: (Buffer | undefined)[] = [];
  const projects: (Buffer | undefined)[] = [];

  const projectOf = (position: number) => index.projectSummaries[position] as ProjectSummary;
  const unitEndJson = (position: number, withGallery: boolean) => {
    const { _id, slug, name, gallery, cordinates } = projectOf(position);
    const part = { _id, slug, name, gallery: withGallery ? gallery : [], cordinates };
    return Buffer.from(unitProjectJson(part) + UNIT_PROJECT_CLOSE);
  };
  /** The end of the summary of the unit at `unit`: its project's part. */
  const unitEnd = (unit: number) => {
    const position = index.columns.project[unit] as number;
    return withProjectGallery[unit] === 1
      ? (unitEnds[position] ??= unitEndJson(position, true))
      : (bareUnitEnds[position] ??= unitEndJson(position, false));
  };
  const project = (position: number) =>
    (projects[position] ??= Buffer.from(`,${projectJson(projectOf(position))}`));

  function drop(): void {
    const position = order[oldest] as number;
    bytes -= (heads[position] as Buffer).length;
    heads[position] = undefined;
    oldest = (oldest + 1) % order.length;
    count -= 1;
  }

  /** Keeps a unit's JSON head, dropping the oldest kept while there is no room. */
  function keep(position: number, unit: UnitSummary): Buffer {
    const json = unitJson({ ...unit, project: [] });
    if (!json.endsWith(`${UNIT_PROJECT_OPEN}]}`)) {
      throw new Error(`A unit summary's last key is not project: ${json}`);
    }
    const head = Buffer.from(`,${json.slice(0, -']}'.length)}`);
    if (heads[position] !== undefined) return head;
    while (count > 0 && (count >= order.length || bytes + head.length > limits.maxBytes)) drop();
    heads[position] = head;
    withProjectGallery[position] = (unit.project[0]?.gallery.length ?? 0) > 0 ? 1 : 0;
    order[(oldest + count) % order.length] = position;
    count += 1;
    bytes += head.length;
    return head;
  }

  return {
    async units(positions, read) {
      // Taken now: a unit dropped while the others are read is still written from this.
      const found = positions.map((position) => heads[position]);
      const missing = positions.filter((_, at) => found[at] === undefined);
      const rows = await read(missing);
      if (rows === null) return null;
      for (const [at, position] of positions.entries()) {
        if (found[at] !== undefined) continue;
        const unit = rows.get(position);
        if (unit === undefined) throw new Error(`Unit ${index.unitIds[position]} was not read`);
        found[at] = keep(position, unit);
      }
      return { positions, heads: found as Buffer[] };
    },

    answer(page) {
      const { positions, heads: unitHeads } = page.units;
      const pieces: Buffer[] = [Buffer.from('{"status":"success","data":{"units":[')];
      for (const [at, position] of positions.entries()) {
        const head = unitHeads[at] as Buffer;
        pieces.push(at === 0 ? head.subarray(1) : head, unitEnd(position));
      }
      pieces.push(Buffer.from('],"projects":['));
      for (const [at, position] of page.projects.entries()) {
        pieces.push(at === 0 ? project(position).subarray(1) : project(position));
      }
      pieces.push(
        Buffer.from(
          `]},"total":${page.total},"totalProjects":${page.totalProjects},` +
            `"message":${JSON.stringify(page.message)},"currentPage":${page.currentPage},` +
            `"totalPages":${page.totalPages}}`,
        ),
      );
      return Buffer.concat(pieces);
    },
  };
}
