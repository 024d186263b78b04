// The catalogue import's bench (issue 26: 10,000 rows in under a minute on this machine), run by
// `npm run bench`: a file of 100 projects with 100 villas each (10,100 rows) on a fresh PGlite folder
// with the seed, through the command's own path (read, plan, one transaction). It times the dry run,
// the import, the same file again (every row unchanged) and a file with every price corrected, and
// prints them (docs/catalogue-import.md keeps the figures).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyImport } from '../../src/catalogue-io/apply-import.ts';
import { planImport } from '../../src/catalogue-io/plan-import.ts';
import { readImportFile } from '../../src/catalogue-io/read-file.ts';
import { PACKAGE_ROOT } from '../../src/config.ts';
import { openDb } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedIfEmpty } from '../../src/db/seed.ts';
import { COMMAND_LINE_ACTOR } from '../../src/plugins/app/staff-repository.ts';

const PROJECTS = 100;
const VILLAS_PER_PROJECT = 100;
const FACINGS = ['North', 'South', 'East', 'West'];

function file(priceOffset: number): string {
  const lines = [
    'record,ref,project_ref,name,builder,property_kind,city,locality,amenities,price,builtup_area,plot_area,unit_type,room,bathrooms,parking,facing,furnishing,unit_premium_tag',
  ];
  for (let p = 1; p <= PROJECTS; p += 1) {
    const ref = `BENCH-${p}`;
    lines.push(
      `project,${ref},,Bench Greens ${p},Bench Builders,Villa,Bengaluru,Whitefield,Clubhouse | Swimming pool | Gymnasium,,,,,,,,,,`,
    );
    for (let v = 1; v <= VILLAS_PER_PROJECT; v += 1) {
      const room = 3 + (v % 3);
      lines.push(
        `villa,${ref}-V${v},${ref},${room} BHK Villa V${v} at Bench Greens ${p},,,,,,${15_000_000 + v * 50_000 + priceOffset},${2000 + v * 10},${1500 + v * 5},Duplex,${room},${room},2,${FACINGS[v % 4]},Semi-Furnished,${v % 10 === 0 ? 'Corner plot' : ''}`,
      );
    }
  }
  return lines.join('\n');
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'villa-import-bench-'));
const db = await openDb({ databaseUrl: null, dataDir });
try {
  await migrate(db, path.join(PACKAGE_ROOT, 'migrations'));
  await seedIfEmpty(db, {});
  const first = file(0);
  const rows = readImportFile('csv', first);
  console.log(
    `Catalogue import bench: ${rows.length} rows (${PROJECTS} projects, ${PROJECTS * VILLAS_PER_PROJECT} villas), PGlite`,
  );
  const plan = await timed(
    'dry run (read and plan)',
    async () => (await planImport(db, readImportFile('csv', first), first)).report,
  );
  const added = await timed('import (one transaction)', () =>
    applyImport(db, COMMAND_LINE_ACTOR, readImportFile('csv', first), first, plan.fingerprint),
  );
  const again = await timed('same file again', () =>
    applyImport(db, COMMAND_LINE_ACTOR, readImportFile('csv', first), first),
  );
  const corrected = file(100_000);
  const changed = await timed('every price corrected', () =>
    applyImport(db, COMMAND_LINE_ACTOR, readImportFile('csv', corrected), corrected),
  );
  console.log(
    `  counts: added ${added.counts.add}, then unchanged ${again.counts.unchanged}, then changed ${changed.counts.change}; refused ${added.counts.refuse + again.counts.refuse + changed.counts.refuse}`,
  );
  if (
    added.counts.add !== rows.length ||
    again.counts.unchanged !== rows.length ||
    changed.counts.change !== PROJECTS * VILLAS_PER_PROJECT
  )
    throw new Error('The import bench did not import what it should have: see the counts above.');
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
