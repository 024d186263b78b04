// The application as a plugin (serviceApp) and a factory (buildApp) used by the server and tests.
import { STATUS_CODES } from 'node:http';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { InvalidFieldError } from './lib/errors.ts';
import { fieldWithNul } from './lib/nul-characters.ts';
import { formatValidationMessage } from './lib/validation-message.ts';
import blogRepository from './plugins/app/blog-repository.ts';
import catalogueRepository from './plugins/app/catalogue-repository.ts';
import dbPlugin from './plugins/app/db.ts';
import enquiriesRepository from './plugins/app/enquiries-repository.ts';
import peopleRepository from './plugins/app/people-repository.ts';
import webApps from './plugins/app/web-apps.ts';
import compress from './plugins/external/compress.ts';
import cors from './plugins/external/cors.ts';
import helmet from './plugins/external/helmet.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import swagger from './plugins/external/swagger.ts';
import apiRoutes from './routes/index.ts';
import type { ErrorResponse } from './schemas/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export interface AppOptions {
  /** An open database (tests share one); otherwise the configured database is opened and closed with the app. */
  db?: Db;
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
    const statusCode =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error, method: request.method, url: request.url }, 'Request failed');
      return reply.code(500).send(errorBody(500, INTERNAL_ERROR_MESSAGE));
    }
    return reply.code(statusCode).send(errorBody(statusCode, error.message));
  });

  // Before any schema: PostgreSQL refuses a NUL character in text, so one is a 400 here, not a 500 there.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = fieldWithNul(part);
      if (field !== null) throw new InvalidFieldError(field, 'must not contain a NUL character');
    }
  });

  app.setNotFoundHandler(async (request, reply) => {
    await reply.helmet(); // a 404 carries the security headers too
    const path = request.url.split('?')[0] ?? request.url;
    return reply.code(404).send(errorBody(404, `Route ${request.method} ${path} not found`));
  });

  // External plugins first: the app's plugins and routes rely on them.
  await app.register(helmet);
  await app.register(cors);
  await app.register(compress);
  await app.register(rateLimit);
  await app.register(swagger);

  await app.register(dbPlugin, { db: options.db });
  await app.register(catalogueRepository);
  await app.register(blogRepository);
  await app.register(enquiriesRepository);
  await app.register(peopleRepository);

  await app.register(apiRoutes, { prefix: '/api/v1' });
  if (app.config.webRoot !== null) await app.register(webApps);
};

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the app, opens and migrates the database and waits until everything is ready. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const serverOptions: FastifyServerOptions = {
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Opening PGlite, migrating and seeding a fresh database takes several seconds.
    pluginTimeout: 120_000,
    // A field a schema does not know is a 400 that names it, not dropped without a word.
    ajv: { customOptions: { removeAdditional: false } },
    routerOptions: { ignoreTrailingSlash: true },
    // A hop count trusts that many proxies in front of the server.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  };
  const app = Fastify(serverOptions).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('config', config);
  try {
    await app.register(serviceApp, options);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
