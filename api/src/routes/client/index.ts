import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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

const clientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/client/enquiries',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['enquiries'],
        summary: 'Send an enquiry',
        description:
          'Open to partner sites listed in PARTNER_ORIGINS. At most 10 per minute from one address.',
        body: EnquiryPayloadSchema,
        response: { 201: EnquiryCreatedResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
      preValidation: async (request) => {
        request.body = tidyBody(request.body) as typeof request.body;
      },
    },
    async (request, reply) => {
      const created = await app.enquiries.create(request.body, { origin: request.headers.origin ?? null });
      return reply.code(201).send({ status: 'success' as const, data: created });
    },
  );
};

export default clientRoutes;
