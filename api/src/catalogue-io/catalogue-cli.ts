// `npm run catalogue -- import FILE [--dry-run] [--json]` and `npm run catalogue -- export
// [--format csv|json] [--out FILE]`: the studio's bulk import and export from the command line
// (docs/catalogue-import.md). An import without --dry-run writes every row that is not refused, in
// one transaction, audited as made by the command line. With PostgreSQL it works on the database;
// with the embedded database it opens the data folder or, when the server holds it, asks that server
// (/admin/catalogue/...), as `npm run staff` does.
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config.ts';
import { IMPORT_FORMATS, IMPORT_MAX_BYTES, type ImportFormat } from '../contract/catalogue-import.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { openDb, type Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { CATALOGUE_EXPORT_PATH, CATALOGUE_IMPORT_PATH } from '../lib/team-api.ts';
import { askServer } from '../lib/team-server.ts';
import { terminalSafe } from '../lib/terminal-text.ts';
import { COMMAND_LINE_ACTOR } from '../plugins/app/staff-repository.ts';
import type { ImportReportBody } from '../schemas/index.ts';
import { applyImport } from './apply-import.ts';
import { exportCatalogue, formatExport } from './export-catalogue.ts';
import { planImport, type ReportLine } from './plan-import.ts';
import { formatOfFileName, readImportFile } from './read-file.ts';

class UsageError extends Error {}

const USAGE =
  'Usage: npm run catalogue -- import <file.csv|file.json> [--dry-run] [--json] | export [--format csv|json] [--out <file>]';

async function onDatabase<T>(config: Config, work: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb(config);
  try {
    await migrate(db, config.migrationsDir);
    return await work(db);
  } finally {
    await db.close();
  }
}

/** On the database, or through the server that holds the embedded one. */
async function withCatalogue<T>(
  config: Config,
  work: (db: Db) => Promise<T>,
  viaServer: (error: DataDirInUseError) => Promise<T>,
) {
  try {
    return await onDatabase(config, work);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    return viaServer(error);
  }
}

const where = (line: ReportLine) =>
  `row ${line.row}${line.record ? ` (${line.record} ${line.ref ?? ''})` : ''}`;

function summary(file: string, report: ImportReportBody): string {
  const { counts } = report;
  const lines = [
    `${report.dry_run ? 'Dry run of' : 'Imported'} ${file}: ${report.rows} rows: ${counts.add} ${report.dry_run ? 'to add' : 'added'}, ` +
      `${counts.change} ${report.dry_run ? 'to change' : 'changed'}, ${counts.unchanged} unchanged, ${counts.refuse} refused.`,
  ];
  for (const line of report.changed) lines.push(`  changes ${where(line)}: ${line.fields!.join(', ')}`);
  if (report.refused.length > 0) lines.push('Refused:');
  for (const line of report.refused) lines.push(`  ${where(line)}: ${line.messages!.join('; ')}`);
  lines.push(
    report.dry_run
      ? 'Nothing was written. Run it again without --dry-run to import.'
      : 'Written in one transaction.',
  );
  return `${lines.join('\n')}\n`;
}

async function importCommand(config: Config, file: string | undefined, dryRun: boolean, json: boolean) {
  if (file === undefined) throw new UsageError(`import needs a file. ${USAGE}`);
  const format = formatOfFileName(file);
  if (format === null) throw new UsageError(`The file must end in .csv or .json (got ${file}). ${USAGE}`);
  const content = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`Can't read ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
  });
  if (Buffer.byteLength(content) > IMPORT_MAX_BYTES)
    throw new UsageError(
      `${file} is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB: split it into several files.`,
    );
  const report = await withCatalogue<ImportReportBody>(
    config,
    async (db) => {
      const rows = readImportFile(format, content);
      const result = dryRun
        ? (await planImport(db, rows, content)).report
        : await applyImport(db, COMMAND_LINE_ACTOR, rows, content);
      return { dry_run: dryRun, ...result };
    },
    (inUse) =>
      askServer<ImportReportBody>(inUse, CATALOGUE_IMPORT_PATH, {
        method: 'POST',
        body: { format, content, dry_run: dryRun },
      }),
  );
  const safe = terminalSafe(report);
  process.stdout.write(json ? `${JSON.stringify(safe, null, 2)}\n` : summary(file, safe));
  if (report.counts.refuse > 0) process.exitCode = 3;
}

async function exportCommand(config: Config, format: string, out: string | undefined) {
  if (!(IMPORT_FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format must be csv or json (got ${format}). ${USAGE}`);
  const text = await withCatalogue(
    config,
    async (db) => formatExport(format as ImportFormat, await exportCatalogue(db)),
    (inUse) => askServer<string>(inUse, CATALOGUE_EXPORT_PATH, { query: { format } }),
  );
  if (out === undefined) process.stdout.write(text);
  else {
    await writeFile(out, text);
    process.stderr.write(`Wrote ${out}\n`);
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      format: { type: 'string', default: 'csv' },
      out: { type: 'string' },
    },
  });
  const [action, file] = positionals;
  const config = { ...loadConfig(process.env), logLevel: 'silent' as const };
  if (action === 'import') await importCommand(config, file, values['dry-run'], values.json);
  else if (action === 'export') await exportCommand(config, values.format, values.out);
  else throw new UsageError(USAGE);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof UsageError ? 2 : 1);
});
