// Phone OTP login, sessions and the wishlist (spec §7). Handlers are thin: the rules live in the
// auth and wishlist repositories.
import { STATUS_CODES } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MY_PLACE_LABEL_LENGTH, MY_PLACES_MAX } from '../../contract/my-places.ts';
import { UpstreamError } from '../../lib/errors.ts';
import { normalisePhone } from '../../lib/phone.ts';
import {
  ErrorResponseSchema,
  GenerateOtpBodySchema,
  GenerateOtpResponseSchema,
  LogoutResponseSchema,
  MyPlacesBodySchema,
  MyPlacesResponseSchema,
  SignupBodySchema,
  SignupResponseSchema,
  VerifyOtpBodySchema,
  VerifyOtpResponseSchema,
  WishlistChangeResponseSchema,
  WishlistParamsSchema,
  WishlistResponseSchema,
} from '../../schemas/index.ts';
import { ipv6Site, rateLimitKey } from '../../plugins/external/rate-limit.ts';
import {
  OTP_MAX_ATTEMPTS,
  OTP_MAX_ATTEMPTS_TOTAL,
  RESEND_COOLDOWN_SECONDS,
  SENDS_PER_IP_PER_HOUR,
  SENDS_PER_PHONE_PER_HOUR,
  SENDS_PER_PHONE_PER_REQUESTER_PER_HOUR,
  SENDS_PER_SITE_PER_HOUR,
  WRONG_CODES_PER_IP_PER_HOUR,
} from '../../plugins/app/auth-otp.ts';
import { SMS_BUDGET_REFUSAL_FACTOR } from '../../sms/budget.ts';

export const SMS_OFF_MESSAGE = 'Login by OTP is not available right now: no SMS sender is configured.';
/** The spec's default country code (§9), for a verify call that sends only the number. */
const DEFAULT_COUNTRY_CODE = '+91';
/** An OTP request or a sign-up is a few hundred bytes. */
const AUTH_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * Each route's own limit per client address (on top of the rules in the repository), counting every
 * request, refused ones too. A buyer needs one or two of each a minute. When the counters can't be
 * counted the request is refused (route limits fail closed: plugins/external/rate-limit.ts): these
 * routes send SMS and guard logins.
 */
export const OTP_ROUTE_LIMITS = {
  generateotp: { max: 10, timeWindow: '1 minute' },
  verifyotp: { max: 20, timeWindow: '1 minute' },
  signup: { max: 10, timeWindow: '1 minute' },
} as const;

const BEARER = 'Needs `Authorization: Bearer <token>` from signup; without a live session the answer is 401.';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/users/generateotp',
    {
      bodyLimit: AUTH_BODY_LIMIT_BYTES,
      config: { rateLimit: OTP_ROUTE_LIMITS.generateotp },
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit OTP to a phone by SMS',
        description:
          'Answers the same whether or not the phone belongs to a user. Codes go only to the countries ' +
          'of SMS_COUNTRIES (400 for another). One address may ask for a code for a phone ' +
          `${RESEND_COOLDOWN_SECONDS} s after its last one at the soonest and ` +
          `${SENDS_PER_PHONE_PER_REQUESTER_PER_HOUR} times an hour; a phone gets at most ` +
          `${SENDS_PER_PHONE_PER_HOUR} an hour from everyone; an address may ask for ${SENDS_PER_IP_PER_HOUR} ` +
          `an hour and an IPv6 /48 for ${SENDS_PER_SITE_PER_HOUR}; ${OTP_ROUTE_LIMITS.generateotp.max} ` +
          'requests a minute per address (429 beyond each). 502 or 503 when the SMS could not be sent; ' +
          `503 when no SMS sender is configured, and past ${SMS_BUDGET_REFUSAL_FACTOR} times the hourly SMS ` +
          'budget.',
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
          {
            phone,
            email: email ?? null,
            ip: rateLimitKey(request.ip),
            site: ipv6Site(request.ip),
            rateLimits: app.config.rateLimits,
          },
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
      config: { rateLimit: OTP_ROUTE_LIMITS.verifyotp },
      schema: {
        tags: ['auth'],
        summary: "Check a phone's OTP; gives the verification id for signup",
        description:
          'A code is valid for 5 minutes and once; the code checked is the latest this address asked ' +
          `for, else the phone's latest. A wrong code is a 401; wrong guess number ${OTP_MAX_ATTEMPTS} ` +
          `from one address, or ${OTP_MAX_ATTEMPTS_TOTAL} from all, locks the code (429) and a new one must ` +
          `be asked for. An address may try ${WRONG_CODES_PER_IP_PER_HOUR} wrong codes an hour and ` +
          `${OTP_ROUTE_LIMITS.verifyotp.max} requests a minute (429 beyond).`,
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
      const verificationId = await app.auth.verifyOtp({
        phone,
        code: otp,
        ip: rateLimitKey(request.ip),
        rateLimits: app.config.rateLimits,
      });
      return { status: 'success' as const, data: { _id: verificationId } };
    },
  );

  app.post(
    '/auth/users/signup',
    {
      bodyLimit: AUTH_BODY_LIMIT_BYTES,
      config: { rateLimit: OTP_ROUTE_LIMITS.signup },
      schema: {
        tags: ['auth'],
        summary: 'Register or log in with a verification id; opens a session',
        description:
          'The verification id is spent by one signup, within 10 minutes, for the phone it verified ' +
          '(another phone is a 422). A known phone logs in as that user. The token lasts 30 days. ' +
          `${OTP_ROUTE_LIMITS.signup.max} requests a minute per address (429 beyond).`,
        body: SignupBodySchema,
        response: {
          200: SignupResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
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
    '/auth/users/places',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: "The buyer's own places (office, school, parents), in their order",
        description: `Up to ${MY_PLACES_MAX}; cards, detail pages and comparisons show the drive to each. ${BEARER}`,
        security: [{ bearerAuth: [] }],
        response: { 200: MyPlacesResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { status: 'success' as const, data: await app.myPlaces.list(request.user!._id) };
    },
  );

  app.put(
    '/auth/users/places',
    {
      onRequest: app.authenticate,
      bodyLimit: AUTH_BODY_LIMIT_BYTES,
      schema: {
        tags: ['account'],
        summary: "Replaces the buyer's places with these, in this order",
        description:
          `At most ${MY_PLACES_MAX}, each with a label of ${MY_PLACE_LABEL_LENGTH.min} to ${MY_PLACE_LABEL_LENGTH.max} ` +
          'characters, a name and a point; an empty list removes them all. Written whole or not at all; ' +
          `the answer is the list as kept. ${BEARER}`,
        security: [{ bearerAuth: [] }],
        body: MyPlacesBodySchema,
        response: { 200: MyPlacesResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const kept = await app.myPlaces.replace(request.user!._id, request.body.places);
      return { status: 'success' as const, data: kept };
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
