// Images and multipart bodies for the upload tests: made here with sharp, never downloaded.
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { newAddress } from './otp.ts';

export const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 196, g: 120, b: 64 } } });

/** A JPEG a phone would send: its EXIF holds the camera and where the photo was taken. */
export const gpsJpeg = () =>
  blank(1200, 900)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'VillaCam', Model: 'Owner Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 1/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 2/1',
      },
    })
    .toBuffer();

export const png = (width = 800, height = 600) => blank(width, height).png().toBuffer();
export const webp = () => blank(700, 500).webp().toBuffer();

/** Whether EXIF holds the GPS pointer (tag 0x8825), in either byte order. */
export const hasGps = (exif: Buffer | undefined) =>
  exif !== undefined &&
  (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);

export interface FilePart {
  name: string;
  bytes: Buffer;
  /** The declared type; the server must not believe it. */
  type?: string;
}

/** A multipart body as a browser's FormData sends it. */
export async function multipart(
  files: readonly FilePart[],
  fields: Record<string, string>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      'files',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

/** POST /fileupload/submissions: a new upload id, as the owner form asks for one. */
export async function newUploadId(app: FastifyInstance, remoteAddress = newAddress()): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/fileupload/submissions',
    remoteAddress,
  });
  if (response.statusCode !== 201) throw new Error(`no upload id: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { id: string } }>().data.id;
}

/**
 * POST /fileupload from an address of its own (the per-address limits stay out of the way), with a
 * new upload id from the server unless `fields` are given.
 */
export async function upload(
  app: FastifyInstance,
  files: readonly FilePart[],
  fields?: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const body = await multipart(files, fields ?? { id: await newUploadId(app), type: 'property_images' });
  return app.inject({
    method: 'POST',
    url: '/api/v1/fileupload',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
    remoteAddress: newAddress(),
  });
}

export interface UploadAnswer {
  status: 'success';
  data: {
    _id: string;
    url: string;
    card_url: string;
    width: number;
    height: number;
    bytes: number;
    card_bytes: number;
    original_type: string;
    original_bytes: number;
  }[];
}
