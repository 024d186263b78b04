// Issue 27: the round-robin is fair under concurrency. 1,000 enquiries from 1,000 phones arrive at
// once for a city six relationship managers cover: each member gets 166 or 167 of them. A database
// of its own: the round-robin sees every linked member, and only these six may be.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { createEnquiriesRepository } from '../../src/plugins/app/enquiries-repository.ts';
import { openPrivateTestDb } from '../helpers/database.ts';
import { addManager, addPlace, enquiry, type Manager, type Place } from './sales-intake-fixtures.ts';

const LEADS = 1000;
const MEMBERS = 6;

let db: Db;
let closeDb: () => Promise<void>;
let place: Place;
let managers: Manager[];

beforeAll(async () => {
  // A thousand transactions queue for the pool's ten connections while the assignment's lock takes
  // them one at a time: on a busy machine the last waits longer than the server's 10 s.
  ({ db, close: closeDb } = await openPrivateTestDb({ connectTimeoutMs: 60_000 }));
  place = await addPlace(db);
  managers = [];
  for (let index = 0; index < MEMBERS; index += 1)
    managers.push(await addManager(db, { name: `Member ${index + 1}`, cityIds: [place.cityId] }));
  // Not eligible: away, or covering another city while these six cover this one.
  await addManager(db, { name: 'Away Member', cityIds: [place.cityId], away: true });
  await addManager(db, { name: 'Other City Member', cityIds: [(await addPlace(db)).cityId] });
});
afterAll(async () => closeDb());

describe('the round-robin under concurrency', () => {
  it(`shares ${LEADS} parallel enquiries among ${MEMBERS} members, differing by at most one`, async () => {
    // The repository the route calls, without the route's per-address rate limit.
    const enquiries = createEnquiriesRepository(db);
    const phones = Array.from({ length: LEADS }, (_, index) => `98${String(index).padStart(8, '0')}`);
    const created = await Promise.all(
      phones.map((phone) => enquiries.create(enquiry(phone, { project: place.projectId }))),
    );
    expect(new Set(created.map((row) => row._id)).size).toBe(LEADS);

    const counts = await db.query<{ manager_id: string | null; leads: number }>(
      `SELECT manager_id, count(*)::int AS leads FROM leads WHERE phone = ANY($1::text[]) GROUP BY manager_id`,
      [phones.map((phone) => `+91${phone}`)],
    );
    const byManager = new Map(counts.map((row) => [row.manager_id, row.leads]));
    expect([...byManager.keys()].sort()).toEqual(managers.map((member) => member.memberId).sort());
    const shares = managers.map((member) => byManager.get(member.memberId) ?? 0);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(LEADS);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);

    // Each lead was assigned once, by the rule, and its enquiry is on its timeline.
    const [events] = await db.query<{ assigned: number; enquiries: number }>(
      `SELECT count(*) FILTER (WHERE e.type = 'assigned')::int AS assigned,
              count(*) FILTER (WHERE e.type = 'enquiry')::int AS enquiries
       FROM lead_events e JOIN leads l ON l.id = e.lead_id WHERE l.phone = ANY($1::text[])`,
      [phones.map((phone) => `+91${phone}`)],
    );
    expect(events).toEqual({ assigned: LEADS, enquiries: LEADS });
  }, 60_000);
});
