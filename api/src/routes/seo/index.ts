// What search engines and link previews read: /robots.txt, /sitemap.xml with its child sitemaps, and
// the share images under /api/v1/media/share/. Registered at the site root: these exact paths win over
// the web apps' catch-all (plugins/app/web-apps.ts), so no static robots.txt of a build can shadow
// them. docs/seo.md.
import Type from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../lib/errors.ts';
import { createShareImages, shareSourceOf } from '../../media/share-image.ts';
import { ErrorResponseSchema, NotModifiedSchema } from '../../schemas/index.ts';
import { createSitemaps, type SitemapFile, type SitemapOptions } from './sitemaps.ts';

/** Crawlers read the sitemaps and robots.txt again after an hour. */
export const SEO_FILES_CACHE_CONTROL = 'public, max-age=3600';
const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Paths no crawler should walk: buyers' own pages, the API (pictures aside) and the team's studio. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    // The longest matching rule wins (RFC 9309): share images stay fetchable for link previews.
    'Allow: /api/v1/media/',
    'Disallow: /api/',
    'Disallow: /profile/',
    'Disallow: /studio/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Whether the client takes gzip (q above 0, by name or by `*`). */
function acceptsGzip(header: string | undefined): boolean {
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (name !== 'gzip' && name !== '*') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

function sendSitemap(request: FastifyRequest, reply: FastifyReply, file: SitemapFile) {
  reply
    .header('cache-control', SEO_FILES_CACHE_CONTROL)
    .header('etag', file.etag)
    .header('vary', 'accept-encoding');
  const tags = (request.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  if (tags.includes(file.etag) || tags.includes('*')) return reply.code(304).send();
  reply.type('application/xml; charset=utf-8');
  // Sent with its encoding named, so the compress plugin leaves it as it is.
  if (acceptsGzip(request.headers['accept-encoding']))
    return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.xml);
}

/** A body sent as bytes (the serialiser leaves a Buffer alone). */
const Bytes = (description: string) => Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description });

const XML_RESPONSES = {
  200: Bytes('application/xml, gzip-encoded when the client accepts it'),
  304: NotModifiedSchema,
  404: ErrorResponseSchema,
};

export interface SeoRoutesOptions {
  /** URLs per child sitemap; tests make it small to see the paging. */
  sitemapPageSize?: number;
  /** For the sitemaps' rebuild time (tests move it). */
  now?: SitemapOptions['now'];
}

const seoRoutes: FastifyPluginAsyncTypebox<SeoRoutesOptions> = async (app, options) => {
  const sitemaps = createSitemaps(app.db, {
    publicUrl: app.config.publicUrl,
    pageSize: options.sitemapPageSize,
    now: options.now ?? app.clock,
    log: app.log,
  });
  const shareImages = createShareImages((id) => app.uploads.read(id, 'display'));
  const robots = robotsTxt(app.config.publicUrl);

  app.get(
    '/robots.txt',
    { schema: { hide: true, response: { 200: Type.String({ description: 'text/plain' }) } } },
    async (_request, reply) =>
      reply.header('cache-control', SEO_FILES_CACHE_CONTROL).type('text/plain; charset=utf-8').send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true, response: XML_RESPONSES } }, async (request, reply) => {
    const file = await sitemaps.get('index');
    if (file === null) throw new NotFoundError('Sitemap not found');
    return sendSitemap(request, reply, file);
  });

  app.get(
    '/sitemaps/:file',
    {
      schema: {
        hide: true,
        params: Type.Object({ file: Type.String({ maxLength: 40 }) }),
        response: XML_RESPONSES,
      },
    },
    async (request, reply) => {
      const name = /^(.+)\.xml$/.exec(request.params.file)?.[1];
      const file = name === undefined || name === 'index' ? null : await sitemaps.get(name);
      if (file === null) throw new NotFoundError('Sitemap not found');
      return sendSitemap(request, reply, file);
    },
  );

  app.get(
    '/api/v1/media/share/:kind/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A share image (Open Graph): a cover cropped to 1200×630, as JPEG',
        description:
          "Named after the cover it is made from, so it never changes: the unit, project and post responses' `share_image` gives its URL. Kinds: the generated pictures' kinds (file n.jpg) and `upload` (file {id}.jpg).",
        params: Type.Object({
          kind: Type.String({ maxLength: 20 }),
          file: Type.String({ maxLength: 40, description: 'n.jpg or {upload id}.jpg' }),
        }),
        response: {
          200: Bytes('A JPEG image (image/jpeg)'),
          404: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const source = shareSourceOf(request.params.kind, request.params.file);
      const jpeg = source === null ? null : await shareImages.get(source);
      if (jpeg === null) throw new NotFoundError('Image not found');
      return reply
        .header('cache-control', SHARE_IMAGE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .type('image/jpeg')
        .send(jpeg);
    },
  );
};

export default seoRoutes;
