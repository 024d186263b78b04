// The studio's developers' submissions (issue 26): the /for-developers forms, newest first, each
// with a status, notes and an owner on the team. For editors (and admins); every change audited.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../plugins/app/staff-repository.ts';
import {
  DeveloperSubmissionPatchSchema,
  DeveloperSubmissionResponseSchema,
  DeveloperSubmissionsQuerySchema,
  DeveloperSubmissionsResponseSchema,
  ErrorResponseSchema,
  StaffIdParamsSchema,
  SubmissionOwnersResponseSchema,
} from '../../schemas/index.ts';
import { staffRoute, STUDIO_REFUSALS } from './staff-route.ts';

const STUDIO_BODY_LIMIT_BYTES = 16 * 1024;

const developerSubmissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const editors = staffRoute(app, ['editor']);

  app.get(
    '/studio/submissions/developers',
    {
      onRequest: editors.onRequest,
      schema: {
        tags: ['studio'],
        summary: "Developers' submissions from /for-developers, newest first",
        description: 'Filter by status; 50 a page.',
        security: editors.security,
        querystring: DeveloperSubmissionsQuerySchema,
        response: { 200: DeveloperSubmissionsResponseSchema, 400: ErrorResponseSchema, ...STUDIO_REFUSALS },
      },
    },
    async (request) => ({ status: 'success' as const, data: await app.studioDevelopers.list(request.query) }),
  );

  app.get(
    '/studio/submissions/developers/owners',
    {
      onRequest: editors.onRequest,
      schema: {
        tags: ['studio'],
        summary: "Who may own a developer's submission: everyone on the staff, by name",
        description: 'Names and roles only: editors read it to choose an owner.',
        security: editors.security,
        response: { 200: SubmissionOwnersResponseSchema, ...STUDIO_REFUSALS },
      },
    },
    async () => ({ status: 'success' as const, data: await app.studioDevelopers.owners() }),
  );

  app.patch(
    '/studio/submissions/developers/:id',
    {
      onRequest: editors.onRequest,
      bodyLimit: STUDIO_BODY_LIMIT_BYTES,
      schema: {
        tags: ['studio'],
        summary: "Set a developer's submission's status, notes or owner on the team",
        description: 'The owner must be a person on the staff (400 otherwise); null for nobody. Audited.',
        security: editors.security,
        params: StaffIdParamsSchema,
        body: DeveloperSubmissionPatchSchema,
        response: {
          200: DeveloperSubmissionResponseSchema,
          400: ErrorResponseSchema,
          ...STUDIO_REFUSALS,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.studioDevelopers.edit(actorOf(request.staffMember!), request.params.id, request.body),
    }),
  );
};

export default developerSubmissionRoutes;
