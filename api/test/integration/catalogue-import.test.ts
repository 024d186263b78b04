// Issue 26, bulk import and export: a file of good, bad and duplicate rows is checked by a dry run
// that writes nothing; its import writes the good rows in one transaction; the same file again
// changes nothing; an export imported again changes nothing; a stale dry run is refused.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReportBody } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { signedInStaff } from '../helpers/studio-session.ts';

let app: FastifyInstance;
let editor: string;
beforeAll(async () => {
  app = await buildTestApp();
  editor = (await signedInStaff(app, 'Import Editor', 'editor')).token;
});
afterAll(() => app.close());

const importFile = async (
  content: string,
  options: { dry_run: boolean; format?: 'csv' | 'json'; fingerprint?: string },
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/studio/catalogue/import',
    headers: { authorization: `Bearer ${editor}` },
    payload: {
      format: options.format ?? 'csv',
      content,
      dry_run: options.dry_run,
      ...(options.fingerprint && { fingerprint: options.fingerprint }),
    },
  });
const report = (response: { json: <T>() => T }) => response.json<{ data: ImportReportBody }>().data;
const count = async (sql: string) => Number((await (await getTestDb()).query<{ n: number }>(sql))[0]!.n);
const catalogueCounts = async () => ({
  projects: await count('SELECT count(*)::int AS n FROM projects'),
  units: await count('SELECT count(*)::int AS n FROM units'),
});

const HEADER =
  'record,ref,project_ref,name,builder,property_kind,city,locality,amenities,price,builtup_area,plot_area,unit_type,room,bathrooms,parking,facing,furnishing,charges,unit_premium_tag';
// Row numbers as a spreadsheet shows them: the header is row 1.
const FILE = [
  HEADER,
  /* 2 */ 'project,SV-100,,Sunrise Villas,Sunrise Builders,Villa,Bengaluru,Whitefield,Clubhouse | Swimming pool,,,,,,,,,,,',
  /* 3 */ 'villa,SV-100-A1,SV-100,A1 at Sunrise Villas,,,,,,"2,45,00,000",2400,1800,Duplex,4,4,2,East,Semi-Furnished,Club membership: 300000,Corner plot',
  /* 4 */ 'villa,SV-100-A2,SV-100,A2 at Sunrise Villas,,,,,,23000000,2300,1700,Duplex,4,4,2,North,Unfurnished,,',
  /* 5 */ 'villa,SV-100-A3,SV-100,A3 at Sunrise Villas,,,,,,a lot,2300,1700,Duplex,4,4,2,Up,Unfurnished,,',
  /* 6 */ 'villa,SV-100-A1,SV-100,A1 again,,,,,,1000,2000,1000,Duplex,3,3,1,East,Unfurnished,,',
  /* 7 */ 'villa,XX-1,NO-SUCH,Lost villa,,,,,,1000,2000,1000,Duplex,3,3,1,East,Unfurnished,,',
  /* 8 */ 'project,ATL-1,,Atlantis,Atlantis Homes,Villa,Atlantis,Old Town,,,,,,,,,,,,',
  /* 9 */ 'villa,ATL-1-B1,ATL-1,B1 at Atlantis,,,,,,1000,2000,1000,Duplex,3,3,1,East,Unfurnished,,',
].join('\n');

