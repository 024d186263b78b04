// gzip/brotli for responses that are not already compressed (the web build ships .br/.gz files,
// which @fastify/static sends as they are).
//
// Request bodies are taken as they are sent: a compressed one is a 415. No browser and no partner
// site of ours compresses a request, and every body the API takes is small. Inflating them would
// only open a door: a brotli body of 1.7 KB inflates to 1 GB, and after the body limit has answered
// 413 the inflater still works through all of it, about three seconds of CPU per request.
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Smaller answers go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export const COMPRESSED_BODY_MESSAGE =
  'Compressed request bodies are not accepted: send the body without a Content-Encoding';

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      requestEncodings: ['identity'],
      onUnsupportedRequestEncoding: () =>
        Object.assign(new Error(COMPRESSED_BODY_MESSAGE), { statusCode: 415 }),
    });
  },
  { name: 'compress' },
);
