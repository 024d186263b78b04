// The registry of remotes, shared/src/contracts/remote-registry.json, for plain Node: the root scripts (run
// before install), the webpack configs and ESLint read it here; the browser apps import the same file.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const REGISTRY_FILE = path.resolve(
  import.meta.dirname,
  '..',
  'shared',
  'src',
  'contracts',
  'remote-registry.json',
);

/** @typedef {{ name: string, dir: string, devPort: number, label: string, embed?: true }} RegisteredRemote */

/** @type {RegisteredRemote[]} */
export const REMOTES = JSON.parse(readFileSync(REGISTRY_FILE, 'utf8'));

/** The remote whose folder is `dir` (a webpack config passes its own `import.meta.dirname`). */
export function remoteInFolder(dir) {
  const remote = REMOTES.find((candidate) => candidate.dir === path.basename(dir));
  if (!remote) throw new Error(`${REGISTRY_FILE} lists no remote in the folder ${path.basename(dir)}`);
  return remote;
}

/** The remote whose build carries the partner embed (its `embed/` folder, served at /embed/). */
export const EMBED_REMOTE = (() => {
  const marked = REMOTES.filter((remote) => remote.embed === true);
  if (marked.length !== 1) throw new Error(`${REGISTRY_FILE} must mark one remote with "embed": true`);
  return marked[0];
})();
