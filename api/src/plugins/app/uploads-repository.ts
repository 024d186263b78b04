// Uploaded images: checked from their bytes, counted against the sender's daily quota and the disk's
// floor, re-encoded, put in the storage under generated keys and recorded, all or nothing; read back
// by id; and swept when no owner listing took them within an hour. Each form's files come under a
// submission id the server issued (at most 10 files each), so a client can't mint ids to dodge that.
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Selectable } from 'kysely';
import type { UploadLimits } from '../../config.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { calendarDay, qb, run, runOne } from '../../db/kysely.ts';
import type { UploadsTable } from '../../db/schema.generated.ts';
import {
  BadRequestError,
  CapacityError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnsupportedMediaTypeError,
} from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import {
  UPLOAD_ALLOWED_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
} from '../../contract/listing-form-options.ts';
import type { UploadedImage, UploadVariant } from '../../schemas/index.ts';
import { detectFileType, isAcceptedImageType } from '../../uploads/image-type.ts';
import { reencodeImage, type ReencodedImage } from '../../uploads/reencode.ts';
import { createUploadStorage, storageKey, type UploadStorage } from '../../uploads/storage.ts';
import { uploadUrl } from '../../uploads/urls.ts';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadsRepository;
  }
}

/**
 * An upload no owner listing has taken this long after it came is removed: long enough to fill in
 * the rest of the owner's form, short enough that photos nobody submits don't pile up on the disk.
 */
export const UPLOAD_UNUSED_LIFETIME_MS = 60 * 60 * 1000;
/** A submission id takes files for as long as its files would be kept. */
export const UPLOAD_SUBMISSION_LIFETIME_MS = UPLOAD_UNUSED_LIFETIME_MS;
/** How often unused uploads and spent submission ids are looked for (and once at start). */
export const UPLOAD_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export const UNKNOWN_SUBMISSION_MESSAGE =
  'id: is not an upload id this server issued, or it has expired: ask for a new one';
export const UPLOAD_QUOTA_MESSAGE =
  'You have uploaded as many photos as we accept from one network in a day. Please try again tomorrow, or write to us.';
export const DISK_FULL_MESSAGE =
  'We can’t take photos right now: the server is short of storage. Please try again later.';

export interface ReceivedFile {
  /** The file's base name as sent; kept for the record, never used as a path or a key. */
  name: string;
  /** The bytes, when the file is within the size limit. */
  bytes: Buffer | null;
  /** Its whole size, counted even when it was too large to keep. */
  size: number;
  /** True when it was larger than could be counted (the request's limit): `size` is a floor. */
  truncated: boolean;
}

export interface UploadMeta {
  /** The form submission's id, issued by issueSubmission: at most UPLOAD_MAX_FILES files each. */
  submissionId: string;
  /** What the files are for (the form's `type` field), e.g. property_images. */
  kind: string;
  /** The sender's address key (rateLimitKey), for the daily quota; null counts nothing (RATE_LIMITS=off). */
  clientKey: string | null;
}

const MB = 1024 * 1024;
/** '1.01': rounded up, so that a file a byte over the limit never reads as the limit itself. */
const megabytes = (bytes: number) => (Math.ceil((bytes / MB) * 100) / 100).toFixed(2);
const limitMb = String(UPLOAD_MAX_BYTES / MB);

/** Spec 5: 'File size {x}MB exceeds maximum allowed size of {y}MB'. */
export const fileTooLargeMessage = (file: Pick<ReceivedFile, 'size' | 'truncated'>) =>
  `File size ${file.truncated ? 'more than ' : ''}${megabytes(file.size)}MB exceeds maximum allowed size of ${limitMb}MB`;
/** Spec 5: 'File type {type} is not allowed. Allowed types: {list}'. */
export const fileTypeMessage = (type: string | null) =>
  `File type ${type ?? 'unknown'} is not allowed. Allowed types: ${UPLOAD_ALLOWED_TYPES.join(', ')}`;
/** Spec 5: 'Maximum {n} files allowed. You can add {m} more files.' */
export const tooManyFilesMessage = (stored: number) =>
  `Maximum ${UPLOAD_MAX_FILES} files allowed. You can add ${Math.max(0, UPLOAD_MAX_FILES - stored)} more files.`;

// eslint-disable-next-line no-control-regex -- control characters are what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Folder parts, control characters and anything past 200 characters are dropped. */
export function baseName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base.replace(CONTROL_CHARACTERS, '').trim().slice(0, 200);
  return clean === '' || clean === '.' || clean === '..' ? 'image' : clean;
}

const TYPE_NAMES: Record<string, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' };

/** An upload's row as this file writes it: the table's columns, with the types it accepts. */
type UploadRow = Pick<
  Selectable<UploadsTable>,
  'id' | 'size_bytes' | 'width' | 'height' | 'display_bytes' | 'card_bytes'
> & { mime_type: 'image/jpeg' | 'image/png' | 'image/webp' };

