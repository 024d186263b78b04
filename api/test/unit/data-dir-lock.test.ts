import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirInUseError,
  LOCK_FILE,
  lockDataDir,
  recordListeningAddress,
} from '../../src/db/data-dir-lock.ts';
import { openPglite } from '../../src/db/pglite.ts';

const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'villa-lock-'));
const writeLock = (dir: string, owner: { pid: number; since?: string; host?: string }) =>
  writeFileSync(
    path.join(dir, LOCK_FILE),
    JSON.stringify({
      host: hostname(),
      command: 'node dist/server.js',
      since: new Date().toISOString(),
      ...owner,
    }),
  );

/** The pid of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

const releases: (() => void)[] = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

describe('the data folder lock', () => {
  it('refuses a second owner, naming the process that holds the folder, until the first lets go', () => {
    const dir = newDataDir();
    const release = lockDataDir(dir, 'node dist/server.js');
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockDataDir(dir, 'seed')).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir, 'seed')).toThrow(
      new RegExp(
        `^The database folder .+ is in use by process ${process.pid} \\(node dist/server\\.js, since `,
      ),
    );
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    releases.push(lockDataDir(dir, 'seed'));
  });

  it('refuses while another live process holds it', async () => {
    const dir = newDataDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)']);
    try {
      writeLock(dir, { pid: other.pid! });
      expect(() => lockDataDir(dir)).toThrow(`is in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone, or by an earlier process with this pid', () => {
    const dir = newDataDir();
    writeLock(dir, { pid: deadPid() });
    releases.push(lockDataDir(dir));
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    releases.splice(0).forEach((release) => release());

    writeLock(dir, { pid: process.pid, since: '2020-01-01T00:00:00.000Z' });
    releases.push(lockDataDir(dir));
  });

  it("names the server's address once it listens, for the team's commands; another's lock is left alone", () => {
    const dir = newDataDir();
    const release = lockDataDir(dir, 'node dist/server.js');
    const taken = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as Record<string, unknown>;
    expect(taken).not.toHaveProperty('listening');
    recordListeningAddress(dir, { host: '0.0.0.0', port: 18189 });
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toEqual({
      ...taken,
      listening: { host: '0.0.0.0', port: 18189 },
    });
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    let refusal: unknown;
    try {
      lockDataDir(dir, 'seed');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect(refusal).toMatchObject({ dataDir: dir, owner: { listening: { host: '0.0.0.0', port: 18189 } } });
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);

    const other = newDataDir();
    writeLock(other, { pid: process.pid + 1 });
    const before = readFileSync(path.join(other, LOCK_FILE), 'utf8');
    recordListeningAddress(other, { host: '127.0.0.1', port: 8080 });
    expect(readFileSync(path.join(other, LOCK_FILE), 'utf8')).toBe(before);
  });

  it('keeps a second PGlite off a folder that is open, and frees it when the database closes', async () => {
    const dir = newDataDir();
    const db = await openPglite(dir);
    try {
      await expect(openPglite(dir)).rejects.toThrow(`is in use by process ${process.pid}`);
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });
});
