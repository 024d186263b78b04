// The server as an operator runs it (issue 7, parts 1 and 2): signals from its first line, one
// owner per PGlite data folder, the port checked before the database is opened, and `npm start`
// passing a stop on to the server.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { freePort, ROOT, SERVER_NODE, waitFor } from '../support/server.ts';

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children: ChildProcess[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'villa-lifecycle-'));
  folders.push(folder);
  return path.join(folder, 'pglite');
}

/** `node dist/server.js`, or `npm start` as the README has it, on `port` with its data in `dataDir`. */
function start(dataDir: string, port: number, command: 'server' | 'npm start' = 'server'): Started {
  const [program, args, cwd] =
    command === 'server'
      ? [SERVER_NODE, ['dist/server.js'], path.join(ROOT, 'api')]
      : ['npm', ['start'], ROOT];
  const child = spawn(program, args, {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(ROOT, '.web'),
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, port, output: () => output, exited };
}

/**
 * Sends SIGTERM once the server holds its data folder, so the stop comes while it migrates and seeds.
 * The folder's lock, not a log line, says when: the log is written asynchronously and can trail the
 * server by more than the second those steps take.
 */
async function stopOnceLocked(server: Started, dataDir: string): Promise<void> {
  const lock = path.join(dataDir, 'villa.lock');
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (!existsSync(lock) && !ended) await new Promise((resolve) => setTimeout(resolve, 2));
  server.child.kill('SIGTERM');
}

const health = (port: number) => `http://127.0.0.1:${port}/api/v1/health`;

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => resolve(!socket.destroy()));
    socket.once('error', () => resolve(false));
  });
}

test('a stop while the first start migrates and seeds closes the database cleanly, and the next start succeeds', async () => {
  const dataDir = dataFolder();
  const first = start(dataDir, await freePort());
  await stopOnceLocked(first, dataDir);
  expect(await first.exited).toEqual({ code: 0, signal: null });
  expect(first.output()).not.toContain('Server listening');
  expect(existsSync(path.join(dataDir, 'villa.lock'))).toBe(false);

  const second = start(dataDir, await freePort());
  await waitFor(health(second.port));
  const listing = (await (
    await fetch(`http://127.0.0.1:${second.port}/api/v1/projects/units?page=1&limit=1&city=Bengaluru`)
  ).json()) as { total: number };
  expect(listing.total).toBeGreaterThan(100);
  second.child.kill('SIGTERM');
  expect(await second.exited).toEqual({ code: 0, signal: null });
}, 120_000);

test('one server per data folder: a second is refused with the process that holds it, and nothing changes', async () => {
  const dataDir = dataFolder();
  const first = start(dataDir, await freePort());
  await waitFor(health(first.port));
  const second = start(dataDir, await freePort());
  expect((await second.exited).code).toBe(1);
  expect(second.output()).toContain(
    `Failed to start: The database folder ${dataDir} is in use by process ${first.child.pid}`,
  );
  // The first still serves, and stops cleanly.
  expect((await fetch(health(first.port))).status).toBe(200);
  first.child.kill('SIGTERM');
  expect(await first.exited).toEqual({ code: 0, signal: null });
}, 120_000);

test('a port in use is found before the database is opened', async () => {
  const dataDir = dataFolder();
  const first = start(dataFolder(), await freePort());
  await waitFor(health(first.port));
  const second = start(dataDir, first.port);
  expect((await second.exited).code).toBe(1);
  expect(second.output()).toContain(`Failed to start: Port ${first.port} is in use by another process`);
  expect(existsSync(dataDir)).toBe(false); // never opened, never locked
  first.child.kill('SIGTERM');
  await first.exited;
}, 120_000);

test('npm start passes SIGTERM on to the server, which drains and closes; it exits with the code and leaves nothing behind', async () => {
  const dataDir = dataFolder();
  const npmStart = start(dataDir, await freePort(), 'npm start');
  await waitFor(health(npmStart.port), 110_000);
  npmStart.child.kill('SIGTERM'); // to npm alone, as a container runtime or a plain `kill` sends it
  expect(await npmStart.exited).toEqual({ code: 0, signal: null });
  expect(await portAnswers(npmStart.port)).toBe(false); // no server left behind on the port
  expect(existsSync(path.join(dataDir, 'villa.lock'))).toBe(false);
}, 180_000);
