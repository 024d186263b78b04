// Which version of each remote every instance serves (migration 0028): the newest switch of that
// remote in remote_pointer_switches, written with its NOTIFY in one transaction, so an instance
// hears of exactly the switches that happened (plugins/app/release-follower.ts). The rows are the
// history `npm run releases` prints and a rollback walks back through.
import type { Db, Queryable } from '../db/db.ts';

/** The channel a switch is announced on (EventChannels in plugins/app/events.ts). */
export const RELEASE_CHANNEL = 'release_pointer';

export interface RemoteRelease {
  remote: string;
  version: string;
  contentHash: string;
  /** Each file's path in the version and its SHA-256 (hex). */
  files: Record<string, string>;
  releasedBy: string;
  releasedAt: Date;
}

export interface PointerSwitch {
  id: number;
  remote: string;
  /** Null: back to the instance's own full build (its remotes.json). */
  version: string | null;
  action: 'release' | 'rollback';
  switchedBy: string;
  switchedAt: Date;
}

interface ReleaseRow {
  remote: string;
  version: string;
  content_hash: string;
  files: Record<string, string> | string;
  released_by: string;
  released_at: Date | string;
}

const releaseOf = (row: ReleaseRow): RemoteRelease => ({
  remote: row.remote,
  version: row.version,
  contentHash: row.content_hash,
  files: typeof row.files === 'string' ? (JSON.parse(row.files) as Record<string, string>) : row.files,
  releasedBy: row.released_by,
  releasedAt: new Date(row.released_at),
});

interface SwitchRow {
  id: number | string;
  remote: string;
  version: string | null;
  action: 'release' | 'rollback';
  switched_by: string;
  switched_at: Date | string;
}

const switchOf = (row: SwitchRow): PointerSwitch => ({
  id: Number(row.id),
  remote: row.remote,
  version: row.version,
  action: row.action,
  switchedBy: row.switched_by,
  switchedAt: new Date(row.switched_at),
});

/** The release of `remote` whose files hash to `contentHash`, if it was uploaded before. */
export async function releaseWithHash(
  db: Queryable,
  remote: string,
  contentHash: string,
): Promise<RemoteRelease | null> {
  const [row] = await db.query<ReleaseRow>(
    'SELECT * FROM remote_releases WHERE remote = $1 AND content_hash = $2',
    [remote, contentHash],
  );
  return row ? releaseOf(row) : null;
}

export async function releaseNamed(
  db: Queryable,
  remote: string,
  version: string,
): Promise<RemoteRelease | null> {
  const [row] = await db.query<ReleaseRow>(
    'SELECT * FROM remote_releases WHERE remote = $1 AND version = $2',
    [remote, version],
  );
  return row ? releaseOf(row) : null;
}

