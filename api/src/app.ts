// The application as a plugin (serviceApp) and a factory (buildApp) used by the server and tests.
import { STATUS_CODES, type Server } from 'node:http';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyHttpOptions,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { CapacityError, InvalidFieldError } from './lib/errors.ts';
import { fieldWithLoneSurrogate, fieldWithNonFiniteNumber, fieldWithNul } from './lib/unstorable-values.ts';
import { formatValidationMessage } from './lib/validation-message.ts';
import authRepository from './plugins/app/auth-repository.ts';
import authenticate from './plugins/app/authenticate.ts';
import blogEngagementRepository from './plugins/app/blog-engagement-repository.ts';
import blogRepository from './plugins/app/blog-repository.ts';
import catalogueCache from './plugins/app/catalogue-cache.ts';
import catalogueRepository from './plugins/app/catalogue-repository.ts';
import dbPlugin from './plugins/app/db.ts';
import enquiriesRepository from './plugins/app/enquiries-repository.ts';
import events from './plugins/app/events.ts';
import hostGuard from './plugins/app/host-guard.ts';
import leadEscalation from './plugins/app/lead-escalation.ts';
import jobRunner from './plugins/app/job-runner.ts';
import alertsJob from './plugins/app/alerts-job.ts';
import alertsRepository from './plugins/app/alerts-repository.ts';
import listingFormsRepository from './plugins/app/listing-forms-repository.ts';
import uploadsRepository from './plugins/app/uploads-repository.ts';
import peopleRepository from './plugins/app/people-repository.ts';
import placesRepository from './plugins/app/places-repository.ts';
import readiness, { createReadiness, type Readiness } from './plugins/app/readiness.ts';
import releaseFollower from './plugins/app/release-follower.ts';
import myPlacesRepository from './plugins/app/my-places-repository.ts';
import savedFiltersRepository from './plugins/app/saved-filters-repository.ts';
import smsSender from './plugins/app/sms-sender.ts';
import staffRepository from './plugins/app/staff-repository.ts';
import studioAccess from './plugins/app/studio-access.ts';
import studioCatalogueEditor from './plugins/app/studio-catalogue-editor.ts';
import studioCatalogueRepository from './plugins/app/studio-catalogue-repository.ts';
import studioOwnerReview from './plugins/app/studio-owner-review.ts';
import studioDevelopersRepository from './plugins/app/studio-developers-repository.ts';
import studioCommentsRepository from './plugins/app/studio-comments-repository.ts';
import studioPostsRepository from './plugins/app/studio-posts-repository.ts';
import studioPeopleRepository from './plugins/app/studio-people-repository.ts';
import wishlistRepository from './plugins/app/wishlist-repository.ts';
import webApps from './plugins/app/web-apps.ts';
import compress from './plugins/external/compress.ts';
import cors from './plugins/external/cors.ts';
import helmet from './plugins/external/helmet.ts';
import multipart from './plugins/external/multipart.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import swagger from './plugins/external/swagger.ts';
import apiRoutes from './routes/index.ts';
import seoRoutes from './routes/seo/index.ts';
import alertStopPage from './routes/alerts/stop-page.ts';
import type { ErrorResponse } from './schemas/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Whether the instance should take traffic (GET /ready): its checks, and whether it drains. */
    readiness: Readiness;
    /** Milliseconds since the epoch: AppOptions.clock, else the system's. */
    clock: () => number;
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export interface AppOptions {
  /** An open database (tests share one); otherwise the configured database is opened and closed with the app. */
  db?: Db;
  /** An open read replica of `db` (tests); otherwise DATABASE_READ_URL's, when set, is opened and closed with the app. */
  dbRead?: Db;
  /** Where the log goes instead of stdout (tests read it to prove what is never logged). */
  logStream?: { write(line: string): void };
  /** Milliseconds since the epoch for the uploads' sweep, the forms' dates and the blog's scheduled posts (tests move it). */
  clock?: () => number;
  /** Run the sales inbox's escalation every minute (default: except under NODE_ENV=test). */
  leadEscalation?: boolean;
  /** Start the job runner, and the alerts with it (default: except under NODE_ENV=test). */
  jobRunner?: boolean;
  /** How long the catalogue cache trusts the version it read (default 1 s; tests lengthen it to prove the event bus). */
  catalogueVersionMaxAgeMs?: number;
}

const errorBody = (statusCode: number, message: string): ErrorResponse => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});

type ValidationContext = 'body' | 'querystring' | 'params' | 'headers';

