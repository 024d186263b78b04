// The import page's stories and tests: a file of the template and the reports the API gives for it.
import type { ImportReportBody } from '@villa/shared/contracts/entities';

export const importCsv = [
  'record,ref,project_ref,name,builder,price',
  'project,PG-1,,Palm Grove,Palm Builders,',
  'villa,PG-1-A1,PG-1,Palm Villa A1,,24500000',
  'villa,PG-1-A2,PG-1,Palm Villa A2,,12',
  'villa,PG-1-A1,PG-1,Palm Villa A1 again,,24500000',
].join('\n');

/** A CSV file of the template, as the file input gives it. */
export const csvFile = (content = importCsv, name = 'villas.csv') =>
  new File([content], name, { type: 'text/csv' });

export const FINGERPRINT = '0123456789abcdef0123456789abcdef';

/** The dry run of `importCsv`: a project to add, a villa to change, two villas refused. */
export const dryRun: ImportReportBody = {
  dry_run: true,
  rows: 4,
  counts: { add: 1, change: 1, unchanged: 0, refuse: 2 },
  added: [{ row: 2, record: 'project', ref: 'PG-1' }],
  changed: [{ row: 3, record: 'villa', ref: 'PG-1-A1', fields: ['name', 'price'] }],
  refused: [
    {
      row: 4,
      record: 'villa',
      ref: 'PG-1-A2',
      messages: ['price: must be an integer between 1 and 2000000000'],
    },
    { row: 5, record: 'villa', ref: 'PG-1-A1', messages: ['ref: PG-1-A1 is in the file twice (row 3)'] },
  ],
  fingerprint: FINGERPRINT,
};

/** The import of that plan. */
export const imported: ImportReportBody = { ...dryRun, dry_run: false };

export const reportAnswer = (report: ImportReportBody) => ({ status: 'success', data: report });
