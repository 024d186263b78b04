// `npm run db:types`: migrates a fresh in-memory PGlite and writes src/db/schema.generated.ts.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PACKAGE_ROOT } from '../config/folders.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { generateSchemaTypes, SCHEMA_TYPES_FILE } from './schema-types.ts';

const db = await openPglite('memory://');
try {
  await migrate(db, path.join(PACKAGE_ROOT, 'migrations'));
  await writeFile(SCHEMA_TYPES_FILE, await generateSchemaTypes(db));
  console.log(`Wrote ${path.relative(process.cwd(), SCHEMA_TYPES_FILE)}`);
} finally {
  await db.close();
}
