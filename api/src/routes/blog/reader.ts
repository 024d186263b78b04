// Who is liking or viewing a post: a logged-in user (the bearer token, as the wishlist reads it), or
// else the anonymous visitor id the browser keeps and sends in X-Visitor-Id. The id is stored only
// as a hash: it is a bearer of the visitor's likes. The browser can make up any id, so an anonymous
// reader also carries its address, which bounds what it can add (blog-engagement-repository.ts).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError, UnauthorizedError } from '../../lib/errors.ts';
import { bearerToken } from '../../plugins/app/authenticate.ts';
import { INVALID_SESSION_MESSAGE } from '../../plugins/app/auth-repository.ts';
import type { Reader } from '../../plugins/app/blog-engagement-repository.ts';
import { rateLimitKey } from '../../plugins/external/rate-limit.ts';
import { VISITOR_ID_HEADER } from '../../schemas/index.ts';

export const READER_REQUIRED_MESSAGE =
  'x-visitor-id: required when not logged in (a random id the browser keeps for this visitor)';

/**
 * The reader of this request. A request with an Authorization header is the user's; a token that
 * is not a live session is a 401 (the client then drops it), not quietly an anonymous reader.
 */
export async function readerOf(app: FastifyInstance, request: FastifyRequest): Promise<Reader> {
  if (request.headers.authorization !== undefined) {
    const token = bearerToken(request);
    const user = token === null ? null : await app.auth.sessionUser(token);
    if (user === null) throw new UnauthorizedError(INVALID_SESSION_MESSAGE);
    return { key: `user:${user._id}`, userId: user._id, address: null };
  }
  const visitor = request.headers[VISITOR_ID_HEADER];
  if (typeof visitor !== 'string') throw new BadRequestError(READER_REQUIRED_MESSAGE);
  return {
    key: `visitor:${createHash('sha256').update(visitor).digest('hex')}`,
    userId: null,
    address: rateLimitKey(request.ip),
  };
}
