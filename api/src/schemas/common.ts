import Type, { type Static, type TSchema } from 'typebox';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_MIN_LENGTH,
  PERSON_NAME_PATTERN,
} from '../contract/field-rules.ts';

/** Ids follow the spec's generator: 8 hex digits of Unix seconds + 16 random hex digits. */
export const IdSchema = Type.String({ pattern: '^[0-9a-f]{24}$', description: 'Entity id' });
export const SlugSchema = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
});

/** An email address; the forms check the same rule (contract/field-rules.ts). */
export const EmailSchema = Type.String({ maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN });

/** A buyer's name (the enquiry, signup): letters and spaces, as the enquiry form checks it. */
export const PersonNameSchema = Type.String({
  minLength: PERSON_NAME_MIN_LENGTH,
  maxLength: PERSON_NAME_MAX_LENGTH,
  pattern: PERSON_NAME_PATTERN,
});

export const ImageSchema = Type.Object({
  url: Type.String(),
  alt: Type.String(),
  /** A gallery picture's side of the house: the detail pages group them as Exteriors and Interiors. */
  kind: Type.Optional(Type.Union([Type.Literal('exterior'), Type.Literal('interior')])),
});
export type Image = Static<typeof ImageSchema>;

export const ErrorResponseSchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});
export type ErrorResponse = Static<typeof ErrorResponseSchema>;

/** A cached catalogue answer the client already holds: its If-None-Match names the current ETag. */
export const NotModifiedSchema = Type.Null({
  description: 'Not Modified: If-None-Match names the current ETag; no body',
});

/** The `{ status, data }` wrapper every successful response uses. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Literal('success'), data });

/**
 * The page a list request asks for. Bounded: a page past the data is empty, and an unbounded one
 * (page=1e17) overflowed the database's OFFSET into a 500.
 */
export const PAGE_MAX = 100_000;
export const PageQuerySchema = Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1 });

export const PaginationSchema = Type.Object({
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
  totalPages: Type.Integer({ minimum: 0 }),
});
export type Pagination = Static<typeof PaginationSchema>;

/** GET /health. */
export const HealthResponseSchema = Type.Object({ status: Type.Literal('ok') });
export type HealthResponse = Static<typeof HealthResponseSchema>;

/** GET /ready: 200 when the instance should take traffic, 503 (with what fails) when not. */
export const ReadyResponseSchema = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not-ready')]),
  failing: Type.Array(
    Type.Object({
      name: Type.String({ description: 'draining, migrations, or another check' }),
      reason: Type.String(),
    }),
  ),
});
export type ReadyResponse = Static<typeof ReadyResponseSchema>;

/** A `:slug` path parameter. */
export const SlugParamsSchema = Type.Object({ slug: SlugSchema });
export type SlugParams = Static<typeof SlugParamsSchema>;

/** Settings the browser apps read at run time (GET /config). */
export const PublicConfigResponseSchema = Envelope(
  Type.Object({
    /** Null when the server has no key: the map area then says what is missing. */
    googleMapsApiKey: Type.Union([Type.String(), Type.Null()]),
    /** The map id to draw with; null for Google's DEMO_MAP_ID (development). */
    googleMapsMapId: Type.Union([Type.String(), Type.Null()]),
    /**
     * True outside production (NODE_ENV): the pages may show an operator's instruction (a missing Maps
     * key). In production buyers read a buyer's message, and the instruction is in the server's log.
     */
    operatorNotes: Type.Boolean(),
  }),
);
export type PublicConfigResponse = Static<typeof PublicConfigResponseSchema>;
