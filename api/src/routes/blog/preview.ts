// A post by its private preview link (issue 26; POST /studio/posts/{id}/preview-link): whoever has
// the link reads a draft or scheduled post, in the shape of the post page's read. Never cached, never
// indexed: the link is the only key.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../lib/errors.ts';
import { sha256 } from '../../plugins/app/auth-tokens.ts';
import {
  BlogPostResponseSchema,
  ErrorResponseSchema,
  PreviewTokenParamsSchema,
} from '../../schemas/index.ts';

export const PREVIEW_NOT_FOUND_MESSAGE =
  'This preview link is not valid, or it has expired: ask for a new one.';

const previewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/blog/preview/:token',
    {
      onSend: async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
        reply.header('x-robots-tag', 'noindex');
      },
      schema: {
        tags: ['blog'],
        summary: 'A post by its private preview link, in any state',
        description: 'Cache-Control: no-store; X-Robots-Tag: noindex. 404 once the link has expired.',
        params: PreviewTokenParamsSchema,
        response: { 200: BlogPostResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const post = await app.blog.findByPreviewToken(sha256(request.params.token));
      if (!post) throw new NotFoundError(PREVIEW_NOT_FOUND_MESSAGE);
      return { status: 'success' as const, data: post };
    },
  );
};

export default previewRoutes;
