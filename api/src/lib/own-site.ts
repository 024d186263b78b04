// Whether a request comes from our own pages: no Origin header (not a browser's cross-site call),
// or our own origin. The forms that only our pages show refuse any other site before reading more.
import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from './errors.ts';

export function isOwnSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  return origin === undefined || origin === `${request.protocol}://${request.host}`;
}

/** `what` names the requests refused, e.g. 'Uploads'. */
export function assertOwnSite(request: FastifyRequest, what: string): void {
  if (isOwnSite(request)) return;
  // Quoted short: the header is the caller's, and may be anything.
  const origin = JSON.stringify((request.headers.origin ?? '').slice(0, 100));
  throw new ForbiddenError(
    `${what} from ${origin} are not accepted: they are sent from this site's own pages`,
  );
}
