// The catalogue's bulk import and export (issue 26; docs/catalogue-import.md), in the studio and for
// `npm run catalogue`.
import Type, { type Static } from 'typebox';
import { IMPORT_FORMATS, RECORD_KINDS } from '../contract/catalogue-import.ts';
import { Envelope } from './common.ts';

export const ImportFormatSchema = Type.Enum(IMPORT_FORMATS, {
  description: 'csv or json: the same template',
});

export const CatalogueImportBodySchema = Type.Object(
  {
    format: ImportFormatSchema,
    content: Type.String({ minLength: 1, description: "The file's text" }),
    dry_run: Type.Boolean({ description: 'true: only say what the import would do; nothing is written' }),
    fingerprint: Type.Optional(
      Type.String({
        pattern: '^[0-9a-f]{32}$',
        description:
          "The dry run's fingerprint: the import is carried out only if neither the file nor the catalogue changed since (409 otherwise)",
      }),
    ),
  },
  { additionalProperties: false },
);
export type CatalogueImportBody = Static<typeof CatalogueImportBodySchema>;

const LineSchema = Type.Object({
  row: Type.Integer({ description: "A spreadsheet's row (the header is row 1), or a JSON item from 1" }),
  record: Type.Union([Type.Enum(RECORD_KINDS), Type.Null()]),
  ref: Type.Union([Type.String(), Type.Null()]),
  fields: Type.Optional(Type.Array(Type.String(), { description: 'Changed: the fields that change' })),
  messages: Type.Optional(Type.Array(Type.String(), { description: 'Refused: why, field by field' })),
});

export const ImportReportSchema = Type.Object({
  dry_run: Type.Boolean(),
  rows: Type.Integer(),
  counts: Type.Object({
    add: Type.Integer(),
    change: Type.Integer(),
    unchanged: Type.Integer(),
    refuse: Type.Integer(),
  }),
  added: Type.Array(LineSchema),
  changed: Type.Array(LineSchema),
  refused: Type.Array(LineSchema),
  fingerprint: Type.String(),
});
export type ImportReportBody = Static<typeof ImportReportSchema>;
export const ImportReportResponseSchema = Envelope(ImportReportSchema);

export const CatalogueExportQuerySchema = Type.Object(
  { format: Type.Optional(ImportFormatSchema) },
  { additionalProperties: false },
);
