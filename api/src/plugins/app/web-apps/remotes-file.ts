// The shell's remotes.json (remote name -> URL of its mf-manifest.json), read on every request so that
// pointing a remote elsewhere needs no restart. Which entries are usable is lib/remotes-manifest.ts.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { checkRemotesManifest, type CheckedRemotes } from '../../../lib/remotes-manifest.ts';

export interface RemotesFileOptions {
  shellRoot: string;
  /** The registry's remotes: an entry for any other name is not used. */
  remoteNames: readonly string[];
  /** REMOTE_ORIGINS: the origins besides this site and this machine that an entry may name. */
  allowedOrigins: readonly string[];
  log: FastifyBaseLogger;
}

/**
 * A reader of remotes.json's usable entries, giving null when there is no file. Each version of the
 * file is checked once, and its skipped entries logged once.
 */
export function remotesFileReader({
  shellRoot,
  remoteNames,
  allowedOrigins,
  log,
}: RemotesFileOptions): () => Promise<CheckedRemotes | null> {
  let last: { text: string; checked: CheckedRemotes } | null = null;
  return async () => {
    const text = await readFile(path.join(shellRoot, 'remotes.json'), 'utf8').catch(() => null);
    if (text === null) return null;
    if (last?.text !== text) {
      const checked = checkRemotesManifest(text, remoteNames, allowedOrigins);
      for (const { remote, entry, reason } of checked.skipped) {
        log.error(
          { remote, entry },
          `remotes.json: skipped the ${remote} remote (${reason}); its pages show their Retry message`,
        );
      }
      last = { text, checked };
    }
    return last.checked;
  };
}
