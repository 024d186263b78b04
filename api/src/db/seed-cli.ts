// `pnpm seed`: applies the migrations and seeds an empty database. `pnpm seed --reset` first deletes
// the demo catalogue (enquiries and users stay) and seeds afresh; in production it also needs --force.
// `--units N` seeds a synthetic catalogue of N units instead of the real one, to measure the listing at
// scale (`npm run seed -- --reset --units 100000`).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDb } from './db.ts';
import { migrate } from './migrate.ts';
import { clearSeededData, seedIfEmpty } from './seed.ts';
import { MAX_SYNTHETIC_UNITS, syntheticCatalogue } from './synthetic-catalogue.ts';

const RESET_REFUSED_MESSAGE =
  'Refusing to reset the catalogue with NODE_ENV=production: it deletes every project, unit and blog post. Run `seed --reset --force` if you mean it.';

/** `--units 100000` (also 100_000 or 100,000), or undefined for the real catalogue. */
function readUnits(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const units = Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(units) || units < 1 || units > MAX_SYNTHETIC_UNITS) {
    throw new Error(`--units must be a whole number from 1 to ${MAX_SYNTHETIC_UNITS} (got '${value}')`);
  }
  return units;
}

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const { values } = parseArgs({
    options: { reset: { type: 'boolean' }, force: { type: 'boolean' }, units: { type: 'string' } },
  });
  const reset = values.reset === true;
  if (reset && config.nodeEnv === 'production' && values.force !== true) {
    console.error(RESET_REFUSED_MESSAGE);
    return 1;
  }
  const units = readUnits(values.units);
  const db = await openDb(config);
  try {
    const applied = await migrate(db, config.migrationsDir);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
    if (reset) {
      await clearSeededData(db);
      console.log('Deleted the demo catalogue (enquiries and users are kept).');
    }
    const result = await seedIfEmpty(
      db,
      units === undefined ? {} : { catalogue: (base) => syntheticCatalogue(base, units) },
    );
    console.log(
      result.seeded
        ? `Seeded ${result.projects} projects and ${result.units} units in ${result.milliseconds} ms.`
        : 'The database already has projects; nothing to seed (use --reset to start again).',
    );
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