describe('the catalogue import', () => {
  let fingerprint = '';

  it('a dry run says what would be added and refused, with row numbers and field messages, and writes nothing', async () => {
    const before = await catalogueCounts();
    const response = await importFile(FILE, { dry_run: true });
    expect(response.statusCode, response.body).toBe(200);
    const plan = report(response);
    expect(plan).toMatchObject({
      dry_run: true,
      rows: 8,
      counts: { add: 3, change: 0, unchanged: 0, refuse: 5 },
    });
    expect(plan.added).toEqual([
      { row: 2, record: 'project', ref: 'SV-100' },
      { row: 3, record: 'villa', ref: 'SV-100-A1' },
      { row: 4, record: 'villa', ref: 'SV-100-A2' },
    ]);
    expect(plan.refused).toEqual([
      {
        row: 5,
        record: 'villa',
        ref: 'SV-100-A3',
        messages: [
          'price: must be an integer between 1 and 2000000000',
          "facing: must be one of 'North', 'South', 'East', 'West', 'North-East', 'North-West', 'South-East', 'South-West'",
        ],
      },
      {
        row: 6,
        record: 'villa',
        ref: 'SV-100-A1',
        messages: ["ref: the villa 'SV-100-A1' is also on row 3: each record once a file"],
      },
      { row: 7, record: 'villa', ref: 'XX-1', messages: ["project_ref: no project has the ref 'NO-SUCH'"] },
      { row: 8, record: 'project', ref: 'ATL-1', messages: ["city: we list no city named 'Atlantis'"] },
      {
        row: 9,
        record: 'villa',
        ref: 'ATL-1-B1',
        messages: ["project_ref: the project 'ATL-1' on row 8 is refused"],
      },
    ]);
    expect(await catalogueCounts()).toEqual(before);
    fingerprint = plan.fingerprint;
  });

  it('the import of that plan writes the good rows in one go, audited, as drafts', async () => {
    const before = await catalogueCounts();
    const response = await importFile(FILE, { dry_run: false, fingerprint });
    expect(response.statusCode, response.body).toBe(200);
    expect(report(response).counts).toEqual({ add: 3, change: 0, unchanged: 0, refuse: 5 });
    expect(await catalogueCounts()).toEqual({ projects: before.projects + 1, units: before.units + 2 });
    const [project] = await (
      await getTestDb()
    ).query<Record<string, unknown>>(
      "SELECT slug, status, amenities, starting_price, bhk_types FROM projects WHERE external_ref = 'SV-100'",
    );
    expect(project).toEqual({
      slug: 'sunrise-villas',
      status: 'draft',
      amenities: ['Clubhouse', 'Swimming pool'],
      starting_price: 23_000_000,
      bhk_types: '4',
    });
    const [villa] = await (
      await getTestDb()
    ).query<Record<string, unknown>>(
      "SELECT price, area, charges, unit_premium_tag, withs FROM units WHERE external_ref = 'SV-100-A1'",
    );
    expect(villa).toMatchObject({
      price: 24_500_000,
      area: 2400,
      charges: [{ name: 'Club membership', amount: 300_000 }],
      unit_premium_tag: [{ name: 'Corner plot' }],
    });
    expect(villa!.withs).toEqual(expect.arrayContaining(['pool', 'corner plot']));
    expect(
      await count(
        "SELECT count(*)::int AS n FROM audit_log WHERE action IN ('project.import', 'unit.import') AND actor LIKE 'Import Editor%'",
      ),
    ).toBe(3);
  });

  it('the same file again adds nothing: refs are the key', async () => {
    const before = await catalogueCounts();
    const again = report(await importFile(FILE, { dry_run: false }));
    expect(again.counts).toEqual({ add: 0, change: 0, unchanged: 3, refuse: 5 });
    expect(await catalogueCounts()).toEqual(before);
  });

  it('a corrected file changes only what was corrected', async () => {
    const corrected = FILE.replace('23000000,2300', '22500000,2300');
    const response = report(await importFile(corrected, { dry_run: false }));
    expect(response.changed).toEqual([{ row: 4, record: 'villa', ref: 'SV-100-A2', fields: ['price'] }]);
    const [project] = await (
      await getTestDb()
    ).query<{ starting_price: number }>("SELECT starting_price FROM projects WHERE external_ref = 'SV-100'");
    expect(project!.starting_price).toBe(22_500_000);
  });

  it('refuses to carry out a dry run the catalogue has moved on from', async () => {
    const plan = report(await importFile(FILE.replace('22500000', '22000000'), { dry_run: true }));
    await importFile(FILE.replace('23000000,2300', '21000000,2300'), { dry_run: false });
    const stale = await importFile(FILE.replace('22500000', '22000000'), {
      dry_run: false,
      fingerprint: plan.fingerprint,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'The catalogue or the file changed since the dry run: run the dry run again and check what it shows.',
    );
  });

  it('refuses a file that is not of the template, whole', async () => {
    const before = await catalogueCounts();
    const unknownColumn = await importFile('record,ref,prize\nvilla,X,1', { dry_run: true });
    expect(unknownColumn.statusCode).toBe(400);
    expect(unknownColumn.json().message).toMatch(/^The file has a column the template doesn't: 'prize'\./);
    const notJson = await importFile('{ nope', { dry_run: false, format: 'json' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toMatch(/^The file is not JSON we can read/);
    expect(await catalogueCounts()).toEqual(before);
  });

  it('an export, imported again as CSV or JSON, changes nothing', async () => {
    for (const format of ['csv', 'json'] as const) {
      const exported = await app.inject({
        url: `/api/v1/studio/catalogue/export?format=${format}`,
        headers: { authorization: `Bearer ${editor}` },
      });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toMatch(
        format === 'csv' ? /^text\/csv/ : /^application\/json/,
      );
      const rows = await catalogueCounts();
      const plan = report(await importFile(exported.body, { dry_run: true, format }));
      expect(plan.refused).toEqual([]);
      expect(plan.counts).toEqual({ add: 0, change: 0, unchanged: rows.projects + rows.units, refuse: 0 });
    }
  });
});