const toImage = (row: UploadRow): UploadedImage => ({
  _id: row.id,
  url: uploadUrl(row.id, 'display'),
  card_url: uploadUrl(row.id, 'card'),
  content_type: 'image/webp',
  width: row.width,
  height: row.height,
  bytes: row.display_bytes,
  card_bytes: row.card_bytes,
  original_type: row.mime_type,
  original_bytes: row.size_bytes,
});

async function storedForSubmission(db: Queryable, submissionId: string): Promise<number> {
  const row = await runOne(
    db,
    qb
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll().$castTo<number>().as('count'))
      .where('submission_id', '=', submissionId),
  );
  return Number(row?.count ?? 0);
}

export interface UploadsOptions {
  /** Milliseconds since the epoch; tests move it to show the sweep. */
  clock?: () => number;
  log?: { warn: (object: object, message: string) => void };
  limits?: UploadLimits;
}

/** No quota and no floor: the repository's own unit use; the app passes the configured limits. */
const UNLIMITED: UploadLimits = { filesPerDay: Infinity, bytesPerDay: Infinity, minFreeBytes: 0 };

/** 24 characters a client can't guess: the id names nothing until the server records it. */
const newSubmissionId = () => randomBytes(18).toString('base64url');

/** The day in India, where the quota's day starts at midnight. */
const indiaDay = (milliseconds: number) =>
  new Date(milliseconds + 330 * 60 * 1000).toISOString().slice(0, 10);

