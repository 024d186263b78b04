import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PartnerSite } from '../../config.ts';
import { ForbiddenError } from '../../lib/errors.ts';
import { assertOwnSite, isOwnSite } from '../../lib/own-site.ts';
import { bearerToken } from '../../plugins/app/authenticate.ts';
import {
  EnquiryCreatedResponseSchema,
  EnquiryPayloadSchema,
  ErrorResponseSchema,
  IndividualCreatedResponseSchema,
  IndividualPayloadSchema,
  PartnerCreatedResponseSchema,
  PartnerPayloadSchema,
  SOURCE_URL_MAX_LENGTH,
} from '../../schemas/index.ts';
import privacyRoutes from './privacy.ts';

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

/** Where an enquiry may come from, and whom it names. */
interface EnquirySource {
  /** The partner site's origin as configured (never the raw header), or null for our own pages. */
  partnerOrigin: string | null;
  /** The partner the enquiry names; it is credited only when the phone is verified (see below). */
  partner: string | null;
}

/**
 * Our own pages (no Origin header, or our own) send enquiries with no partner or, in the partner
 * embed's frame (/embed/frame.html, on our origin), with a partner listed in PARTNER_ORIGINS. A
 * partner site calling the API itself must name its own id. Anything else is refused before a
 * thing is stored: another site, a partner id from the wrong site, a partner id nobody configured.
 * Neither the Origin header nor the named id is proof (anyone can send both): the credit counts
 * only with a session of the enquiry's phone (`verifiedUser`).
 */
export function enquirySource(
  request: FastifyRequest,
  partners: readonly PartnerSite[],
  claimed: string | undefined,
): EnquirySource {
  const origin = request.headers.origin;
  if (origin === undefined || isOwnSite(request)) {
    if (claimed !== undefined && !partners.some((partner) => partner.id === claimed)) {
      throw new ForbiddenError(`partner: '${claimed}' is not a partner of this site`);
    }
    return { partnerOrigin: null, partner: claimed ?? null };
  }
  const site = partners.find((partner) => partner.origins.includes(origin));
  if (!site) {
    // Quoted short: the header is the caller's, and may be anything.
    throw new ForbiddenError(
      `Enquiries from ${JSON.stringify(origin.slice(0, 100))} are not accepted: it is not a partner site`,
    );
  }
  if (claimed !== site.id) {
    throw new ForbiddenError(
      claimed === undefined
        ? 'partner: required for an enquiry from a partner site'
        : `partner: '${claimed}' is not the partner of ${origin}`,
    );
  }
  return { partnerOrigin: origin, partner: site.id };
}

/**
 * The user whose live session the request carries, when that user's phone is the enquiry's (the
 * buyer proved it by OTP), else null. A missing, ended or other phone's session is not an error:
 * the enquiry is stored all the same, without that proof (and so without a partner credit).
 */
async function verifiedUser(
  app: FastifyInstance,
  request: FastifyRequest,
  phone: { country_code: string; phone: string },
): Promise<string | null> {
  const token = bearerToken(request);
  const user = token === null ? null : await app.auth.sessionUser(token);
  return user && user.phone.code === phone.country_code && user.phone.number === phone.phone
    ? user._id
    : null;
}

const requestHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * An enquiry is under a kilobyte; 32 KB leaves room for a long ad URL in source_url (cut to its
 * limit, not refused) and turns anything bigger away unread.
 */
const ENQUIRY_BODY_LIMIT_BYTES = 32 * 1024;

/** The developer and owner forms: a few dozen fields, nothing long. */
const LISTING_FORM_BODY_LIMIT_BYTES = 32 * 1024;
/** Submissions of each form one address may send in a minute, like enquiries. */
const LISTING_FORMS_PER_MINUTE = 10;

const IDEMPOTENCY_NOTE =
  'With an Idempotency-Key, sending the same submission again (a retry after a timeout) stores it ' +
  'once and answers as the first time did, with Idempotent-Replayed: true; the same key with a ' +
  'different submission is a 422.';

