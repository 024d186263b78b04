// Helpers for the root scripts. Plain Node with no dependencies: `npm start` and `npm test` run these
// on a fresh clone before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTES } from '../remotes.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const PNPM = ['-y', 'pnpm@10.34.8'];
/** The shell and the remotes of the registry (tooling/remotes.mjs); `web` is each one's folder in WEB_ROOT. */
export const APPS = [
  { name: 'shell', dir: 'shell', web: 'shell' },
  ...REMOTES.map(({ name, dir }) => ({ name, dir, web: name })),
];
/** Where the production build of all apps is assembled and served from. */
export const WEB_ROOT = path.join(ROOT, '.web');

/**
 * TypeScript 7's tsc, the native compiler, which every type check runs (docs/decisions/typecheck-native.md).
 * A function: it is installed with the workspace, after these helpers first run.
 */
export function nativeTsc() {
  const packageJson = createRequire(import.meta.url).resolve('typescript-native/package.json');
  return path.join(path.dirname(packageJson), 'bin', 'tsc');
}

export function log(message) {
  process.stdout.write(`\x1b[36m[villa]\x1b[0m ${message}\n`);
}

export function fail(message) {
  process.stderr.write(`\x1b[31m[villa] ${message}\x1b[0m\n`);
  process.exit(1);
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve(1);
    });
  });
}

export async function runOrFail(label, command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) fail(`${label} failed (exit ${code})`);
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    fail(
      `Node.js ${process.versions.node} is too old: install Node.js 26 (the active LTS), or at least 20.19.`,
    );
  }
}

/** Installs the workspace when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  checkNode();
  const marker = path.join(ROOT, 'node_modules', '.modules.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing dependencies with pnpm (first run only)…');
  await runOrFail('Installing dependencies', 'npx', [...PNPM, 'install', '--frozen-lockfile'], {
    env: { CI: 'true' },
  });
}

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

let aptUpdated = false;
/** Installs Debian packages when running as root; returns false when that is not possible. */
export async function aptInstall(packages) {
  if (!isRoot() || !commandExists('apt-get')) return false;
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    log('apt-get update…');
    if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return false;
    aptUpdated = true;
  }
  log(`apt-get install ${packages.join(' ')}…`);
  return (await run('apt-get', ['install', '-y', '-qq', ...packages], { env })) === 0;
}

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}
