// Runs in the entry chunk, before the shared modules (react-dom, MUI …) have arrived, so it may
// import nothing shared (types aside). On a phone each step of remotes.json → the remote's
// mf-manifest.json → remoteEntry.js and the page's chunks costs a round trip; starting that chain
// here lets it run while the shared modules download instead of after them (npm run bench).
// The page list and its matcher come from the API's contract, which the server reads too, through
// the entry chunk's copy of the contract (remote-contract.ts); the router's remote routes and route
// patterns come from the same copy.
import { matchRemotePage, type RemotePageModule } from '../remote-contract.ts';
import { deadlineSignal, fetchWithRetry } from './fetch-with-retry.ts';

export { matchRemotePage };

/** The remote page module a path shows, or null for the shell's own pages. */
export function firstPageModule(pathname: string): RemotePageModule | null {
  return matchRemotePage(pathname)?.module ?? null;
}

interface ManifestFiles {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
}

/** remoteEntry.js and the chunks an exposed module needs at once, as absolute URLs. */
export function pageScriptUrls(manifestUrl: string, manifest: ManifestFiles, expose: string): string[] {
  const publicPath = manifest.metaData?.publicPath;
  // 'auto': the remote's files sit next to its manifest, wherever that is served from.
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : publicPath;
  const entry = manifest.metaData?.remoteEntry;
  const files = entry?.name ? [entry.path ? `${entry.path}/${entry.name}` : entry.name] : [];
  files.push(...(manifest.exposes?.find((item) => item.name === expose)?.assets?.js?.sync ?? []));
  return files.map((file) => new URL(file, base).href);
}

function preloadScript(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = url;
  document.head.append(link);
}

let remotesJson: Promise<unknown> | null = null;
const manifests = new Map<string, Promise<Response>>();

function requestRemotesJson(): Promise<unknown> {
  // no-cache: a moved remote is picked up on the next page load, not after some cache lifetime.
  return fetch('/remotes.json', { cache: 'no-cache', signal: deadlineSignal('/remotes.json') }).then(
    (response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json() as Promise<unknown>;
    },
  );
}

/** The parsed remotes.json: the early request's (once), else a fresh one (a retry). */
export function takeRemotesJson(): Promise<unknown> {
  const pending = remotesJson ?? requestRemotesJson();
  remotesJson = null;
  return pending;
}

/** The early response for a manifest URL (once); the retry plugin hands it to the runtime. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const pending = manifests.get(url);
  manifests.delete(url);
  return pending;
}

/**
 * Starts fetching remotes.json and, for a remote route, that remote's manifest, then preloads its
 * remoteEntry.js and the page's chunks. Any failure here is left for the normal load to report.
 */
export function prefetchFirstPage(pathname: string): void {
  remotesJson = requestRemotesJson();
  remotesJson.catch(() => undefined);
  const id = firstPageModule(pathname);
  if (!id) return;
  const [remote = '', expose = ''] = id.split('/');
  remotesJson
    .then((remotes) => {
      const entry = (remotes as Record<string, unknown> | null)?.[remote];
      if (typeof entry !== 'string') return;
      const manifestUrl = new URL(entry, window.location.href).href;
      const manifest = fetchWithRetry(manifestUrl, {}).then((response) => {
        // A copy for the preloads; the federation runtime reads the original.
        void response
          .clone()
          .json()
          .then((files: ManifestFiles) => pageScriptUrls(manifestUrl, files, expose).forEach(preloadScript))
          .catch(() => undefined);
        return response;
      });
      manifest.catch(() => manifests.delete(manifestUrl));
      manifests.set(manifestUrl, manifest);
    })
    .catch(() => undefined);
}
