// The studio's API under /api/v1/studio (DESIGN.md section 10): staff sign-in and sessions, the
// staff, the audit log, the catalogue (catalogue.ts) and the people pages (people.ts). Every route
// but the sign-in takes a staff session with one of its roles (staff-route.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STAFF_ROLES } from '../../contract/staff-roles.ts';
import { normalisePhone } from '../../lib/phone.ts';
import { listAudit } from '../../plugins/app/audit-log.ts';
import { bearerToken } from '../../plugins/app/authenticate.ts';
import { actorOf } from '../../plugins/app/staff-repository.ts';
import {
  AddStaffBodySchema,
  AuditListResponseSchema,
  AuditQuerySchema,
  ErrorResponseSchema,
  SignedOutResponseSchema,
  StaffIdParamsSchema,
  StaffListResponseSchema,
  StaffMeResponseSchema,
  StaffMemberResponseSchema,
  StaffRoleBodySchema,
  StaffSessionResponseSchema,
  StaffSignInBodySchema,
} from '../../schemas/index.ts';
import { OTP_ROUTE_LIMITS } from '../auth/index.ts';
import studioCatalogueRoutes from './catalogue.ts';
import studioLeadsRoutes from './leads.ts';
import catalogueIoRoutes from './catalogue-io.ts';
import developerSubmissionRoutes from './developer-submissions.ts';
import studioCommentRoutes from './comments.ts';
import studioPostRoutes from './posts.ts';
import studioPeopleRoutes from './people.ts';
import salesTeamRoutes from './sales-team.ts';
import { staffRoute, STUDIO_REFUSALS } from './staff-route.ts';

const STUDIO_BODY_LIMIT_BYTES = 16 * 1024;

const studioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const everyone = staffRoute(app, STAFF_ROLES);
  const admins = staffRoute(app, ['admin']);
  await app.register(studioCatalogueRoutes);
  await app.register(catalogueIoRoutes);
  await app.register(studioLeadsRoutes);
  await app.register(salesTeamRoutes);
  await app.register(studioPeopleRoutes);
  await app.register(developerSubmissionRoutes);
  await app.register(studioCommentRoutes);
  await app.register(studioPostRoutes);

  app.post(
    '/studio/auth/session',
    {
      bodyLimit: STUDIO_BODY_LIMIT_BYTES,
      config: { rateLimit: OTP_ROUTE_LIMITS.signup },
      schema: {
        tags: ['studio'],
        summary: 'Sign in to the studio with a verified phone',
        description:
          'Spends a verification id from POST /auth/users/verifyotp (the buyers\u2019 OTP) of a phone on the ' +
          'staff, and opens a staff session: 8 hours at most, ended by 30 idle minutes or by signing out. ' +
          '403 for a phone not on the staff; a buyer\u2019s session is never a staff session.',
        body: StaffSignInBodySchema,
        response: {
          200: StaffSessionResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { phone_number, country_code, verification_id } = request.body;
      const phone = normalisePhone(country_code, phone_number);
      const { staff, token, expiresAt } = await app.staff.signIn(phone, verification_id);
      return { status: 'success' as const, data: { token, expires_at: expiresAt.toISOString(), staff } };
    },
  );

  app.get(
    '/studio/auth/me',
    {
      onRequest: everyone.onRequest,
      schema: {
        tags: ['studio'],
        summary: 'Who is signed in to the studio, and their role',
        security: everyone.security,
        response: { 200: StaffMeResponseSchema, ...STUDIO_REFUSALS },
      },
    },
    async (request) => ({ status: 'success' as const, data: request.staffMember! }),
  );

  app.delete(
    '/studio/auth/session',
    {
      onRequest: everyone.onRequest,
      schema: {
        tags: ['studio'],
        summary: 'Sign out of the studio: ends this session',
        security: everyone.security,
        response: { 200: SignedOutResponseSchema, ...STUDIO_REFUSALS },
      },
    },
    async (request) => {
      // staffOnly has read a well-formed token, or refused.
      await app.staff.signOut(bearerToken(request)!);
      return { status: 'success' as const };
    },
  );

  app.get(
    '/studio/staff',
    {
      onRequest: admins.onRequest,
      schema: {
        tags: ['studio'],
        summary: 'The staff, by name',
        security: admins.security,
        response: { 200: StaffListResponseSchema, ...STUDIO_REFUSALS },
      },
    },
    async () => ({ status: 'success' as const, data: await app.staff.list() }),
  );

  app.post(
    '/studio/staff',
    {
      onRequest: admins.onRequest,
      bodyLimit: STUDIO_BODY_LIMIT_BYTES,
      schema: {
        tags: ['studio'],
        summary: 'Add a person to the staff, with a role',
        description: 'They sign in at /studio/login with a code sent to this phone. Audited.',
        security: admins.security,
        body: AddStaffBodySchema,
        response: { 201: StaffMemberResponseSchema, 400: ErrorResponseSchema, ...STUDIO_REFUSALS },
      },
    },
    async (request, reply) => {
      const { name, phone_number, country_code, role } = request.body;
      const member = await app.staff.add(actorOf(request.staffMember!), {
        name,
        phone: normalisePhone(country_code, phone_number),
        role,
      });
      return reply.code(201).send({ status: 'success' as const, data: member });
    },
  );

  app.patch(
    '/studio/staff/:id',
    {
      onRequest: admins.onRequest,
      bodyLimit: STUDIO_BODY_LIMIT_BYTES,
      schema: {
        tags: ['studio'],
        summary: "Change a person's role",
        description: 'Counts from their next request. The last admin stays an admin (422). Audited.',
        security: admins.security,
        params: StaffIdParamsSchema,
        body: StaffRoleBodySchema,
        response: {
          200: StaffMemberResponseSchema,
          400: ErrorResponseSchema,
          ...STUDIO_REFUSALS,
          404: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.staff.setRole(actorOf(request.staffMember!), request.params.id, request.body.role),
    }),
  );

  app.delete(
    '/studio/staff/:id',
    {
      onRequest: admins.onRequest,
      schema: {
        tags: ['studio'],
        summary: 'Take a person off the staff; their sessions end',
        description: 'The last admin stays (422). Audited.',
        security: admins.security,
        params: StaffIdParamsSchema,
        response: {
          200: StaffMemberResponseSchema,
          400: ErrorResponseSchema,
          ...STUDIO_REFUSALS,
          404: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.staff.remove(actorOf(request.staffMember!), request.params.id),
    }),
  );

  app.post(
    '/studio/staff/:id/sign-out',
    {
      onRequest: admins.onRequest,
      schema: {
        tags: ['studio'],
        summary: 'End every session of a person (a lost phone or laptop)',
        description: 'Audited.',
        security: admins.security,
        params: StaffIdParamsSchema,
        response: {
          200: SignedOutResponseSchema,
          400: ErrorResponseSchema,
          ...STUDIO_REFUSALS,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await app.staff.signOutEverywhere(actorOf(request.staffMember!), request.params.id);
      return { status: 'success' as const };
    },
  );

  app.get(
    '/studio/audit',
    {
      onRequest: admins.onRequest,
      schema: {
        tags: ['studio'],
        summary: 'The audit log, newest first: who changed what, when, before and after',
        description: 'Filter by person (staff_id) and by record (record_type, record_id); 50 a page.',
        security: admins.security,
        querystring: AuditQuerySchema,
        response: { 200: AuditListResponseSchema, 400: ErrorResponseSchema, ...STUDIO_REFUSALS },
      },
    },
    async (request) => ({ status: 'success' as const, data: await listAudit(app.db, request.query) }),
  );
};

export default studioRoutes;
