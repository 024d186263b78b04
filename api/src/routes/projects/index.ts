import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPARE_LIMITS, compareSlugs } from '../../contract/compare.ts';
import { InvalidFieldError, NotFoundError } from '../../lib/errors.ts';
import type { RetiredAddress } from '../../plugins/app/catalogue-addresses.ts';
import {
  CompareQuerySchema,
  CompareResponseSchema,
  ErrorResponseSchema,
  type ListingGone,
  ListingGoneSchema,
  ListingQuerySchema,
  MovedPermanentlySchema,
  ListingResponseSchema,
  NearbyPlacesResponseSchema,
  NotModifiedSchema,
  ProjectResponseSchema,
  SlugParamsSchema,
  type PublicUnit,
  type Unit,
  UnitDetailsResponseSchema,
  UnitResponseSchema,
} from '../../schemas/index.ts';

const NOT_FOUND = { unit: 'Unit not found', project: 'Project not found' } as const;
const GONE = { unit: 'This villa is no longer listed', project: 'This project is no longer listed' } as const;

/** No published listing holds the slug asked for. Thrown past the catalogue cache, which keeps 200s only. */
class NoListingAt extends Error {
  constructor(
    readonly kind: 'unit' | 'project',
    readonly address: RetiredAddress,
  ) {
    super(NOT_FOUND[kind]);
  }
}

/**
 * What anyone may see of a unit (spec 6): everything but the plans, the charges and the specification,
 * which GET …/details gives a logged-in buyer. Only their counts stay, for the locked sections.
 */
function publicUnit(unit: Unit): PublicUnit {
  const { floor_plans, master_plan, charges, specifications, ...rest } = unit;
  return {
    ...rest,
    locked: {
      floor_plans: floor_plans.length,
      master_plan: master_plan.length,
      charges: charges.length,
      specifications: specifications.length,
    },
  };
}

/**
 * A slug no published listing holds: 301 to the listing's current slug, 410 for one taken down
 * (with what the page offers instead), else 404.
 */
function answerNoListing(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof NoListingAt)) throw error;
  const { kind, address } = error;
  if (address.state === 'moved') {
    const path = request.url.split('?')[0] ?? request.url;
    return reply.redirect(
      `${path.slice(0, path.lastIndexOf('/') + 1)}${encodeURIComponent(address.slug)}`,
      301,
    );
  }
  if (address.state === 'gone') {
    const body: ListingGone = {
      statusCode: 410,
      error: 'Gone',
      message: GONE[kind],
      project: address.project,
      city: address.city,
    };
    return reply.code(410).send(body);
  }
  throw new NotFoundError(NOT_FOUND[kind]);
}

