import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { FastifyRequest } from 'fastify';
import {
  EnquiryCreatedResponseSchema,
  EnquiryPayloadSchema,
  ErrorResponseSchema,
  SOURCE_URL_MAX_LENGTH,
} from '../../schemas/index.ts';

/**
 * Trims every top-level string and drops the empty ones, so that '' reads as "not given", and cuts
 * `source_url` to its limit: a long ad URL (tracking parameters pile up) must never cost a lead.
 */
export function tidyBody(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const tidy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const trimmed = typeof value === 'string' ? value.trim() : value;
    if (trimmed !== '') tidy[key] = trimmed;
  }
  if (typeof tidy.source_url === 'string') tidy.source_url = tidy.source_url.slice(0, SOURCE_URL_MAX_LENGTH);
  return tidy;
}

/** A client's key for one enquiry, sent again unchanged when it retries (a UUID suits). */
const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7E]+$' }),
  ),
});

/** A partner site's origin as configured, when the request comes from one; the header itself is not kept. */
function partnerOrigin(request: FastifyRequest, partners: readonly string[]): string | null {
  const origin = request.headers.origin;
  return typeof origin === 'string' && partners.includes(origin) ? origin : null;
}

const requestHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * An enquiry is under a kilobyte; 32 KB leaves room for a long ad URL in source_url (cut to its
 * limit, not refused) and turns anything bigger away unread.
 */
const ENQUIRY_BODY_LIMIT_BYTES = 32 * 1024;

const clientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/client/enquiries',
    {
      bodyLimit: ENQUIRY_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['enquiries'],
        summary: 'Send an enquiry',
        description:
          'Open to partner sites listed in PARTNER_ORIGINS. At most 10 per minute from one address. ' +
          'With an Idempotency-Key, sending the same enquiry again (a retry after a timeout) stores it ' +
          'once and answers as the first time did, with Idempotent-Replayed: true; the same key with a ' +
          'different enquiry is a 422.',
        headers: IdempotencyHeadersSchema,
        body: EnquiryPayloadSchema,
        response: {
          201: EnquiryCreatedResponseSchema,
          400: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
      preValidation: async (request) => {
        request.body = tidyBody(request.body) as typeof request.body;
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const { replayed, ...created } = await app.enquiries.create(request.body, {
        partnerOrigin: partnerOrigin(request, app.config.partnerOrigins),
        idempotency: key === undefined ? null : { key, requestHash: requestHash(request.body) },
      });
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(201).send({ status: 'success' as const, data: created });
    },
  );
};

export default clientRoutes;
