// The developer (partner) form and the owner's villa listing (spec 3, 5). Each submission is one
// transaction: the row, and for an owner the photos it takes from the uploads, or nothing at all.
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../db/db.ts';
import { json } from '../../db/db.ts';
import { InvalidFieldError, UnprocessableError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { LISTING_MESSAGES } from '../../contract/field-rules.ts';
import { STAGE_NEEDING_AGE } from '../../contract/listing-form-options.ts';
import type { IndividualPayload, PartnerPayload } from '../../schemas/index.ts';
import { UPLOAD_UNUSED_LIFETIME_MS } from './uploads-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    listingForms: ListingFormsRepository;
  }
}

export interface SubmissionContext {
  /** The caller's Idempotency-Key, with a hash of the request it came with. */
  idempotency?: { key: string; requestHash: string } | null;
}

export interface CreatedSubmission {
  _id: string;
  created_at: string;
  /** True when this answers a retry: an earlier request with the same key stored it. */
  replayed: boolean;
}

type SubmissionTable = 'partner_enquiries' | 'owner_listings';

const toIso = (value: Date | string | undefined) => new Date(value ?? Date.now()).toISOString();

/**
 * The submission an earlier request with this Idempotency-Key stored, or null; holds a lock on the
 * key until the transaction ends, so two requests racing with one key store one row.
 */
