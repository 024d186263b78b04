// Enquiries from the enquiry modal, the expert page and partner sites. An enquiry, its marketing
// tracking fields and its place in the sales inbox (src/sales/intake.ts: the buyer's lead, its
// manager, the timeline) are written in one transaction: either all are stored or none is.
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../db/db.ts';
import { qb, run, runOne } from '../../db/kysely.ts';
import { InvalidFieldError, UnprocessableError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { TRACKING_FIELDS, type EnquiryPayload } from '../../schemas/index.ts';
import {
  enquiryCity,
  enquiryKind,
  intakeLead,
  leadPhone,
  tellManager,
  type LeadIntake,
} from '../../sales/intake.ts';
import type { SmsSender } from '../../sms/sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    enquiries: EnquiriesRepository;
  }
}

export interface EnquiryContext {
  /**
   * The partner site the request came from: an origin listed in PARTNER_ORIGINS, never the raw
   * Origin header, so what is stored is a known value of bounded length.
   */
  partnerOrigin?: string | null;
  /**
   * The partner id from PARTNER_ORIGINS ('acme') the enquiry names: its embed sent it. The lead is
   * credited to it only with `verifiedUserId` (`npm run leads`, partner_verified).
   */
  partner?: string | null;
  /**
   * The user whose session came with the enquiry, when that user's phone is the enquiry's: the phone
   * passed an OTP. Stored as the enquiry's user_id; a retry with the same Idempotency-Key that brings
   * it sets it on the stored enquiry (the embed sends its enquiry again once the buyer has logged in).
   */
  verifiedUserId?: string | null;
  /** The caller's Idempotency-Key, with a hash of the request it came with. */
  idempotency?: { key: string; requestHash: string } | null;
}

export interface CreatedEnquiry {
  _id: string;
  created_at: string;
  /** True when this answers a retry: the enquiry was stored by an earlier request with the same key. */
  replayed: boolean;
}

/** A visit is booked in this century: year 0 passed the date-time format and made PostgreSQL fail. */
const VISIT_YEARS = { from: 2000, to: 2100 } as const;

function assertVisitTime(value: string | null | undefined): void {
  if (!value) return;
  const year = new Date(value).getUTCFullYear();
  if (!(year >= VISIT_YEARS.from && year <= VISIT_YEARS.to)) {
    throw new InvalidFieldError(
      'scheduled_time_of_visit',
      `must be a date and time between the years ${VISIT_YEARS.from} and ${VISIT_YEARS.to}`,
    );
  }
}

const toIso = (value: Date | undefined) => new Date(value ?? Date.now()).toISOString();

/**
 * The enquiry an earlier request with this Idempotency-Key stored, or null. Holds a lock on the key
 * until the transaction ends, so two requests racing with one key store one row.
 */
async function earlierAttempt(
  tx: Queryable,
  idempotency: { key: string; requestHash: string },
): Promise<CreatedEnquiry | null> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`enquiry:${idempotency.key}`]);
  const row = await runOne(
    tx,
    qb
      .selectFrom('enquiries')
      .select(['id', 'created_at', 'request_hash'])
      .where('idempotency_key', '=', idempotency.key),
  );
  if (!row) return null;
  if (row.request_hash !== idempotency.requestHash) {
    throw new UnprocessableError(
      'Idempotency-Key: was already used for a different enquiry; send a new key with a new enquiry',
    );
  }
  return { _id: row.id, created_at: toIso(row.created_at), replayed: true };
}

export interface EnquiriesOptions {
  /** The app's clock: the consent's time and the lead's. */
  clock?: () => number;
  /** The site's address, for the link in the manager's SMS. */
  publicUrl?: string;
  /** The SMS sender, read when a manager is to be told (null: nobody is told). */
  sms?: () => SmsSender | null;
  log?: FastifyBaseLogger;
}

