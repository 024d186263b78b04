import { describe, expect, it } from 'vitest';
import { checkFiles, DEFAULT_UPLOAD_LIMITS } from './check-files.ts';
import { UPLOAD_MESSAGES, UPLOAD_TEXTS } from './upload-messages.ts';

const MB = 1_048_576;
const fileOf = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('checkFiles', () => {
  it("refuses a type outside the spec's four, naming the allowed ones", () => {
    const { accepted, rejected } = checkFiles([fileOf('plan.pdf', 'application/pdf')], 0);
    expect(accepted).toEqual([]);
    expect(rejected).toEqual([
      {
        name: 'plan.pdf',
        message:
          'File type application/pdf is not allowed. Allowed types: image/jpeg, image/jpg, image/png, image/webp',
      },
    ]);
  });

  it('refuses an SVG and a file the browser could not type', () => {
    const { rejected } = checkFiles([fileOf('logo.svg', 'image/svg+xml'), fileOf('photo.heic', '')], 0);
    expect(rejected.map((file) => file.message)).toEqual([
      'File type image/svg+xml is not allowed. Allowed types: image/jpeg, image/jpg, image/png, image/webp',
      'File type unknown is not allowed. Allowed types: image/jpeg, image/jpg, image/png, image/webp',
    ]);
  });

  it('accepts each of the four types, at exactly 1 MB', () => {
    const files = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'].map((type, index) =>
      fileOf(`photo-${index}`, type, MB),
    );
    expect(checkFiles(files, 0)).toEqual({ accepted: files, rejected: [] });
  });

  it('refuses a file over 1,048,576 bytes, its size in MB to 2 decimals rounded up', () => {
    const { rejected } = checkFiles(
      [fileOf('big.png', 'image/png', 2 * MB), fileOf('just-over.jpg', 'image/jpeg', MB + 1)],
      0,
    );
    expect(rejected).toEqual([
      { name: 'big.png', message: 'File size 2.00MB exceeds maximum allowed size of 1MB' },
      { name: 'just-over.jpg', message: 'File size 1.01MB exceeds maximum allowed size of 1MB' },
    ]);
  });

  it('keeps the good files of a mixed selection', () => {
    const good = fileOf('front.jpg', 'image/jpeg');
    const { accepted, rejected } = checkFiles(
      [fileOf('big.png', 'image/png', 2 * MB), good, fileOf('notes.pdf', 'application/pdf')],
      0,
    );
    expect(accepted).toEqual([good]);
    expect(rejected.map((file) => file.name)).toEqual(['big.png', 'notes.pdf']);
  });

  it('counts the files uploaded already towards the 10', () => {
    const picked = ['a', 'b', 'c', 'd'].map((name) => fileOf(`${name}.webp`, 'image/webp'));
    const { accepted, rejected } = checkFiles(picked, 8);
    expect(accepted.map((file) => file.name)).toEqual(['a.webp', 'b.webp']);
    expect(rejected).toEqual([
      { name: 'c.webp', message: 'Maximum 10 files allowed. You can add 2 more files.' },
      { name: 'd.webp', message: 'Maximum 10 files allowed. You can add 2 more files.' },
    ]);
  });

  it('gives a bad file its own message, not the count one, when the form is full', () => {
    const { rejected } = checkFiles([fileOf('a.jpg', 'image/jpeg'), fileOf('b.gif', 'image/gif')], 10);
    expect(rejected.map((file) => file.message)).toEqual([
      'Maximum 10 files allowed. You can add 0 more files.',
      'File type image/gif is not allowed. Allowed types: image/jpeg, image/jpg, image/png, image/webp',
    ]);
  });

  it('takes other limits', () => {
    const limits = { ...DEFAULT_UPLOAD_LIMITS, maxFiles: 3, maxBytes: MB / 2 };
    const { rejected } = checkFiles(
      [
        fileOf('a.jpg', 'image/jpeg', MB / 2 + 1),
        fileOf('b.jpg', 'image/jpeg'),
        fileOf('c.jpg', 'image/jpeg'),
      ],
      2,
      limits,
    );
    expect(rejected).toEqual([
      { name: 'a.jpg', message: 'File size 0.51MB exceeds maximum allowed size of 0.5MB' },
      { name: 'c.jpg', message: 'Maximum 3 files allowed. You can add 1 more files.' },
    ]);
  });
});

describe('upload texts', () => {
  it('hints the formats, the maximum size and the maximum files', () => {
    expect(UPLOAD_TEXTS.hint(DEFAULT_UPLOAD_LIMITS.allowedTypes, MB, 10)).toBe(
      'Supported formats: JPEG, JPG, PNG, WEBP. Max size 1MB per file. Up to 10 files.',
    );
  });

  it("counts failed uploads in the spec's words", () => {
    expect(UPLOAD_MESSAGES.failedSome(3)).toBe('Failed to upload 3 files');
    expect(UPLOAD_MESSAGES.failedSome(1)).toBe('Failed to upload 1 files');
    expect(UPLOAD_MESSAGES.failedAll).toBe('Failed to upload files');
    expect(UPLOAD_MESSAGES.unknown).toBe('Unknown error');
  });
});
