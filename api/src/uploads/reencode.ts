// Every accepted image is decoded and drawn again as WebP, in two sizes: one to show on a page and
// one for a card. Nothing of the file sent survives but its pixels: EXIF (an owner's GPS position,
// the camera), ICC extras and anything hidden after the image data are dropped.
import sharp, { type OutputInfo } from 'sharp';
import { UnsupportedMediaTypeError } from '../lib/errors.ts';

// Images are small and one at a time per request; sharp's cache would keep decoded pixels around.
sharp.cache(false);

/** Larger than any phone photo (48 MP); a 1 MB file claiming more is a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;
export const DISPLAY_MAX_SIDE = 1600;
export const CARD_SIZE = { width: 640, height: 480 } as const;

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface ReencodedImage {
  display: EncodedImage;
  card: EncodedImage;
}

export async function reencodeImage(bytes: Buffer, typeName: string): Promise<ReencodedImage> {
  try {
    // rotate() applies the EXIF orientation before the EXIF is dropped, so photos stay upright.
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const [display, card] = await Promise.all([
      source
        .clone()
        .resize(DISPLAY_MAX_SIDE, DISPLAY_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true }),
      source
        .clone()
        .resize(CARD_SIZE.width, CARD_SIZE.height, { fit: 'cover' })
        .webp({ quality: 75 })
        .toBuffer({ resolveWithObject: true }),
    ]);
    const image = ({ data, info }: { data: Buffer; info: OutputInfo }) => ({
      data,
      width: info.width,
      height: info.height,
    });
    return { display: image(display), card: image(card) };
  } catch {
    throw new UnsupportedMediaTypeError(
      `The file is not a readable ${typeName} image: it may be damaged, or larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
    );
  }
}
