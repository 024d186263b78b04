// The seed's row types name the tables' columns by hand (with narrower value types than the generated
// schema's jsonb). The compiler holds them to the migrated tables: a column added or dropped by a
// migration fails typecheck here until the row builder writes it.
import { describe, expectTypeOf, it } from 'vitest';
import type { ProjectRow, UnitRow } from '../../src/db/catalogue-rows.ts';
import type { ProjectsTable, UnitsTable } from '../../src/db/schema.generated.ts';

/**
 * Columns the database fills when the seed leaves them out: published (migrations/0018), and no
 * team reference (0023: the seed's records are known by their ids).
 */
type FilledByDatabase = 'status' | 'external_ref';

describe('the seed rows', () => {
  it('have exactly the columns of the units and projects tables', () => {
    expectTypeOf<keyof UnitRow>().toEqualTypeOf<Exclude<keyof UnitsTable, FilledByDatabase>>();
    expectTypeOf<keyof ProjectRow>().toEqualTypeOf<Exclude<keyof ProjectsTable, FilledByDatabase>>();
  });
});
