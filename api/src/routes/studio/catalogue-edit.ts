// The studio's catalogue editor (issue 26): create and edit projects and villas field by field, with
// their photos (uploads from POST /fileupload). For editors (and admins); every write audited, and
// the buyer pages follow at once (catalogueCache.changed()).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../plugins/app/staff-repository.ts';
import {
  ErrorResponseSchema,
  ProjectCreateSchema,
  ProjectPatchSchema,
  StaffIdParamsSchema,
  StudioProjectRecordResponseSchema,
  StudioUnitRecordResponseSchema,
  UnitCreateSchema,
  UnitPatchSchema,
} from '../../schemas/index.ts';
import { staffRoute, STUDIO_REFUSALS } from './staff-route.ts';

/** A project with every list full and 60 photos is about 20 KB. */
const EDIT_BODY_LIMIT_BYTES = 64 * 1024;
const PHOTOS =
  'Photos are uploads (POST /fileupload/submissions, then POST /fileupload), each tagged and with alt ' +
  'text; a photo a listing shows is never swept. ';
const SLUG =
  'The slug is made from the name and stays when the name changes; a new `slug` keeps the old answering 301. ';

const studioCatalogueEditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const editors = staffRoute(app, ['editor']);
  const base = { onRequest: editors.onRequest };
  const doc = (summary: string, description: string) => ({
    tags: ['studio'],
    summary,
    description,
    security: editors.security,
  });
  const reads = { 400: ErrorResponseSchema, ...STUDIO_REFUSALS, 404: ErrorResponseSchema };
  const writes = { ...reads, 413: ErrorResponseSchema, 422: ErrorResponseSchema };

  app.post(
    '/studio/projects',
    {
      ...base,
      bodyLimit: EDIT_BODY_LIMIT_BYTES,
      schema: {
        ...doc('Create a draft project', `${PHOTOS}${SLUG}Audited.`),
        body: ProjectCreateSchema,
        response: { 201: StudioProjectRecordResponseSchema, ...writes },
      },
    },
    async (request, reply) => {
      const project = await app.studioCatalogueEditor.createProject(
        actorOf(request.staffMember!),
        request.body,
      );
      app.catalogueCache.changed();
      return reply.code(201).send({ status: 'success' as const, data: project });
    },
  );

  app.get(
    '/studio/projects/:id',
    {
      ...base,
      schema: {
        ...doc(
          'A project as the studio edits it',
          'Every field, its photos, and what is derived (read only).',
        ),
        params: StaffIdParamsSchema,
        response: { 200: StudioProjectRecordResponseSchema, ...reads },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.studioCatalogueEditor.getProject(request.params.id),
    }),
  );

  app.patch(
    '/studio/projects/:id',
    {
      ...base,
      bodyLimit: EDIT_BODY_LIMIT_BYTES,
      schema: {
        ...doc(
          'Change fields of a project',
          `Only the fields sent change. ${PHOTOS}${SLUG}Its villas follow a new location, master plan or amenities. ` +
            'Audited: the fields that changed, before and after.',
        ),
        params: StaffIdParamsSchema,
        body: ProjectPatchSchema,
        response: { 200: StudioProjectRecordResponseSchema, ...writes },
      },
    },
    async (request) => {
      const project = await app.studioCatalogueEditor.editProject(
        actorOf(request.staffMember!),
        request.params.id,
        request.body,
      );
      app.catalogueCache.changed();
      return { status: 'success' as const, data: project };
    },
  );

  app.post(
    '/studio/projects/:id/units',
    {
      ...base,
      bodyLimit: EDIT_BODY_LIMIT_BYTES,
      schema: {
        ...doc(
          'Create a draft villa in a project',
          `${PHOTOS}${SLUG}The project's starting price, areas and bedroom counts follow its villas. Audited.`,
        ),
        params: StaffIdParamsSchema,
        body: UnitCreateSchema,
        response: { 201: StudioUnitRecordResponseSchema, ...writes },
      },
    },
    async (request, reply) => {
      const unit = await app.studioCatalogueEditor.createUnit(
        actorOf(request.staffMember!),
        request.params.id,
        request.body,
      );
      app.catalogueCache.changed();
      return reply.code(201).send({ status: 'success' as const, data: unit });
    },
  );

  app.get(
    '/studio/units/:id',
    {
      ...base,
      schema: {
        ...doc('A villa as the studio edits it', 'Every field, its photos, and what is derived (read only).'),
        params: StaffIdParamsSchema,
        response: { 200: StudioUnitRecordResponseSchema, ...reads },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.studioCatalogueEditor.getUnit(request.params.id),
    }),
  );

  app.patch(
    '/studio/units/:id',
    {
      ...base,
      bodyLimit: EDIT_BODY_LIMIT_BYTES,
      schema: {
        ...doc(
          'Change fields of a villa',
          `Only the fields sent change. ${PHOTOS}${SLUG}Its project's figures and its filter features follow. ` +
            'Audited: the fields that changed, before and after.',
        ),
        params: StaffIdParamsSchema,
        body: UnitPatchSchema,
        response: { 200: StudioUnitRecordResponseSchema, ...writes },
      },
    },
    async (request) => {
      const unit = await app.studioCatalogueEditor.editUnit(
        actorOf(request.staffMember!),
        request.params.id,
        request.body,
      );
      app.catalogueCache.changed();
      return { status: 'success' as const, data: unit };
    },
  );
};

export default studioCatalogueEditRoutes;
