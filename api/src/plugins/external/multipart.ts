// multipart/form-data for POST /fileupload. The limits here bound what one request can make the
// server read; the upload rules themselves (1 MB a file, 10 a submission) are the route's, with the
// spec's messages.
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { UPLOAD_MAX_FILES } from '../../contract/listing-form-options.ts';

/**
 * A file past the 1 MB limit is still counted up to this size, so that the refusal can say how large
 * it is ('File size 2.40MB exceeds...'); beyond it, the request stops being read.
 */
export const UPLOAD_MEASURE_LIMIT_BYTES = 10 * 1024 * 1024;

export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: UPLOAD_MEASURE_LIMIT_BYTES,
        files: UPLOAD_MAX_FILES,
        fields: 10,
        fieldNameSize: 100,
        fieldSize: 1000,
        parts: UPLOAD_MAX_FILES + 10,
        headerPairs: 100,
      },
    });
  },
  { name: 'multipart' },
);
