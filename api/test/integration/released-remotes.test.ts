// A released version of a remote (docs/releases.md) lives at WEB_ROOT/<remote>/<version>/ and is
// served at /mfe/<remote>/<version>/. When remotes.json points at it, the server renders that
// remote's pages from the version's own server build, from the next request, so the HTML and the
// browser's code come from the same build; its files never change, so they are cached for a year.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';

const VERSION = '20261124T101530Z-0a1b2c3d4e5f';
const YEAR = 'public, max-age=31536000, immutable';
const SHELL_HTML =
  '<!doctype html><html><head><meta charset="utf-8" /><title>Villas</title></head><body><div id="root"></div></body></html>';
/** A shell server build that renders the listings page from the remote's server build. */
const SHELL_BUILD = `
exports.sharedModules = {};
exports.renderPage = async ({ loadRemoteModule }) => ({
  html: (await loadRemoteModule('listings/UnitsPage')).render(),
  styles: '',
  head: '',
  firstScreen: {},
});
`;
const remoteBuild = (label: string) => `exports.render = () => '<h1>${label}</h1>';`;

let webRoot: string;
let app: FastifyInstance;

function write(relative: string, content: string) {
  const file = path.join(webRoot, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.next`, content);
  renameSync(`${file}.next`, file);
}

/** What `npm run release` and `npm run rollback` do to remotes.json: point a remote at a version. */
function pointListingsAt(entry: string, enquiry = '/mfe/enquiry/mf-manifest.json') {
  write(
    'shell/remotes.json',
    JSON.stringify({
      listings: entry,
      detail: '/mfe/detail/mf-manifest.json',
      enquiry,
      blog: '/mfe/blog/mf-manifest.json',
    }),
  );
}

const page = async () => (await app.inject({ url: '/units', headers: { accept: 'text/html' } })).body;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'villa-released-'));
  write('shell/index.html', SHELL_HTML);
  write('shell/ssr/server.cjs', SHELL_BUILD);
  pointListingsAt('/mfe/listings/mf-manifest.json');
  for (const remote of ['listings', 'detail', 'enquiry', 'blog']) write(`${remote}/mf-manifest.json`, '{}');
  write('listings/remoteEntry.js', '/* the full build */');
  write('listings/ssr/UnitsPage.cjs', remoteBuild('Villas of the full build'));
  write(`listings/${VERSION}/mf-manifest.json`, '{"name":"listings"}');
  write(`listings/${VERSION}/remoteEntry.js`, '/* the release */');
  write(`listings/${VERSION}/123.0a1b2c3d4e5f.js`, '/* a chunk */');
  write(`listings/${VERSION}/ssr/UnitsPage.cjs`, remoteBuild('Villas of the release'));
  write('enquiry/embed/enquiry.js', '/* the full build loader */');
  write('enquiry/embed/enquiry-embed.0a1b2c3d4e5f.js', '/* the full build form */');
  write(`enquiry/${VERSION}/embed/enquiry.js`, '/* the released loader */');
  write(`enquiry/${VERSION}/embed/enquiry-embed.5f4e3d2c1b0a.js`, '/* the released form */');
  app = await buildTestApp({ webRoot });
});

afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('a released version of a remote', () => {
  it('is rendered by the server as soon as remotes.json points at it, and no longer once it points back', async () => {
    expect(await page()).toContain('<h1>Villas of the full build</h1>');
    pointListingsAt(`/mfe/listings/${VERSION}/mf-manifest.json`);
    expect(await page()).toContain('<h1>Villas of the release</h1>');
    pointListingsAt('/mfe/listings/mf-manifest.json');
    expect(await page()).toContain('<h1>Villas of the full build</h1>');
  });

  it('is served under /mfe/<remote>/<version>/ for a year, its manifest revalidated', async () => {
    const entry = await app.inject(`/mfe/listings/${VERSION}/remoteEntry.js`);
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('/* the release */');
    expect(entry.headers['cache-control']).toBe(YEAR);
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect((await app.inject(`/mfe/listings/${VERSION}/123.0a1b2c3d4e5f.js`)).headers['cache-control']).toBe(
      YEAR,
    );
    const manifest = await app.inject(`/mfe/listings/${VERSION}/mf-manifest.json`);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // The full build's entry keeps its name from one build to the next: always revalidated.
    expect((await app.inject('/mfe/listings/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
  });

  it("never serves the version's server build to browsers", async () => {
    const response = await app.inject(`/mfe/listings/${VERSION}/ssr/UnitsPage.cjs`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Villas of the release');
  });

  it('renders in the browser only when remotes.json points at a folder that is not a version', async () => {
    pointListingsAt('/mfe/listings/ssr/mf-manifest.json');
    try {
      expect(await page()).toBe(SHELL_HTML);
    } finally {
      pointListingsAt('/mfe/listings/mf-manifest.json');
    }
  });

  it('is what /embed/ serves partner sites while remotes.json points the enquiry remote at it', async () => {
    const loader = () => app.inject('/embed/enquiry.js');
    expect((await loader()).body).toBe('/* the full build loader */');
    pointListingsAt('/mfe/listings/mf-manifest.json', `/mfe/enquiry/${VERSION}/mf-manifest.json`);
    try {
      const released = await loader();
      expect(released.body).toBe('/* the released loader */');
      // Partners link to the loader by name: even a release's copy is asked for again.
      expect(released.headers['cache-control']).toBe('public, max-age=300');
      expect(released.headers['access-control-allow-origin']).toBe('*');
      const chunk = await app.inject('/embed/enquiry-embed.5f4e3d2c1b0a.js');
      expect(chunk.body).toBe('/* the released form */');
      expect(chunk.headers['cache-control']).toBe(YEAR);
      expect((await app.inject('/embed/enquiry-embed.0a1b2c3d4e5f.js')).statusCode).toBe(404);
      expect((await app.inject('/embed/..%2f..%2fshell%2fremotes.json')).statusCode).toBe(404);
    } finally {
      pointListingsAt('/mfe/listings/mf-manifest.json');
    }
    expect((await loader()).body).toBe('/* the full build loader */');
  });
});
