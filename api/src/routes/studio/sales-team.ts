// The sales team's pages around the inbox (issue 27): the calendar, the reports (also as CSV), the
// relationship managers (away or not) and the team's rules. Sales members and admins; the rules are
// written by admins only. Writes are audited.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { reportCsv } from '../../leads/leads.ts';
import { calendar, indiaDay } from '../../sales/calendar.ts';
import { relationshipManagers, setAway } from '../../sales/managers.ts';
import { leadReport } from '../../sales/reports.ts';
import { readSalesSettings, writeSalesSettings } from '../../sales/settings.ts';
import { salesViewer } from '../../sales/viewer.ts';
import { actorOf } from '../../plugins/app/staff-repository.ts';
import {
  CalendarQuerySchema,
  CalendarResponseSchema,
  Envelope,
  ErrorResponseSchema,
  IdSchema,
  LeadReportQuerySchema,
  LeadReportResponseSchema,
  LeadReportSchema,
  RelationshipManagerRowSchema,
  RelationshipManagersResponseSchema,
  SalesAwaySchema,
  SalesSettingsResponseSchema,
  SalesSettingsSchema,
} from '../../schemas/index.ts';
import { staffRoute, STUDIO_REFUSALS } from './staff-route.ts';

const STUDIO_BODY_LIMIT_BYTES = 16 * 1024;

const salesTeamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sales = staffRoute(app, ['sales']);
  const admins = staffRoute(app, ['admin']);

  app.get(
    '/studio/calendar',
    {
      onRequest: sales.onRequest,
      schema: {
        tags: ['studio'],
        summary: "A manager's calls and site visits, day by day (India time)",
        description:
          "The calls buyers booked with their enquiries and the manager's own bookings, from `from` (today by " +
          "default) for `days` days. A clash overlaps another of the same manager's bookings. An admin may ask " +
          'for manager=all or any manager; a sales member sees their own (403 otherwise).',
        security: sales.security,
        querystring: CalendarQuerySchema,
        response: { 200: CalendarResponseSchema, 400: ErrorResponseSchema, ...STUDIO_REFUSALS },
      },
    },
    async (request, reply) => {
      const viewer = await salesViewer(app.db, request.staffMember!);
      reply.header('cache-control', 'no-store');
      return {
        status: 'success' as const,
        data: await calendar(app.db, viewer, request.query, app.clock()),
      };
    },
  );

  app.get(
    '/studio/leads/reports/:report',
    {
      onRequest: sales.onRequest,
      schema: {
        tags: ['studio'],
        summary: 'A report of the inbox, as a table or a CSV file',
        description:
          'sources, partners, projects and weeks count enquiries; cities, conversion and first_contact count ' +
          'leads. The team’s figures: the same for every sales member and admin, with no personal field ' +
          '(erased leads count). from and to are India-time days, inclusive. format=csv downloads the same rows.',
        security: sales.security,
        params: Type.Object({ report: LeadReportSchema }),
        querystring: LeadReportQuerySchema,
        response: {
          200: {
            content: {
              'application/json': { schema: LeadReportResponseSchema },
              'text/csv': { schema: Type.String({ description: 'The same rows, with a header row' }) },
            },
          },
          400: ErrorResponseSchema,
          ...STUDIO_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const table = await leadReport(app.db, request.params.report, request.query);
      reply.header('cache-control', 'no-store');
      if (request.query.format !== 'csv') return { status: 'success' as const, data: table };
      const name = `leads-${table.report}-${indiaDay(app.clock())}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(reportCsv(table.columns, table.rows));
    },
  );

  app.get(
    '/studio/sales-managers',
    {
      onRequest: sales.onRequest,
      schema: {
        tags: ['studio'],
        summary: 'The relationship managers: cities, away, open leads',
        description:
          'Every sales-team member, with the studio account it is linked to (staff is null when none: such a ' +
          'member gets no leads), the cities they cover, whether they are away and their open leads.',
        security: sales.security,
        response: { 200: RelationshipManagersResponseSchema, ...STUDIO_REFUSALS },
      },
    },
    async () => ({ status: 'success' as const, data: await relationshipManagers(app.db) }),
  );

  app.put(
    '/studio/sales-managers/:id/away',
    {
      onRequest: sales.onRequest,
      bodyLimit: STUDIO_BODY_LIMIT_BYTES,
      schema: {
        tags: ['studio'],
        summary: 'Mark a relationship manager away (or back)',
        description: 'The round-robin skips a member who is away. The member themself or an admin. Audited.',
        security: sales.security,
        params: Type.Object({ id: IdSchema }),
        body: SalesAwaySchema,
        response: {
          200: Envelope(RelationshipManagerRowSchema),
          400: ErrorResponseSchema,
          ...STUDIO_REFUSALS,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const viewer = await salesViewer(app.db, request.staffMember!);
      return {
        status: 'success' as const,
        data: await setAway(app.db, viewer, request.params.id, request.body.away),
      };
    },
  );

  app.get(
    '/studio/sales-settings',
    {
      onRequest: sales.onRequest,
      schema: {
        tags: ['studio'],
        summary: "The sales team's rules: escalation time and office hours (India time)",
        security: sales.security,
        response: { 200: SalesSettingsResponseSchema, ...STUDIO_REFUSALS },
      },
    },
    async () => ({ status: 'success' as const, data: await readSalesSettings(app.db) }),
  );

  app.put(
    '/studio/sales-settings',
    {
      onRequest: admins.onRequest,
      bodyLimit: STUDIO_BODY_LIMIT_BYTES,
      schema: {
        tags: ['studio'],
        summary: "Change the sales team's rules (admins)",
        description:
          'How many office minutes a lead may stay new before the admins are told, and the office hours in ' +
          'India time (closing before opening crosses midnight). Audited.',
        security: admins.security,
        body: SalesSettingsSchema,
        response: {
          200: SalesSettingsResponseSchema,
          400: ErrorResponseSchema,
          ...STUDIO_REFUSALS,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await writeSalesSettings(
        app.db,
        actorOf(request.staffMember!),
        request.body,
        new Date(app.clock()),
      ),
    }),
  );
};

export default salesTeamRoutes;
