// Every accepted image is decoded and drawn again as WebP, in two sizes: one to show on a page and
// one for a card. Nothing of the file sent survives but its pixels: EXIF (an owner's GPS position,
// the camera), ICC extras and anything hidden after the image data are dropped.
// Decoding is the expensive part, so each image is decoded once (to the display size) and both sizes
// are drawn from those pixels, and the whole server decodes at most IMAGE_JOBS images at a time: a
// flood of uploads waits its turn (or is refused) instead of taking every core from page rendering.
import sharp, { type OutputInfo } from 'sharp';
import { CapacityError, UnsupportedMediaTypeError } from '../lib/errors.ts';
import { createWorkQueue } from '../lib/work-queue.ts';

// Images are decoded once each; sharp's cache would keep decoded pixels around.
sharp.cache(false);
// One libvips thread per image: the queue below, not libvips, decides how many cores photos take.
sharp.concurrency(1);

/** A 24 MP phone photo is the largest a listing needs; a 1 MB file claiming more is a decompression bomb. */
export const MAX_INPUT_PIXELS = 24_000_000;
export const DISPLAY_MAX_SIDE = 1600;
export const CARD_SIZE = { width: 640, height: 480 } as const;
/** Images decoded at once on this server (one per core of the 2-core machines). */
export const IMAGE_JOBS = 2;
/** Images that may wait for a turn; past that an upload is answered 503 at once. */
export const IMAGE_QUEUE_LENGTH = 40;
export const IMAGES_BUSY_MESSAGE =
  'The server is busy processing photos right now. Please try again in a minute.';

/** The server's one line of image work: uploads and share images (src/media/share-image.ts) take turns in it. */
export const imageQueue = createWorkQueue({
  concurrency: IMAGE_JOBS,
  maxWaiting: IMAGE_QUEUE_LENGTH,
  whenFull: () => new CapacityError(503, IMAGES_BUSY_MESSAGE),
});

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface ReencodedImage {
  display: EncodedImage;
  card: EncodedImage;
}

const encoded = ({ data, info }: { data: Buffer; info: OutputInfo }): EncodedImage => ({
  data,
  width: info.width,
  height: info.height,
});

async function reencodeNow(bytes: Buffer, typeName: string): Promise<ReencodedImage> {
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    // rotate() applies the EXIF orientation before the EXIF is dropped, so photos stay upright;
    // a JPEG is shrunk while it is decoded, so a large photo never exists at full size in memory.
    pixels = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(DISPLAY_MAX_SIDE, DISPLAY_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UnsupportedMediaTypeError(
      `The file is not a readable ${typeName} image: it may be damaged, or larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
    );
  }
  const raw = {
    raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels },
  };
  const [display, card] = await Promise.all([
    sharp(pixels.data, raw).webp({ quality: 82 }).toBuffer({ resolveWithObject: true }),
    sharp(pixels.data, raw)
      .resize(CARD_SIZE.width, CARD_SIZE.height, { fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer({ resolveWithObject: true }),
  ]);
  return { display: encoded(display), card: encoded(card) };
}

/** Decodes the image once and encodes its two sizes, waiting for a turn of the server's image work. */
export function reencodeImage(bytes: Buffer, typeName: string): Promise<ReencodedImage> {
  return imageQueue.run(() => reencodeNow(bytes, typeName));
}
