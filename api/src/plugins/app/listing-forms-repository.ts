// The developer (partner) form and the owner's villa listing (spec 3, 5). Each submission is one
// transaction: the row, for an owner the photos it takes from the uploads, and its place in the sales
// inbox (src/sales/intake.ts: the lead, its manager, the timeline), or nothing at all.
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Db, Queryable } from '../../db/db.ts';
import { jsonb, qb, run, runOne } from '../../db/kysely.ts';
import { InvalidFieldError, UnprocessableError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { LISTING_MESSAGES } from '../../contract/field-rules.ts';
import { STAGE_NEEDING_AGE } from '../../contract/listing-form-options.ts';
import type { IndividualPayload, PartnerPayload } from '../../schemas/index.ts';
import { intakeLead, leadPhone, tellManager, type LeadIntake } from '../../sales/intake.ts';
import type { SmsSender } from '../../sms/sender.ts';
import { UPLOAD_UNUSED_LIFETIME_MS } from './uploads-repository.ts';

/** The developer and owner forms take an Indian number: ten digits after +91. */
const FORMS_DIAL_CODE = '+91';

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
  const row = await runOne(
    tx,
    qb
      .selectFrom(table)
      .select(['id', 'created_at', 'request_hash'])
      .where('idempotency_key', '=', idempotency.key),
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
  const city = await runOne(tx, qb.selectFrom('cities').select('id').where('id', '=', cityId));
  if (!city) throw new InvalidFieldError(fields.city, 'Please select a city');
  const location = await runOne(
    tx,
    qb.selectFrom('locations').select('name').where('id', '=', locationId).where('city_id', '=', cityId),
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
  /** The site's address, for the link in the manager's SMS. */
  publicUrl?: string;
  /** The SMS sender, read when a manager is to be told (null: nobody is told). */
  sms?: () => SmsSender | null;
  log?: FastifyBaseLogger;
}

export function createListingFormsRepository(db: Db, options: ListingFormsOptions = {}) {
  const clock = options.clock ?? Date.now;
  const publicUrl = options.publicUrl ?? '';
  /** Runs a submission's transaction; once committed, tells the lead's manager. */
  const submit = async (
    write: (tx: Queryable, taken: { intake: LeadIntake | null }) => Promise<CreatedSubmission>,
  ): Promise<CreatedSubmission> => {
    const taken: { intake: LeadIntake | null } = { intake: null };
    const created = await db.transaction((tx) => write(tx, taken));
    if (taken.intake !== null) await tellManager({ sms: options.sms, log: options.log }, taken.intake);
    return created;
  };
  return {
    async createPartner(
      payload: PartnerPayload,
      context: SubmissionContext = {},
    ): Promise<CreatedSubmission> {
      const registered = isRegistered(payload.is_project_rera_registered);
      if (registered && payload.rera_number === undefined) {
        throw new InvalidFieldError('rera_number', LISTING_MESSAGES.reraNumber);
      }
      return submit(async (tx, lead) => {
        const earlier = await earlierSubmission(tx, 'partner_enquiries', context.idempotency ?? null);
        if (earlier) return earlier;
        await assertPlace(tx, { city: 'city', location: 'location' }, payload.city, payload.location);
        const id = newId();
        const row = await runOne(
          tx,
          qb
            .insertInto('partner_enquiries')
            .values({
              id,
              name: payload.name,
              email_id: payload.email_id,
              contact_number: payload.contact_number,
              developer_name: payload.developer_name,
              project_name: payload.project_name,
              stage: payload.stage,
              is_project_rera_registered: registered,
              rera_number: registered ? (payload.rera_number ?? null) : null,
              property_type: jsonb(payload.property_type),
              configuration: jsonb(payload.configuration),
              remarks: payload.remarks,
              city_id: payload.city,
              location_id: payload.location,
              idempotency_key: context.idempotency?.key ?? null,
              request_hash: context.idempotency?.requestHash ?? null,
              created_at: new Date(clock()).toISOString(),
            })
            .returning('created_at'),
        );
        lead.intake = await intakeLead(
          tx,
          {
            kind: 'developer',
            table: 'partner_enquiries',
            id,
            phone: leadPhone(FORMS_DIAL_CODE, payload.contact_number),
            name: payload.name,
            email: payload.email_id,
            cityId: payload.city,
            projectName: payload.project_name,
            scheduledCall: null,
          },
          new Date(clock()),
          publicUrl,
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
      return submit(async (tx, lead) => {
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
        const row = await runOne(
          tx,
          qb
            .insertInto('owner_listings')
            .values({
              id,
              name: payload.name,
              email: payload.email,
              phone_number: payload.phone_number,
              villa_type: payload.villa_type,
              villa_number: payload.villa_number,
              bedroom: payload.bedroom,
              bathrooms: payload.bathrooms,
              balconies: payload.balconies,
              builtup_area: payload.builtup_area,
              villa_price: payload.villa_price,
              main_door_facing: payload.main_door_facing,
              furnishing: payload.furnishing,
              property_stage: payload.property_stage,
              property_age_in_years: needsAge ? (payload.property_age_in_years ?? null) : null,
              car_parking: payload.car_parking,
              available_from: payload.available_from,
              city_id: payload.city,
              location_id: payload.location_id,
              property_images: jsonb(payload.property_images),
              idempotency_key: context.idempotency?.key ?? null,
              request_hash: context.idempotency?.requestHash ?? null,
              created_at: new Date(now).toISOString(),
            })
            .returning('created_at'),
        );
        // The photos are taken only if they are unused and not past the sweep's 24 hours.
        const taken = await run(
          tx,
          qb
            .updateTable('uploads')
            .set({ listing_id: id })
            .where('id', '=', sql<string>`ANY(${payload.property_images}::text[])`)
            .where('listing_id', 'is', null)
            .where('created_at', '>=', new Date(now - UPLOAD_UNUSED_LIFETIME_MS))
            .returning('id'),
        );
        const missing = payload.property_images.find((upload) => !taken.some((row) => row.id === upload));
        if (missing !== undefined) {
          throw new InvalidFieldError(
            'property_images',
            `upload '${missing}' is unknown, expired or used by another listing: upload the photo again`,
          );
        }
        lead.intake = await intakeLead(
          tx,
          {
            kind: 'owner',
            table: 'owner_listings',
            id,
            phone: leadPhone(FORMS_DIAL_CODE, payload.phone_number),
            name: payload.name,
            email: payload.email,
            cityId: payload.city,
            projectName: null,
            scheduledCall: null,
          },
          new Date(now),
          publicUrl,
        );
        return { _id: id, created_at: toIso(row?.created_at), replayed: false };
      });
    },
  };
}

export type ListingFormsRepository = ReturnType<typeof createListingFormsRepository>;

export default fp<ListingFormsOptions>(
  async (app, options) => {
    app.decorate(
      'listingForms',
      createListingFormsRepository(app.db, {
        clock: options.clock,
        publicUrl: app.config.publicUrl,
        // The sender's plugin is registered after this one; it is there by the first submission.
        sms: () => app.smsSender ?? null,
        log: app.log,
      }),
    );
  },
  { name: 'listing-forms-repository', dependencies: ['db'] },
);
