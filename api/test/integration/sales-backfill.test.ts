// Issue 27, migration 0025: the enquiries stored before the inbox become leads, one per phone, with an
// 'enquiry' event of the right kind for each, and every enquiry linked to its lead. On a database of
// its own, migrated to 0024, given enquiries of each kind, then migrated on.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/config.ts';
import type { Db } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { newId } from '../../src/lib/ids.ts';

const MIGRATIONS = path.join(PACKAGE_ROOT, 'migrations');
let db: Db;
let before: string;

beforeAll(async () => {
  before = mkdtempSync(path.join(tmpdir(), 'villa-before-0025-'));
  for (const file of readdirSync(MIGRATIONS).filter((name) => name < '0025'))
    cpSync(path.join(MIGRATIONS, file), path.join(before, file));
  db = await openPglite('memory://');
  await migrate(db, before);
});
afterAll(async () => {
  await db.close();
  rmSync(before, { recursive: true, force: true });
});

/** An enquiry as stored before 0025; its id. */
const enquiryAt = async (phone: string, at: string, fields: Record<string, unknown> = {}) => {
  const row = {
    id: newId(),
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone,
    country_code: '+91',
    created_at: at,
    ...fields,
  };
  const columns = Object.keys(row);
  await db.query(
    `INSERT INTO enquiries (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
    Object.values(row),
  );
  return row.id;
};

describe('0025 backfill', () => {
  it('makes one lead per phone with every earlier enquiry on its timeline, of the right kind', async () => {
    const cityId = newId();
    const locationId = newId();
    await db.query(
      `INSERT INTO cities (id, name, state, country) VALUES ($1, 'Backfillpur', 'Karnataka', 'India')`,
      [cityId],
    );
    await db.query(
      `INSERT INTO locations (id, city_id, name, lat, lng) VALUES ($1, $2, 'Old Town', 12.9, 77.6)`,
      [locationId, cityId],
    );
    const asha = '9876500001';
    const ravi = '9876500002';
    const ids = {
      partner: await enquiryAt(asha, '2026-10-01T10:00:00Z', {
        partner: 'acme',
        is_connect_with_expert: true,
      }),
      expert: await enquiryAt(asha, '2026-10-02T10:00:00Z', { is_connect_with_expert: true }),
      call: await enquiryAt(asha, '2026-10-03T10:00:00Z', {
        scheduled_time_of_visit: '2026-10-05T10:00:00Z',
      }),
      interest: await enquiryAt(ravi, '2026-10-04T10:00:00Z', { name: 'Ravi Kumar' }),
    };
    const developer = newId();
    await db.query(
      `INSERT INTO partner_enquiries (id, name, email_id, contact_number, developer_name, project_name, stage,
         is_project_rera_registered, remarks, city_id, location_id, created_at)
       VALUES ($1, 'Asha R', 'asha@builders.example', $2, 'Rao Builders', 'Rao Meadows', 'Launch Stage', false,
         'Ten villas', $3, $4, '2026-10-06T10:00:00Z')`,
      [developer, asha, cityId, locationId],
    );
    const owner = newId();
    await db.query(
      `INSERT INTO owner_listings (id, name, email, phone_number, villa_type, villa_number, bedroom, bathrooms,
         balconies, builtup_area, villa_price, main_door_facing, furnishing, property_stage, car_parking,
         available_from, city_id, location_id, created_at)
       VALUES ($1, 'Ravi K', 'ravi@example.com', $2, 'Duplex', 'B-1', '3', '3', '2', 2000, 20000000, 'East',
         'Furnished', 'Under Construction', '2', '2026-12-01', $3, $4, '2026-10-07T10:00:00Z')`,
      [owner, ravi, cityId, locationId],
    );

    expect(await migrate(db, MIGRATIONS)).toContain('0025_sales_inbox.sql');

    const leads = await db.query<{
      id: string;
      phone: string;
      name: string;
      stage: string;
      manager_id: null;
    }>('SELECT id, phone, name, stage, manager_id FROM leads ORDER BY phone');
    expect(leads.map(({ phone, name, stage, manager_id }) => ({ phone, name, stage, manager_id }))).toEqual([
      { phone: `+91${asha}`, name: 'Asha R', stage: 'new', manager_id: null },
      { phone: `+91${ravi}`, name: 'Ravi K', stage: 'new', manager_id: null },
    ]);
    const timeline = await db.query<{ phone: string; enquiry_kind: string; enquiry_id: string }>(
      `SELECT l.phone, e.enquiry_kind, e.enquiry_id FROM lead_events e JOIN leads l ON l.id = e.lead_id
       WHERE e.type = 'enquiry' ORDER BY l.phone, e.at`,
    );
    expect(timeline).toEqual([
      { phone: `+91${asha}`, enquiry_kind: 'partner', enquiry_id: ids.partner },
      { phone: `+91${asha}`, enquiry_kind: 'expert', enquiry_id: ids.expert },
      { phone: `+91${asha}`, enquiry_kind: 'scheduled_call', enquiry_id: ids.call },
      { phone: `+91${asha}`, enquiry_kind: 'developer', enquiry_id: developer },
      { phone: `+91${ravi}`, enquiry_kind: 'interest', enquiry_id: ids.interest },
      { phone: `+91${ravi}`, enquiry_kind: 'owner', enquiry_id: owner },
    ]);
    const leadOf = new Map(leads.map((lead) => [lead.phone, lead.id]));
    const links = await db.query<{ id: string; lead_id: string }>(
      `SELECT id, lead_id FROM enquiries UNION ALL SELECT id, lead_id FROM partner_enquiries
       UNION ALL SELECT id, lead_id FROM owner_listings`,
    );
    expect(new Map(links.map((row) => [row.id, row.lead_id]))).toEqual(
      new Map([
        [ids.partner, leadOf.get(`+91${asha}`)],
        [ids.expert, leadOf.get(`+91${asha}`)],
        [ids.call, leadOf.get(`+91${asha}`)],
        [developer, leadOf.get(`+91${asha}`)],
        [ids.interest, leadOf.get(`+91${ravi}`)],
        [owner, leadOf.get(`+91${ravi}`)],
      ]),
    );
  });
});
