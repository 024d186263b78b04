// The owners' listings (/list-your-villa) as a review queue in the studio (issue 26): pending first,
// with their fields, photos, contact and age. Approving one makes a draft villa in a project of the
// owner's city, pre-filled from it, its photos carried over (kept from the sweep: they are the villa's
// now); rejecting one records the reason and tells the owner by SMS. Each is one transaction with its
// audit entry; a listing decided once is not decided again (422).
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Db, Queryable } from '../../db/db.ts';
import { qb, run, runOne } from '../../db/kysely.ts';
import { CATALOGUE_LIMITS, type OwnerReviewStatus } from '../../contract/catalogue-options.ts';
import { InvalidFieldError, NotFoundError, UnprocessableError } from '../../lib/errors.ts';
import { normalisePhone } from '../../lib/phone.ts';
import type {
  OwnerSubmission,
  OwnerSubmissionsQuery,
  Pagination,
  StudioUnitRecord,
  UnitCreate,
} from '../../schemas/index.ts';
import type { SmsSender } from '../../sms/sender.ts';
import { uploadUrl } from '../../uploads/urls.ts';
import { recordAudit, type Actor } from './audit-log.ts';
import { insertUnit } from './studio-catalogue-editor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ownerReview: OwnerReview;
  }
}

export const OWNER_SUBMISSIONS_PAGE_SIZE = 50;
export const SUBMISSION_NOT_FOUND_MESSAGE = 'No owner’s listing has this id.';
export const decidedRefusal = (status: OwnerReviewStatus, verb: 'approved' | 'rejected') =>
  `This owner’s listing was ${status} already: a decided listing can’t be ${verb}.`;
/** The SMS the owner gets: the reason as the team wrote it. */
export const rejectionText = (villaNumber: string, reason: string) =>
  `VillaNest: we could not list your villa ${villaNumber}. ${reason}`;

const HOUR_MS = 60 * 60 * 1000;
const iso = (value: Date | string) => new Date(value).toISOString();
/** The owner form's counts ('10+', '6+', 'None') as whole numbers. */
const count = (value: string) => (value === 'None' ? 0 : Number.parseInt(value, 10));

const submissions = () =>
  qb
    .selectFrom('owner_listings as o')
    .innerJoin('cities as c', 'c.id', 'o.city_id')
    .innerJoin('locations as l', 'l.id', 'o.location_id')
    .leftJoin('staff as s', 's.id', 'o.reviewed_by')
    .leftJoin('units as u', 'u.id', 'o.unit_id')
    .selectAll('o')
    .select([
      'c.name as city_name',
      'l.name as location_name',
      's.name as reviewer',
      'u.slug as unit_slug',
      'u.name as unit_name',
    ])
    // As text: a driver would read a date as midnight in the server's time zone.
    .select(sql<string>`to_char(o.available_from, 'YYYY-MM-DD')`.as('available_day'));
type SubmissionRow = Awaited<ReturnType<typeof run<ReturnType<typeof submissions>>>>[number];

function toSubmission(row: SubmissionRow, now: number): OwnerSubmission {
  const status = row.review_status as OwnerReviewStatus;
  return {
    _id: row.id,
    review_status: status,
    created_at: iso(row.created_at),
    age_hours: Math.max(0, Math.floor((now - new Date(row.created_at).getTime()) / HOUR_MS)),
    contact: { name: row.name, email: row.email, phone_number: row.phone_number },
    fields: {
      villa_type: row.villa_type,
      villa_number: row.villa_number,
      bedroom: row.bedroom,
      bathrooms: row.bathrooms,
      balconies: row.balconies,
      builtup_area: row.builtup_area,
      villa_price: Number(row.villa_price),
      main_door_facing: row.main_door_facing,
      furnishing: row.furnishing,
      property_stage: row.property_stage,
      property_age_in_years: row.property_age_in_years,
      car_parking: row.car_parking,
      available_from: row.available_day,
      city: { _id: row.city_id, name: row.city_name },
      location: { _id: row.location_id, name: row.location_name },
    },
    photos: (row.property_images as string[]).map((id) => ({
      upload_id: id,
      url: uploadUrl(id, 'display'),
      card_url: uploadUrl(id, 'card'),
    })),
    review:
      row.reviewed_at === null
        ? null
        : {
            at: iso(row.reviewed_at),
            by: row.reviewer,
            rejection_reason: row.rejection_reason,
            unit:
              row.unit_id !== null && row.unit_slug !== null && row.unit_name !== null
                ? { _id: row.unit_id, slug: row.unit_slug, name: row.unit_name }
                : null,
          },
  };
}

