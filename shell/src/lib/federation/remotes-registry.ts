// Where the remotes live is data, not code: /remotes.json maps each remote to its mf-manifest.json.
// Moving a remote to another origin or version is an edit of that file, never a rebuild of the shell.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesManifest } from '@villa/shared/contracts/exposed-modules';
import { remoteEntries } from '../remote-contract.ts';
import { isRemoteUnavailable } from './remote-unavailable.ts';
import { takeRemotesJson } from './first-page-prefetch.ts';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`The ${remote} section could not be loaded: ${reason}`);
    this.name = 'RemoteLoadError';
  }
}

let manifestPromise: Promise<Partial<RemotesManifest>> | null = null;

export function loadRemotesManifest(): Promise<Partial<RemotesManifest>> {
  manifestPromise ??= (async () => {
    // A remote remotes.json has no URL for is left out: only its pages show their Retry message.
    const manifest = remoteEntries(await takeRemotesJson(), window.location.href);
    registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
    return manifest;
  })().catch((error: unknown) => {
    manifestPromise = null; // let the next attempt fetch it again
    throw error;
  });
  return manifestPromise;
}

const modules = new Map<string, Promise<unknown>>();

/** On the server, exposed modules come from the remotes' server-rendering builds (server/render-page.tsx). */
let serverLoader: ((id: string) => Promise<unknown>) | null = null;

export function setServerModuleLoader(loader: (id: string) => Promise<unknown>): void {
  serverLoader = loader;
}

async function fetchRemoteModule(id: string): Promise<unknown> {
  const remote = id.split('/')[0] ?? id;
  let loaded: unknown;
  try {
    const manifest = await loadRemotesManifest();
    if (!manifest[remote as RemoteName]) throw new Error('remotes.json has no URL for it');
    loaded = await loadRemote(id);
  } catch (error) {
    throw new RemoteLoadError(remote, error instanceof Error ? error.message : String(error));
  }
  if (loaded == null) throw new RemoteLoadError(remote, 'the module is empty');
  if (isRemoteUnavailable(loaded)) throw new RemoteLoadError(remote, loaded.reason);
  return loaded;
}

/**
 * Loads one exposed module ('listings/UnitsPage'); any failure becomes a RemoteLoadError. One load
 * per module is shared, so warming a route's module early and rendering it later cost one download.
 */
export function loadRemoteModule<T>(id: string): Promise<T> {
  // The server's loader keeps its own cache, checked against each deploy of a remote.
  if (serverLoader) return serverLoader(id) as Promise<T>;
  let pending = modules.get(id);
  if (!pending) {
    pending = fetchRemoteModule(id);
    modules.set(id, pending);
    pending.catch(() => modules.delete(id));
  }
  return pending as Promise<T>;
}

/** Starts loading a module the page is about to show, without waiting for React to render it. */
export function warmRemoteModule(id: string): void {
  loadRemoteModule(id).catch(() => undefined); // a failure surfaces when the slot renders
}

/** Forget a failed remote so the next load fetches its manifest and entry again. */
export async function resetRemote(remote: string): Promise<void> {
  for (const id of modules.keys()) if (id.startsWith(`${remote}/`)) modules.delete(id);
  const manifest = await loadRemotesManifest();
  const entry = manifest[remote as RemoteName];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
