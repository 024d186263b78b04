// `pnpm seed`: applies the migrations and seeds an empty database. `pnpm seed --reset` first empties
// the seeded tables (and the enquiries and wishlists that refer to them) and seeds afresh.
import { loadConfig } from '../config.ts';
import { openDb } from './db.ts';
import { migrate } from './migrate.ts';
import { clearSeededData, seedIfEmpty } from './seed.ts';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const db = await openDb(config);
  try {
    const applied = await migrate(db, config.migrationsDir);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
    if (process.argv.includes('--reset')) {
      await clearSeededData(db);
      console.log('Emptied the seeded tables.');
    }
    const result = await seedIfEmpty(db);
    console.log(
      result.seeded
        ? `Seeded ${result.projects} projects and ${result.units} units in ${result.milliseconds} ms.`
        : 'The database already has projects; nothing to seed (use --reset to start again).',
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
