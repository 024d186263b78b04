// Share images (Open Graph): a unit's, project's or post's cover cropped to 1200×630 as JPEG, which
// every chat app previews (not all of them show WebP). The share image is named after the cover it is
// made from, not after the page: a new cover is a new URL, so the URL can be cached for a year, and the
// 100,000 units that share the ~1,000 generated villa pictures share their ~1,000 share images.
//
//   /api/v1/media/{kind}/{n}.svg     → /api/v1/media/share/{kind}/{n}.jpg
//   /api/v1/uploads/{id}/{variant}   → /api/v1/media/share/upload/{id}.jpg
//   anything else (an outside URL)   → the share image of the fallback picture given
//
// Each JPEG is made once, in the server's image queue (at most two images decoded at once, shared
// with uploads), and kept in memory (least recently used dropped past SHARE_IMAGE_CACHE_BYTES).
import sharp from 'sharp';
import { ID_PATTERN } from '../lib/ids.ts';
import { createLruCache } from '../lib/lru-cache.ts';
import { imageQueue } from '../uploads/reencode.ts';
import { isMediaKind, MAX_MEDIA_NUMBER, renderMedia, type MediaKind } from './index.ts';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_IMAGE_PREFIX = '/api/v1/media/share/';
/** About 30 KB each: 48 MB keeps ~1,500 of them. */
const SHARE_IMAGE_CACHE_BYTES = 48 * 1024 * 1024;
const SHARE_IMAGE_CACHE_ENTRIES = 5_000;
const JPEG_QUALITY = 82;

/** What a share image is made from: a generated picture or an upload. */
export type ShareSource = { kind: MediaKind; number: number } | { kind: 'upload'; id: string };

const MEDIA_COVER = /^\/api\/v1\/media\/([a-z]+)\/([1-9]\d{0,2})\.svg$/;
const UPLOAD_COVER = /^\/api\/v1\/uploads\/([0-9a-f]{24})\/[a-z]+$/;

/** The source of a cover URL the catalogue or blog stores, or null for one we don't serve ourselves. */
export function coverSource(coverUrl: string | undefined): ShareSource | null {
  if (coverUrl === undefined) return null;
  const media = MEDIA_COVER.exec(coverUrl);
  if (media && isMediaKind(media[1]!) && Number(media[2]) <= MAX_MEDIA_NUMBER)
    return { kind: media[1], number: Number(media[2]) };
  const upload = UPLOAD_COVER.exec(coverUrl);
  if (upload) return { kind: 'upload', id: upload[1]! };
  return null;
}

const sharePath = (source: ShareSource) =>
  source.kind === 'upload'
    ? `${SHARE_IMAGE_PREFIX}upload/${source.id}.jpg`
    : `${SHARE_IMAGE_PREFIX}${source.kind}/${source.number}.jpg`;

/**
 * The site-relative URL of a cover's share image (the detail responses' `share_image`). A cover we
 * cannot read ourselves gets the share image of `fallback` (a generated picture's URL).
 */
export function shareImageUrl(coverUrl: string | undefined, fallback: string): string {
  const source = coverSource(coverUrl) ?? coverSource(fallback);
  if (source === null) throw new Error(`No share image for the fallback picture ${fallback}`);
  return sharePath(source);
}

/** The source a share image's path segments name (`villa`, `12.jpg`), or null when they name none. */
export function shareSourceOf(kind: string, file: string): ShareSource | null {
  const name = /^(.+)\.jpg$/.exec(file)?.[1];
  if (name === undefined) return null;
  if (kind === 'upload') return ID_PATTERN.test(name) ? { kind: 'upload', id: name } : null;
  if (!isMediaKind(kind) || !/^[1-9]\d{0,2}$/.test(name) || Number(name) > MAX_MEDIA_NUMBER) return null;
  return { kind, number: Number(name) };
}

/** Crops and encodes one picture; SVGs are drawn at the density that covers 1200×630 without upscaling. */
async function renderShareImage(input: Buffer, vector: boolean): Promise<Buffer> {
  let density: number | undefined;
  if (vector) {
    const { width = SHARE_IMAGE_SIZE.width, height = SHARE_IMAGE_SIZE.height } =
      await sharp(input).metadata();
    density = 72 * Math.max(1, SHARE_IMAGE_SIZE.width / width, SHARE_IMAGE_SIZE.height / height);
  }
  return sharp(input, { failOn: 'error', ...(density !== undefined && { density }) })
    .resize(SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}

export interface ShareImages {
  /** The JPEG of a source, made on first use; null when the source does not exist (an unknown upload). */
  get(source: ShareSource): Promise<Buffer | null>;
}

/** `readUpload` gives an upload's stored display size (WebP), or null when there is no such upload. */
export function createShareImages(readUpload: (id: string) => Promise<Buffer | null>): ShareImages {
  const made = createLruCache<Buffer>({
    maxEntries: SHARE_IMAGE_CACHE_ENTRIES,
    maxBytes: SHARE_IMAGE_CACHE_BYTES,
  });
  const making = new Map<string, Promise<Buffer | null>>();

  async function make(source: ShareSource): Promise<Buffer | null> {
    const input =
      source.kind === 'upload'
        ? await readUpload(source.id)
        : Buffer.from(renderMedia(source.kind, source.number));
    if (input === null) return null;
    return imageQueue.run(() => renderShareImage(input, source.kind !== 'upload'));
  }

  return {
    async get(source) {
      const key = sharePath(source);
      const known = made.get(key);
      if (known !== undefined) return known;
      let pending = making.get(key);
      if (pending === undefined) {
        pending = make(source)
          .then((jpeg) => {
            if (jpeg !== null) made.set(key, jpeg, jpeg.length + key.length);
            return jpeg;
          })
          .finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },
  };
}
