// What the sales-inbox intake tests set up: relationship managers (a studio account linked to a
// sales-team row), a city of their own (hidden from buyers) with a draft project in it, and enquiries.
import type { Db, Queryable } from '../../src/db/db.ts';
import { newId } from '../../src/lib/ids.ts';
import type { EnquiryPayload, IndividualPayload, PartnerPayload } from '../../src/schemas/index.ts';

let phoneCounter = 0;
/** A valid Indian mobile number unique to this process and call. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `99${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(5, '0')}`;
}

export interface Manager {
  memberId: string;
  staffId: string;
  name: string;
  /** The staff account's phone, E.164: where the new-lead SMS goes. */
  phone: string;
}

/** A sales-team member linked to a studio account of `role`, covering `cityIds`. */
export async function addManager(
  db: Queryable,
  options: { name?: string; cityIds?: string[]; away?: boolean; role?: 'sales' | 'admin' | 'editor' } = {},
): Promise<Manager> {
  const staffId = newId();
  const memberId = newId();
  const number = uniquePhone();
  const name = options.name ?? `Manager ${memberId.slice(-6)}`;
  await db.query(
    `INSERT INTO staff (id, phone_code, phone_number, name, role) VALUES ($1, '+91', $2, $3, $4)`,
    [staffId, number, name, options.role ?? 'sales'],
  );
  await db.query(
    `INSERT INTO sales_team (id, name, exp, location, designation, email, phone, city_ids, staff_id, away, languages)
     VALUES ($1, $2, 5, 'Bengaluru', 'Villa advisor', $3, $4, $5::text[], $6, $7, ARRAY['English', 'Hindi'])`,
    [
      memberId,
      name,
      `m${memberId}@example.com`,
      `+91${number}`,
      options.cityIds ?? [],
      staffId,
      options.away ?? false,
    ],
  );
  return { memberId, staffId, name, phone: `+91${number}` };
}

export interface Place {
  cityId: string;
  locationId: string;
  projectId: string;
  projectName: string;
}

/** A hidden city with a location and a draft project: no buyer page lists them. */
export async function addPlace(db: Queryable): Promise<Place> {
  const cityId = newId();
  const locationId = newId();
  const projectId = newId();
  const projectName = `Test Grove ${projectId.slice(-6)}`;
  await db.query(
    `INSERT INTO cities (id, name, state, country, visibility) VALUES ($1, $2, 'Karnataka', 'India', 'hidden')`,
    [cityId, `Testpur ${cityId.slice(-8)}`],
  );
  await db.query(
    `INSERT INTO locations (id, city_id, name, lat, lng) VALUES ($1, $2, 'Test Layout', 12.9, 77.6)`,
    [locationId, cityId],
  );
  // A copy of a seeded project, moved to the new city and kept a draft.
  await db.query(
    `INSERT INTO projects
     SELECT (jsonb_populate_record(NULL::projects, to_jsonb(p) || jsonb_build_object(
       'id', $1::text, 'slug', $2::text, 'name', $3::text, 'city_id', $4::text, 'location_id', $5::text,
       'status', 'draft', 'external_ref', NULL))).*
     FROM projects p ORDER BY p.id LIMIT 1`,
    [projectId, `test-grove-${projectId}`, projectName, cityId, locationId],
  );
  return { cityId, locationId, projectId, projectName };
}

/** Removes a place added by addPlace (after its enquiries and leads are gone). */
export async function removePlace(db: Db, place: Place): Promise<void> {
  await db.query('DELETE FROM projects WHERE id = $1', [place.projectId]);
  await db.query('DELETE FROM locations WHERE id = $1', [place.locationId]);
  await db.query('DELETE FROM cities WHERE id = $1', [place.cityId]);
}

export const enquiry = (phone: string, extra: Partial<EnquiryPayload> = {}): EnquiryPayload => ({
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.com',
  phone,
  country_code: '+91',
  ...extra,
});

export const developerForm = (
  phone: string,
  place: Place,
  extra: Partial<PartnerPayload> = {},
): PartnerPayload =>
  ({
    name: 'Ravi Kumar',
    email_id: 'ravi.kumar@example.com',
    contact_number: phone,
    developer_name: 'Kumar Builders',
    project_name: 'Kumar Meadows',
    stage: 'Launch Stage',
    is_project_rera_registered: 'no',
    property_type: ['Villa'],
    configuration: ['3 BHK'],
    remarks: 'Twenty villas on four acres',
    city: place.cityId,
    location: place.locationId,
    ...extra,
  }) as PartnerPayload;

export const ownerForm = (
  phone: string,
  place: Place,
  availableFrom: string,
  extra: Partial<IndividualPayload> = {},
): IndividualPayload =>
  ({
    name: 'Ravi Kumar',
    email: 'ravi.kumar@example.com',
    phone_number: phone,
    villa_type: 'Duplex',
    villa_number: 'B-12',
    bedroom: '3',
    bathrooms: '3',
    balconies: '2',
    builtup_area: 2400,
    villa_price: 25_000_000,
    main_door_facing: 'North-East',
    furnishing: 'Semi-Furnished',
    property_stage: 'Ready To Move',
    property_age_in_years: 3,
    car_parking: '2',
    available_from: availableFrom,
    city: place.cityId,
    location_id: place.locationId,
    location: 'Test Layout',
    property_images: [],
    ...extra,
  }) as IndividualPayload;
