// Every instance serves the version of each remote that the release pointer names (docs/releases.md,
// "To every instance"). The pointer is in the database (releases/release-pointers.ts); a switch is
// heard at once through the event bus, and read again every few seconds in case a notice was lost.
// A version new to this instance is fetched from the bucket into its web root first
// (releases/release-sync.ts), and only then served: the browser's scripts and the server's render
// come from the same files. Until the first pointers are loaded, GET /ready answers 503.
import fp from 'fastify-plugin';
import { createReleaseBucket, type ReleaseBucket } from '../../releases/release-bucket.ts';
import { lastSwitchId, livePointers, recentVersions, releaseNamed } from '../../releases/release-pointers.ts';
import { fetchVersion, hasVersion } from '../../releases/release-sync.ts';
import { remoteRegistry } from './web-apps/remote-registry.ts';

/** How often the pointer is read without a notice: a lost notice delays a switch by at most this. */
export const RELEASE_POLL_MS = 5_000;

/** The shell is released to the bucket like a remote (its pointer's name), served from WEB_ROOT/shell/<version>/. */
export const SHELL = 'shell';

export interface ReleasePointers {
  /** The remotes.json entries the pointers set (remote -> URL of its mf-manifest.json), ready to serve. */
  entries(): Record<string, string>;
  /** The shell's released version this instance serves, fetched into WEB_ROOT/shell/<version>/; null: its own build. */
  shellVersion(): string | null;
  /** Reads the pointers now and fetches what is new; resolves when this instance follows them. */
  refresh(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    releasePointers: ReleasePointers;
  }
}

/** Where the browser loads a released version's manifest: the CDN's copy of the bucket, or this app. */
export function releaseEntry(remote: string, version: string, assetBase: string | null): string {
  return assetBase === null
    ? `/mfe/${remote}/${version}/mf-manifest.json`
    : `${assetBase}${remote}/${version}/mf-manifest.json`;
}

export default fp(
  async (app, options: { pollMs?: number }) => {
    const { webRoot, releaseBucket, assetBase } = app.config;
    let entries: Record<string, string> = {};
    let shellVersion: string | null = null;
    /** The remotes' versions in `entries`. */
    let liveVersions: Record<string, string> = {};
    // An API-only server (no web root) serves no remotes: nothing to load.
    let loaded = webRoot === null;
    let seenSwitch = -1;
    const bucket: ReleaseBucket | null = releaseBucket ? createReleaseBucket(releaseBucket) : null;
    const names = webRoot === null ? [] : [SHELL, ...remoteRegistry().names];

    const servedVersions = (): [string, string][] => [
      ...(shellVersion === null ? [] : [[SHELL, shellVersion] as [string, string]]),
      ...Object.entries(liveVersions),
    ];

    async function load(): Promise<void> {
      const switchId = await lastSwitchId(app.db);
      // Nothing switched, and what is served is still on disk (a full build replaces the web root).
      if (
        switchId === seenSwitch &&
        webRoot !== null &&
        servedVersions().every(([remote, version]) => hasVersion(webRoot, remote, version))
      )
        return;
      const next: Record<string, string> = {};
      const nextVersions: Record<string, string> = {};
      let nextShell: string | null = null;
      let complete = true;
      const live = await livePointers(app.db);
      const recent = await recentVersions(app.db);
      const fetchIfNew = async (remote: string, version: string) => {
        if (webRoot === null || hasVersion(webRoot, remote, version)) return;
        if (bucket === null) throw new Error('no bucket is configured (S3_*) to fetch it from');
        const release = await releaseNamed(app.db, remote, version);
        if (release === null) throw new Error('the database has no record of that release');
        await fetchVersion(bucket, webRoot, release);
        app.log.info({ remote, version }, `release: fetched ${remote} ${version} from the bucket`);
      };
      for (const [remote, version] of Object.entries(live)) {
        if (!names.includes(remote)) continue;
        try {
          await fetchIfNew(remote, version);
          if (remote === SHELL) nextShell = version;
          else {
            next[remote] = releaseEntry(remote, version, assetBase);
            nextVersions[remote] = version;
          }
        } catch (error) {
          complete = false;
          // The version live before stays served; the next read tries again.
          if (remote === SHELL) nextShell = shellVersion;
          else if (entries[remote] !== undefined && liveVersions[remote] !== undefined) {
            next[remote] = entries[remote];
            nextVersions[remote] = liveVersions[remote];
          }
          app.log.error({ err: error, remote, version }, `release: cannot serve ${remote} ${version} yet`);
        }
      }
      // The version before each live one too: a rollback then needs no fetch, and pages still open
      // on it keep loading its files from any instance.
      for (const [remote, versions] of Object.entries(recent)) {
        if (!names.includes(remote)) continue;
        for (const version of versions.filter((candidate) => candidate !== live[remote])) {
          await fetchIfNew(remote, version).catch((error: unknown) =>
            app.log.warn(
              { err: error, remote, version },
              `release: cannot keep ${remote} ${version} at hand`,
            ),
          );
        }
      }
      const changed = JSON.stringify(next) !== JSON.stringify(entries) || nextShell !== shellVersion;
      entries = next;
      liveVersions = nextVersions;
      shellVersion = nextShell;
      loaded = true;
      if (complete) seenSwitch = switchId;
      if (changed)
        app.log.info(
          { remotes: entries, shell: shellVersion },
          'release: the pointers changed; now serving them',
        );
    }

    // One read at a time; a notice during a read asks for one more after it.
    let running: Promise<void> | null = null;
    let again = false;
    const refresh = async (): Promise<void> => {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await load().catch((error: unknown) =>
            app.log.error({ err: error }, 'release: reading the pointers failed'),
          );
        } while (again);
      })().finally(() => {
        running = null;
      });
      return running;
    };

    app.decorate('releasePointers', { entries: () => entries, shellVersion: () => shellVersion, refresh });
    app.readiness.add('release-pointer', async () =>
      loaded ? null : 'the release pointers are not loaded yet',
    );
    if (webRoot === null) return;

    const poke = () => void refresh();
    await app.events.subscribe('release_pointer', { onMessage: poke, onGap: poke });
    const timer = setInterval(poke, options.pollMs ?? RELEASE_POLL_MS);
    timer.unref();
    app.addHook('onReady', refresh);
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'release-follower', dependencies: ['db', 'events', 'readiness'] },
);
