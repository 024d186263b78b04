// What a file is, read from its first bytes: the name and the declared type are the client's to
// choose, and say nothing. Only JPEG, PNG and WebP are accepted; the others are named so that the
// refusal can say what was sent.

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

/** Known signatures, in the order they are tried. */
const SIGNATURES: readonly { type: string; test: (bytes: Uint8Array) => boolean }[] = [
  { type: 'image/jpeg', test: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  { type: 'image/png', test: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  {
    type: 'image/webp',
    test: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  },
  {
    type: 'image/gif',
    test: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  },
  { type: 'application/pdf', test: (bytes) => startsWith(bytes, ascii('%PDF-')) },
  { type: 'image/bmp', test: (bytes) => startsWith(bytes, ascii('BM')) },
  {
    type: 'image/tiff',
    test: (bytes) => startsWith(bytes, [0x49, 0x49, 0x2a, 0]) || startsWith(bytes, [0x4d, 0x4d, 0, 0x2a]),
  },
  { type: 'image/avif', test: (bytes) => startsWith(bytes, ascii('ftypavif'), 4) },
  {
    type: 'image/heic',
    test: (bytes) => startsWith(bytes, ascii('ftyphei'), 4) || startsWith(bytes, ascii('ftypmif1'), 4),
  },
  { type: 'application/zip', test: (bytes) => startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) },
];

/** Text that a browser would render as markup: SVG (which runs scripts), HTML, XML. */
function markupType(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (!head.startsWith('<')) return null;
  if (head.includes('<svg')) return 'image/svg+xml';
  if (head.startsWith('<?xml')) return 'application/xml';
  return 'text/html';
}

/** The file's type from its content, or null when it is none we know. */
export function detectFileType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((signature) => signature.test(bytes))?.type ?? markupType(bytes);
}

export function isAcceptedImageType(type: string | null): type is AcceptedImageType {
  return (ACCEPTED_IMAGE_TYPES as readonly (string | null)[]).includes(type);
}
