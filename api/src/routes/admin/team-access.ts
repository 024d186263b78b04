// Who may read the team's data over HTTP: `npm run leads` and `npm run comments` while the server
// holds the embedded database, and GET /blog/analytics. The caller sends a bearer token: ADMIN_TOKEN
// from anywhere, or, with the embedded database, the token kept in its data folder from this machine
// only (proving it can read the folder). Without either, such reads are refused.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MEMORY_DATA_DIR, type Config } from '../../config.ts';
import { dataDirSecret } from '../../lib/data-dir-secret.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import { TEAM_TOKEN_FILE } from '../../lib/team-api.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function sameToken(header: string | undefined, token: string): boolean {
  const sent = Buffer.from(header?.replace(/^Bearer /, '') ?? '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** Whether the socket's address is this machine's (not request.ip: a forwarded header must not make a caller local). */
export const isLocalCaller = (request: FastifyRequest) =>
  LOOPBACK.has(request.raw.socket?.remoteAddress ?? '');

/** The data folder's token, when the embedded database keeps one on disk; else null. */
export function dataDirTeamToken(config: Config): string | null {
  if (config.databaseUrl !== null || config.dataDir === MEMORY_DATA_DIR) return null;
  return dataDirSecret(config.dataDir, TEAM_TOKEN_FILE);
}

/** An onRequest hook that lets only the team through; anyone else gets a 401 with `message`. */
export function teamOnly(config: Config, message: string) {
  const folderToken = dataDirTeamToken(config);
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (config.adminToken !== null && sameToken(header, config.adminToken)) return;
    if (folderToken !== null && isLocalCaller(request) && sameToken(header, folderToken)) return;
    throw new UnauthorizedError(message);
  };
}
