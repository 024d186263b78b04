// The buyer's side of the sales inbox (issue 27): who their relationship manager is, and "Delete my
// data" (DPDP Act 2023): a code to their own phone, then the erasure and its receipt.
import { STATUS_CODES } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { qb, runOne } from '../../db/kysely.ts';
import { ForbiddenError, UnauthorizedError, UpstreamError } from '../../lib/errors.ts';
import { normalisePhone, type Phone } from '../../lib/phone.ts';
import { ipv6Site, rateLimitKey } from '../../plugins/external/rate-limit.ts';
import { OTP_ROUTE_LIMITS, SMS_OFF_MESSAGE } from '../auth/index.ts';
import { eraseBuyer } from '../../sales/erasure.ts';
import {
  ErasurePayloadSchema,
  ErasureReceiptSchema,
  ErrorResponseSchema,
  RelationshipManagerResponseSchema,
} from '../../schemas/index.ts';

const BEARER = 'Needs `Authorization: Bearer <token>` from signup; without a live session the answer is 401.';
const SUCCESS = Type.Object({ status: Type.Literal('success') });

/** The signed-in buyer's phone, as the OTP machinery and the leads know it. */
function buyerPhone(request: FastifyRequest): Phone {
  const user = request.user!;
  try {
    return normalisePhone(user.phone.code, user.phone.number);
  } catch {
    return {
      countryCode: user.phone.code,
      nationalNumber: user.phone.number,
      e164: `${user.phone.code}${user.phone.number}`,
      country: null,
    };
  }
}

/** The one 5xx whose message is for the caller: the SMS could not go, and they may try again. */
function upstream(reply: FastifyReply, error: UpstreamError) {
  return reply
    .code(error.statusCode)
    .send({ statusCode: error.statusCode, error: STATUS_CODES[error.statusCode]!, message: error.message });
}

const privacyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/client/relationship-manager',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: "The buyer's relationship manager: the one person who calls them",
        description:
          "Null until an enquiry of the buyer's phone has been assigned, and while their manager has left " +
          `the team (their next enquiry is assigned again). ${BEARER}`,
        security: [{ bearerAuth: [] }],
        response: { 200: RelationshipManagerResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const phone = buyerPhone(request);
      const manager = await runOne(
        app.db,
        qb
          .selectFrom('leads as l')
          .innerJoin('sales_team as s', 's.id', 'l.manager_id')
          .select(['s.name', 's.designation', 's.image', 's.languages'])
          .where('l.phone', '=', phone.e164)
          // A member no longer linked to a studio account has left the team: the next enquiry picks another.
          .where('s.staff_id', 'is not', null),
      );
      reply.header('cache-control', 'no-store');
      return { status: 'success' as const, data: manager ?? null };
    },
  );

  app.post(
    '/client/erasure/code',
    {
      onRequest: app.authenticate,
      config: { rateLimit: OTP_ROUTE_LIMITS.generateotp },
      schema: {
        tags: ['account'],
        summary: "Send a code to the buyer's own phone to confirm deleting their data",
        description:
          'The code goes to the phone of the signed-in account, under the same limits as a login code ' +
          '(POST /auth/users/generateotp). 503 when no SMS sender is configured; 502 or 503 when the SMS ' +
          `could not be sent. ${BEARER}`,
        security: [{ bearerAuth: [] }],
        response: {
          200: SUCCESS,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          429: ErrorResponseSchema,
          502: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const sender = app.smsSender;
      if (sender === null)
        return reply.code(503).send({ statusCode: 503, error: STATUS_CODES[503]!, message: SMS_OFF_MESSAGE });
      try {
        await app.auth.requestOtp(
          {
            phone: buyerPhone(request),
            email: null,
            ip: rateLimitKey(request.ip),
            site: ipv6Site(request.ip),
            rateLimits: app.config.rateLimits,
          },
          sender,
        );
      } catch (error) {
        if (error instanceof UpstreamError) return upstream(reply, error);
        throw error;
      }
      return { status: 'success' as const };
    },
  );

  app.post(
    '/client/erasure',
    {
      onRequest: app.authenticate,
      config: { rateLimit: OTP_ROUTE_LIMITS.verifyotp },
      schema: {
        tags: ['account'],
        summary: "Delete the buyer's data (DPDP Act 2023), with the code sent to their phone",
        description:
          'Checks the code from POST /client/erasure/code like a login code (a wrong or expired one is a ' +
          '403, not a 401: the session is fine, and the browser forgets a session on any 401; too many a ' +
          '429; nothing is erased), then in one transaction deletes the account, its sessions, ' +
          'wishlist and saved searches, and blanks the name, phone, email, messages and tracking ids of ' +
          "every enquiry and lead of the buyer's phone; the counts stay for reports. Answers with a " +
          `receipt whose reference the team can look up. ${BEARER}`,
        security: [{ bearerAuth: [] }],
        body: ErasurePayloadSchema,
        response: {
          200: ErasureReceiptSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const phone = buyerPhone(request);
      try {
        await app.auth.verifyOtp({
          phone,
          code: request.body.otp,
          ip: rateLimitKey(request.ip),
          rateLimits: app.config.rateLimits,
        });
      } catch (error) {
        // A wrong code is no lost session: a 401 would log the buyer out in the browser (DESIGN.md 4).
        if (error instanceof UnauthorizedError) throw new ForbiddenError(error.message);
        throw error;
      }
      const receipt = await eraseBuyer(
        app.db,
        { userId: user._id, phone, name: user.name, email: user.email },
        new Date(app.clock()),
      );
      request.log.info({ reference: receipt.reference }, "A buyer's data was erased");
      reply.header('cache-control', 'no-store');
      return { status: 'success' as const, data: receipt };
    },
  );
};

export default privacyRoutes;
