// Issue 23, part 3: the partner embed runs its enquiry and OTP step in a frame on our origin
// (/embed/frame.html). Only the partner's own pages may frame it (CSP frame-ancestors), and the
// loader that partner pages load from another origin keeps loading.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, isReleasedFile } from '../../src/plugins/app/web-apps/cache-policy.ts';
import { buildTestApp } from '../helpers/app.ts';

const ACME = ['https://acme.example', 'https://www.acme.example'];
const BLUESKY = 'https://bluesky.example';

let webRoot: string;
let app: FastifyInstance;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'villa-embed-frame-'));
  const write = (relative: string, content: string) => {
    const file = path.join(webRoot, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  write('shell/index.html', '<!doctype html><title>Villas</title>');
  write('enquiry/embed/enquiry.js', '/* the loader */');
  write(
    'enquiry/embed/frame.html',
    '<!doctype html><title>Enquiry</title><script defer src="frame.js"></script>',
  );
  app = await buildTestApp({
    webRoot,
    partners: [
      { id: 'acme', origins: ACME },
      { id: 'bluesky', origins: [BLUESKY] },
    ],
  });
});

afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function policy(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

const get = (url: string) => app.inject({ method: 'GET', url });

describe('/embed/frame.html', () => {
  it("may be framed by exactly the partner's own origins, and by no one for another or no partner", async () => {
    const acme = await get('/embed/frame.html?partner=acme&unit=villa-12&origin=https%3A%2F%2Facme.example');
    expect(acme.statusCode).toBe(200);
    expect(acme.headers['content-type']).toMatch(/^text\/html/);
    expect(policy(acme.headers['content-security-policy']).get('frame-ancestors')).toEqual(ACME);
    // frame-ancestors decides: X-Frame-Options (SAMEORIGIN) would forbid the partner's frame.
    expect(acme.headers['x-frame-options']).toBeUndefined();

    const bluesky = await get('/embed/frame.html?partner=bluesky');
    expect(policy(bluesky.headers['content-security-policy']).get('frame-ancestors')).toEqual([BLUESKY]);

    for (const url of [
      '/embed/frame.html',
      '/embed/frame.html?partner=nobody',
      '/embed/frame.html?partner=',
    ]) {
      const answer = await get(url);
      expect(policy(answer.headers['content-security-policy']).get('frame-ancestors'), url).toEqual([
        "'none'",
      ]);
    }
  });

  it('runs only our own scripts and calls only our own API', async () => {
    const directives = policy(
      (await get('/embed/frame.html?partner=acme')).headers['content-security-policy'],
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.has('connect-src')).toBe(false); // default-src 'self'
  });

  it('keeps the loader loadable from partner pages on other origins', async () => {
    const loader = await get('/embed/enquiry.js');
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe("a release's embed", () => {
  it('keeps the names partners and the loader reach asked for again, and its hashed chunks for a year', () => {
    const release = (file: string) =>
      path.join(webRoot, 'enquiry', '20261126T101530Z-0a1b2c3d4e5f', 'embed', file);
    for (const file of ['enquiry.js', 'frame.html', 'frame.js']) {
      expect(isReleasedFile(webRoot, release(file)), file).toBe(false);
      expect(cacheControlFor(release(file)), file).toBe('public, max-age=300');
    }
    expect(isReleasedFile(webRoot, release('enquiry-frame.0b44d2ea5c70.js'))).toBe(true);
  });
});
