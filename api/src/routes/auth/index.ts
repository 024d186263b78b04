// Phone OTP login, sessions and the wishlist (spec §7). Handlers are thin: the rules live in the
// auth and wishlist repositories.
import { STATUS_CODES } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UpstreamError } from '../../lib/errors.ts';
import { normalisePhone } from '../../lib/phone.ts';
import {
  ErrorResponseSchema,
  GenerateOtpBodySchema,
  GenerateOtpResponseSchema,
  LogoutResponseSchema,
  SignupBodySchema,
  SignupResponseSchema,
  VerifyOtpBodySchema,
  VerifyOtpResponseSchema,
  WishlistChangeResponseSchema,
  WishlistParamsSchema,
  WishlistResponseSchema,
} from '../../schemas/index.ts';
import { rateLimitKey } from '../../plugins/external/rate-limit.ts';
import {
  OTP_MAX_ATTEMPTS,
  RESEND_COOLDOWN_SECONDS,
  SENDS_PER_IP_PER_HOUR,
  SENDS_PER_PHONE_PER_HOUR,
} from '../../plugins/app/auth-repository.ts';

export const SMS_OFF_MESSAGE = 'Login by OTP is not available right now: no SMS sender is configured.';
/** The spec's default country code (§9), for a verify call that sends only the number. */
const DEFAULT_COUNTRY_CODE = '+91';
/** An OTP request or a sign-up is a few hundred bytes. */
const AUTH_BODY_LIMIT_BYTES = 8 * 1024;

const BEARER = 'Needs `Authorization: Bearer <token>` from signup; without a live session the answer is 401.';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/users/generateotp',
    {
      bodyLimit: AUTH_BODY_LIMIT_BYTES,
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit OTP to a phone by SMS',
        description:
          'Answers the same whether or not the phone belongs to a user. A new code may be asked for ' +
          `${RESEND_COOLDOWN_SECONDS} s after the last one at the soonest, at most ${SENDS_PER_PHONE_PER_HOUR} ` +
          `times an hour per phone and ${SENDS_PER_IP_PER_HOUR} per address (429 beyond). 502 or 503 when ` +
          'the SMS could not be sent; 503 when no SMS sender is configured.',
        body: GenerateOtpBodySchema,
        response: {
          200: GenerateOtpResponseSchema,
          400: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
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
      const { phone_number, country_code, email } = request.body;
      const phone = normalisePhone(country_code, phone_number);
      try {
        await app.auth.requestOtp(
          { phone, email: email ?? null, ip: rateLimitKey(request.ip), limitPerIp: app.config.rateLimits },
          sender,
        );
      } catch (error) {
        // The one 5xx whose message is for the caller: the SMS could not go, and they may try again.
        if (!(error instanceof UpstreamError)) throw error;
        return reply.code(error.statusCode).send({
          statusCode: error.statusCode,
          error: STATUS_CODES[error.statusCode]!,
          message: error.message,
        });
      }
      return { status: 'success' as const };
    },
  );

  app.post(
    '/auth/users/verifyotp',
    {
      bodyLimit: AUTH_BODY_LIMIT_BYTES,
      schema: {
        tags: ['auth'],
        summary: "Check a phone's OTP; gives the verification id for signup",
        description:
          `A code is valid for 5 minutes and once. A wrong code is a 401; wrong guess number ${OTP_MAX_ATTEMPTS} ` +
          'locks the code (429) and a new one must be asked for.',
        body: VerifyOtpBodySchema,
        response: {
          200: VerifyOtpResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { phone_number, country_code, otp } = request.body;
      const phone = normalisePhone(country_code ?? DEFAULT_COUNTRY_CODE, phone_number);
      const verificationId = await app.auth.verifyOtp(phone, otp);
      return { status: 'success' as const, data: { _id: verificationId } };
    },
  );

  app.post(
    '/auth/users/signup',
    {
      bodyLimit: AUTH_BODY_LIMIT_BYTES,
      schema: {
        tags: ['auth'],
        summary: 'Register or log in with a verification id; opens a session',
        description:
          'The verification id is spent by one signup, within 10 minutes, for the phone it verified ' +
          '(another phone is a 422). A known phone logs in as that user. The token lasts 30 days.',
        body: SignupBodySchema,
        response: {
          200: SignupResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { phone_number, country_code, verification_id, name, email } = request.body;
      const phone = normalisePhone(country_code, phone_number);
      const session = await app.auth.signUp({
        phone,
        verificationId: verification_id,
        name: name.trim(),
        email,
      });
      return { status: 'success' as const, data: session };
    },
  );

  app.post(
    '/auth/users/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'End the session: its token is refused from now on',
        description: BEARER,
        security: [{ bearerAuth: [] }],
        response: { 200: LogoutResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      await app.auth.revokeSession(request.sessionToken!);
      return { status: 'success' as const };
    },
  );

  app.post(
    '/auth/users/addunittowishlist/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['wishlist'],
        summary: "Add a unit (by _id or slug) to the user's wishlist",
        description: BEARER,
        security: [{ bearerAuth: [] }],
        params: WishlistParamsSchema,
        response: {
          200: WishlistChangeResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const id = await app.wishlist.add(request.user!._id, request.params.id);
      return { status: 'success' as const, data: { _id: id, wishlisted: true } };
    },
  );

  app.delete(
    '/auth/users/removefromwishlist/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['wishlist'],
        summary: "Remove a unit (by _id or slug) from the user's wishlist",
        description: BEARER,
        security: [{ bearerAuth: [] }],
        params: WishlistParamsSchema,
        response: {
          200: WishlistChangeResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const id = await app.wishlist.remove(request.user!._id, request.params.id);
      return { status: 'success' as const, data: { _id: id, wishlisted: false } };
    },
  );

  app.get(
    '/auth/users/getmyfavoriteunits',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['wishlist'],
        summary: "The user's wishlist, newest first, as listing units",
        description: BEARER,
        security: [{ bearerAuth: [] }],
        response: { 200: WishlistResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({ status: 'success' as const, data: await app.wishlist.list(request.user!._id) }),
  );
};

export default authRoutes;