const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/projects/units',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Units of a city that match the filters, cheapest first or nearest lat/lng, with the projects that have such a unit, paged alike',
        description:
          "`city` is a city name (any case) or id, Bengaluru by default. When nothing matches, `message` is 'similar_units' and the units are the nearest alternatives.",
        querystring: ListingQuerySchema,
        response: { 200: ListingResponseSchema, 304: NotModifiedSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      app.catalogueCache.send(request, reply, (catalogue, version) =>
        catalogue.listing(request.query, version),
      ),
  );

  app.get(
    '/projects/units/slug/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A unit by slug',
        description:
          "A unit's old slug answers 301 to its current one; a unit taken down answers 410 with its project (while that is listed) and its city.",
        params: SlugParamsSchema,
        response: {
          200: UnitResponseSchema,
          301: MovedPermanentlySchema,
          304: NotModifiedSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          410: ListingGoneSchema,
        },
      },
    },
    async (request, reply) =>
      app.catalogueCache
        .send(request, reply, async (catalogue) => {
          const unit = await catalogue.findUnitBySlug(request.params.slug);
          if (unit === null)
            throw new NoListingAt('unit', await catalogue.retiredUnitAddress(request.params.slug));
          return { status: 'success' as const, data: publicUnit(unit) };
        })
        .catch((error: unknown) => answerNoListing(request, reply, error)),
  );

  app.get(
    '/projects/units/compare',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Villas side by side: up to four units by slug, as anyone may see them',
        description:
          `\`units\` names 1 to ${COMPARE_LIMITS.max} slugs, comma-separated (repeats count once); more, or none, is a 400. ` +
          'An old slug gives the unit at its current one. Slugs no listed unit holds are in `missing`, so a ' +
          'shared comparison still opens when one of its villas has been taken down.',
        querystring: CompareQuerySchema,
        response: { 200: CompareResponseSchema, 304: NotModifiedSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const slugs = compareSlugs(request.query.units);
      if (slugs.length === 0 || slugs.length > COMPARE_LIMITS.max)
        throw new InvalidFieldError('units', `name 1 to ${COMPARE_LIMITS.max} villas, separated by commas`);
      return app.catalogueCache.send(request, reply, async (catalogue) => {
        const found = await Promise.all(
          slugs.map(async (slug) => {
            const unit = await catalogue.findUnitBySlug(slug);
            if (unit !== null) return unit;
            const address = await catalogue.retiredUnitAddress(slug);
            return address.state === 'moved' ? catalogue.findUnitBySlug(address.slug) : null;
          }),
        );
        return {
          status: 'success' as const,
          data: {
            units: found.filter((unit) => unit !== null).map(publicUnit),
            missing: slugs.filter((_, index) => found[index] === null),
          },
        };
      });
    },
  );

  app.get(
    '/projects/units/slug/:slug/details',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['catalogue'],
        summary: "A unit's plans, price sheet and specification, for a logged-in buyer",
        description:
          'Spec 6: anonymous visitors see the public unit and go through the enquiry and OTP flow first. ' +
          'Needs `Authorization: Bearer <token>`; without a live session the answer is 401. Never cached ' +
          'by shared caches (private, no-store); an old slug is 404 here (the page follows the public 301).',
        security: [{ bearerAuth: [] }],
        params: SlugParamsSchema,
        response: {
          200: UnitDetailsResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const unit = await app.catalogue.findUnitBySlug(request.params.slug);
      if (unit === null) throw new NotFoundError(NOT_FOUND.unit);
      const { floor_plans, master_plan, charges, specifications } = unit;
      reply.header('cache-control', 'private, no-store');
      return { status: 'success' as const, data: { floor_plans, master_plan, charges, specifications } };
    },
  );

  app.get(
    '/projects/slug/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A project by slug',
        description:
          "A project's old slug answers 301 to its current one; a project taken down answers 410 with its city.",
        params: SlugParamsSchema,
        response: {
          200: ProjectResponseSchema,
          301: MovedPermanentlySchema,
          304: NotModifiedSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          410: ListingGoneSchema,
        },
      },
    },
    async (request, reply) =>
      app.catalogueCache
        .send(request, reply, async (catalogue) => {
          const project = await catalogue.findProjectBySlug(request.params.slug);
          if (project === null)
            throw new NoListingAt('project', await catalogue.retiredProjectAddress(request.params.slug));
          return { status: 'success' as const, data: project };
        })
        .catch((error: unknown) => answerNoListing(request, reply, error)),
  );

  app.get(
    '/projects/slug/:slug/nearby',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Places near a project, by the Location section's categories, nearest first",
        description:
          "For each type of the categories Transit, Essentials and Utility, at most 5 places of the project's city within `radius_km`, nearest first; the Airport group holds the city's reference airport (spec 3: Kempegowda for Bengaluru and Hosur, Mysore Airport for Mysore, else the city's own or Rajiv Gandhi International). Distances are straight lines (haversine), in km. A place without a name has `name` null (shown as 'Unknown').",
        params: SlugParamsSchema,
        response: {
          200: NearbyPlacesResponseSchema,
          304: NotModifiedSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      app.catalogueCache.send(request, reply, async () => {
        const nearby = await app.places.nearProject(request.params.slug);
        if (nearby === null) throw new NotFoundError('Project not found');
        return { status: 'success' as const, data: nearby };
      }),
  );
};

export default projectRoutes;
