// The studio's people routes (issue 26): the sales team and the customer reviews the buyer pages
// show. For editors (and admins); every write audited.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../plugins/app/staff-repository.ts';
import {
  Envelope,
  ErrorResponseSchema,
  ReviewBodySchema,
  ReviewPatchSchema,
  ReviewSchema,
  SalesMemberBodySchema,
  SalesMemberPatchSchema,
  StudioSalesMemberSchema,
  StaffIdParamsSchema,
} from '../../schemas/index.ts';
import { staffRoute, STUDIO_REFUSALS } from './staff-route.ts';

const STUDIO_BODY_LIMIT_BYTES = 16 * 1024;
const MemberResponse = Envelope(StudioSalesMemberSchema);
const ReviewResponse = Envelope(ReviewSchema);

const studioPeopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const editors = staffRoute(app, ['editor']);
  const base = { onRequest: editors.onRequest, bodyLimit: STUDIO_BODY_LIMIT_BYTES };
  const schema = (summary: string) => ({
    tags: ['studio'],
    summary,
    description: 'Audited.',
    security: editors.security,
  });
  const refusals = {
    400: ErrorResponseSchema,
    ...STUDIO_REFUSALS,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
  };
  const created = <T extends typeof MemberResponse | typeof ReviewResponse>(response: T) => ({
    201: response,
    ...refusals,
  });
  const changed = <T extends typeof MemberResponse | typeof ReviewResponse>(response: T) => ({
    200: response,
    ...refusals,
  });

  app.post(
    '/studio/people/team',
    {
      ...base,
      schema: {
        ...schema('Add a person to the sales team'),
        body: SalesMemberBodySchema,
        response: created(MemberResponse),
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: 'success' as const,
        data: await app.studioPeople.addMember(actorOf(request.staffMember!), request.body),
      }),
  );
  app.patch(
    '/studio/people/team/:id',
    {
      ...base,
      schema: {
        ...schema("Change a sales-team member's details"),
        params: StaffIdParamsSchema,
        body: SalesMemberPatchSchema,
        response: changed(MemberResponse),
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.studioPeople.editMember(actorOf(request.staffMember!), request.params.id, request.body),
    }),
  );
  app.delete(
    '/studio/people/team/:id',
    {
      ...base,
      schema: {
        ...schema('Take a person off the sales team'),
        params: StaffIdParamsSchema,
        response: changed(MemberResponse),
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.studioPeople.removeMember(actorOf(request.staffMember!), request.params.id),
    }),
  );

  app.post(
    '/studio/people/reviews',
    {
      ...base,
      schema: {
        ...schema('Add a customer review'),
        body: ReviewBodySchema,
        response: created(ReviewResponse),
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: 'success' as const,
        data: await app.studioPeople.addReview(actorOf(request.staffMember!), request.body),
      }),
  );
  app.patch(
    '/studio/people/reviews/:id',
    {
      ...base,
      schema: {
        ...schema('Correct a customer review'),
        params: StaffIdParamsSchema,
        body: ReviewPatchSchema,
        response: changed(ReviewResponse),
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.studioPeople.editReview(actorOf(request.staffMember!), request.params.id, request.body),
    }),
  );
  app.delete(
    '/studio/people/reviews/:id',
    {
      ...base,
      schema: {
        ...schema('Remove a customer review'),
        params: StaffIdParamsSchema,
        response: changed(ReviewResponse),
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.studioPeople.removeReview(actorOf(request.staffMember!), request.params.id),
    }),
  );
};

export default studioPeopleRoutes;
