import Type from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../lib/errors.ts';
import { isMediaKind, MAX_MEDIA_NUMBER, MEDIA_KINDS, renderMedia } from '../../media/index.ts';
import { ErrorResponseSchema } from '../../schemas/index.ts';

const FILE_NAME = /^([1-9]\d{0,2})\.svg$/;

const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media/:kind/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A generated picture',
        description: `Kinds: ${MEDIA_KINDS.join(', ')}. File: 1.svg to ${MAX_MEDIA_NUMBER}.svg. The same number always gives the same picture.`,
        params: Type.Object({
          kind: Type.String({ maxLength: 20, description: MEDIA_KINDS.join(' | ') }),
          file: Type.String({ maxLength: 20, description: 'n.svg, n from 1 to 999' }),
        }),
        response: {
          200: Type.String({ description: 'An SVG image (image/svg+xml)' }),
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const number = Number(FILE_NAME.exec(file)?.[1] ?? NaN);
      if (!isMediaKind(kind) || !(number >= 1 && number <= MAX_MEDIA_NUMBER))
        throw new NotFoundError('Image not found');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('image/svg+xml; charset=utf-8')
        .send(renderMedia(kind, number));
    },
  );
};

export default mediaRoutes;
