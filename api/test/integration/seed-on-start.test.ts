// Issue 7, part 3: the demo catalogue is seeded on start only for the embedded database, or when
// asked; an empty production database shows no fake projects.
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/pglite.ts';
import { buildTestApp } from '../helpers/app.ts';

async function projectsAfterStart(seedOnStart: boolean): Promise<number> {
  const db = await openPglite('memory://');
  try {
    const app = await buildTestApp({ seedOnStart }, db);
    await app.close();
    const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM projects');
    return row?.count ?? 0;
  } finally {
    await db.close();
  }
}

describe('seeding on start', () => {
  it('leaves an empty database empty when it is off, as it is with DATABASE_URL', async () => {
    expect(await projectsAfterStart(false)).toBe(0);
  });

  it('fills an empty database with the demo catalogue when it is on', async () => {
    expect(await projectsAfterStart(true)).toBeGreaterThan(20);
  });
});