export function createUploadsRepository(db: Db, storage: UploadStorage, options: UploadsOptions = {}) {
  const clock = options.clock ?? Date.now;
  const limits = options.limits ?? UNLIMITED;
  const removeStored = async (ids: readonly string[]) => {
    for (const id of ids) {
      for (const variant of ['display', 'card'] as const) {
        await storage
          .delete(storageKey(id, variant))
          .catch((error: unknown) =>
            options.log?.warn({ err: error, upload: id }, 'Could not remove an upload from the storage'),
          );
      }
    }
  };

  /** A submission id this server issued, within its lifetime; else a 400 that says to ask again. */
  const assertIssued = async (submissionId: string) => {
    const issued = await runOne(
      db,
      qb
        .selectFrom('upload_submissions')
        .select('id')
        .where('id', '=', submissionId)
        .where('created_at', '>', new Date(clock() - UPLOAD_SUBMISSION_LIFETIME_MS)),
    );
    if (!issued) throw new BadRequestError(UNKNOWN_SUBMISSION_MESSAGE);
  };

  const assertDiskFree = async () => {
    if (limits.minFreeBytes <= 0) return;
    const free = await storage.freeBytes();
    if (free !== null && free < limits.minFreeBytes) throw new CapacityError(507, DISK_FULL_MESSAGE);
  };

  /**
   * Adds the files to the sender's count for today, or refuses them all (429) when they would go past
   * either daily limit. One statement: parallel requests from one address can't both slip under it.
   */
  const chargeQuota = async (clientKey: string, files: readonly ReceivedFile[]) => {
    const bytes = files.reduce((sum, file) => sum + file.size, 0);
    if (files.length > limits.filesPerDay || bytes > limits.bytesPerDay) {
      throw new TooManyRequestsError(UPLOAD_QUOTA_MESSAGE);
    }
    const charged = await run(
      db,
      qb
        .insertInto('upload_quota')
        .values({ client_key: clientKey, day: indiaDay(clock()), files: files.length, bytes })
        .onConflict((conflict) =>
          conflict
            .columns(['client_key', 'day'])
            .doUpdateSet((eb) => ({
              files: eb('upload_quota.files', '+', eb.ref('excluded.files')),
              bytes: eb('upload_quota.bytes', '+', eb.ref('excluded.bytes')),
            }))
            .where((eb) =>
              eb.and([
                eb(
                  eb('upload_quota.files', '+', eb.ref('excluded.files')),
                  '<=',
                  Math.min(limits.filesPerDay, 2 ** 31 - 1),
                ),
                eb(
                  eb('upload_quota.bytes', '+', eb.ref('excluded.bytes')),
                  '<=',
                  Math.min(limits.bytesPerDay, Number.MAX_SAFE_INTEGER),
                ),
              ]),
            ),
        )
        .returning('files'),
    );
    if (charged.length === 0) throw new TooManyRequestsError(UPLOAD_QUOTA_MESSAGE);
  };

  return {
    storage,

    /** A new submission id for one form's files, recorded for the address that asked. */
    async issueSubmission(clientKey: string): Promise<string> {
      const id = newSubmissionId();
      await run(
        db,
        qb
          .insertInto('upload_submissions')
          .values({ id, client_key: clientKey, created_at: new Date(clock()).toISOString() }),
      );
      return id;
    },

    /** The number of files a submission may still add. */
    async remaining(submissionId: string): Promise<number> {
      return Math.max(0, UPLOAD_MAX_FILES - (await storedForSubmission(db, submissionId)));
    },

    /**
     * Checks every file (size, then type from the bytes, then that it decodes), re-encodes it and
     * stores it; the answer lists them in the order sent. Any refusal stores none of them.
     */
    async save(files: readonly ReceivedFile[], meta: UploadMeta): Promise<UploadedImage[]> {
      if (files.length === 0) throw new BadRequestError('files: is required: send at least one image');
      await assertIssued(meta.submissionId);
      const storedBefore = await storedForSubmission(db, meta.submissionId);
      if (storedBefore + files.length > UPLOAD_MAX_FILES)
        throw new BadRequestError(tooManyFilesMessage(storedBefore));
      for (const file of files) {
        if (file.truncated || file.size > UPLOAD_MAX_BYTES || file.bytes === null) {
          throw new PayloadTooLargeError(fileTooLargeMessage(file));
        }
        const type = detectFileType(file.bytes);
        if (!isAcceptedImageType(type)) throw new UnsupportedMediaTypeError(fileTypeMessage(type));
      }
      // Counted before any image work: a flood is refused before it costs a core or the disk.
      await assertDiskFree();
      if (meta.clientKey !== null) await chargeQuota(meta.clientKey, files);
      const prepared: {
        id: string;
        file: ReceivedFile;
        type: UploadRow['mime_type'];
        image: ReencodedImage;
      }[] = [];
      for (const file of files) {
        const bytes = file.bytes as Buffer;
        const type = detectFileType(bytes) as UploadRow['mime_type'];
        prepared.push({
          id: newId(),
          file,
          type,
          image: await reencodeImage(bytes, TYPE_NAMES[type] ?? type),
        });
      }
      const stored: string[] = [];
      try {
        for (const { id, image } of prepared) {
          stored.push(id);
          await storage.put(storageKey(id, 'display'), image.display.data, 'image/webp');
          await storage.put(storageKey(id, 'card'), image.card.data, 'image/webp');
        }
        const createdAt = new Date(clock()).toISOString();
        return await db.transaction(async (tx) => {
          // Parallel requests of one submission (one file each) count one after another.
          await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`upload:${meta.submissionId}`]);
          const already = await storedForSubmission(tx, meta.submissionId);
          if (already + prepared.length > UPLOAD_MAX_FILES)
            throw new BadRequestError(tooManyFilesMessage(already));
          const rows: UploadRow[] = [];
          for (const { id, file, type, image } of prepared) {
            const row: UploadRow = {
              id,
              mime_type: type,
              size_bytes: file.size,
              width: image.display.width,
              height: image.display.height,
              display_bytes: image.display.data.length,
              card_bytes: image.card.data.length,
            };
            await run(
              tx,
              qb.insertInto('uploads').values({
                id,
                kind: meta.kind,
                original_name: baseName(file.name),
                stored_name: id,
                mime_type: type,
                size_bytes: file.size,
                submission_id: meta.submissionId,
                width: row.width,
                height: row.height,
                display_bytes: row.display_bytes,
                card_bytes: row.card_bytes,
                created_at: createdAt,
              }),
            );
            rows.push(row);
          }
          return rows.map(toImage);
        });
      } catch (error) {
        await removeStored(stored);
        throw error;
      }
    },

    /** One stored size of an upload, or null when there is no such upload. */
    async read(id: string, variant: UploadVariant): Promise<Buffer | null> {
      return storage.get(storageKey(id, variant));
    },

    /** Removes the uploads no listing took within the hour, and spent ids and past days' counts; returns how many uploads. */
    async sweep(): Promise<number> {
      const cutoff = new Date(clock() - UPLOAD_UNUSED_LIFETIME_MS);
      await run(
        db,
        qb
          .deleteFrom('upload_submissions')
          .where('created_at', '<', new Date(clock() - UPLOAD_SUBMISSION_LIFETIME_MS)),
      );
      await run(db, qb.deleteFrom('upload_quota').where('day', '<', calendarDay(indiaDay(clock()))));
      // The row goes first: a listing taking the upload at this moment either sees it (and the
      // sweep skips it) or does not (and refuses the listing), never a row without its images.
      const removed = await run(
        db,
        qb
          .deleteFrom('uploads')
          .where('listing_id', 'is', null)
          .where('created_at', '<', cutoff)
          .returning('id'),
      );
      await removeStored(removed.map((row) => row.id));
      return removed.length;
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;

export interface UploadsPluginOptions {
  clock?: () => number;
}

export default fp<UploadsPluginOptions>(
  async (app, options) => {
    const storage = createUploadStorage(app.config.uploadStorage);
    const uploads = createUploadsRepository(app.db, storage, {
      clock: options.clock,
      log: app.log,
      limits: app.config.uploadLimits,
    });
    app.decorate('uploads', uploads);
    const sweep = () =>
      uploads
        .sweep()
        .then((count) => {
          if (count > 0) app.log.info(`Removed ${count} upload(s) no listing used within an hour`);
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'Could not remove unused uploads'));
    await sweep();
    const timer = setInterval(() => void sweep(), UPLOAD_SWEEP_INTERVAL_MS).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'uploads-repository', dependencies: ['db'] },
);
