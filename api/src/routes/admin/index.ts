// GET /admin/leads: how `npm run leads` reads the enquiries while the server holds the embedded
// database (PGlite allows one process per data folder); /admin/comments the same for
// `npm run comments` (list, show, hide, unhide). Only for the embedded database: with
// PostgreSQL the command reads the database itself. The caller proves it can read the data folder by
// sending the token kept there, and must be on this machine.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { findComment, listComments, setCommentHidden } from '../../comments/comments.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import { listIndividualLeads, listLeads, listPartnerLeads } from '../../leads/leads.ts';
import { COMMENTS_PATH, leadsPath, STAFF_PATH, TEAM_TOKEN_FILE } from '../../lib/team-api.ts';
import { runStaffCommand } from '../../staff/staff-commands.ts';
import {
  AdminCommentResponseSchema,
  AdminCommentsQuerySchema,
  AdminCommentsResponseSchema,
  ErrorResponseSchema,
  PostIdParamsSchema,
  IndividualLeadsResponseSchema,
  LeadsQuerySchema,
  LeadsResponseSchema,
  PartnerLeadsResponseSchema,
  StaffCommandSchema,
  StaffListResponseSchema,
} from '../../schemas/index.ts';
import { dataDirTeamToken, isLocalCaller, sameToken } from './team-access.ts';

const LEADS_REFUSED_MESSAGE = 'Leads are read with `npm run leads` on the machine that runs the server.';
const STAFF_REFUSED_MESSAGE =
  'The staff are managed with `npm run staff` on the machine that runs the server, or in the studio.';
const COMMENTS_REFUSED_MESSAGE =
  'Comments are managed with `npm run comments` on the machine that runs the server.';

const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const token = dataDirTeamToken(app.config);
  if (token === null) return;
  const callerCheck = (message: string) => async (request: FastifyRequest) => {
    if (!isLocalCaller(request) || !sameToken(request.headers.authorization, token))
      throw new UnauthorizedError(message);
  };
  const checkCaller = callerCheck(LEADS_REFUSED_MESSAGE);
  const checkCommentsCaller = callerCheck(COMMENTS_REFUSED_MESSAGE);

  app.post(
    STAFF_PATH,
    {
      onRequest: callerCheck(STAFF_REFUSED_MESSAGE),
      schema: {
        tags: ['studio'],
        summary: 'A command of `npm run staff` (embedded database only): list, add, role or remove',
        description: `Bearer token from DATA_DIR/${TEAM_TOKEN_FILE}; from this machine only. Audited as the command line.`,
        body: StaffCommandSchema,
        response: {
          200: StaffListResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({ status: 'success' as const, data: await runStaffCommand(app.staff, request.body) }),
  );
  const commentsDescription = `Bearer token from DATA_DIR/${TEAM_TOKEN_FILE}; from this machine only.`;
  const commentResponses = {
    200: AdminCommentResponseSchema,
    400: ErrorResponseSchema,
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
  };

  app.get(
    COMMENTS_PATH,
    {
      onRequest: checkCommentsCaller,
      schema: {
        tags: ['blog'],
        summary: 'Blog comments, newest first, for `npm run comments` (embedded database only)',
        description: commentsDescription,
        querystring: AdminCommentsQuerySchema,
        response: { 200: AdminCommentsResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({ status: 'success' as const, data: await listComments(app.db, request.query) }),
  );

  app.get(
    `${COMMENTS_PATH}/:id`,
    {
      onRequest: checkCommentsCaller,
      schema: {
        tags: ['blog'],
        summary: 'One blog comment, for `npm run comments -- show <id>` (embedded database only)',
        description: commentsDescription,
        params: PostIdParamsSchema,
        response: commentResponses,
      },
    },
    async (request) => ({ status: 'success' as const, data: await findComment(app.db, request.params.id) }),
  );

  for (const [action, hidden] of [
    ['hide', true],
    ['unhide', false],
  ] as const) {
    app.post(
      `${COMMENTS_PATH}/:id/${action}`,
      {
        onRequest: checkCommentsCaller,
        schema: {
          tags: ['blog'],
          summary: `${hidden ? 'Hide' : 'Show again'} a blog comment, for \`npm run comments -- ${action} <id>\` (embedded database only)`,
          description: commentsDescription,
          params: PostIdParamsSchema,
          response: commentResponses,
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await setCommentHidden(app.db, request.params.id, hidden),
      }),
    );
  }

  app.get(
    leadsPath('enquiries'),
    {
      onRequest: checkCaller,
      schema: {
        tags: ['enquiries'],
        summary: 'The enquiries, for `npm run leads` (embedded database only)',
        description: `Bearer token from DATA_DIR/${TEAM_TOKEN_FILE}; from this machine only.`,
        querystring: LeadsQuerySchema,
        response: { 200: LeadsResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listLeads(app.db, request.query.since ? new Date(request.query.since) : null),
    }),
  );

  app.get(
    leadsPath('partners'),
    {
      onRequest: checkCaller,
      schema: {
        tags: ['listings'],
        summary: 'The developer forms, for `npm run leads -- --kind partners` (embedded database only)',
        description: `Bearer token from DATA_DIR/${TEAM_TOKEN_FILE}; from this machine only.`,
        querystring: LeadsQuerySchema,
        response: { 200: PartnerLeadsResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listPartnerLeads(app.db, request.query.since ? new Date(request.query.since) : null),
    }),
  );

  app.get(
    leadsPath('individuals'),
    {
      onRequest: checkCaller,
      schema: {
        tags: ['listings'],
        summary:
          "The owners' villa listings, for `npm run leads -- --kind individuals` (embedded database only)",
        description: `Bearer token from DATA_DIR/${TEAM_TOKEN_FILE}; from this machine only. Photo URLs start with PUBLIC_URL.`,
        querystring: LeadsQuerySchema,
        response: { 200: IndividualLeadsResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listIndividualLeads(
        app.db,
        request.query.since ? new Date(request.query.since) : null,
        app.config.publicUrl,
      ),
    }),
  );
};

export default adminRoutes;
