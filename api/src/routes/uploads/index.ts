// POST /fileupload/submissions issues the id a form's files are sent with; POST /fileupload takes
// images (spec 7: one request per file, read as data[0]); GET /uploads/{id}/{variant} serves what was
// stored, by id.
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../contract/listing-form-options.ts';
import {
  BadRequestError,
  NotFoundError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '../../lib/errors.ts';
import { assertOwnSite } from '../../lib/own-site.ts';
import { bearerToken } from '../../plugins/app/authenticate.ts';
import {
  fileTooLargeMessage,
  tooManyFilesMessage,
  UPLOAD_SUBMISSION_LIFETIME_MS,
  UPLOAD_UNUSED_LIFETIME_MS,
  type ReceivedFile,
} from '../../plugins/app/uploads-repository.ts';
import { rateLimitKey } from '../../plugins/external/rate-limit.ts';
import { UPLOAD_MEASURE_LIMIT_BYTES } from '../../plugins/external/multipart.ts';
import {
  ErrorResponseSchema,
  UPLOAD_VARIANTS,
  UPLOAD_SUBMISSION_ID_PATTERN,
  UPLOAD_TYPE_PATTERN,
  UploadFormSchema,
  UploadImageSchema,
  UploadParamsSchema,
  UploadResponseSchema,
  UploadSubmissionResponseSchema,
  type UploadVariant,
} from '../../schemas/index.ts';

/** Uploads one address may send in a minute: one request per file, 10 files a form, a few forms. */
export const UPLOADS_PER_MINUTE = 40;
/** Upload ids one address may ask for in an hour: a form, Clear All and a few more each. */
export const UPLOAD_SUBMISSIONS_PER_HOUR = 30;
const minutes = (milliseconds: number) => `${milliseconds / 60_000} minutes`;

const FIELD_RULES = {
  id: {
    pattern: new RegExp(UPLOAD_SUBMISSION_ID_PATTERN),
    problem: 'must be the form submission id: 1 to 64 letters, digits, - or _',
  },
  type: {
    pattern: new RegExp(UPLOAD_TYPE_PATTERN),
    problem: 'must be 1 to 60 letters, digits or _ . / -',
  },
} as const;

/** Reads a file's stream, keeping its bytes only while it is within the limit, counting them all. */
async function readFile(name: string, stream: Readable & { truncated?: boolean }): Promise<ReceivedFile> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= UPLOAD_MAX_BYTES) chunks.push(chunk);
  }
  const within = size <= UPLOAD_MAX_BYTES && !stream.truncated;
  return { name, bytes: within ? Buffer.concat(chunks) : null, size, truncated: stream.truncated === true };
}

interface UploadForm {
  fields: Partial<Record<'id' | 'type', string>>;
  files: ReceivedFile[];
  /** More files came than one submission may have: the rest of the request was not read. */
  tooManyFiles: boolean;
}

const hasCode = (error: unknown): error is { code: string } =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string';

/** The whole form: its two fields and its files (the fields may come before or after them). */
async function readForm(request: FastifyRequest): Promise<UploadForm> {
  const form: UploadForm = { fields: {}, files: [], tooManyFiles: false };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files') {
          part.file.resume();
          throw new BadRequestError(
            `${part.fieldname.slice(0, 50)}: is not allowed: send the images as 'files'`,
          );
        }
        form.files.push(await readFile(part.filename, part.file));
        continue;
      }
      if (part.fieldname !== 'id' && part.fieldname !== 'type') {
        throw new BadRequestError(`${part.fieldname.slice(0, 50)}: is not allowed`);
      }
      if (part.valueTruncated || typeof part.value !== 'string') {
        throw new BadRequestError(`${part.fieldname}: ${FIELD_RULES[part.fieldname].problem}`);
      }
      form.fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    const code = hasCode(error) ? error.code : '';
    if (code === 'FST_FILES_LIMIT') return { ...form, tooManyFiles: true };
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new PayloadTooLargeError(
        fileTooLargeMessage({ size: UPLOAD_MEASURE_LIMIT_BYTES, truncated: true }),
      );
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new BadRequestError('The form has too many parts: send the fields id and type and the files');
    }
    // A broken or cut-off body (no boundary, a part without its end): the client's, never a 5xx.
    const detail = error instanceof Error ? error.message.slice(0, 100) : 'unreadable';
    throw new BadRequestError(`The upload is not valid multipart/form-data: ${detail}`);
  }
  return form;
}

function field(form: UploadForm, name: 'id' | 'type'): string {
  const value = form.fields[name]?.trim();
  if (value === undefined || value === '') throw new BadRequestError(`${name}: is required`);
  if (!FIELD_RULES[name].pattern.test(value))
    throw new BadRequestError(`${name}: ${FIELD_RULES[name].problem}`);
  return value;
}

const isVariant = (value: string): value is UploadVariant =>
  (UPLOAD_VARIANTS as readonly string[]).includes(value);