const listingFormResponses = {
  400: ErrorResponseSchema,
  403: ErrorResponseSchema,
  413: ErrorResponseSchema,
  415: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

const clientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The buyer's relationship manager and "Delete my data" (issue 27).
  await app.register(privacyRoutes);
  const idempotencyOf = (request: FastifyRequest) => {
    const key = request.headers['idempotency-key'];
    return typeof key === 'string' ? { key, requestHash: requestHash(request.body) } : null;
  };

  app.post(
    '/client/partners',
    {
      bodyLimit: LISTING_FORM_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: LISTING_FORMS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['listings'],
        summary: 'Send the developer (partner) form',
        description:
          "A developer lists a project (spec 3, 5). When is_project_rera_registered is 'yes' the " +
          "rera_number (1 to 30 characters without spaces) is required. Only from this site's own pages " +
          `(any other Origin is a 403). At most ${LISTING_FORMS_PER_MINUTE} per minute from one address. ${IDEMPOTENCY_NOTE}`,
        headers: IdempotencyHeadersSchema,
        body: PartnerPayloadSchema,
        response: { 201: PartnerCreatedResponseSchema, ...listingFormResponses },
      },
      onRequest: async (request) => assertOwnSite(request, 'Developer listings'),
      preValidation: async (request) => {
        request.body = tidyBody(request.body) as typeof request.body;
      },
    },
    async (request, reply) => {
      const { replayed, ...created } = await app.listingForms.createPartner(request.body, {
        idempotency: idempotencyOf(request),
      });
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(201).send({ status: 'success' as const, data: created });
    },
  );

  app.post(
    '/client/individuals',
    {
      bodyLimit: LISTING_FORM_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: LISTING_FORMS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['listings'],
        summary: "Send the owner's villa listing",
        description:
          'An owner lists a villa (spec 3, 5) with the photos uploaded by POST /fileupload ' +
          "(property_images: their _ids). property_age_in_years is required when property_stage is 'Ready To " +
          "Move'. The listing and its photos are stored together or not at all: a photo that is unknown, " +
          'used by another listing or older than 24 hours is a 400 and nothing is stored. Only from this ' +
          `site's own pages. At most ${LISTING_FORMS_PER_MINUTE} per minute from one address. ${IDEMPOTENCY_NOTE}`,
        headers: IdempotencyHeadersSchema,
        body: IndividualPayloadSchema,
        response: { 201: IndividualCreatedResponseSchema, ...listingFormResponses },
      },
      onRequest: async (request) => assertOwnSite(request, 'Villa listings'),
      preValidation: async (request) => {
        request.body = tidyBody(request.body) as typeof request.body;
      },
    },
    async (request, reply) => {
      const { replayed, ...created } = await app.listingForms.createIndividual(request.body, {
        idempotency: idempotencyOf(request),
      });
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(201).send({ status: 'success' as const, data: created });
    },
  );

  app.post(
    '/client/enquiries',
    {
      bodyLimit: ENQUIRY_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['enquiries'],
        summary: 'Send an enquiry',
        description:
          "From this site's pages, including the partner embed's frame (/embed/frame.html), which names " +
          'the partner (`partner`, an id in PARTNER_ORIGINS). An enquiry from any other site, with a partner ' +
          'id from the wrong site or one nobody configured, is a 403 and stores nothing. A partner is ' +
          'credited only for a verified phone: the request carries the bearer session of a user with the ' +
          "enquiry's phone (logged in by OTP). Without it the enquiry is stored as a lead naming the " +
          'partner, with the credit unverified (`npm run leads`, column partner_verified). Sending the same ' +
          'enquiry again with the same Idempotency-Key and such a session, once the buyer has logged in, ' +
          'verifies the credit of the stored enquiry. At most 10 per minute from one address. ' +
          'With an Idempotency-Key, sending the same enquiry again (a retry after a timeout) stores it ' +
          'once and answers as the first time did, with Idempotent-Replayed: true; the same key with a ' +
          'different enquiry is a 422.',
        headers: IdempotencyHeadersSchema,
        body: EnquiryPayloadSchema,
        response: {
          201: EnquiryCreatedResponseSchema,
          400: ErrorResponseSchema,
          403: ErrorResponseSchema,
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
      const { partner, ...payload } = request.body;
      const source = enquirySource(request, app.config.partners, partner);
      const { replayed, ...created } = await app.enquiries.create(payload, {
        ...source,
        verifiedUserId: await verifiedUser(app, request, payload),
        idempotency: key === undefined ? null : { key, requestHash: requestHash(request.body) },
      });
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(201).send({ status: 'success' as const, data: created });
    },
  );
};

export default clientRoutes;
