// `npm start`: install what is missing, build when the sources changed since the last build, then
// serve the shell, the four remotes and the API on one port (8080 unless PORT says otherwise).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, WEB_ROOT, APPS, ensureInstalled, log } from './lib.mjs';
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
// The server runs in a process group of its own, and this one passes SIGINT and SIGTERM on to it
// (`npm start` execs this script, so npm's forwarded signal lands here, not on a shell):
// a container runtime or a plain `kill` signals only this process, and a terminal's Ctrl-C would
// otherwise reach the server twice (the second one cuts its drain short). This exits with the
// server's code, once the server has closed its database.
const server = spawn('node', ['dist/server.js'], {
  cwd: path.join(ROOT, 'api'),
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, WEB_ROOT, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
// A terminal's Ctrl-C reaches npm and this process together, and npm passes it on once more: the
// server gets one stop. A second stop a second or more later is meant (a second Ctrl-C) and cuts
// the server's drain short, as it does for the server itself.
let stoppedAt = 0;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stoppedAt !== 0 && Date.now() - stoppedAt < 1000) return;
    stoppedAt = Date.now();
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
