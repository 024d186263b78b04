// The catalogue's import and export (issue 26; docs/catalogue-import.md): one copy of the file
// formats, the kinds of record and the file's limits for the API, `npm run catalogue` and the studio.
// Runtime-free: this folder imports nothing (eslint.config.js).

/** CSV and JSON carry the same template. */
export const IMPORT_FORMATS = ['csv', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** A row is a project or a villa. */
export const RECORD_KINDS = ['project', 'villa'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** At most this many rows in one file: a larger catalogue comes in several files. */
export const IMPORT_MAX_ROWS = 20_000;
/** And at most this many bytes, well above 20,000 rows of the template. */
export const IMPORT_MAX_BYTES = 16 * 1024 * 1024;
