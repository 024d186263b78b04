// POST /admin/catalogue/import and GET /admin/catalogue/export: how `npm run catalogue` imports and
// exports while the server holds the embedded database (PGlite allows one process per data folder).
// With PostgreSQL the command works on the database itself. As the other /admin routes: the caller
// sends the token kept in the data folder, from this machine.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { applyImport } from '../../catalogue-io/apply-import.ts';
import { exportCatalogue, formatExport } from '../../catalogue-io/export-catalogue.ts';
import { planImport } from '../../catalogue-io/plan-import.ts';
import { readImportFile } from '../../catalogue-io/read-file.ts';
import { IMPORT_MAX_BYTES } from '../../contract/catalogue-import.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import { CATALOGUE_EXPORT_PATH, CATALOGUE_IMPORT_PATH, TEAM_TOKEN_FILE } from '../../lib/team-api.ts';
import { COMMAND_LINE_ACTOR } from '../../plugins/app/staff-repository.ts';
import {
  CatalogueExportQuerySchema,
  CatalogueImportBodySchema,
  Envelope,
  ErrorResponseSchema,
  ImportReportResponseSchema,
} from '../../schemas/index.ts';
import { dataDirTeamToken, isLocalCaller, sameToken } from './team-access.ts';

const REFUSED_MESSAGE =
  'The catalogue is imported with `npm run catalogue` on the machine that runs the server, or in the studio.';

const adminCatalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const token = dataDirTeamToken(app.config);
  if (token === null) return;
  const onRequest = async (request: Parameters<typeof isLocalCaller>[0]) => {
    if (!isLocalCaller(request) || !sameToken(request.headers.authorization, token))
      throw new UnauthorizedError(REFUSED_MESSAGE);
  };
  const description = `Bearer token from DATA_DIR/${TEAM_TOKEN_FILE}; from this machine only.`;

  app.post(
    CATALOGUE_IMPORT_PATH,
    {
      onRequest,
      bodyLimit: IMPORT_MAX_BYTES + 1024 * 1024,
      schema: {
        tags: ['studio'],
        summary: 'An import of `npm run catalogue` (embedded database only): a dry run, or the import',
        description: `${description} Audited as the command line.`,
        body: CatalogueImportBodySchema,
        response: {
          200: ImportReportResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { format, content, dry_run, fingerprint } = request.body;
      const rows = readImportFile(format, content);
      const report = dry_run
        ? (await planImport(app.db, rows, content)).report
        : await applyImport(app.db, COMMAND_LINE_ACTOR, rows, content, fingerprint);
      if (!dry_run) app.catalogueCache.changed();
      return { status: 'success' as const, data: { dry_run, ...report } };
    },
  );

  app.get(
    CATALOGUE_EXPORT_PATH,
    {
      onRequest,
      schema: {
        tags: ['studio'],
        summary:
          'The catalogue for `npm run catalogue -- export` (embedded database only), as the file’s text',
        description,
        querystring: CatalogueExportQuerySchema,
        response: { 200: Envelope(Type.String()), 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: formatExport(request.query.format ?? 'csv', await exportCatalogue(app.db)),
    }),
  );
};

export default adminCatalogueRoutes;
