// The bucket side of `npm run release -- <remote> --to s3`, `npm run rollback -- <remote> --in s3` and
// `npm run releases -- --in s3` (tooling/bin/release.mjs typechecks and builds first, then runs this;
// docs/releases.md). A release uploads the build under releases/<remote>/<version>/ (content-hashed:
// the same build again uploads nothing), reads its manifest back from the bucket and checks it against
// the live shell and the contract, records the version with each file's hash, and switches the pointer
// every instance follows. It needs the PostgreSQL every instance shares (DATABASE_URL) and the bucket (S3_*).
//   node --import tsx src/releases/release-cli.ts publish <remote> --dist <dir> [--web-root <dir>]
//   node --import tsx src/releases/release-cli.ts rollback <remote>
//   node --import tsx src/releases/release-cli.ts list
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  checkManifest,
  contractFile,
  contractModuleIds,
  ReleaseRefused,
  sharedProblems,
  type FederationManifest,
} from '../../../tooling/release/checks.mjs';
import { versionName } from '../../../tooling/release/versions.mjs';
import { loadConfig, REPO_ROOT, type Config } from '../config.ts';
import { openDb, type Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { SHELL } from '../plugins/app/release-follower.ts';
import { remoteRegistry } from '../plugins/app/web-apps/remote-registry.ts';
import { createReleaseBucket, type ReleaseBucket } from './release-bucket.ts';
import {
  livePointers,
  recordRelease,
  releaseHistory,
  releaseStack,
  releaseWithHash,
  rollbackPointer,
  switchPointer,
  type RemoteRelease,
} from './release-pointers.ts';
import { sha256 } from './release-sync.ts';

class UsageError extends Error {}

const USAGE =
  'Usage: release-cli.ts publish <remote> --dist <dir> [--web-root <dir>] | rollback <remote> | list';

/** Every file under `dir`, as '/'-separated paths relative to it, sorted. */
function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(dir, relative) : [relative];
    })
    .sort();
}

/** Who releases, as `npm run releases` shows it: RELEASED_BY, else the user and machine. */
const releaser = () => process.env.RELEASED_BY?.trim() || `${os.userInfo().username}@${os.hostname()}`;

function needs(config: Config): { bucket: ReleaseBucket } {
  if (config.databaseUrl === null) {
    throw new UsageError(
      'A release to the bucket switches the pointer every instance reads in PostgreSQL: set DATABASE_URL to that database.',
    );
  }
  if (config.releaseBucket === null) {
    throw new UsageError(
      'A release to the bucket needs the bucket: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.',
    );
  }
  return { bucket: createReleaseBucket(config.releaseBucket) };
}

function remoteNamed(name: string | undefined): string {
  const names = [SHELL, ...remoteRegistry().names];
  if (name === undefined || !names.includes(name))
    throw new UsageError(
      `${name ? `"${name}" is not a remote` : 'Name a remote'} (${names.join(', ')}). ${USAGE}`,
    );
  return name;
}

export async function publish(
  db: Db,
  bucket: ReleaseBucket,
  options: { remote: string; distDir: string; webRoot: string; by: string; now?: Date },
  log: (line: string) => void,
): Promise<RemoteRelease> {
  const { remote, distDir, webRoot, by } = options;
  if (!existsSync(path.join(distDir, 'mf-manifest.json')))
    throw new UsageError(`${distDir} holds no build (no mf-manifest.json): build the remote first.`);
  const hostFile = path.join(webRoot, 'shell', 'mf-manifest.json');
  if (!existsSync(hostFile))
    throw new UsageError(`${webRoot} has no shell build to check against (${hostFile}).`);

  const files: Record<string, string> = {};
  const whole = createHash('sha256');
  for (const file of listFiles(distDir)) {
    const bytes = readFileSync(path.join(distDir, file));
    files[file] = sha256(bytes);
    whole.update(`${file}\0`);
    whole.update(bytes);
  }
  const contentHash = whole.digest('hex');
  const earlier = await releaseWithHash(db, remote, contentHash);
  const version = earlier?.version ?? versionName(options.now ?? new Date(), contentHash);

  // Immutable and idempotent: a file already under this version is the same bytes (its name is their hash).
  let uploaded = 0;
  for (const [file] of Object.entries(files)) {
    if (await bucket.has(remote, version, file)) continue;
    await bucket.put(remote, version, file, readFileSync(path.join(distDir, ...file.split('/'))));
    uploaded += 1;
  }
  log(
    `Uploaded ${uploaded} of ${Object.keys(files).length} files to ${bucket.describe(remote, version, '')}` +
      (uploaded < Object.keys(files).length ? ' (the others were there already)' : ''),
  );

  // The check runs on what instances will fetch: the manifest as the bucket holds it.
  const stored = await bucket.get(remote, version, 'mf-manifest.json');
  if (stored === null || sha256(stored) !== files['mf-manifest.json'])
    throw new Error(
      `${bucket.describe(remote, version, 'mf-manifest.json')} is not the manifest just uploaded`,
    );
  const manifest = JSON.parse(stored.toString('utf8')) as FederationManifest;
  const hasFile = (file: string) => Object.hasOwn(files, file);
  const { checked } =
    remote === SHELL
      ? await checkShell(db, bucket, webRoot, manifest, hasFile)
      : checkManifest({
          remote,
          manifest,
          hostManifest: await liveManifest(db, bucket, webRoot, SHELL),
          contractIds: contractModuleIds(contractFile(REPO_ROOT)),
          hasFile,
        });
  log('Checks passed on the uploaded manifest:');
  for (const line of checked) log(`  ${line}`);

  const release = earlier ?? { remote, version, contentHash, files, releasedBy: by, releasedAt: new Date() };
  if (!earlier) await recordRelease(db, release);
  // The same build again while it is live: nothing to switch (a rollback still goes where it went).
  if ((await livePointers(db))[remote] === version) log(`${remote} ${version} is live already.`);
  else await switchPointer(db, { remote, version, action: 'release', by });
  return release;
}

