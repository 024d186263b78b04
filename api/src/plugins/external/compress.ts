// gzip/brotli for responses that are not already compressed (the web build ships .br/.gz files,
// which @fastify/static sends as they are).
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024 });
  },
  { name: 'compress' },
);
