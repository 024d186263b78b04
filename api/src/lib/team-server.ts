// `npm run leads` and `npm run comments` on the embedded database: while the server holds the data
// folder (one process per folder), they ask that server instead. The folder's lock names where it
// listens, whatever its port; the token kept in the folder proves the caller can read the folder,
// and the server takes it from this machine only.
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import type { DataDirInUseError } from '../db/data-dir-lock.ts';
import { TEAM_TOKEN_FILE } from './team-api.ts';

/** A server on every interface answers on this machine's loopback. */
const WILDCARDS: Record<string, string> = { '0.0.0.0': '127.0.0.1', '::': '::1' };

/** The origin of the server holding the folder, or an error saying why there is none to ask. */
function serverOrigin({ dataDir, owner }: DataDirInUseError): string {
  const holder = `The database folder ${dataDir} is in use by process ${owner.pid} (${owner.command}, since ${owner.since})`;
  if (owner.host !== hostname()) {
    throw new Error(`${holder} on the machine ${owner.host}: run the command there.`);
  }
  const listening = owner.listening;
  if (typeof listening?.port !== 'number' || typeof listening.host !== 'string') {
    throw new Error(
      `${holder}, which is not a server listening on a port (a seed, or a server still starting): ` +
        'run the command again once it has finished or started.',
    );
  }
  const host = WILDCARDS[listening.host] ?? listening.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${listening.port}`;
}

export interface ServerRequest {
  method?: 'GET' | 'POST';
  query?: Record<string, string | undefined>;
  /** Sent as JSON. */
  body?: unknown;
}

/**
 * Sends `apiPath` (under /api/v1) to the server that holds the folder, with the folder's token, and
 * gives the answer's `data`. Throws with the server's message when it refuses.
 */
export async function askServer<T>(
  inUse: DataDirInUseError,
  apiPath: string,
  { method = 'GET', query = {}, body }: ServerRequest = {},
): Promise<T> {
  const origin = serverOrigin(inUse);
  const token = readFileSync(path.join(inUse.dataDir, TEAM_TOKEN_FILE), 'utf8').trim();
  const url = new URL(`/api/v1${apiPath}`, origin);
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) url.searchParams.set(name, value);
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  }).catch(() => null);
  if (response === null) {
    throw new Error(
      `The database folder ${inUse.dataDir} is in use by the server at ${origin} (process ${inUse.owner.pid}), ` +
        'which did not answer.',
    );
  }
  const answer = (await response.json().catch(() => ({}))) as { data?: T; message?: string };
  if (!response.ok || answer.data === undefined) {
    throw new Error(answer.message ?? `The server at ${origin} answered ${response.status}`);
  }
  return answer.data;
}