const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * The daily quota's key; none with RATE_LIMITS=off (benchmarks), like every per-address limit, and
   * none for the team: an editor's or admin's session (the studio's catalogue photos, a whole project's
   * at once, from an office network) is not a stranger's flood.
   */
  const quotaKey = async (request: FastifyRequest) => {
    if (!app.config.rateLimits) return null;
    const token = bearerToken(request);
    const member = token === null ? null : await app.staff.sessionStaff(token);
    if (member?.role === 'admin' || member?.role === 'editor') return null;
    return rateLimitKey(request.ip);
  };

  app.post(
    '/fileupload/submissions',
    {
      // Fails closed, as route limits do: an id is what lets a client send files.
      config: { rateLimit: { max: UPLOAD_SUBMISSIONS_PER_HOUR, timeWindow: '1 hour' } },
      schema: {
        tags: ['listings'],
        summary: 'A new upload id for the files of one form',
        description:
          `The id to send as \`id\` with each file of one form to POST /fileupload: at most ${UPLOAD_MAX_FILES} ` +
          `files each, usable for ${minutes(UPLOAD_SUBMISSION_LIFETIME_MS)}. Ask for a new one after Clear All ` +
          `or a sent form. Only from this site's own pages; at most ${UPLOAD_SUBMISSIONS_PER_HOUR} an hour ` +
          'from one address.',
        response: {
          201: UploadSubmissionResponseSchema,
          403: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
      onRequest: async (request) => assertOwnSite(request, 'Uploads'),
    },
    async (request, reply) => {
      const id = await app.uploads.issueSubmission(rateLimitKey(request.ip));
      return reply.code(201).send({ status: 'success' as const, data: { id } });
    },
  );

  app.post(
    '/fileupload',
    {
      config: { rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: '1 minute' } },
      // The multipart stream is read and checked by the handler; the body schema documents it.
      validatorCompiler: () => () => true,
      schema: {
        tags: ['listings'],
        summary: 'Upload images for a form (multipart: id, type, files)',
        description:
          'multipart/form-data with the fields `id` (the upload id from POST /fileupload/submissions) and ' +
          '`type` (what the files are for), and one or more `files`. Each file must be JPEG, PNG or WebP ' +
          'judged from its bytes (its name and declared type are ignored: SVG, PDF and anything else is a ' +
          `415), at most ${UPLOAD_MAX_BYTES} bytes (413), at most ${UPLOAD_MAX_FILES} files per submission id ` +
          'across requests (400). Each is re-encoded as WebP without metadata in a display size and a ' +
          'card size, stored under a generated id and answered in `data` in the order sent (the client ' +
          'sends one file a request and reads data[0]). Any refusal stores none of the files. An upload ' +
          `no owner listing uses within ${minutes(UPLOAD_UNUSED_LIFETIME_MS)} is removed. Only from this site's own ` +
          `pages. At most ${UPLOADS_PER_MINUTE} requests a minute from one address, and ` +
          `${app.config.uploadLimits.filesPerDay} files or ${app.config.uploadLimits.bytesPerDay / 1024 / 1024} MB ` +
          'a day (429 past either; an editor\u2019s or admin\u2019s studio session, as `Authorization: Bearer`, is not ' +
          'counted); 507 while the server is short of disk, 503 while it has too many ' +
          'photos to process.',
        consumes: ['multipart/form-data'],
        body: UploadFormSchema,
        response: {
          201: UploadResponseSchema,
          400: ErrorResponseSchema,
          403: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
          507: ErrorResponseSchema,
        },
      },
      onRequest: async (request) => assertOwnSite(request, 'Uploads'),
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new UnsupportedMediaTypeError(
          'Send the images as multipart/form-data with the fields id, type and files',
        );
      }
      const form = await readForm(request);
      if (form.tooManyFiles) {
        const id = form.fields.id ?? '';
        const stored = FIELD_RULES.id.pattern.test(id)
          ? UPLOAD_MAX_FILES - (await app.uploads.remaining(id))
          : 0;
        throw new BadRequestError(tooManyFilesMessage(stored));
      }
      const submissionId = field(form, 'id');
      const kind = field(form, 'type');
      if (form.files.length === 0) throw new BadRequestError('files: is required: send at least one image');
      const images = await app.uploads.save(form.files, {
        submissionId,
        kind,
        clientKey: await quotaKey(request),
      });
      return reply.code(201).send({ status: 'success' as const, data: images });
    },
  );

  app.get(
    '/uploads/:id/:variant',
    {
      schema: {
        tags: ['listings'],
        summary: 'An uploaded image',
        description:
          `Variant: ${UPLOAD_VARIANTS.join(' or ')}. Always image/webp, with nosniff and cached for a year ` +
          '(an id never changes what it shows). 404 for an unknown id, or one removed because no listing used it.',
        params: UploadParamsSchema,
        response: {
          200: UploadImageSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { id, variant } = request.params;
      if (!isVariant(variant)) throw new NotFoundError('Image not found');
      const image = await app.uploads.read(id, variant);
      if (image === null) throw new NotFoundError('Image not found');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type('image/webp')
        .send(image);
    },
  );
};

export default uploadRoutes;
