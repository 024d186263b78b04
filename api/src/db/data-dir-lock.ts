// One owner per PGlite data folder. PGlite takes no lock of its own, and two processes writing one
// folder corrupt it: the server and the seed command take this lock before opening the folder, and a
// second one is refused with the name of the process that holds it. A lock left by a process that
// is gone (a crash, kill -9) is taken over. Once the server listens, the lock names its address, so
// that the team's commands find it whatever its port.
import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'villa.lock';

/** Where the server that holds the folder listens (its HOST and port); a seed command has none. */
export interface ListeningAddress {
  host: string;
  port: number;
}

export interface LockOwner {
  pid: number;
  /** The machine's name. */
  host: string;
  command: string;
  since: string;
  listening?: ListeningAddress;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The database folder ${dataDir} is in use by process ${owner.pid} (${owner.command}, since ${owner.since}). ` +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? (owner as LockOwner) : null;
  } catch {
    return null; // gone since, or half-written by a process that died writing it
  }
}

const startedAt = Date.now() - process.uptime() * 1000;

/** Whether `owner` still runs: on this machine a signal 0 tells; another host's lock is kept. */
function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  // Our own pid: this process took it (a second open of the folder), unless the lock is older than
  // this process, left by an earlier one that had the same pid (a container's server is often pid 1).
  if (owner.pid === process.pid) return Date.parse(owner.since) >= startedAt - 1000;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock of `dataDir` (which must exist) for this process; returns the function that
 * releases it. Throws DataDirInUseError when a live process holds it.
 */
export function lockDataDir(dataDir: string, command = process.argv.slice(1).join(' ')): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), command, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx'); // created only if absent: two starting processes can't both win
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner && isAlive(owner)) throw new DataDirInUseError(dataDir, owner);
      unlinkSync(file); // left by a process that is gone: take it over
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(me));
    } finally {
      closeSync(fd);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (readOwner(file)?.pid === process.pid) unlinkSync(file);
    };
  }
  throw new Error(`Could not take the lock ${file}: another process keeps taking it`);
}

/**
 * Adds where the server listens to the lock this process holds on `dataDir` (nothing when it holds
 * none). The lock is replaced by a rename, so a reader sees the old lock or the new, never half of one,
 * and the folder is never without it.
 */
export function recordListeningAddress(dataDir: string, listening: ListeningAddress): void {
  const file = path.join(dataDir, LOCK_FILE);
  const owner = readOwner(file);
  if (owner?.pid !== process.pid) return;
  const next = `${file}.${process.pid}.tmp`;
  writeFileSync(next, JSON.stringify({ ...owner, listening }));
  renameSync(next, file);
}