/** The submission, locked until the transaction ends, if it is still pending; else a 404 or 422. */
async function pending(tx: Queryable, id: string, verb: 'approved' | 'rejected') {
  const row = await runOne(tx, submissions().where('o.id', '=', id).forUpdate('o'));
  if (!row) throw new NotFoundError(SUBMISSION_NOT_FOUND_MESSAGE);
  if (row.review_status !== 'pending')
    throw new UnprocessableError(decidedRefusal(row.review_status as OwnerReviewStatus, verb));
  return row;
}

/** The draft villa an owner's listing becomes: its fields as the unit's, its photos its gallery. */
function unitFrom(row: SubmissionRow): UnitCreate {
  const room = Math.min(count(row.bedroom), CATALOGUE_LIMITS.bedroomsMax);
  const name = `${room} BHK ${row.villa_type} ${row.villa_number}`.slice(0, CATALOGUE_LIMITS.nameMax).trim();
  const age = row.property_age_in_years === null ? '' : ` It is ${row.property_age_in_years} years old.`;
  return {
    name,
    description:
      `Listed by its owner: a ${row.bedroom}-bedroom ${row.villa_type.toLowerCase()} with ${row.balconies} ` +
      `balconies in ${row.location_name}, available from ${row.available_day}.${age}`,
    price: Number(row.villa_price),
    builtup_area: row.builtup_area,
    plot_area: 0,
    unit_type: row.villa_type as UnitCreate['unit_type'],
    room,
    bathrooms: Math.min(count(row.bathrooms), CATALOGUE_LIMITS.countMax),
    parking: Math.min(count(row.car_parking), CATALOGUE_LIMITS.countMax),
    facing: row.main_door_facing as UnitCreate['facing'],
    furnishing: row.furnishing as UnitCreate['furnishing'],
    possession_status: row.property_stage as UnitCreate['possession_status'],
    // Tagged exterior, the first the cover: the team sorts them in the draft.
    photos: (row.property_images as string[]).map((id, n) => ({
      upload_id: id,
      kind: 'exterior' as const,
      alt: `Photo ${n + 1} of ${name}`,
    })),
  };
}

export interface OwnerReviewOptions {
  sms: SmsSender | null;
  log: { warn: (object: object, message: string) => void };
  clock?: () => number;
}