export function createEnquiriesRepository(db: Db, options: EnquiriesOptions = {}) {
  const clock = options.clock ?? Date.now;
  const publicUrl = options.publicUrl ?? '';
  return {
    async create(payload: EnquiryPayload, context: EnquiryContext = {}): Promise<CreatedEnquiry> {
      assertVisitTime(payload.scheduled_time_of_visit);
      const idempotency = context.idempotency ?? null;
      // Set inside the transaction; the manager is told once it has committed.
      const taken: { intake: LeadIntake | null } = { intake: null };
      const created = await db.transaction(async (tx): Promise<CreatedEnquiry> => {
        const earlier = idempotency ? await earlierAttempt(tx, idempotency) : null;
        if (earlier) {
          // The same enquiry (its hash matched, phone included), now with the phone proved.
          if (context.verifiedUserId) {
            await run(
              tx,
              qb
                .updateTable('enquiries')
                .set({ user_id: context.verifiedUserId })
                .where('id', '=', earlier._id)
                .where('user_id', 'is', null),
            );
          }
          return earlier;
        }
        let projectId = payload.project ?? null;
        if (payload.unit) {
          const unit = await runOne(
            tx,
            qb.selectFrom('units').select('project_id').where('id', '=', payload.unit),
          );
          if (!unit) throw new InvalidFieldError('unit', `unknown unit '${payload.unit}'`);
          projectId ??= unit.project_id;
        }
        if (payload.project) {
          const project = await runOne(
            tx,
            qb
              .selectFrom('projects')
              .select((eb) => eb.lit(1).as('found'))
              .where('id', '=', payload.project),
          );
          if (!project) throw new InvalidFieldError('project', `unknown project '${payload.project}'`);
        }
        const id = newId();
        const row = await runOne(
          tx,
          qb
            .insertInto('enquiries')
            .values({
              id,
              name: payload.name,
              email: payload.email,
              phone: payload.phone,
              country_code: payload.country_code,
              title: payload.title ?? null,
              description: payload.description ?? null,
              source_url: payload.source_url ?? null,
              scheduled_time_of_visit: payload.scheduled_time_of_visit ?? null,
              expert_name: payload.expert_name ?? payload.expertName ?? null,
              unit_id: payload.unit ?? null,
              project_id: projectId,
              is_project_curation: payload.is_project_curation ?? false,
              is_connect_with_expert: payload.is_connect_with_expert ?? false,
              is_individual: payload.is_individual ?? false,
              origin: context.partnerOrigin ?? null,
              partner: context.partner ?? null,
              user_id: context.verifiedUserId ?? null,
              idempotency_key: idempotency?.key ?? null,
              request_hash: idempotency?.requestHash ?? null,
            })
            .returning('created_at'),
        );
        await run(
          tx,
          qb.insertInto('enquiry_tracking').values({
            enquiry_id: id,
            ...Object.fromEntries(TRACKING_FIELDS.map((field) => [field, payload[field] ?? null])),
          }),
        );
        const place = await enquiryCity(tx, { unitId: payload.unit, projectId });
        taken.intake = await intakeLead(
          tx,
          {
            kind: enquiryKind({ ...payload, partner: context.partner }),
            table: 'enquiries',
            id,
            phone: leadPhone(payload.country_code, payload.phone),
            name: payload.name,
            email: payload.email,
            cityId: place.cityId,
            projectName: place.projectName,
            scheduledCall: payload.scheduled_time_of_visit ?? null,
          },
          new Date(clock()),
          publicUrl,
        );
        return { _id: id, created_at: toIso(row?.created_at), replayed: false };
      });
      if (taken.intake !== null) await tellManager({ sms: options.sms, log: options.log }, taken.intake);
      return created;
    },
  };
}

export type EnquiriesRepository = ReturnType<typeof createEnquiriesRepository>;

export default fp(
  async (app) => {
    app.decorate(
      'enquiries',
      createEnquiriesRepository(app.db, {
        clock: app.clock,
        publicUrl: app.config.publicUrl,
        // The sender's plugin is registered after this one; it is there by the first enquiry.
        sms: () => app.smsSender ?? null,
        log: app.log,
      }),
    );
  },
  { name: 'enquiries-repository', dependencies: ['db'] },
);