async function earlierSubmission(
  tx: Queryable,
  table: SubmissionTable,
  idempotency: { key: string; requestHash: string } | null,
): Promise<CreatedSubmission | null> {
  if (idempotency === null) return null;
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${table}:${idempotency.key}`]);
  const [row] = await tx.query<{ id: string; created_at: Date | string; request_hash: string }>(
    `SELECT id, created_at, request_hash FROM ${table} WHERE idempotency_key = $1`,
    [idempotency.key],
  );
  if (!row) return null;
  if (row.request_hash !== idempotency.requestHash) {
    throw new UnprocessableError(
      'Idempotency-Key: was already used for a different submission; send a new key with a new submission',
    );
  }
  return { _id: row.id, created_at: toIso(row.created_at), replayed: true };
}

/** The city and the location exist and the location is in that city; returns the location's name. */
async function assertPlace(
  tx: Queryable,
  fields: { city: string; location: string },
  cityId: string,
  locationId: string,
): Promise<string> {
  const [city] = await tx.query('SELECT 1 FROM cities WHERE id = $1', [cityId]);
  if (!city) throw new InvalidFieldError(fields.city, 'Please select a city');
  const [location] = await tx.query<{ name: string }>(
    'SELECT name FROM locations WHERE id = $1 AND city_id = $2',
    [locationId, cityId],
  );
  if (!location) throw new InvalidFieldError(fields.location, 'Please select a location');
  return location.name;
}

const INDIA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
const DAY_MS = 24 * 60 * 60 * 1000;

/** A date the owner could mean as "today or later": from yesterday in India (a client's clock may lag). */
function assertAvailableFrom(value: string, now: number): void {
  const earliest = INDIA_DATE.format(new Date(now - DAY_MS));
  const latest = '2100-12-31';
  if (Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()) || value < earliest || value > latest) {
    throw new InvalidFieldError('available_from', `must be a date from today to ${latest}`);
  }
}

const isRegistered = (value: PartnerPayload['is_project_rera_registered']) =>
  value === true || value === 'yes';

export interface ListingFormsOptions {
  clock?: () => number;
}

export function createListingFormsRepository(db: Db, options: ListingFormsOptions = {}) {
  const clock = options.clock ?? Date.now;
  return {
    async createPartner(
      payload: PartnerPayload,
      context: SubmissionContext = {},
    ): Promise<CreatedSubmission> {
      const registered = isRegistered(payload.is_project_rera_registered);
      if (registered && payload.rera_number === undefined) {
        throw new InvalidFieldError('rera_number', LISTING_MESSAGES.reraNumber);
      }
      return db.transaction(async (tx) => {
        const earlier = await earlierSubmission(tx, 'partner_enquiries', context.idempotency ?? null);
        if (earlier) return earlier;
        await assertPlace(tx, { city: 'city', location: 'location' }, payload.city, payload.location);
        const id = newId();
        const [row] = await tx.query<{ created_at: Date | string }>(
          `INSERT INTO partner_enquiries (id, name, email_id, contact_number, developer_name, project_name, stage,
                                          is_project_rera_registered, rera_number, property_type, configuration,
                                          remarks, city_id, location_id, idempotency_key, request_hash, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text::jsonb, $11::text::jsonb, $12, $13, $14, $15, $16, $17)
           RETURNING created_at`,
          [
            id,
            payload.name,
            payload.email_id,
            payload.contact_number,
            payload.developer_name,
            payload.project_name,
            payload.stage,
            registered,
            registered ? (payload.rera_number ?? null) : null,
            json(payload.property_type),
            json(payload.configuration),
            payload.remarks,
            payload.city,
            payload.location,
            context.idempotency?.key ?? null,
            context.idempotency?.requestHash ?? null,
            new Date(clock()).toISOString(),
          ],
        );
        return { _id: id, created_at: toIso(row?.created_at), replayed: false };
      });
    },

    async createIndividual(
      payload: IndividualPayload,
      context: SubmissionContext = {},
    ): Promise<CreatedSubmission> {
      const needsAge = payload.property_stage === STAGE_NEEDING_AGE;
      if (needsAge && payload.property_age_in_years === undefined) {
        throw new InvalidFieldError('property_age_in_years', 'Property age is required');
      }
      const now = clock();
      assertAvailableFrom(payload.available_from, now);
      return db.transaction(async (tx) => {
        const earlier = await earlierSubmission(tx, 'owner_listings', context.idempotency ?? null);
        if (earlier) return earlier;
        const locationName = await assertPlace(
          tx,
          { city: 'city', location: 'location_id' },
          payload.city,
          payload.location_id,
        );
        if (locationName.trim().toLowerCase() !== payload.location.trim().toLowerCase()) {
          throw new InvalidFieldError('location', `must be the name of location_id ('${locationName}')`);
        }
        const id = newId();
        const [row] = await tx.query<{ created_at: Date | string }>(
          `INSERT INTO owner_listings (id, name, email, phone_number, villa_type, villa_number, bedroom, bathrooms,
                                       balconies, builtup_area, villa_price, main_door_facing, furnishing,
                                       property_stage, property_age_in_years, car_parking, available_from, city_id,
                                       location_id, property_images, idempotency_key, request_hash, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
                   $20::text::jsonb, $21, $22, $23)
           RETURNING created_at`,
          [
            id,
            payload.name,
            payload.email,
            payload.phone_number,
            payload.villa_type,
            payload.villa_number,
            payload.bedroom,
            payload.bathrooms,
            payload.balconies,
            payload.builtup_area,
            payload.villa_price,
            payload.main_door_facing,
            payload.furnishing,
            payload.property_stage,
            needsAge ? (payload.property_age_in_years ?? null) : null,
            payload.car_parking,
            payload.available_from,
            payload.city,
            payload.location_id,
            json(payload.property_images),
            context.idempotency?.key ?? null,
            context.idempotency?.requestHash ?? null,
            new Date(now).toISOString(),
          ],
        );
        // The photos are taken only if they are unused and not past the sweep's 24 hours.
        const taken = await tx.query<{ id: string }>(
          `UPDATE uploads SET listing_id = $1
            WHERE id = ANY($2::text[]) AND listing_id IS NULL AND created_at >= $3::timestamptz
            RETURNING id`,
          [id, payload.property_images, new Date(now - UPLOAD_UNUSED_LIFETIME_MS).toISOString()],
        );
        const missing = payload.property_images.find((upload) => !taken.some((row) => row.id === upload));
        if (missing !== undefined) {
          throw new InvalidFieldError(
            'property_images',
            `upload '${missing}' is unknown, expired or used by another listing: upload the photo again`,
          );
        }
        return { _id: id, created_at: toIso(row?.created_at), replayed: false };
      });
    },
  };
}

export type ListingFormsRepository = ReturnType<typeof createListingFormsRepository>;

export default fp<ListingFormsOptions>(
  async (app, options) => {
    app.decorate('listingForms', createListingFormsRepository(app.db, { clock: options.clock }));
  },
  { name: 'listing-forms-repository', dependencies: ['db'] },
);