/** The manifest of the version of `remote` the instances serve: the pointer's, else the web root's build. */
async function liveManifest(
  db: Db,
  bucket: ReleaseBucket,
  webRoot: string,
  remote: string,
): Promise<FederationManifest> {
  const version = (await livePointers(db))[remote];
  if (version !== undefined) {
    const bytes = await bucket.get(remote, version, 'mf-manifest.json');
    if (bytes === null) throw new Error(`${bucket.describe(remote, version, 'mf-manifest.json')} is missing`);
    return JSON.parse(bytes.toString('utf8')) as FederationManifest;
  }
  return JSON.parse(
    readFileSync(path.join(webRoot, remote, 'mf-manifest.json'), 'utf8'),
  ) as FederationManifest;
}

/**
 * A shell's checks: it has its page, its script and its server build, and every remote live now fits
 * the shared modules it provides (the check each remote's release makes against the shell, the other way).
 */
async function checkShell(
  db: Db,
  bucket: ReleaseBucket,
  webRoot: string,
  manifest: FederationManifest,
  hasFile: (file: string) => boolean,
): Promise<{ checked: string[] }> {
  const missing = ['index.html', 'main.js', 'ssr/server.cjs'].filter((file) => !hasFile(file));
  if (manifest.name !== SHELL || missing.length > 0)
    throw new ReleaseRefused(
      SHELL,
      'the build is not a whole shell',
      missing.map((file) => `no ${file}`),
    );
  const problems: string[] = [];
  const remotes = remoteRegistry().names.filter((remote) =>
    existsSync(path.join(webRoot, remote, 'mf-manifest.json')),
  );
  for (const remote of remotes) {
    problems.push(...sharedProblems(manifest, await liveManifest(db, bucket, webRoot, remote)));
  }
  if (problems.length > 0)
    throw new ReleaseRefused(SHELL, "the live remotes' shared dependencies do not fit it", problems);
  const singletons = (manifest.shared ?? []).filter((entry) => entry.singleton).map((entry) => entry.name);
  return {
    checked: [
      'index.html, main.js and the server build (ssr/server.cjs) are there',
      `the live remotes (${remotes.join(', ')}) fit the singletons it shares: ${singletons.join(', ') || 'none'}`,
    ],
  };
}

async function list(db: Db, log: (line: string) => void): Promise<void> {
  const { releases, switches } = await releaseHistory(db);
  if (releases.length === 0) {
    log('No release to the bucket yet: every instance serves its own build (remotes.json).');
    return;
  }
  const remotes = [...new Set([...releases.map((r) => r.remote), ...switches.map((s) => s.remote)])].sort();
  for (const remote of remotes) {
    const own = switches.filter((change) => change.remote === remote);
    const stack = releaseStack(own);
    const live = stack.length > 0 ? stack.at(-1) : null;
    log(`${remote}  (live: ${live ?? 'its own build, remotes.json'})`);
    for (const release of releases.filter((r) => r.remote === remote)) {
      const marks = [
        release.version === live ? 'live' : '',
        stack.length > 1 && release.version === stack.at(-2) ? 'a rollback goes here' : '',
      ]
        .filter(Boolean)
        .join(', ');
      log(
        `  ${release.version === live ? '*' : ' '} ${release.version}  released by ${release.releasedBy} at ${release.releasedAt.toISOString()}${marks ? `  ${marks}` : ''}`,
      );
    }
    log('  switches:');
    for (const change of own) {
      log(
        `    ${change.switchedAt.toISOString()}  ${change.action.padEnd(8)} -> ${change.version ?? 'its own build'}  by ${change.switchedBy}`,
      );
    }
  }
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { dist: { type: 'string' }, 'web-root': { type: 'string' } },
  });
  const [command, name, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}. ${USAGE}`);
  const config = loadConfig();
  const { bucket } = needs(config);
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const log = (line: string) => process.stdout.write(`${line}\n`);
  try {
    await migrate(db, config.migrationsDir);
    if (command === 'publish') {
      const remote = remoteNamed(name);
      if (values.dist === undefined)
        throw new UsageError(`publish needs --dist <the build's folder>. ${USAGE}`);
      const webRoot = path.resolve(values['web-root'] ?? config.webRoot ?? path.join(REPO_ROOT, '.web'));
      const release = await publish(
        db,
        bucket,
        { remote, distDir: path.resolve(values.dist), webRoot, by: releaser() },
        log,
      );
      log(`Released ${remote} ${release.version} to the bucket; every instance serves it within seconds.`);
      log(`  Back: npm run rollback -- ${remote} --in s3`);
    } else if (command === 'rollback') {
      const remote = remoteNamed(name);
      const { from, to } = await rollbackPointer(db, remote, releaser());
      log(`Rolled back ${remote}: ${from ?? 'its own build'} -> ${to ?? 'its own build (remotes.json)'}`);
      log('  Every instance serves it within seconds; the files of both stay in the bucket.');
    } else if (command === 'list' && name === undefined) {
      await list(db, log);
    } else {
      throw new UsageError(USAGE);
    }
  } finally {
    await db.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${message}\n${error instanceof UsageError ? '' : 'The pointer is unchanged.\n'}`);
    process.exitCode = 1;
  });
}
