// Issue 23, items 7 and 8: `npm run leads` and `npm run comments` find the server that holds the
// embedded database whatever its port (the data folder's lock names it once the server listens),
// and what they print holds no control character from the public's text.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/db/data-dir-lock.ts';
import type { AdminComment, BlogListResponse, CommentCreatedResponse } from '../../src/schemas/index.ts';
import { freePort, startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { runTeamCli } from '../helpers/team-cli.ts';

/** A C0 control other than tab and line feed, DEL, or a C1 control. */
const CONTROL = /(?![\t\n])\p{Cc}/u;
/** Clears the screen, sets the window title, and a C1 CSI (red text); a carriage return rewrites the line. */
const HOSTILE = 'Villa\u001b[2J\u001b]0;owned\u0007 \u009b31mred\rx';
/** What is left once the controls are out. */
const VISIBLE = 'Villa[2J]0;owned 31mredx';

describe('the team commands, with the server on a port of its own and listening on every interface', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'villa-operator-'));
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ DATA_DIR: dataDir, HOST: '0.0.0.0' });
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.stopped();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // PORT set to another port: the commands go by the lock, not by PORT.
  const team = async (script: string, ...args: string[]) =>
    runTeamCli(script, args, { dataDir, env: { PORT: String(await freePort()) } });
  const leads = (...args: string[]) => team('src/leads/leads-cli.ts', ...args);
  const comments = (...args: string[]) => team('src/comments/comments-cli.ts', ...args);
  const staff = (...args: string[]) => team('src/staff/staff-cli.ts', ...args);
  const catalogue = (...args: string[]) => team('src/catalogue-io/catalogue-cli.ts', ...args);

  it('npm run catalogue imports a file after a dry run and exports the catalogue, through the server', async () => {
    const file = path.join(dataDir, 'villas.csv');
    writeFileSync(
      file,
      [
        'record,ref,project_ref,name,builder,property_kind,city,locality,price,builtup_area,plot_area,unit_type,room,bathrooms,parking,facing,furnishing',
        'project,CLI-1,,Lakeside Row,Lakeside Homes,Rowhouse,Bengaluru,Whitefield,,,,,,,,,',
        'villa,CLI-1-A,CLI-1,Row House A at Lakeside Row,,,,,19500000,2100,1400,Duplex,3,3,2,East,Unfurnished',
        'villa,CLI-1-B,CLI-1,Row House B at Lakeside Row,,,,,19500000,2100,1400,Duplex,3,3,2,Up,Unfurnished',
      ].join('\n'),
    );
    const dryRun = await catalogue('import', file, '--dry-run');
    expect(dryRun.stdout).toBe(
      `Dry run of ${file}: 3 rows: 2 to add, 0 to change, 0 unchanged, 1 refused.\n` +
        'Refused:\n' +
        "  row 4 (villa CLI-1-B): facing: must be one of 'North', 'South', 'East', 'West', 'North-East', 'North-West', 'South-East', 'South-West'\n" +
        'Nothing was written. Run it again without --dry-run to import.\n',
    );
    expect(dryRun.code).toBe(3); // some rows refused: a script can tell
    const imported = await catalogue('import', file);
    expect(imported.stdout).toMatch(/^Imported .*: 3 rows: 2 added, 0 changed, 0 unchanged, 1 refused\./);
    const exported = await catalogue('export');
    expect(exported.code).toBe(0);
    expect(exported.stdout.split('\n')[0]).toMatch(/^record,ref,project_ref,status,slug,name,/);
    expect(exported.stdout).toContain(
      'villa,CLI-1-A,CLI-1,draft,row-house-a-at-lakeside-row,Row House A at Lakeside Row,',
    );
    const usage = await catalogue('import', 'villas.txt');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^The file must end in \.csv or \.json/);
  }, 90_000);

  it('npm run staff adds the first admin, lists, changes a role and removes, through the server', async () => {
    const added = await staff('add', '+91 98765 43210', '--name', 'Asha Rao', '--role', 'admin');
    expect(added.stderr).toBe('');
    expect(added.stdout).toBe('Added: admin   +91 9876543210  Asha Rao\n');
    expect((await staff('add', '+919876500001', '--name', 'Kavya Menon', '--role', 'editor')).code).toBe(0);
    expect((await staff('list')).stdout).toBe(
      'admin   +91 9876543210  Asha Rao\neditor  +91 9876500001  Kavya Menon\n',
    );
    expect((await staff('role', '+919876500001', 'sales')).stdout).toBe(
      'Role changed: sales   +91 9876500001  Kavya Menon\n',
    );
    const lastAdmin = await staff('remove', '+919876543210');
    expect(lastAdmin.code).toBe(1);
    expect(lastAdmin.stderr).toBe('The studio needs at least one admin: make someone else an admin first.\n');
    const badRole = await staff('role', '+919876500001', 'owner');
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toMatch(/^The role must be one of admin, editor, sales \(got 'owner'\)/);
    expect((await staff('remove', '+919876500001')).stdout).toBe(
      'Removed: sales   +91 9876500001  Kavya Menon\n',
    );
    expect((await staff('list', '--json')).stdout).toContain('"name": "Asha Rao"');
  }, 90_000);

  it("names the server's address in the lock, where both commands find it", async () => {
    const port = Number(new URL(server.baseUrl).port);
    expect(port).not.toBe(8080);
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: server.child.pid,
      listening: { host: '0.0.0.0', port },
    });

    const csv = await leads();
    expect(csv.stderr).toBe('');
    expect(csv.code).toBe(0);
    expect(csv.stdout).toMatch(/^time,name,phone,email,/);
    const list = await comments('list', '--json');
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout)).toBeInstanceOf(Array);
  });

  it('prints enquiries and comments that hold ESC and other controls without them', async () => {
    const enquiry = await fetch(`${server.baseUrl}/api/v1/client/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Meera Iyer',
        email: 'meera@example.com',
        phone: '9876501234',
        country_code: '+91',
        title: HOSTILE,
        campaign_name: '\u001b[8mhidden',
      }),
    });
    expect(enquiry.status).toBe(201);
    const [post] = (
      (await (
        await fetch(`${server.baseUrl}/api/v1/blog/posts/published?limit=1`)
      ).json()) as BlogListResponse
    ).data.posts;
    const comment = await fetch(`${server.baseUrl}/api/v1/blog/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        post_id: post!._id,
        name: 'Ravi\u001b[41m',
        email: 'ravi@example.com',
        comment: `${HOSTILE}\nSecond line`,
      }),
    });
    expect(comment.status).toBe(201);
    const id = ((await comment.json()) as CommentCreatedResponse).data._id;

    const csv = await leads();
    expect(csv.code).toBe(0);
    expect(csv.stdout.replaceAll('\r\n', '\n')).not.toMatch(CONTROL);
    expect(csv.stdout).toContain(`,${VISIBLE},`);
    expect(csv.stdout).toContain('campaign_name=[8mhidden');
    const json = await leads('--json');
    expect(json.stdout).not.toMatch(CONTROL);
    expect(json.stdout).not.toContain('\\u001b'); // JSON would escape ESC, but the terminal's reader sees it too
    expect(JSON.parse(json.stdout)).toContainEqual(expect.objectContaining({ title: VISIBLE }));

    for (const args of [['list'], ['list', '--json'], ['show', id], ['show', id, '--json'], ['hide', id]]) {
      const printed = await comments(...args);
      expect(printed.code, args.join(' ')).toBe(0);
      expect(printed.stdout, args.join(' ')).not.toMatch(CONTROL);
      expect(printed.stdout, args.join(' ')).not.toContain('\\u001b');
    }
    // The server stores a comment's lone carriage return as a line break.
    const visibleComment = 'Villa[2J]0;owned 31mred\nx\nSecond line';
    const shown = JSON.parse((await comments('show', id, '--json')).stdout) as AdminComment;
    expect(shown).toMatchObject({ name: 'Ravi[41m', comment: visibleComment });
    expect((await comments('show', id)).stdout).toContain(`\n\n${visibleComment}\n\n`);
  }, 90_000); // nine runs of the commands, each a tsx start of a few seconds on a busy machine
});

describe('the team commands, while a process that serves no port holds the folder', () => {
  it('say which process holds it and that it has no port to ask', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'villa-operator-'));
    try {
      const since = new Date().toISOString();
      // This test's process stands for the seed command: alive, on this machine, with no port.
      writeFileSync(
        path.join(dataDir, LOCK_FILE),
        JSON.stringify({ pid: process.pid, host: hostname(), command: 'src/db/seed-cli.ts', since }),
      );
      for (const script of ['src/leads/leads-cli.ts', 'src/comments/comments-cli.ts']) {
        const refused = await runTeamCli(script, [], { dataDir });
        expect(refused.code).toBe(1);
        expect(refused.stderr).toBe(
          `The database folder ${dataDir} is in use by process ${process.pid} (src/db/seed-cli.ts, since ${since}), ` +
            'which is not a server listening on a port (a seed, or a server still starting): ' +
            'run the command again once it has finished or started.\n',
        );
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
