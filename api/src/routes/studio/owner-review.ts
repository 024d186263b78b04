// The owners' listings (/list-your-villa) as a review queue in the studio (issue 26): approve one into
// a draft villa, or reject it with a reason the owner is sent by SMS. For editors (and admins); audited.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { REJECTION_REASON_MAX_LENGTH } from '../../contract/catalogue-options.ts';
import { actorOf } from '../../plugins/app/staff-repository.ts';
import {
  ApproveOwnerBodySchema,
  ErrorResponseSchema,
  OwnerApprovedResponseSchema,
  OwnerRejectedResponseSchema,
  OwnerSubmissionsQuerySchema,
  OwnerSubmissionsResponseSchema,
  RejectOwnerBodySchema,
  StaffIdParamsSchema,
} from '../../schemas/index.ts';
import { staffRoute, STUDIO_REFUSALS } from './staff-route.ts';

const BODY_LIMIT_BYTES = 4 * 1024;
const DECIDED = 'A listing approved or rejected already is refused (422).';

const studioOwnerReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const editors = staffRoute(app, ['editor']);
  const doc = (summary: string, description: string) => ({
    tags: ['studio'],
    summary,
    description,
    security: editors.security,
  });
  const refusals = { 400: ErrorResponseSchema, ...STUDIO_REFUSALS, 404: ErrorResponseSchema };

  app.get(
    '/studio/submissions/owners',
    {
      onRequest: editors.onRequest,
      schema: {
        ...doc(
          "Owners' listings to review: pending first (oldest first), then the decided ones",
          'Each with its fields, photos, contact and age; by status; 50 a page.',
        ),
        querystring: OwnerSubmissionsQuerySchema,
        response: { 200: OwnerSubmissionsResponseSchema, 400: ErrorResponseSchema, ...STUDIO_REFUSALS },
      },
    },
    async (request) => ({ status: 'success' as const, data: await app.ownerReview.list(request.query) }),
  );

  app.post(
    '/studio/submissions/owners/:id/approve',
    {
      onRequest: editors.onRequest,
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        ...doc(
          "Approve an owner's listing into a draft villa",
          'The villa joins the project (in the owner’s city), pre-filled from the listing, its photos ' +
            `its gallery (the first the cover). The team completes and publishes it. ${DECIDED} Audited.`,
        ),
        params: StaffIdParamsSchema,
        body: ApproveOwnerBodySchema,
        response: { 200: OwnerApprovedResponseSchema, ...refusals, 422: ErrorResponseSchema },
      },
    },
    async (request) => {
      const approved = await app.ownerReview.approve(
        actorOf(request.staffMember!),
        request.params.id,
        request.body.project_id,
      );
      app.catalogueCache.changed();
      return { status: 'success' as const, data: approved };
    },
  );

  app.post(
    '/studio/submissions/owners/:id/reject',
    {
      onRequest: editors.onRequest,
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        ...doc(
          "Reject an owner's listing, with a reason the owner is sent by SMS",
          `The reason: 1 to ${REJECTION_REASON_MAX_LENGTH} characters. The rejection stands if the SMS is not ` +
            `accepted (owner_told: false). ${DECIDED} Audited.`,
        ),
        params: StaffIdParamsSchema,
        body: RejectOwnerBodySchema,
        response: { 200: OwnerRejectedResponseSchema, ...refusals, 422: ErrorResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.ownerReview.reject(
        actorOf(request.staffMember!),
        request.params.id,
        request.body.reason,
      ),
    }),
  );
};

export default studioOwnerReviewRoutes;
