// `npm run dev`: the API (watching its sources) and every app's webpack dev server together; the
// shell's dev server points /remotes.json at the remotes' dev servers and proxies /api.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { EMBED_REMOTE } from '../remotes.mjs';
import { APPS, ROOT, PNPM, ensureInstalled, log } from './lib.mjs';

/** The partner embed's demo page (embed-demo/ of the embed's remote), a plain page on an origin of its own. */
const EMBED_DEMO_PORT = 3010;
const EMBED_DEMO_PAGE = path.join(EMBED_REMOTE.dir, 'embed-demo', 'index.html');

await ensureInstalled();
const COLORS = [32, 33, 34, 35, 36, 91];
const processes = [
  // The server's NODE_ENV defaults to production (a host that runs `node dist/server.js`): say development.
  { label: 'api', args: ['--filter', './api', 'run', 'dev'], env: { PORT: '4000', NODE_ENV: 'development' } },
  ...APPS.map((app) => ({ label: app.name, args: ['--filter', `./${app.dir}`, 'run', 'dev'], env: {} })),
];

const children = processes.map(({ label, args, env }, index) => {
  // Each in its own process group, so stopping dev stops the dev servers npx started too.
  const child = spawn('npx', [...PNPM, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
  });
  const prefix = `\x1b[${COLORS[index % COLORS.length]}m[${label}]\x1b[0m `;
  const forward = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) target.write(prefix + line + '\n');
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code) => log(`${label} exited with ${code}`));
  return child;
});

const embedDemo = createServer((request, response) => {
  readFile(path.join(ROOT, EMBED_DEMO_PAGE)).then(
    (html) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
    () => response.writeHead(500).end(`${EMBED_DEMO_PAGE} is missing`),
  );
});
embedDemo.listen(EMBED_DEMO_PORT, 'localhost');

log('Shell: http://localhost:3000  API: http://localhost:4000/api/v1  (remotes on 3001-3004)');
log(
  `Partner embed demo: http://localhost:${EMBED_DEMO_PORT}/ (its script comes from npm start: README 'Embed the enquiry form')`,
);
const stop = () => {
  embedDemo.close();
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
