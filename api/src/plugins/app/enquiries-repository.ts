// Enquiries from the enquiry modal, the expert page and partner sites. An enquiry and its marketing
// tracking fields are written in one transaction: either both are stored or neither is.
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../db/db.ts';
import { InvalidFieldError, UnprocessableError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { TRACKING_FIELDS, type EnquiryPayload } from '../../schemas/index.ts';

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

const ENQUIRY_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'country_code',
  'title',
  'description',
  'source_url',
  'scheduled_time_of_visit',
  'expert_name',
  'unit_id',
  'project_id',
  'is_project_curation',
  'is_connect_with_expert',
  'is_individual',
  'origin',
  'partner',
  'user_id',
  'idempotency_key',
  'request_hash',
] as const;

const placeholders = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `$${index + from}`).join(', ');

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

const toIso = (value: Date | string | undefined) => new Date(value ?? Date.now()).toISOString();

/**
 * The enquiry an earlier request with this Idempotency-Key stored, or null. Holds a lock on the key
 * until the transaction ends, so two requests racing with one key store one row.
 */
async function earlierAttempt(
  tx: Queryable,
  idempotency: { key: string; requestHash: string },
): Promise<CreatedEnquiry | null> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`enquiry:${idempotency.key}`]);
  const [row] = await tx.query<{ id: string; created_at: Date | string; request_hash: string }>(
    'SELECT id, created_at, request_hash FROM enquiries WHERE idempotency_key = $1',
    [idempotency.key],
  );
  if (!row) return null;
  if (row.request_hash !== idempotency.requestHash) {
    throw new UnprocessableError(
      'Idempotency-Key: was already used for a different enquiry; send a new key with a new enquiry',
    );
  }
  return { _id: row.id, created_at: toIso(row.created_at), replayed: true };
}

export function createEnquiriesRepository(db: Db) {
  return {
    async create(payload: EnquiryPayload, context: EnquiryContext = {}): Promise<CreatedEnquiry> {
      assertVisitTime(payload.scheduled_time_of_visit);
      const idempotency = context.idempotency ?? null;
      return db.transaction(async (tx) => {
        const earlier = idempotency ? await earlierAttempt(tx, idempotency) : null;
        if (earlier) {
          // The same enquiry (its hash matched, phone included), now with the phone proved.
          if (context.verifiedUserId) {
            await tx.query('UPDATE enquiries SET user_id = $1 WHERE id = $2 AND user_id IS NULL', [
              context.verifiedUserId,
              earlier._id,
            ]);
          }
          return earlier;
        }
        let projectId = payload.project ?? null;
        if (payload.unit) {
          const [unit] = await tx.query<{ project_id: string }>(
            'SELECT project_id FROM units WHERE id = $1',
            [payload.unit],
          );
          if (!unit) throw new InvalidFieldError('unit', `unknown unit '${payload.unit}'`);
          projectId ??= unit.project_id;
        }
        if (payload.project) {
          const [project] = await tx.query('SELECT 1 FROM projects WHERE id = $1', [payload.project]);
          if (!project) throw new InvalidFieldError('project', `unknown project '${payload.project}'`);
        }
        const id = newId();
        const values = [
          id,
          payload.name,
          payload.email,
          payload.phone,
          payload.country_code,
          payload.title ?? null,
          payload.description ?? null,
          payload.source_url ?? null,
          payload.scheduled_time_of_visit ?? null,
          payload.expert_name ?? payload.expertName ?? null,
          payload.unit ?? null,
          projectId,
          payload.is_project_curation ?? false,
          payload.is_connect_with_expert ?? false,
          payload.is_individual ?? false,
          context.partnerOrigin ?? null,
          context.partner ?? null,
          context.verifiedUserId ?? null,
          idempotency?.key ?? null,
          idempotency?.requestHash ?? null,
        ];
        const [row] = await tx.query<{ created_at: Date | string }>(
          `INSERT INTO enquiries (${ENQUIRY_COLUMNS.join(', ')}) VALUES (${placeholders(values.length)}) RETURNING created_at`,
          values,
        );
        await tx.query(
          `INSERT INTO enquiry_tracking (enquiry_id, ${TRACKING_FIELDS.join(', ')}) VALUES (${placeholders(TRACKING_FIELDS.length + 1)})`,
          [id, ...TRACKING_FIELDS.map((field) => payload[field] ?? null)],
        );
        return { _id: id, created_at: toIso(row?.created_at), replayed: false };
      });
    },
  };
}

export type EnquiriesRepository = ReturnType<typeof createEnquiriesRepository>;

export default fp(
  async (app) => {
    app.decorate('enquiries', createEnquiriesRepository(app.db));
  },
  { name: 'enquiries-repository', dependencies: ['db'] },
);
