// `npm run comments -- list [--post <id|slug>] [--hidden|--shown] [--limit n] [--json]`,
// `npm run comments -- show <id>`, `npm run comments -- hide <id>`, `npm run comments -- unhide <id>`:
// the team reads and hides blog comments. A hidden comment leaves the post's list and its count.
// With PostgreSQL it works on the database. With the embedded database it opens the data folder,
// or, when the server holds it (one process per folder), asks the server on this machine with the
// token kept in the folder, as `npm run leads` does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { openDb, type Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { TEAM_TOKEN_FILE } from '../routes/admin/team-access.ts';
import type { AdminComment } from '../schemas/index.ts';
import { commentLine, findComment, listComments, setCommentHidden, type CommentFilter } from './comments.ts';

class UsageError extends Error {}

const USAGE =
  'Usage: npm run comments -- list [--post <id|slug>] [--hidden|--shown] [--limit n] [--json] | show <id> | hide <id> | unhide <id>';

type Command =
  | { action: 'list'; filter: CommentFilter; json: boolean }
  | { action: 'show' | 'hide' | 'unhide'; id: string; json: boolean };

function readCommand(argv: string[]): Command {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      post: { type: 'string' },
      hidden: { type: 'boolean', default: false },
      shown: { type: 'boolean', default: false },
      limit: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const [action = 'list', id] = positionals;
  if (action === 'list') {
    const limit = values.limit === undefined ? 50 : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      throw new UsageError(`--limit must be a whole number from 1 to 1000 (got '${values.limit}')`);
    if (values.hidden && values.shown) throw new UsageError('--hidden and --shown exclude each other');
    const hidden = values.hidden ? true : values.shown ? false : undefined;
    return {
      action,
      json: values.json,
      filter: {
        limit,
        ...(values.post !== undefined && { post: values.post }),
        ...(hidden !== undefined && { hidden }),
      },
    };
  }
  if (action !== 'show' && action !== 'hide' && action !== 'unhide') throw new UsageError(USAGE);
  if (id === undefined) throw new UsageError(`${action} needs the comment's id. ${USAGE}`);
  return { action, id, json: values.json };
}

async function onDatabase(db: Db, command: Command): Promise<AdminComment[]> {
  switch (command.action) {
    case 'list':
      return listComments(db, command.filter);
    case 'show':
      return [await findComment(db, command.id)];
    case 'hide':
    case 'unhide':
      return [await setCommentHidden(db, command.id, command.action === 'hide')];
  }
}

async function fromDatabase(config: Config, command: Command): Promise<AdminComment[]> {
  const db = await openDb(config);
  try {
    await migrate(db, config.migrationsDir);
    return await onDatabase(db, command);
  } finally {
    await db.close();
  }
}

async function fromServer(config: Config, command: Command): Promise<AdminComment[]> {
  const token = readFileSync(path.join(config.dataDir, TEAM_TOKEN_FILE), 'utf8').trim();
  const base = `http://127.0.0.1:${config.port}/api/v1/admin/comments`;
  let url: URL;
  let method = 'GET';
  if (command.action === 'list') {
    url = new URL(base);
    const { post, hidden, limit } = command.filter;
    if (post !== undefined) url.searchParams.set('post', post);
    if (hidden !== undefined) url.searchParams.set('hidden', String(hidden));
    if (limit !== undefined) url.searchParams.set('limit', String(limit));
  } else {
    url = new URL(
      `${base}/${encodeURIComponent(command.id)}${command.action === 'show' ? '' : `/${command.action}`}`,
    );
    if (command.action !== 'show') method = 'POST';
  }
  const response = await fetch(url, { method, headers: { authorization: `Bearer ${token}` } }).catch(
    () => null,
  );
  if (response === null) {
    throw new Error(
      `The database is in use by the server, which did not answer on port ${config.port}: set PORT to the server's port.`,
    );
  }
  const body = (await response.json()) as { data?: AdminComment | AdminComment[]; message?: string };
  if (!response.ok) throw new Error(body.message ?? `The server answered ${response.status}`);
  const data = body.data ?? [];
  return Array.isArray(data) ? data : [data];
}

async function main(): Promise<void> {
  const command = readCommand(process.argv.slice(2));
  const config = { ...loadConfig(process.env), logLevel: 'silent' as const };
  let comments: AdminComment[];
  try {
    comments = await fromDatabase(config, command);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    comments = await fromServer(config, command);
  }
  if (command.json) {
    process.stdout.write(`${JSON.stringify(command.action === 'list' ? comments : comments[0], null, 2)}\n`);
    return;
  }
  if (command.action === 'show' && comments[0]) {
    const comment = comments[0];
    process.stdout.write(
      `${commentLine(comment)}\n\n${comment.comment}\n\nfrom ${comment.ip ?? 'unknown address'}` +
        `${comment.hidden_at === null ? '' : `, hidden at ${comment.hidden_at}`}\n`,
    );
    return;
  }
  if (command.action === 'hide' || command.action === 'unhide') {
    process.stdout.write(
      `${command.action === 'hide' ? 'Hidden' : 'Shown again'}: ${commentLine(comments[0]!)}\n`,
    );
    return;
  }
  process.stdout.write(
    comments.length === 0 ? 'No comments.\n' : `${comments.map(commentLine).join('\n')}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof UsageError ? 2 : 1);
});
