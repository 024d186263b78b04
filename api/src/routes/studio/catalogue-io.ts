// The catalogue's bulk import and export in the studio (issue 26; docs/catalogue-import.md): a dry
// run says what a file would add, change and refuse, row by row; the import of that plan writes it in
// one transaction. For editors (and admins); every record written is audited.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { applyImport } from '../../catalogue-io/apply-import.ts';
import { exportCatalogue, formatExport } from '../../catalogue-io/export-catalogue.ts';
import { planImport } from '../../catalogue-io/plan-import.ts';
import { readImportFile } from '../../catalogue-io/read-file.ts';
import { IMPORT_MAX_BYTES } from '../../contract/catalogue-import.ts';
import { actorOf } from '../../plugins/app/staff-repository.ts';
import {
  CatalogueExportQuerySchema,
  CatalogueImportBodySchema,
  ErrorResponseSchema,
  ImportReportResponseSchema,
} from '../../schemas/index.ts';
import { staffRoute, STUDIO_REFUSALS } from './staff-route.ts';

/** The file's text travels as a JSON string: its escapes can make the body somewhat larger. */
const IMPORT_BODY_LIMIT = IMPORT_MAX_BYTES + 1024 * 1024;

export const EXPORT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const;

const catalogueIoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const editors = staffRoute(app, ['editor']);

  app.post(
    '/studio/catalogue/import',
    {
      onRequest: editors.onRequest,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['studio'],
        summary:
          'Import projects and villas from a CSV or JSON file of the template: a dry run, or the import',
        description:
          'Rows are keyed by `ref`: a second import of the same file updates, it never adds twice. A dry run ' +
          'writes nothing. The import writes every row that is not refused, in one transaction, and audits ' +
          "each record; with the dry run's `fingerprint` it writes only if nothing changed since (409).",
        security: editors.security,
        body: CatalogueImportBodySchema,
        response: {
          200: ImportReportResponseSchema,
          400: ErrorResponseSchema,
          ...STUDIO_REFUSALS,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { format, content, dry_run, fingerprint } = request.body;
      const rows = readImportFile(format, content);
      const report = dry_run
        ? await planImport(app.db, rows, content).then((plan) => plan.report)
        : await applyImport(app.db, actorOf(request.staffMember!), rows, content, fingerprint);
      if (!dry_run) app.catalogueCache.changed(); // buyers' next answer from this instance is the new one
      return { status: 'success' as const, data: { dry_run, ...report } };
    },
  );

  app.get(
    '/studio/catalogue/export',
    {
      onRequest: editors.onRequest,
      schema: {
        tags: ['studio'],
        summary: 'The whole catalogue as a file of the import template (CSV by default, or JSON)',
        security: editors.security,
        querystring: CatalogueExportQuerySchema,
        produces: Object.values(EXPORT_TYPES),
        response: {
          200: Type.String({ description: 'The file: text/csv, or application/json with ?format=json' }),
          400: ErrorResponseSchema,
          ...STUDIO_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'csv';
      const text = formatExport(format, await exportCatalogue(app.db));
      return reply
        .type(EXPORT_TYPES[format])
        .header('content-disposition', `attachment; filename="catalogue.${format}"`)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
};

export default catalogueIoRoutes;
