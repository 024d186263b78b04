import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cacheControlFor } from '../../src/plugins/app/web-apps/cache-policy.ts';
import { ifNoneMatchHits } from '../../src/plugins/app/web-apps/entity-tags.ts';
import { buildTestApp } from '../helpers/app.ts';

const SHELL_HTML =
  '<!doctype html><html><head><title>Villas</title></head><body><div id="root"></div><script defer src="/main.4f3a9c1b.js"></script></body></html>';
const YEAR = 'public, max-age=31536000, immutable';

let webRoot: string;
let app: FastifyInstance;

function write(relative: string, content: string | Buffer) {
  const file = path.join(webRoot, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A file and its .br and .gz copies, as the build writes them. */
function writePrecompressed(relative: string, content: string) {
  write(relative, content);
  write(`${relative}.br`, brotliCompressSync(content));
  write(`${relative}.gz`, gzipSync(content));
}

/** Replaces a file the way a deploy does: a new file renamed over the old one. */
function replace(relative: string, content: string | Buffer) {
  const file = path.join(webRoot, relative);
  writeFileSync(`${file}.next`, content);
  renameSync(`${file}.next`, file);
}

/** A script big enough to be worth compressing (the build pre-compresses files over 1 KB). */
const script = (label: string) =>
  `console.log(${JSON.stringify(label)}, ${JSON.stringify('x'.repeat(3000))});`;
/** A manifest over the compress plugin's 1 KB threshold: compressed on the fly (the build ships no copies). */
const manifest = (remote: string, chunk: string) =>
  JSON.stringify({
    name: remote,
    exposes: [{ assets: { js: { sync: [chunk] } } }],
    padding: 'x'.repeat(2000),
  });

function writeRemotes(blogUrl: string) {
  write(
    'shell/remotes.json',
    JSON.stringify({
      listings: '/mfe/listings/mf-manifest.json',
      detail: '/mfe/detail/mf-manifest.json',
      enquiry: 'https://cdn.partner-assets.example.com/enquiry/mf-manifest.json',
      blog: blogUrl,
    }),
  );
}

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'villa-web-root-'));
  write('shell/index.html', SHELL_HTML);
  writeRemotes('/mfe/blog/mf-manifest.json');
  const main = `console.log(${JSON.stringify('x'.repeat(3000))});`;
  write('shell/main.4f3a9c1b.js', main);
  write('shell/main.4f3a9c1b.js.br', brotliCompressSync(main));
  write('shell/humans.txt', 'Team: VillaNest\n');
  writePrecompressed('shell/main.js', script('shell main'));
  for (const remote of ['listings', 'detail', 'enquiry', 'blog']) {
    write(`${remote}/mf-manifest.json`, JSON.stringify({ name: remote }));
    write(`${remote}/remoteEntry.js`, `/* ${remote} */`);
    write(`${remote}/123.0a1b2c3d4e.js`, `/* chunk of ${remote} */`);
  }
  write('listings/mf-manifest.json', manifest('listings', '123.0a1b2c3d4e.js'));
  writePrecompressed('listings/remoteEntry.js', script('listings entry'));
  writePrecompressed('listings/456.5e6f7a8b9c0d.js', script('listings chunk'));
  app = await buildTestApp({
    webRoot,
    remoteOrigins: ['https://cdn.partner-assets.example.com', 'https://blog.example.net'],
  });
});

afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('web apps', () => {
  it('serves the shell at / without caching, under a policy that allows the remotes and emotion', async () => {
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(SHELL_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://cdn.partner-assets.example.com");
    expect(csp).toContain("connect-src 'self' https://cdn.partner-assets.example.com");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    // Other sites (a referrer-restricted Google Maps key) learn our origin, never the page's path.
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('falls back to the shell for client-side routes', async () => {
    for (const url of [
      '/units?city=Bengaluru',
      '/unit/kaveri-crest-lakeside-villas-villa-4bhk-f22/',
      '/blog/villa-vs-apartment-bengaluru',
      '/profile/wishlist',
    ]) {
      const response = await app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(SHELL_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("sends /units without a city to the city the buyer's cookie remembers, and no other address", async () => {
    const html = { accept: 'text/html' };
    const remembered = { ...html, cookie: 'theme=dark; villa_city=Hyderabad' };
    const sent = await app.inject({ url: '/units?filters=abc', headers: remembered });
    expect(sent.statusCode).toBe(302);
    expect(sent.headers.location).toBe('/units?filters=abc&city=Hyderabad');
    expect(sent.headers['cache-control']).toBe('private, no-store');
    expect(sent.headers.vary).toBe('Cookie');
    // The address it is sent to names the city: served, not sent on again.
    const served = await app.inject({ url: String(sent.headers.location), headers: remembered });
    expect(served.statusCode).toBe(200);
    expect(served.headers.link).toContain('city=Hyderabad');
    for (const [url, cookie] of [
      ['/units?city=Mysore', 'villa_city=Hyderabad'],
      ['/units', 'villa_city=Bengaluru'],
      ['/units', 'villa_city=%3Cscript%3E'],
      ['/units', 'other=Hyderabad'],
      ['/profile/wishlist', 'villa_city=Hyderabad'],
    ] as const) {
      const response = await app.inject({ url, headers: { ...html, cookie } });
      expect(response.statusCode, `${url} ${cookie}`).toBe(200);
    }
  });

  it("announces a page's first API call, and a detail page's hero image, with the HTML", async () => {
    const html = { accept: 'text/html' };
    const units = await app.inject({ url: '/units?city=Mysore', headers: html });
    expect(units.headers.link).toBe(
      '</api/v1/projects/units?page=1&limit=100&city=Mysore>; rel=preload; as=fetch; crossorigin',
    );
    const listing = await app.inject({ url: '/api/v1/projects/units?page=1&limit=1&city=Bengaluru' });
    const unit = listing.json<{ data: { units: { slug: string; gallery: { url: string }[] }[] } }>().data
      .units[0]!;
    const detail = await app.inject({ url: `/unit/${unit.slug}/`, headers: html });
    const links = String(detail.headers.link).split(', ');
    expect(links[0]).toBe(`</api/v1/projects/units/slug/${unit.slug}>; rel=preload; as=fetch; crossorigin`);
    expect(links[1]).toBe(`<${unit.gallery[0]!.url}>; rel=preload; as=image; fetchpriority=high`);
    // The announced call is the one the page makes, and it answers.
    const preloaded = await app.inject({ url: `/api/v1/projects/units/slug/${unit.slug}` });
    expect(preloaded.statusCode).toBe(200);
    // An unknown villa's page answers 404 even unrendered (the browser shows the not-found message),
    // with nothing to announce: its API call would only say 404 too.
    const unknown = await app.inject({ url: '/unit/no-such-villa/', headers: html });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(SHELL_HTML);
    expect(unknown.headers.link).toBeUndefined();
    // A project's page: its banner, the phone's or the desktop's.
    const projectSlug = listing.json<{ data: { projects: { slug: string }[] } }>().data.projects[0]!.slug;
    const project = await app.inject({ url: `/api/v1/projects/slug/${projectSlug}` });
    const banners = project.json<{
      data: { mobile_banner: { url: string }; desktop_banner: { url: string } };
    }>().data;
    const projectPage = await app.inject({ url: `/project/${projectSlug}/`, headers: html });
    expect(String(projectPage.headers.link).split(', ').slice(1)).toEqual([
      `<${banners.mobile_banner.url}>; rel=preload; as=image; fetchpriority=high; media="(max-width: 599.98px)"`,
      `<${banners.desktop_banner.url}>; rel=preload; as=image; fetchpriority=high; media="(min-width: 600px)"`,
    ]);
    const about = await app.inject({ url: '/about', headers: html });
    expect(about.headers.link).toBeUndefined();
  });

  it('announces the call each page makes first, not one that answers 404 (/blog/topics is no post)', async () => {
    const html = { accept: 'text/html' };
    for (const [url, call] of [
      ['/blog/topics', '/api/v1/blog/categories/root'],
      ['/blog', '/api/v1/blog/posts/published?page=1&limit=9'],
      ['/connect-with-expert', '/api/v1/team'],
    ] as const) {
      const page = await app.inject({ url, headers: html });
      expect(page.headers.link, url).toBe(`<${call}>; rel=preload; as=fetch; crossorigin`);
      expect((await app.inject({ url: call })).statusCode, call).toBe(200);
    }
  });

  it('answers 404 for a missing file that is not a page', async () => {
    const response = await app.inject({ url: '/missing.4f3a9c1b.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });

  it('keeps /api JSON, even for a browser asking for HTML', async () => {
    const missing = await app.inject({ url: '/api/v1/nothing-here', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/v1/nothing-here not found',
    });
    expect((await app.inject('/api/v1/health')).json()).toEqual({ status: 'ok' });
  });

  it('caches hashed files for a year and sends the pre-compressed copy', async () => {
    const response = await app.inject({
      url: '/main.4f3a9c1b.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(YEAR);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    const plain = await app.inject('/humans.txt');
    expect(plain.headers['cache-control']).toBe('public, max-age=300');
  });

  it('reads remotes.json from disk on every request, never cached', async () => {
    const first = await app.inject('/remotes.json');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json<{ blog: string }>().blog).toBe('/mfe/blog/mf-manifest.json');
    writeRemotes('https://blog.example.net/mf-manifest.json');
    try {
      expect((await app.inject('/remotes.json')).json<{ blog: string }>().blog).toBe(
        'https://blog.example.net/mf-manifest.json',
      );
      const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(String(page.headers['content-security-policy'])).toContain('https://blog.example.net');
    } finally {
      writeRemotes('/mfe/blog/mf-manifest.json');
    }
  });

  it('skips an https origin that REMOTE_ORIGINS does not list, and keeps it out of the policy', async () => {
    const logged = vi.spyOn(app.log, 'error');
    writeRemotes('https://blog.attacker.example/mf-manifest.json');
    try {
      expect((await app.inject('/remotes.json')).json<{ blog?: string }>().blog).toBeUndefined();
      const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(String(page.headers['content-security-policy'])).not.toContain('attacker');
      expect(logged).toHaveBeenCalledWith(
        { remote: 'blog', entry: 'https://blog.attacker.example/mf-manifest.json' },
        expect.stringMatching(/not listed in REMOTE_ORIGINS/),
      );
    } finally {
      writeRemotes('/mfe/blog/mf-manifest.json');
      logged.mockRestore();
    }
  });

  it('serves each remote under /mfe/<name>/ to any origin', async () => {
    const manifest = await app.inject({
      url: '/mfe/listings/mf-manifest.json',
      headers: { origin: 'https://other-shell.example.com' },
    });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const entry = await app.inject('/mfe/detail/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect((await app.inject('/mfe/blog/123.0a1b2c3d4e.js')).headers['cache-control']).toBe(YEAR);
    const missing = await app.inject('/mfe/blog/nothing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe('*');
  });

  it('does not serve files outside the web root', async () => {
    write('secret.txt', 'TOP-SECRET-CONTENT');
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/mfe/listings/../../secret.txt',
      '/mfe/listings/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const response = await app.inject({ url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body, url).not.toContain('TOP-SECRET-CONTENT');
    }
  });
});

describe('a remotes.json with bad entries', () => {
  /** The policy's directives by name. */
  const directives = (header: unknown) =>
    new Map(
      String(header)
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources]),
    );

  it('skips and logs each of them: every page still answers 200, under a policy without them', async () => {
    const logged = vi.spyOn(app.log, 'error');
    write(
      'shell/remotes.json',
      JSON.stringify({
        listings: '/mfe/listings/mf-manifest.json',
        detail: 'https://a.com%3Bx/mf-manifest.json',
        enquiry: 'https://cdn.partner-assets.example.com/enquiry/mf-manifest.json',
        blog: 'https://*.example.com/blog/mf-manifest.json',
        studio: '/mfe/studio/mf-manifest.json',
      }),
    );
    const listing = await app.inject({ url: '/api/v1/projects/units?page=1&limit=1&city=Bengaluru' });
    const unit = listing.json<{ data: { units: { slug: string }[] } }>().data.units[0]!;
    try {
      for (const url of ['/', '/units', `/unit/${unit.slug}/`, '/blog', '/blog/some-post', '/about']) {
        const page = await app.inject({ url, headers: { accept: 'text/html' } });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toBe(SHELL_HTML);
        const policy = directives(page.headers['content-security-policy']);
        expect(policy.get('script-src'), url).toEqual(["'self'", 'https://cdn.partner-assets.example.com']);
        expect(policy.get('connect-src'), url).toEqual(["'self'", 'https://cdn.partner-assets.example.com']);
        expect(String(page.headers['content-security-policy']), url).not.toMatch(/\*|a\.com/);
      }
      // The shell gets the usable entries only, and shows the skipped remotes' Retry message.
      expect((await app.inject('/remotes.json')).json()).toEqual({
        listings: '/mfe/listings/mf-manifest.json',
        enquiry: 'https://cdn.partner-assets.example.com/enquiry/mf-manifest.json',
        studio: '/mfe/studio/mf-manifest.json',
      });
      const messages = logged.mock.calls.map(([fields, message]) => ({ fields, message }));
      expect(messages).toEqual([
        {
          fields: { remote: 'detail', entry: 'https://a.com%3Bx/mf-manifest.json' },
          message: expect.stringMatching(/skipped the detail remote \(a host name \(a\.com;x\)/),
        },
        {
          fields: { remote: 'blog', entry: 'https://*.example.com/blog/mf-manifest.json' },
          message: expect.stringMatching(/skipped the blog remote \(a host name \(\*\.example\.com\)/),
        },
      ]);
    } finally {
      writeRemotes('/mfe/blog/mf-manifest.json');
      logged.mockRestore();
    }
  });
});

/** A GET as a browser sends it, revalidating the copy it holds when given that copy's ETag. */
function get(url: string, acceptEncoding: string, ifNoneMatch?: string) {
  return app.inject({
    url,
    headers: {
      accept: '*/*',
      'accept-encoding': acceptEncoding,
      ...(ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch }),
    },
  });
}

describe('entry files are revalidated on every use, hashed chunks are not', () => {
  it.each([
    ["the shell's main.js", '/main.js', 'br'],
    ["a remote's remoteEntry.js", '/mfe/listings/remoteEntry.js', 'br'],
    ["a remote's mf-manifest.json (compressed on the fly)", '/mfe/listings/mf-manifest.json', 'br'],
    ["the shell's index.html (compressed on the fly)", '/', 'br'],
    ['remotes.json', '/remotes.json', undefined],
  ])('%s answers no-cache with a strong ETag, and 304 to a browser holding it', async (_, url, encoding) => {
    const first = await get(url, 'br, gzip');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-encoding']).toBe(encoding);
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}(-br)?"$/);

    const again = await get(url, 'br, gzip', etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers['content-length']).toBeUndefined();
  });

  it('gives each encoding of an entry file its own ETag and does not validate one with another', async () => {
    for (const url of ['/main.js', '/mfe/listings/mf-manifest.json']) {
      const tags = new Map<string, string>();
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await get(url, encoding);
        expect(response.headers['content-encoding'], url).toBe(
          encoding === 'identity' ? undefined : encoding,
        );
        tags.set(encoding, String(response.headers.etag));
      }
      expect(new Set(tags.values()).size, url).toBe(3);
      expect((await get(url, 'gzip', tags.get('br'))).statusCode, url).toBe(200);
      expect((await get(url, 'gzip', tags.get('gzip'))).statusCode, url).toBe(304);
    }
  });

  it('sends a browser holding the previous build its replacement, and keeps a copy whose bytes did not change', async () => {
    const url = '/mfe/listings/remoteEntry.js';
    const before = await get(url, 'br');
    const previousTag = String(before.headers.etag);
    try {
      // The next build rewrites remoteEntry.js (same size: only the content tells them apart).
      replace('listings/remoteEntry.js', script('listings ENTRY'));
      replace('listings/remoteEntry.js.br', brotliCompressSync(script('listings ENTRY')));
      const after = await get(url, 'br', previousTag);
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(previousTag);
      expect(after.rawPayload).toEqual(brotliCompressSync(script('listings ENTRY')));
    } finally {
      replace('listings/remoteEntry.js', script('listings entry'));
      replace('listings/remoteEntry.js.br', brotliCompressSync(script('listings entry')));
    }
    // Rewritten with the same bytes (a new file, a new time): the copy the browser holds is still good.
    const unchanged = await get(url, 'br', previousTag);
    expect(unchanged.statusCode).toBe(304);
  });

  it('caches a hashed chunk, and its pre-compressed copy, for a year', async () => {
    const chunk = await get('/mfe/listings/456.5e6f7a8b9c0d.js', 'br, gzip');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['cache-control']).toBe(YEAR);
    expect(chunk.headers.vary).toMatch(/accept-encoding/i);
    const plain = await get('/mfe/listings/456.5e6f7a8b9c0d.js', 'identity');
    expect(plain.headers['cache-control']).toBe(YEAR);
  });
});

describe('ifNoneMatchHits', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['"xyz", "abc"', true],
    ['W/"abc"', true],
    ['*', true],
    ['"abc-br"', false],
    ['"xyz"', false],
  ])('If-None-Match: %s → %s', (header, expected) => {
    expect(ifNoneMatchHits(header, '"abc"')).toBe(expected);
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['remotes.json', 'no-cache'],
    ['123.4f3a9c1b.js', YEAR],
    ['main.4f3a9c1b.js.br', YEAR],
    ['vendors-node_modules_react.0a1b2c3d4e5f.css', YEAR],
    ['main.js', 'no-cache'],
    ['main.js.br', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['remoteEntry.js.gz', 'no-cache'],
    ['mf-stats.json', 'public, max-age=300'],
    ['favicon.ico', 'public, max-age=300'],
  ])('%s → %s', (name, expected) => {
    expect(cacheControlFor(`/web/shell/${name}`)).toBe(expected);
  });
});