export const serviceApp: FastifyPluginAsync<AppOptions> = async (app, options) => {
  // Set before any route is registered: a route keeps the error handler in place when it is added.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const context = (error.validationContext ?? 'body') as ValidationContext;
      const schema = request.routeOptions.schema?.[context];
      return reply.code(400).send(errorBody(400, formatValidationMessage(error.validation, context, schema)));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limitKb = Math.floor(request.routeOptions.bodyLimit / 1024);
      return reply.code(413).send(errorBody(413, `Request body is too large: at most ${limitKb} KB`));
    }
    const statusCode =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (error instanceof CapacityError) {
      request.log.warn({ url: request.url }, error.message);
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
    }
    if (statusCode >= 500) {
      request.log.error({ err: error, method: request.method, url: request.url }, 'Request failed');
      return reply.code(500).send(errorBody(500, INTERNAL_ERROR_MESSAGE));
    }
    return reply.code(statusCode).send(errorBody(statusCode, error.message));
  });

  // Before any schema: text PostgreSQL cannot store is a 400 here, not a 500 there.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const nul = fieldWithNul(part);
      if (nul !== null) throw new InvalidFieldError(nul, 'must not contain a NUL character');
      const broken = fieldWithLoneSurrogate(part);
      if (broken !== null)
        throw new InvalidFieldError(broken, 'must be valid text (it holds half of a character)');
    }
  });
  // After the schema has coerced query text to numbers.
  app.addHook('preHandler', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = fieldWithNonFiniteNumber(part);
      if (field !== null) throw new InvalidFieldError(field, 'must be a finite number');
    }
  });

  app.setNotFoundHandler(async (request, reply) => {
    await reply.helmet(); // a 404 carries the security headers too
    const path = request.url.split('?')[0] ?? request.url;
    return reply.code(404).send(errorBody(404, `Route ${request.method} ${path} not found`));
  });

  // Read by whatever depends on the time (the blog's scheduled posts): tests move it.
  app.decorate('clock', options.clock ?? Date.now);

  // External plugins first: the app's plugins and routes rely on them.
  await app.register(helmet);
  // First of all: a request for another host name (DNS rebinding) is answered before any work.
  await app.register(hostGuard);
  await app.register(cors);
  await app.register(compress);
  await app.register(swagger);
  await app.register(multipart);

  await app.register(dbPlugin, { db: options.db, dbRead: options.dbRead });
  await app.register(events);
  await app.register(readiness);
  // After the database: with PostgreSQL the limits count there, shared by every instance.
  await app.register(rateLimit);
  await app.register(catalogueRepository);
  await app.register(catalogueCache, { versionMaxAgeMs: options.catalogueVersionMaxAgeMs });
  await app.register(blogRepository);
  await app.register(blogEngagementRepository);
  await app.register(enquiriesRepository);
  await app.register(uploadsRepository, { clock: options.clock });
  await app.register(listingFormsRepository, { clock: options.clock });
  await app.register(peopleRepository);
  await app.register(placesRepository);
  await app.register(savedFiltersRepository);
  await app.register(myPlacesRepository);
  await app.register(alertsRepository, { clock: options.clock });
  await app.register(smsSender);
  await app.register(authRepository);
  await app.register(authenticate);
  await app.register(staffRepository);
  await app.register(studioAccess);
  await app.register(studioCatalogueRepository);
  await app.register(studioCatalogueEditor);
  await app.register(studioOwnerReview, { clock: options.clock });
  await app.register(studioPeopleRepository);
  await app.register(studioDevelopersRepository);
  await app.register(studioCommentsRepository);
  await app.register(studioPostsRepository);
  await app.register(wishlistRepository);
  await app.register(leadEscalation, { enabled: options.leadEscalation });
  await app.register(jobRunner, { enabled: options.jobRunner });
  await app.register(alertsJob);
  await app.register(releaseFollower);

  await app.register(apiRoutes, { prefix: '/api/v1' });
  await app.register(seoRoutes);
  await app.register(alertStopPage);
  if (app.config.webRoot !== null) await app.register(webApps);
};

/** Headers for answers the router gives before any hook runs (helmet's come from a hook). */
const ROUTER_ERROR_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
};

/**
 * A URL the router cannot read (a broken percent escape) or a path segment past its length limit is
 * refused before any hook: answered here in our error shape, with the security headers.
 */
function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const statusCode = tooLong ? 414 : 400;
  const message = tooLong
    ? 'A part of the URL is too long'
    : 'The URL is not valid: it has a broken percent-encoding';
  return reply.code(statusCode).headers(ROUTER_ERROR_HEADERS).send(errorBody(statusCode, message));
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** A connection on which nothing moves this long (a client that stopped reading its answer) is closed. */
const IDLE_CONNECTION_TIMEOUT_MS = 60_000;
/** Longer than the 60 s idle timeout of common load balancers: they, not we, close an idle connection, so none is closed under a request they are sending. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** Node looks for requests past their timeout every 30 s by default; every second keeps the 408 close to it. */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** Builds the app, opens and migrates the database and waits until everything is ready. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const serverOptions: FastifyHttpOptions<Server> = {
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) },
    // Opening PGlite, migrating and seeding a fresh database takes several seconds.
    pluginTimeout: 120_000,
    // A field a schema does not know is a 400 that names it, not dropped without a word.
    // `x-messages` carries the product's wording for a failed rule (lib/validation-message.ts).
    ajv: { customOptions: { removeAdditional: false, keywords: ['x-messages'] } },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerRouterError,
    // A request that reaches an open connection while the server stops (SIGTERM) is answered, not
    // refused with a 503: the database closes only after the last one. Its answer closes the
    // connection (below), so the client's next request finds the port closed and goes elsewhere.
    return503OnClosing: false,
    // A hop count trusts that many proxies in front of the server.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // A client that sends its request slowly, a byte now and then to hold a connection, gets a 408.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: IDLE_CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      // Node enforces the request timeout only when the headers' own (60 s by default) is no longer.
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
  };
  const app = Fastify(serverOptions).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('config', config);
  app.decorate('readiness', createReadiness());
  // While the instance drains, each answer ends its keep-alive connection: server.close() waits for
  // every connection, and a client would otherwise keep sending on one to a stopping instance.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.readiness.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  try {
    await app.register(serviceApp, options);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
