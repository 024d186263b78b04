// Bearer sessions: `app.authenticate` as a route's onRequest hook answers 401 unless the request
// carries the token of a live session, and sets `request.user`. It runs before the body is read, so
// a caller without a session learns nothing about what the route would have done.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../../lib/errors.ts';
import type { User } from '../../schemas/index.ts';
import { INVALID_SESSION_MESSAGE } from './auth-repository.ts';
import { TOKEN_PATTERN } from './auth-tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The logged-in user, on routes behind `app.authenticate`. */
    user: User | null;
    /** The session's token, for logout. */
    sessionToken: string | null;
  }
}

const tokenFormat = new RegExp(TOKEN_PATTERN);

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer ([^\s]+)$/i.exec(request.headers.authorization ?? '');
  const token = match?.[1];
  return token !== undefined && tokenFormat.test(token) ? token : null;
}

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const user = token === null ? null : await app.auth.sessionUser(token);
      if (user === null) throw new UnauthorizedError(INVALID_SESSION_MESSAGE);
      request.user = user;
      request.sessionToken = token;
    });
  },
  { name: 'authenticate', dependencies: ['auth-repository'] },
);