export function createOwnerReview(db: Db, options: OwnerReviewOptions) {
  const clock = options.clock ?? Date.now;
  const read = async (tx: Queryable, id: string) =>
    toSubmission((await runOne(tx, submissions().where('o.id', '=', id)))!, clock());

  return {
    /** Pending first, oldest first (a queue); then the decided ones, newest first. */
    async list(
      query: OwnerSubmissionsQuery,
    ): Promise<{ submissions: OwnerSubmission[]; pagination: Pagination }> {
      const page = query.page ?? 1;
      let filtered = qb.selectFrom('owner_listings as o');
      if (query.status !== undefined) filtered = filtered.where('o.review_status', '=', query.status);
      let rows = submissions();
      if (query.status !== undefined) rows = rows.where('o.review_status', '=', query.status);
      const [found, counted] = await Promise.all([
        run(
          db,
          rows
            .orderBy(sql`o.review_status <> 'pending'`)
            .orderBy(sql`CASE WHEN o.review_status = 'pending' THEN o.created_at END`)
            .orderBy('o.created_at', 'desc')
            .orderBy('o.id')
            .limit(OWNER_SUBMISSIONS_PAGE_SIZE)
            .offset((page - 1) * OWNER_SUBMISSIONS_PAGE_SIZE),
        ),
        runOne(db, filtered.select(sql<number>`count(*)::int`.as('total'))),
      ]);
      const total = counted?.total ?? 0;
      return {
        submissions: found.map((row) => toSubmission(row, clock())),
        pagination: {
          page,
          limit: OWNER_SUBMISSIONS_PAGE_SIZE,
          total,
          totalPages: Math.ceil(total / OWNER_SUBMISSIONS_PAGE_SIZE),
        },
      };
    },

    async approve(
      actor: Actor,
      id: string,
      projectId: string,
    ): Promise<{ submission: OwnerSubmission; unit: StudioUnitRecord }> {
      return db.transaction(async (tx) => {
        const row = await pending(tx, id, 'approved');
        const project = await runOne(
          tx,
          qb.selectFrom('projects').select(['id', 'city_id']).where('id', '=', projectId),
        );
        if (!project) throw new InvalidFieldError('project_id', 'is not a project: choose one');
        if (project.city_id !== row.city_id)
          throw new InvalidFieldError(
            'project_id',
            `is not in ${row.city_name}, where the owner's villa is: choose a project there`,
          );
        const body = unitFrom(row);
        if (body.price > CATALOGUE_LIMITS.priceMax)
          throw new UnprocessableError(
            `The owner's price is above ${CATALOGUE_LIMITS.priceMax} rupees, the most a villa's price can be: reject it or ask the owner.`,
          );
        const unit = await insertUnit(tx, projectId, body);
        await run(
          tx,
          qb
            .updateTable('owner_listings')
            .set({
              review_status: 'approved',
              reviewed_at: new Date(clock()).toISOString(),
              reviewed_by: actor.staffId,
              unit_id: unit._id,
            })
            .where('id', '=', id),
        );
        await recordAudit(tx, actor, {
          action: 'unit.create',
          recordType: 'unit',
          recordId: unit._id,
          before: null,
          after: { ...unit, owner_listing_id: id },
        });
        await recordAudit(tx, actor, {
          action: 'owner_listing.approve',
          recordType: 'owner_listing',
          recordId: id,
          before: { review_status: 'pending' },
          after: { review_status: 'approved', unit_id: unit._id, project_id: projectId },
        });
        return { submission: await read(tx, id), unit };
      });
    },

    /** Rejects the listing, then tells the owner; `owner_told` is false when the SMS was not accepted. */
    async reject(
      actor: Actor,
      id: string,
      reason: string,
    ): Promise<{ submission: OwnerSubmission; owner_told: boolean }> {
      const { submission, phone, villaNumber } = await db.transaction(async (tx) => {
        const row = await pending(tx, id, 'rejected');
        await run(
          tx,
          qb
            .updateTable('owner_listings')
            .set({
              review_status: 'rejected',
              reviewed_at: new Date(clock()).toISOString(),
              reviewed_by: actor.staffId,
              rejection_reason: reason,
            })
            .where('id', '=', id),
        );
        await recordAudit(tx, actor, {
          action: 'owner_listing.reject',
          recordType: 'owner_listing',
          recordId: id,
          before: { review_status: 'pending' },
          after: { review_status: 'rejected', rejection_reason: reason },
        });
        return { submission: await read(tx, id), phone: row.phone_number, villaNumber: row.villa_number };
      });
      // After the commit: the decision stands whether or not the SMS goes.
      let told = false;
      if (options.sms !== null) {
        try {
          await options.sms.send({
            kind: 'notice',
            to: normalisePhone('+91', phone),
            text: rejectionText(villaNumber, reason),
          });
          told = true;
        } catch (error) {
          options.log.warn(
            { err: error, submission: id },
            'Could not tell an owner their listing was rejected',
          );
        }
      }
      return { submission, owner_told: told };
    },
  };
}

export type OwnerReview = ReturnType<typeof createOwnerReview>;

export default fp<{ clock?: () => number }>(
  async (app, options) => {
    app.decorate(
      'ownerReview',
      createOwnerReview(app.db, { sms: app.smsSender, log: app.log, clock: options.clock }),
    );
  },
  { name: 'studio-owner-review', dependencies: ['db', 'sms-sender'] },
);
