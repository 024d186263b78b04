// `npm run typecheck`: type-checks the workspace's TypeScript packages with TypeScript 7, the native
// compiler (docs/decisions/typecheck-native.md): about four times faster than 6.x on these two cores.
// 6.x stays the packages' `typescript` for what calls the compiler's API (typescript-eslint, the
// module-federation type plugin). At the root it checks every package of pnpm-workspace.yaml that has
// a tsconfig.json; run from a package (its `npm run typecheck`), that package alone.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, log, nativeTsc, run } from './lib.mjs';

/** The workspace's packages, as pnpm-workspace.yaml lists them. */
function workspacePackages() {
  const lines = readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8').split('\n');
  const start = lines.indexOf('packages:');
  const packages = [];
  for (const line of lines.slice(start + 1)) {
    const item = /^\s+-\s+(\S+)\s*$/.exec(line);
    if (!item) break;
    packages.push(item[1]);
  }
  return packages;
}

const here = path.resolve(process.cwd());
const dirs =
  here !== ROOT && existsSync(path.join(here, 'tsconfig.json'))
    ? [path.relative(ROOT, here)]
    : workspacePackages().filter((dir) => existsSync(path.join(ROOT, dir, 'tsconfig.json')));

const failed = [];
for (const dir of dirs) {
  const started = Date.now();
  const code = await run(process.execPath, [nativeTsc(), '--noEmit', '-p', '.'], {
    cwd: path.join(ROOT, dir),
  });
  log(`${code === 0 ? '✓' : '✗'} ${dir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (code !== 0) failed.push(dir);
}
if (failed.length > 0) {
  log(`✗ type errors in ${failed.join(', ')}`);
  process.exit(1);
}
