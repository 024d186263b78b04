// The sales inbox in the studio (issue 27): the leads, one per buyer, newest activity first; one
// lead with its timeline; and what a manager does to it (stage, note, follow-up, bookings) and an
// admin too (reassign). A `sales` member sees and changes only their own leads; an admin, all of them;
// editors and buyers are refused. Personal data: never kept by a cache (no-store); the inbox still
// answers a poll with 304 when its ETag (the inbox's version) has not moved.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { inboxVersion } from '../../sales/lead-events.ts';
import { ifNoneMatchHits, inboxTag, listInbox } from '../../sales/inbox.ts';
import {
  addBooking,
  addNote,
  cancelBooking,
  changeStage,
  reassign,
  setFollowUp,
} from '../../sales/lead-changes.ts';
import { leadDetail } from '../../sales/timeline.ts';
import { LEAD_NOT_FOUND_MESSAGE, openableLead, salesViewer } from '../../sales/viewer.ts';
import { NotFoundError } from '../../lib/errors.ts';
import {
  CalendarEntrySchema,
  Envelope,
  ErrorResponseSchema,
  IdSchema,
  LeadBookingPayloadSchema,
  LeadDetailResponseSchema,
  LeadFollowUpSchema,
  LeadInboxQuerySchema,
  LeadInboxResponseSchema,
  LeadNoteSchema,
  LeadReassignSchema,
  LeadStageChangeSchema,
  NotModifiedSchema,
} from '../../schemas/index.ts';
import { staffRoute, STUDIO_REFUSALS } from './staff-route.ts';

const STUDIO_BODY_LIMIT_BYTES = 16 * 1024;
const LeadParamsSchema = Type.Object({ id: IdSchema });
const BookingParamsSchema = Type.Object({ id: IdSchema, bookingId: IdSchema });
const BookingResponseSchema = Envelope(CalendarEntrySchema);

const studioLeadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sales = staffRoute(app, ['sales']);
  const admins = staffRoute(app, ['admin']);
  const now = () => new Date(app.clock());
  const viewerOf = (request: { staffMember: Parameters<typeof salesViewer>[1] | null }) =>
    salesViewer(app.db, request.staffMember!);
  const writeRefusals = {
    400: ErrorResponseSchema,
    ...STUDIO_REFUSALS,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
    422: ErrorResponseSchema,
  };
  /** The lead after a change, as the viewer may see it. */
  const answer = async (id: string) => {
    const lead = await leadDetail(app.db, id);
    if (lead === null) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);
    return { status: 'success' as const, data: lead };
  };

  app.get(
    '/studio/leads',
    {
      onRequest: sales.onRequest,
      schema: {
        tags: ['studio'],
        summary: 'The inbox: one row per buyer, newest activity first, 50 a page',
        description:
          'Filter by stage, manager (me, none or an id), escalated and a part of a name or phone. A sales ' +
          "member sees only the leads assigned to them; an admin sees all. The ETag is the inbox's version: " +
          'send it as If-None-Match to get a 304 while nothing changed (the studio polls so).',
        security: sales.security,
        querystring: LeadInboxQuerySchema,
        response: {
          200: LeadInboxResponseSchema,
          304: NotModifiedSchema,
          400: ErrorResponseSchema,
          ...STUDIO_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const staff = request.staffMember!;
      // A poll that changed nothing: one read of the version.
      const version = await inboxVersion(app.db);
      const tag = inboxTag(version, request.query, { staffId: staff._id, admin: staff.role === 'admin' });
      // Personal data: never kept by a cache between the team and us; the studio revalidates itself.
      reply.header('cache-control', 'no-store').header('etag', tag);
      if (ifNoneMatchHits(request.headers['if-none-match'], tag)) return reply.code(304).send(null);
      const inbox = await listInbox(app.db, request.query, await viewerOf(request));
      return { status: 'success' as const, data: { ...inbox, version } };
    },
  );

  app.get(
    '/studio/leads/:id',
    {
      onRequest: sales.onRequest,
      schema: {
        tags: ['studio'],
        summary: 'One lead: its timeline (oldest first), email and bookings',
        description:
          'Each enquiry with its page, unit, project, partner, tracking fields, terms and booked call. A sales member opens only their own leads (403). An erased lead shows as erased, with no personal field.',
        security: sales.security,
        params: LeadParamsSchema,
        response: {
          200: LeadDetailResponseSchema,
          400: ErrorResponseSchema,
          ...STUDIO_REFUSALS,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await openableLead(app.db, await viewerOf(request), request.params.id);
      reply.header('cache-control', 'no-store');
      return answer(request.params.id);
    },
  );

  const write = (summary: string, description: string) => ({
    tags: ['studio'],
    summary,
    description: `${description} In the timeline and the audit log.`,
    security: sales.security,
    params: LeadParamsSchema,
    response: { 200: LeadDetailResponseSchema, ...writeRefusals },
  });

  app.post(
    '/studio/leads/:id/stage',
    {
      onRequest: sales.onRequest,
      bodyLimit: STUDIO_BODY_LIMIT_BYTES,
      schema: {
        ...write(
          "Move a lead's stage",
          'The first move away from new is the first contact. Lost needs lost_reason; qualified needs a temperature (hot or warm), and only qualified takes one.',
        ),
        body: LeadStageChangeSchema,
      },
    },
    async (request, reply) => {
      await changeStage(app.db, await viewerOf(request), request.params.id, request.body, now());
      reply.header('cache-control', 'no-store');
      return answer(request.params.id);
    },
  );

  app.post(
    '/studio/leads/:id/notes',
    {
      onRequest: sales.onRequest,
      bodyLimit: STUDIO_BODY_LIMIT_BYTES,
      schema: { ...write('Write a note on a lead', 'Erased with the buyer’s data.'), body: LeadNoteSchema },
    },
    async (request, reply) => {
      await addNote(app.db, await viewerOf(request), request.params.id, request.body, now());
      reply.header('cache-control', 'no-store');
      return answer(request.params.id);
    },
  );

  app.put(
    '/studio/leads/:id/follow-up',
    {
      onRequest: sales.onRequest,
      bodyLimit: STUDIO_BODY_LIMIT_BYTES,
      schema: { ...write('Set or clear the next follow-up', 'null clears it.'), body: LeadFollowUpSchema },
    },
    async (request, reply) => {
      await setFollowUp(app.db, await viewerOf(request), request.params.id, request.body, now());
      reply.header('cache-control', 'no-store');
      return answer(request.params.id);
    },
  );

  app.post(
    '/studio/leads/:id/bookings',
    {
      onRequest: sales.onRequest,
      bodyLimit: STUDIO_BODY_LIMIT_BYTES,
      schema: {
        tags: ['studio'],
        summary: 'Book a call or a site visit with the buyer',
        description:
          "On the lead's manager's calendar (the booker's own when the lead has none). The answer says whether it clashes with another of that manager's bookings. In the timeline and the audit log.",
        security: sales.security,
        params: LeadParamsSchema,
        body: LeadBookingPayloadSchema,
        response: { 201: BookingResponseSchema, ...writeRefusals },
      },
    },
    async (request, reply) => {
      const entry = await addBooking(app.db, await viewerOf(request), request.params.id, request.body, now());
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ status: 'success' as const, data: entry });
    },
  );

  app.delete(
    '/studio/leads/:id/bookings/:bookingId',
    {
      onRequest: sales.onRequest,
      schema: {
        ...write('Cancel a call or a site visit', 'It leaves the calendar.'),
        params: BookingParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, bookingId } = request.params;
      await cancelBooking(app.db, await viewerOf(request), id, bookingId, now());
      reply.header('cache-control', 'no-store');
      return answer(id);
    },
  );

  app.put(
    '/studio/leads/:id/manager',
    {
      onRequest: admins.onRequest,
      bodyLimit: STUDIO_BODY_LIMIT_BYTES,
      schema: {
        ...write(
          'Give a lead to another relationship manager (admins)',
          'To a sales-team member linked to a studio account with the sales or admin role; its future bookings move with it.',
        ),
        security: admins.security,
        body: LeadReassignSchema,
      },
    },
    async (request, reply) => {
      await reassign(app.db, await viewerOf(request), request.params.id, request.body, now());
      reply.header('cache-control', 'no-store');
      return answer(request.params.id);
    },
  );
};

export default studioLeadsRoutes;
