// `npm run leads [-- --kind enquiries|partners|individuals] [--since 2026-11-01] [--json] [--out leads.csv]`:
// the enquiries (the default), the developers' forms or the owners' villa listings with their photo
// URLs, as CSV (or JSON) on stdout or into a file, for the sales team. With PostgreSQL it reads the database. With the embedded database it opens the
// data folder, or, when the server holds it (one process per folder), asks that server
// (src/lib/team-server.ts). What it prints has no control characters (src/lib/terminal-text.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { openDb } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { leadsPath } from '../lib/team-api.ts';
import { askServer } from '../lib/team-server.ts';
import { terminalSafe } from '../lib/terminal-text.ts';
import { LEAD_KINDS, type LeadKind } from '../schemas/index.ts';
import { LEAD_COLUMNS_BY_KIND, leadsCsv, listLeadsOfKind } from './leads.ts';

class UsageError extends Error {}

type LeadRows = Awaited<ReturnType<typeof listLeadsOfKind>>;

interface Options {
  kind: LeadKind;
  since: Date | null;
  json: boolean;
  /** A file to write, since `npm run` prints its own lines on stdout before the command's. */
  out: string | null;
}

function readOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      kind: { type: 'string', default: 'enquiries' },
      since: { type: 'string' },
      json: { type: 'boolean', default: false },
      out: { type: 'string' },
    },
  });
  const out = values.out ?? null;
  const kind = values.kind as LeadKind;
  if (!LEAD_KINDS.includes(kind)) {
    throw new UsageError(`--kind must be one of ${LEAD_KINDS.join(', ')} (got '${values.kind}')`);
  }
  if (values.since === undefined) return { kind, since: null, json: values.json, out };
  // A bare date is midnight in India, where the sales team works.
  const text = /^\d{4}-\d{2}-\d{2}$/.test(values.since) ? `${values.since}T00:00:00+05:30` : values.since;
  const since = new Date(text);
  if (Number.isNaN(since.getTime()))
    throw new UsageError(
      `--since must be a date like 2026-11-01 or 2026-11-01T09:30:00+05:30 (got '${values.since}')`,
    );
  return { kind, since, json: values.json, out };
}

async function fromDatabase(config: Config, kind: LeadKind, since: Date | null): Promise<LeadRows> {
  const db = await openDb(config);
  try {
    await migrate(db, config.migrationsDir);
    return await listLeadsOfKind(db, kind, since, config.publicUrl);
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const { kind, since, json, out } = readOptions(process.argv.slice(2));
  const config = { ...loadConfig(process.env), logLevel: 'silent' as const };
  let leads: LeadRows;
  try {
    leads = await fromDatabase(config, kind, since);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    leads = await askServer<LeadRows>(error, leadsPath(kind), { query: { since: since?.toISOString() } });
  }
  leads = terminalSafe(leads); // text from the public, for a terminal or a spreadsheet
  const text = json ? `${JSON.stringify(leads, null, 2)}\n` : leadsCsv(leads, LEAD_COLUMNS_BY_KIND[kind]);
  if (out === null) process.stdout.write(text);
  else {
    // Relative to where `npm run leads` was started, not to api/ where it runs.
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), out);
    writeFileSync(file, text);
    console.error(`Wrote ${leads.length} lead(s) to ${file}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof UsageError ? 2 : 1);
});
