#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster:
//
//   node api/scripts/pg-cluster.mjs [--required] -- <command...>
//
// Finds Debian's PostgreSQL server binaries (installing the postgresql package when running as root
// and they are missing), creates a cluster in a temporary folder, starts it on a free port of
// 127.0.0.1 and creates a database. Then it copies the cluster with pg_basebackup -R into a second
// folder and starts that as a streaming replica (hot standby, read-only) on another free port: the
// read replica of DATABASE_READ_URL (issue 28). It runs the command with TEST_DATABASE_URL pointing at
// the primary and TEST_DATABASE_READ_URL at the same database on the replica, then stops both servers
// and deletes the folder, whatever the command's outcome. Exits with the command's code.
// initdb's defaults already allow the copy: wal_level=replica, max_wal_senders=10, and (with
// --auth=trust) a `host replication all 127.0.0.1/32 trust` line in pg_hba.conf.
// Without the binaries it prints why and exits 0 without running the command, unless --required or
// CI=true: under CI a PostgreSQL run that cannot happen is a failure, never a quiet skip.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SKIP_MESSAGE =
  "Skipping the PostgreSQL run: PostgreSQL server binaries not found (install Debian's postgresql package)";
const FAILURE_MESSAGE =
  "✗ PostgreSQL server binaries not found and could not be installed: install Debian's postgresql package";
const DATABASE = 'villa_test';

function parseArguments(argv) {
  const separator = argv.indexOf('--');
  const options = separator === -1 ? argv : argv.slice(0, separator);
  const command = separator === -1 ? [] : argv.slice(separator + 1);
  return { required: options.includes('--required') || process.env.CI === 'true', command };
}

function log(message) {
  console.error(`[pg-cluster] ${message}`);
}

/** The bin folder of the newest installed PostgreSQL server, or null. */
function findServerBinaries() {
  // PG_CLUSTER_SEARCH_ROOT is only for exercising this script.
  const root = process.env.PG_CLUSTER_SEARCH_ROOT ?? '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((entry) => /^\d+(\.\d+)?$/.test(entry))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

function installPostgres() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const hasPackageLists =
    existsSync('/var/lib/apt/lists') &&
    readdirSync('/var/lib/apt/lists').some((file) => file.endsWith('_Packages'));
  const candidate = hasPackageLists
    ? (spawnSync('apt-cache', ['policy', 'postgresql'], { encoding: 'utf8' }).stdout ?? '')
    : '';
  if (!/Candidate: (?!\(none\))/.test(candidate)) {
    log('Updating the package lists');
    run('apt-get', ['update'], { env });
  }
  log('Installing PostgreSQL (apt-get install -y postgresql)');
  run('apt-get', ['install', '-y', 'postgresql'], { env });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function postgresUser() {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error("running as root needs the 'postgres' user (created by Debian's postgresql package)");
  return { uid: Number(result.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

async function main() {
  const { required, command } = parseArguments(process.argv.slice(2));
  if (command.length === 0) {
    console.error('Usage: node api/scripts/pg-cluster.mjs [--required] -- <command...>');
    return 2;
  }

  let bin = findServerBinaries();
  if (!bin && isRoot() && process.env.PG_CLUSTER_SEARCH_ROOT === undefined) {
    try {
      installPostgres();
    } catch (error) {
      log(`Could not install PostgreSQL: ${error.message}`);
    }
    bin = findServerBinaries();
  }
  if (!bin) {
    if (required) {
      log(`${FAILURE_MESSAGE}${process.env.CI === 'true' ? ' (CI=true: this run is required)' : ''}`);
      return 1;
    }
    console.log(SKIP_MESSAGE);
    return 0;
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'villa-pg-'));
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const replicaData = path.join(dir, 'replica');
  const replicaLogFile = path.join(dir, 'replica.log');
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
  const asServer = (tool, args) => {
    const executable = path.join(bin, tool);
    return isRoot() ? ['runuser', ['-u', 'postgres', '--', executable, ...args]] : [executable, args];
  };
  /** The data folders of the servers running, the replica first: it is stopped before its primary. */
  const running = [];
  let child = null;

  const serverOptions = (port) =>
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const startServer = (folder, port, serverLog) => {
    const [pgCtl, startArgs] = asServer('pg_ctl', [
      '-D',
      folder,
      '-l',
      serverLog,
      '-o',
      serverOptions(port),
      '-w',
      'start',
    ]);
    run(pgCtl, startArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
    running.unshift(folder);
  };
  const cleanUp = () => {
    for (const folder of running.splice(0)) {
      const [stop, stopArgs] = asServer('pg_ctl', ['-D', folder, '-m', 'fast', '-w', 'stop']);
      spawnSync(stop, stopArgs, { stdio: 'ignore' });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      child?.kill(signal);
      cleanUp();
      process.exit(130);
    });
  }

  try {
    if (isRoot()) {
      const { uid, gid } = postgresUser();
      chownSync(dir, uid, gid);
    }
    const port = await freePort();
    log(`Creating a cluster in ${dir} (${bin})`);
    const [initdb, initArgs] = asServer('initdb', [
      '-D',
      data,
      '--auth=trust',
      '--username=postgres',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    run(initdb, initArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
    startServer(data, port, logFile);
    const [createdb, createArgs] = asServer('createdb', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      DATABASE,
    ]);
    run(createdb, createArgs);
    const url = `postgres://postgres@127.0.0.1:${port}/${DATABASE}`;
    log(`PostgreSQL is running at ${url}`);

    // -c fast: a checkpoint at once rather than spread over minutes; -R writes standby.signal and
    // primary_conninfo, so the copy starts as a replica streaming from the primary.
    const replicaPort = await freePort();
    const [basebackup, backupArgs] = asServer('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-D',
      replicaData,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    run(basebackup, backupArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
    startServer(replicaData, replicaPort, replicaLogFile);
    const readUrl = `postgres://postgres@127.0.0.1:${replicaPort}/${DATABASE}`;
    log(`Its streaming replica is running at ${readUrl}`);

    const [file, ...args] = command;
    child = spawn(file, args, {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: url, TEST_DATABASE_READ_URL: readUrl },
    });
    const code = await new Promise((resolve) => {
      child.on('error', (error) => {
        log(`Could not run ${file}: ${error.message}`);
        resolve(127);
      });
      child.on('close', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
    });
    return code;
  } catch (error) {
    log(error.message);
    for (const file of [logFile, replicaLogFile]) {
      if (existsSync(file))
        log(`Server log (${path.basename(file)}):\n${readFileSync(file, 'utf8').slice(-2000)}`);
    }
    return 1;
  } finally {
    cleanUp();
  }
}

process.exitCode = await main();
