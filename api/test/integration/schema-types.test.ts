import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateSchemaTypes, SCHEMA_TYPES_FILE } from '../../src/db/schema-types.ts';
import { getTestDb } from '../helpers/database.ts';

describe('generated table types', () => {
  it('match the migrated schema (run `npm run db:types` after changing a migration)', async () => {
    const fresh = await generateSchemaTypes(await getTestDb());
    expect(await readFile(SCHEMA_TYPES_FILE, 'utf8')).toBe(fresh);
  });
});
