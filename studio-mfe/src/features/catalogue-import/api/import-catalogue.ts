import type { CatalogueImportBody, ImportReportBody } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

/** An import of 10,000 rows takes seconds on the server (docs/catalogue-import.md, Figures). */
const IMPORT_TIMEOUT_MS = 120_000;

/**
 * `POST /studio/catalogue/import` (editors and admins): with `dry_run: true` what the file would add,
 * change and refuse, and nothing is written; with `dry_run: false` and the dry run's `fingerprint`,
 * the import in one transaction (409 when the file or the catalogue changed since the dry run).
 */
export const importCatalogue = (body: CatalogueImportBody) =>
  studioRequest<{ data: ImportReportBody }>('/studio/catalogue/import', {
    method: 'POST',
    body,
    defaultMessage: body.dry_run ? 'Failed to check the file' : 'Failed to import the file',
    timeoutMs: IMPORT_TIMEOUT_MS,
  }).then((response) => response.data);