/** Records an uploaded version (every file already in the bucket). */
export async function recordRelease(
  db: Queryable,
  release: Omit<RemoteRelease, 'releasedAt'>,
): Promise<void> {
  await db.query(
    `INSERT INTO remote_releases (remote, version, content_hash, files, released_by)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [release.remote, release.version, release.contentHash, JSON.stringify(release.files), release.releasedBy],
  );
}

/** Every switch of `remote`, oldest first. */
export async function switchesOf(db: Queryable, remote: string): Promise<PointerSwitch[]> {
  const rows = await db.query<SwitchRow>(
    'SELECT * FROM remote_pointer_switches WHERE remote = $1 ORDER BY id',
    [remote],
  );
  return rows.map(switchOf);
}

/**
 * The versions released and not rolled back, oldest first, as the switches leave them: a release
 * puts its version on top, a rollback takes the top one off. The top is the live one; null stands
 * for the instance's own build.
 */
export function releaseStack(switches: readonly PointerSwitch[]): (string | null)[] {
  const stack: (string | null)[] = [];
  for (const change of switches) {
    if (change.action === 'release') stack.push(change.version);
    else stack.pop();
  }
  return stack;
}

/** Each remote's live version (remotes whose pointer is back on their own build are left out). */
export async function livePointers(db: Queryable): Promise<Record<string, string>> {
  const rows = await db.query<{ remote: string; version: string | null }>(
    `SELECT DISTINCT ON (remote) remote, version FROM remote_pointer_switches ORDER BY remote, id DESC`,
  );
  const live: Record<string, string> = {};
  for (const row of rows) if (row.version !== null) live[row.remote] = row.version;
  return live;
}

/**
 * Each remote's live version and the one a rollback would go to (oldest first): an instance keeps
 * both, so a rollback is served at once and a page opened on the version before keeps its files.
 */
export async function recentVersions(db: Queryable): Promise<Record<string, string[]>> {
  const rows = (await db.query<SwitchRow>('SELECT * FROM remote_pointer_switches ORDER BY id')).map(switchOf);
  const recent: Record<string, string[]> = {};
  for (const remote of new Set(rows.map((row) => row.remote))) {
    const stack = releaseStack(rows.filter((row) => row.remote === remote));
    const versions = stack.slice(-2).filter((version): version is string => version !== null);
    if (versions.length > 0) recent[remote] = versions;
  }
  return recent;
}

/** The newest switch's id (0 for none): what an instance compares to know it is up to date. */
export async function lastSwitchId(db: Queryable): Promise<number> {
  const [row] = await db.query<{ id: string | number | null }>(
    'SELECT max(id) AS id FROM remote_pointer_switches',
  );
  return Number(row?.id ?? 0);
}

/**
 * Switches `remote` to `version` (null: its own build) and tells every instance, in one transaction:
 * the pointer and the notice commit together or not at all. A lock per remote orders two switches.
 */
export async function switchPointer(
  db: Db,
  change: { remote: string; version: string | null; action: 'release' | 'rollback'; by: string },
): Promise<PointerSwitch> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`release:${change.remote}`]);
    const [row] = await tx.query<SwitchRow>(
      `INSERT INTO remote_pointer_switches (remote, version, action, switched_by)
       VALUES ($1, $2, $3, $4) RETURNING *`,
      [change.remote, change.version, change.action, change.by],
    );
    await tx.query('SELECT pg_notify($1, $2)', [RELEASE_CHANNEL, JSON.stringify({ remote: change.remote })]);
    return switchOf(row!);
  });
}

/**
 * Switches `remote` back to the version live before the live one (or its own build after its first
 * release). Throws when nothing was released.
 */
export async function rollbackPointer(
  db: Db,
  remote: string,
  by: string,
): Promise<{ from: string | null; to: string | null }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`release:${remote}`]);
    const stack = releaseStack(
      (
        await tx.query<SwitchRow>('SELECT * FROM remote_pointer_switches WHERE remote = $1 ORDER BY id', [
          remote,
        ])
      ).map(switchOf),
    );
    if (stack.length === 0) {
      throw new Error(`${remote} has nothing to roll back to: no release of it to the bucket is live`);
    }
    const from = stack.at(-1) ?? null;
    const to = stack.length > 1 ? (stack.at(-2) ?? null) : null;
    await tx.query(
      `INSERT INTO remote_pointer_switches (remote, version, action, switched_by) VALUES ($1, $2, 'rollback', $3)`,
      [remote, to, by],
    );
    await tx.query('SELECT pg_notify($1, $2)', [RELEASE_CHANNEL, JSON.stringify({ remote })]);
    return { from, to };
  });
}

/** Every release and switch, for `npm run releases -- --in s3`. */
export async function releaseHistory(
  db: Queryable,
): Promise<{ releases: RemoteRelease[]; switches: PointerSwitch[] }> {
  const releases = (
    await db.query<ReleaseRow>('SELECT * FROM remote_releases ORDER BY remote, released_at')
  ).map(releaseOf);
  const switches = (await db.query<SwitchRow>('SELECT * FROM remote_pointer_switches ORDER BY id')).map(
    switchOf,
  );
  return { releases, switches };
}
