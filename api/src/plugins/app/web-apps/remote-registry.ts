// The registry of remotes (shared/src/contracts/remote-registry.json, docs/registry.md) as the server
// reads it: each remote's build is served at /mfe/<name>/, and the one marked "embed" carries the
// partner embed, served at /embed/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../../config.ts';

/** The registry of remotes the whole workspace reads; the same place from src/ and from dist/. */
export const REMOTE_REGISTRY_FILE = path.join(
  REPO_ROOT,
  'shared',
  'src',
  'contracts',
  'remote-registry.json',
);

export interface RemoteRegistry {
  /** The remotes' names, each served at /mfe/<name>/. */
  names: string[];
  /** The remote whose build has the partner embed's files (its embed/ folder). */
  embed: string;
}

/** The registry in `file`, checked: lower-case names that are path segments, and one embed remote. */
export function readRemoteRegistry(file = REMOTE_REGISTRY_FILE): RemoteRegistry {
  const registry: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const remotes = Array.isArray(registry) ? (registry as { name?: unknown; embed?: unknown }[]) : [];
  const names = remotes.map((remote) => remote?.name);
  if (
    names.length === 0 ||
    !names.every((name) => typeof name === 'string' && /^[a-z][a-z0-9-]*$/.test(name))
  ) {
    throw new Error(`${file} must be a list of remotes, each with a lower-case "name"`);
  }
  const embedding = remotes.filter((remote) => remote.embed === true);
  if (
    embedding.length !== 1 ||
    remotes.some((remote) => !['undefined', 'boolean'].includes(typeof remote.embed))
  ) {
    throw new Error(`${file} must mark one remote with "embed": true (the partner embed's)`);
  }
  return { names: names as string[], embed: embedding[0]!.name as string };
}

let started: RemoteRegistry | undefined;
/** The registry as this process first read it (at the web apps' start): read once, then kept. */
export function remoteRegistry(): RemoteRegistry {
  started ??= readRemoteRegistry();
  return started;
}
