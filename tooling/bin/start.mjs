// `npm start`: install what is missing, build when the sources changed since the last build, then
// serve the shell, the four remotes and the API on one port (8080 unless PORT says otherwise).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, WEB_ROOT, APPS, ensureInstalled, log, run } from './lib.mjs';
import { build } from './build.mjs';

const SOURCE_DIRS = [...APPS.map((app) => app.dir), 'shared', 'api', 'tooling'].flatMap((dir) => [
  path.join(ROOT, dir, 'src'),
  path.join(ROOT, dir, 'public'),
  path.join(ROOT, dir, 'webpack'),
  path.join(ROOT, dir, 'migrations'),
]);

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(file) : statSync(file).mtimeMs);
  }
  return newest;
}

function buildIsCurrent() {
  const stamp = path.join(WEB_ROOT, '.build-stamp');
  if (!existsSync(stamp) || !existsSync(path.join(ROOT, 'api', 'dist', 'server.js'))) return false;
  const built = statSync(stamp).mtimeMs;
  return SOURCE_DIRS.every((dir) => newestMtime(dir) <= built);
}

await ensureInstalled();
if (process.argv.includes('--rebuild') || !buildIsCurrent()) {
  await build();
} else {
  log('The build is up to date (npm start -- --rebuild forces a new one).');
}
const code = await run('node', ['dist/server.js'], {
  cwd: path.join(ROOT, 'api'),
  env: { WEB_ROOT, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
process.exit(code);
