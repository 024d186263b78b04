import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../../src/config.ts';
import { detectFileType } from '../../src/uploads/image-type.ts';

const S3 = {
  UPLOADS_STORAGE: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000/',
  S3_BUCKET: 'villa-uploads',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('the uploads configuration', () => {
  it('keeps uploads beside the embedded database by default, and links from localhost', () => {
    const config = loadConfig({});
    expect(config.uploadStorage).toEqual({ kind: 'local', dir: path.join(REPO_ROOT, '.data', 'uploads') });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://villas.example/' }).publicUrl).toBe('https://villas.example');
  });

  it('reads the S3 adapter from S3_*, and names what is missing', () => {
    expect(loadConfig(S3).uploadStorage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'villa-uploads',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      prefix: 'uploads/',
      pathStyle: true,
    });
    expect(() => loadConfig({ ...S3, S3_BUCKET: undefined })).toThrow(
      'Invalid configuration: S3_BUCKET must be set with UPLOADS_STORAGE=s3',
    );
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an origin/);
    expect(() => loadConfig({ UPLOADS_STORAGE: 'ftp' })).toThrow(
      "Invalid configuration: UPLOADS_STORAGE must be one of local, s3 (got 'ftp')",
    );
  });

  it('refuses an uploads folder inside WEB_ROOT, and a PUBLIC_URL that is not one', () => {
    const web = mkdtempSync(path.join(tmpdir(), 'villa-web-'));
    mkdirSync(path.join(web, 'shell'));
    writeFileSync(path.join(web, 'shell', 'index.html'), '<!doctype html>');
    expect(() => loadConfig({ WEB_ROOT: web, UPLOADS_DIR: path.join(web, 'uploads') })).toThrow(
      /UPLOADS_DIR must be outside WEB_ROOT/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'villas.example' })).toThrow(
      /PUBLIC_URL must be the site's address/,
    );
  });
});

describe('detectFileType', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe1], 'image/jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/png'],
    [Array.from(Buffer.from('RIFF\0\0\0\0WEBPVP8 ')), 'image/webp'],
    [Array.from(Buffer.from('GIF89a')), 'image/gif'],
    [Array.from(Buffer.from('%PDF-1.4')), 'application/pdf'],
    [Array.from(Buffer.from('\uFEFF  <svg onload="alert(1)">')), 'image/svg+xml'],
    [Array.from(Buffer.from('<!doctype html><script>')), 'text/html'],
    [Array.from(Buffer.from('plain words')), null],
    [[], null],
  ])('reads %j as %s', (bytes, type) => {
    expect(detectFileType(Uint8Array.from(bytes))).toBe(type);
  });
});
