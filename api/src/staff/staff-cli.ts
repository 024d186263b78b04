// `npm run staff -- add +919876543210 --name "Asha Rao" --role admin`, `npm run staff -- list`,
// `npm run staff -- role +919876543210 editor`, `npm run staff -- remove +919876543210`: the
// studio's staff from the command line, where the first admin comes from. Each change is in the
// audit log as made by the command line. With PostgreSQL it works on the database; with the embedded
// database it opens the data folder or, when the server holds it, asks that server (POST /admin/staff),
// as `npm run leads` does.
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config.ts';
import { STAFF_ROLES, type StaffRole } from '../contract/staff-roles.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { openDb } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { STAFF_PATH } from '../lib/team-api.ts';
import { askServer } from '../lib/team-server.ts';
import { terminalSafe } from '../lib/terminal-text.ts';
import { createStaffRepository } from '../plugins/app/staff-repository.ts';
import type { StaffCommand, StaffMember } from '../schemas/index.ts';
import { runStaffCommand } from './staff-commands.ts';

class UsageError extends Error {}

const USAGE =
  'Usage: npm run staff -- add <+phone> --name "<name>" --role <role> | list | role <+phone> <role> | remove <+phone>' +
  ` (roles: ${STAFF_ROLES.join(', ')})`;

function roleOf(text: string | undefined): StaffRole {
  if (text === undefined || !(STAFF_ROLES as readonly string[]).includes(text))
    throw new UsageError(`The role must be one of ${STAFF_ROLES.join(', ')} (got '${text ?? ''}'). ${USAGE}`);
  return text as StaffRole;
}

function readCommand(argv: string[]): { command: StaffCommand; json: boolean } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      role: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const [action = 'list', phone, role] = positionals;
  const json = values.json;
  if (action === 'list') return { command: { action }, json };
  if (action !== 'add' && action !== 'role' && action !== 'remove') throw new UsageError(USAGE);
  if (phone === undefined)
    throw new UsageError(`${action} needs the person's phone, like +919876543210. ${USAGE}`);
  if (action === 'remove') return { command: { action, phone }, json };
  if (action === 'role') return { command: { action, phone, role: roleOf(role) }, json };
  const name = values.name?.trim();
  if (!name) throw new UsageError(`add needs --name "<their name>". ${USAGE}`);
  return { command: { action, phone, name, role: roleOf(values.role) }, json };
}

async function onDatabase(config: Config, command: StaffCommand): Promise<StaffMember[]> {
  const db = await openDb(config);
  try {
    await migrate(db, config.migrationsDir);
    return await runStaffCommand(createStaffRepository(db), command);
  } finally {
    await db.close();
  }
}

const line = (member: StaffMember) =>
  `${member.role.padEnd(6)}  ${member.phone.code} ${member.phone.number}  ${member.name}`;

const DONE: Record<StaffCommand['action'], string> = {
  list: '',
  add: 'Added',
  role: 'Role changed',
  remove: 'Removed',
};

async function main(): Promise<void> {
  const { command, json } = readCommand(process.argv.slice(2));
  const config = { ...loadConfig(process.env), logLevel: 'silent' as const };
  let members: StaffMember[];
  try {
    members = await onDatabase(config, command);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    members = await askServer<StaffMember[]>(error, STAFF_PATH, { method: 'POST', body: command });
  }
  members = terminalSafe(members);
  if (json) process.stdout.write(`${JSON.stringify(members, null, 2)}\n`);
  else if (command.action !== 'list') process.stdout.write(`${DONE[command.action]}: ${line(members[0]!)}\n`);
  else
    process.stdout.write(
      members.length === 0 ? 'No one is on the staff yet.\n' : `${members.map(line).join('\n')}\n`,
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof UsageError ? 2 : 1);
});
