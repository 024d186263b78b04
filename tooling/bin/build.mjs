// Production build of every app: the API (tsc) and the shell and four remotes (webpack), assembled
// into .web/ (shell/ plus one folder per remote) with .gz and .br copies beside the assets. The new tree
// is assembled beside the served one, keeps the previous build's hashed chunks and replaces it with
// renames (web-root.mjs), so a running server can stay up through a rebuild.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
  readFileSync,
} from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { REMOTES } from '../remotes.mjs';
import { APPS, ROOT, WEB_ROOT, PNPM, ensureInstalled, log, runOrFail } from './lib.mjs';
import { carryOver, removeLeftovers, stagingRoots, swapIntoPlace } from './web-root.mjs';
import { releasedVersions } from '../release/versions.mjs';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
// Files people edit or that must always be fresh are compressed on the fly instead.
const NEVER_PRECOMPRESS = new Set(['remotes.json', 'mf-manifest.json', 'mf-stats.json']);

export function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
    } else if (
      COMPRESSIBLE.test(entry.name) &&
      !NEVER_PRECOMPRESS.has(entry.name) &&
      statSync(file).size > 1024
    ) {
      const content = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}

/** Builds the apps two at a time: webpack is mostly single-threaded and the machines have two cores. */
async function buildApps() {
  const queue = [...APPS];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      log(`Building ${app.dir}…`);
      await runOrFail(`Building ${app.dir}`, 'npx', [...PNPM, '--filter', `./${app.dir}`, 'run', 'build']);
    }
  };
  await Promise.all([worker(), worker()]);
}

export async function build() {
  const started = Date.now();
  await ensureInstalled();
  log('Building the API…');
  await runOrFail('Building the API', 'npx', [...PNPM, '--filter', './api', 'run', 'build']);
  await buildApps();
  removeLeftovers(WEB_ROOT);
  const { next } = stagingRoots(WEB_ROOT);
  try {
    // Every file of the new build comes from dist/, remotes.json included: a rebuild resets it to
    // what the shell's build writes from the registry of remotes (shell/webpack.config.mjs).
    for (const app of APPS) {
      const target = path.join(next, app.web);
      mkdirSync(target, { recursive: true });
      cpSync(path.join(ROOT, app.dir, 'dist'), target, { recursive: true });
    }
    precompress(next);
    // A full build is a new baseline (docs/releases.md): every remote goes back to the build's own
    // files. The released versions are not copied over, only their chunks, for pages still open.
    const dropped = existsSync(WEB_ROOT) ? releasedVersions(WEB_ROOT, REMOTES) : [];
    if (dropped.length > 0) {
      log(
        `A full build resets every remote to its own files: dropping the released versions ${dropped
          .map(({ remote, version, live }) => `${remote} ${version}${live ? ' (live)' : ''}`)
          .join(', ')}.`,
      );
    }
    const carried = carryOver(WEB_ROOT, next);
    if (carried.length > 0) log(`Kept ${carried.length} files of the previous build for pages still open.`);
    writeFileSync(path.join(next, '.build-stamp'), new Date().toISOString());
    swapIntoPlace(next, WEB_ROOT);
  } finally {
    rmSync(next, { recursive: true, force: true });
  }
  log(
    `Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(ROOT, WEB_ROOT)}/`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await build();
}
