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

/** @type {{ name: string, dir: string, devPort: number, label: string }[]} */
export const REMOTES = JSON.parse(readFileSync(REGISTRY_FILE, 'utf8'));
