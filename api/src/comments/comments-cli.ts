// `npm run comments -- list [--post <id|slug>] [--hidden|--shown] [--limit n] [--json]`,
// `npm run comments -- show <id>`, `npm run comments -- hide <id>`, `npm run comments -- unhide <id>`:
// the team reads and hides blog comments. A hidden comment leaves the post's list and its count.
// With PostgreSQL it works on the database. With the embedded database it opens the data folder,
// or, when the server holds it (one process per folder), asks that server (src/lib/team-server.ts),
// as `npm run leads` does. What it prints has no control characters (src/lib/terminal-text.ts).
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { openDb, type Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { COMMENTS_PATH } from '../lib/team-api.ts';
import { askServer } from '../lib/team-server.ts';
import { terminalSafe } from '../lib/terminal-text.ts';
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

/** The same command through the server that holds the folder (its /admin/comments calls). */
function fromServer(inUse: DataDirInUseError, command: Command): Promise<AdminComment | AdminComment[]> {
  if (command.action === 'list') {
    const { post, hidden, limit } = command.filter;
    return askServer(inUse, COMMENTS_PATH, {
      query: { post, hidden: hidden?.toString(), limit: limit?.toString() },
    });
  }
  const comment = `${COMMENTS_PATH}/${encodeURIComponent(command.id)}`;
  if (command.action === 'show') return askServer(inUse, comment);
  return askServer(inUse, `${comment}/${command.action}`, { method: 'POST' });
}

async function main(): Promise<void> {
  const command = readCommand(process.argv.slice(2));
  const config = { ...loadConfig(process.env), logLevel: 'silent' as const };
  let found: AdminComment | AdminComment[];
  try {
    found = await fromDatabase(config, command);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    found = await fromServer(error, command);
  }
  const comments = terminalSafe(Array.isArray(found) ? found : [found]); // text from the public
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
