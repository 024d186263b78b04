// What every studio route but the sign-in declares: the roles it takes (an admin takes every route),
// written once for its check (app.staffOnly) and for the OpenAPI document (staffSession).
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../../contract/staff-roles.ts';
import { ErrorResponseSchema } from '../../schemas/index.ts';

export const staffRoute = (app: FastifyInstance, roles: readonly StaffRole[]) => ({
  onRequest: app.staffOnly(...roles),
  security: [{ staffSession: [...roles] }],
});

/** No staff session (401), or a role the route does not take (403). */
export const STUDIO_REFUSALS = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };
