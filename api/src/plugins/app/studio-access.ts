// Who may use a studio route: `app.staffOnly(...roles)` as its onRequest hook answers 401 without a
// live staff session (a buyer's session is not one) and 403 for a role the route does not take. An
// admin may do everything. It runs before the body is read, so a refused caller learns nothing.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '../../contract/staff-roles.ts';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import type { StaffMember } from '../../schemas/index.ts';
import { bearerToken } from './authenticate.ts';
import { STAFF_SESSION_MESSAGE } from './staff-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    staffOnly: (...roles: StaffRole[]) => (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in person on the staff, on routes behind `app.staffOnly`. */
    staffMember: StaffMember | null;
  }
}

const ROLE_NAMES: Record<StaffRole, string> = { admin: 'an admin', editor: 'an editor', sales: 'sales' };

export const roleRefusal = (roles: StaffRole[]) =>
  `This part of the studio is for ${['admin', ...roles.filter((role) => role !== 'admin')]
    .map((role) => ROLE_NAMES[role as StaffRole])
    .join(' or ')}.`;

export default fp(
  async (app) => {
    app.decorateRequest('staffMember', null);
    app.decorate('staffOnly', (...roles: StaffRole[]) => async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const member = token === null ? null : await app.staff.sessionStaff(token);
      if (member === null) throw new UnauthorizedError(STAFF_SESSION_MESSAGE);
      if (member.role !== 'admin' && !roles.includes(member.role))
        throw new ForbiddenError(roleRefusal(roles));
      request.staffMember = member;
    });
  },
  { name: 'studio-access', dependencies: ['staff-repository'] },
);
