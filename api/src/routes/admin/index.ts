// GET /admin/leads: how `npm run leads` reads the enquiries while the server holds the embedded
// database (PGlite allows one process per data folder). Only for the embedded database: with
// PostgreSQL the command reads the database itself. The caller proves it can read the data folder by
// sending the token kept there, and must be on this machine.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { MEMORY_DATA_DIR } from '../../config.ts';
import { dataDirSecret } from '../../lib/data-dir-secret.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import { listIndividualLeads, listLeads, listPartnerLeads } from '../../leads/leads.ts';
import {
  ErrorResponseSchema,
  IndividualLeadsResponseSchema,
  LeadsQuerySchema,
  LeadsResponseSchema,
  PartnerLeadsResponseSchema,
  type LeadKind,
} from '../../schemas/index.ts';

/** The token file in DATA_DIR. */
export const LEADS_TOKEN_FILE = 'leads-token';
export const LEADS_REFUSED_MESSAGE =
  'Leads are read with `npm run leads` on the machine that runs the server.';

/** Where `npm run leads -- --kind <kind>` asks the server. */
export const leadsPath = (kind: LeadKind) => (kind === 'enquiries' ? '/admin/leads' : `/admin/leads/${kind}`);

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameToken(header: string | undefined, token: string): boolean {
  const sent = Buffer.from(header?.replace(/^Bearer /, '') ?? '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { databaseUrl, dataDir } = app.config;
  if (databaseUrl !== null || dataDir === MEMORY_DATA_DIR) return;
  const token = dataDirSecret(dataDir, LEADS_TOKEN_FILE);
  const checkCaller = async (request: FastifyRequest) => {
    // The socket's address, not request.ip: a forwarded header must not make a caller local.
    const local = LOOPBACK.has(request.raw.socket?.remoteAddress ?? '');
    if (!local || !sameToken(request.headers.authorization, token))
      throw new UnauthorizedError(LEADS_REFUSED_MESSAGE);
  };

  app.get(
    '/admin/leads',
    {
      onRequest: checkCaller,
      schema: {
        tags: ['enquiries'],
        summary: 'The enquiries, for `npm run leads` (embedded database only)',
        description: `Bearer token from DATA_DIR/${LEADS_TOKEN_FILE}; from this machine only.`,
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
        description: `Bearer token from DATA_DIR/${LEADS_TOKEN_FILE}; from this machine only.`,
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
        description: `Bearer token from DATA_DIR/${LEADS_TOKEN_FILE}; from this machine only. Photo URLs start with PUBLIC_URL.`,
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
