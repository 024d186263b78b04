// `pnpm seed`: applies the migrations and seeds an empty database. `pnpm seed --reset` first deletes
// the demo catalogue (enquiries and users stay) and seeds afresh; in production it also needs --force.
import { loadConfig } from '../config.ts';
import { openDb } from './db.ts';
import { migrate } from './migrate.ts';
import { clearSeededData, seedIfEmpty } from './seed.ts';

const RESET_REFUSED_MESSAGE =
  'Refusing to reset the catalogue with NODE_ENV=production: it deletes every project, unit and blog post. Run `seed --reset --force` if you mean it.';

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const reset = process.argv.includes('--reset');
  if (reset && config.nodeEnv === 'production' && !process.argv.includes('--force')) {
    console.error(RESET_REFUSED_MESSAGE);
    return 1;
  }
  const db = await openDb(config);
  try {
    const applied = await migrate(db, config.migrationsDir);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
    if (reset) {
      await clearSeededData(db);
      console.log('Deleted the demo catalogue (enquiries and users are kept).');
    }
    const result = await seedIfEmpty(db);
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
