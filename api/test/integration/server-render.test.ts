// The server's side of server rendering, with hand-written server builds in a temporary web root:
// the shell's build renders, a remote's build gets the shell's shared modules, a deploy of either is
// picked up, and anything that goes wrong sends the page for the browser to render alone.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerRenderer, pageHtml } from '../../src/lib/server-render.ts';
import { API_READS_PER_MINUTE } from '../../src/plugins/external/rate-limit.ts';
import { SERVER_RENDERS_AT_ONCE } from '../../src/plugins/app/web-apps/server-rendering.ts';
import { buildTestApp } from '../helpers/app.ts';
import { newAddress } from '../helpers/otp.ts';

const SHELL_HTML =
  '<!doctype html><html><head><meta charset="utf-8" /><title>Villas</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>';

/**
 * A shell server build: shares one module, renders the remote page of the path (if any) with the
 * API's health answer, and hangs on /slow until the renderer gives up.
 */
const SHELL_BUILD = `
const greeting = { text: 'from the shell' };
exports.sharedModules = { '@villa/shared/greeting': greeting };
exports.renderPage = async ({ url, loadRemoteModule, fetchApi, signal }) => {
  globalThis.__ssrRenders = (globalThis.__ssrRenders ?? 0) + 1;
  if (url.startsWith('/hold')) await globalThis.__ssrHold;
  if (url === '/late-call') {
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    try {
      await fetchApi('/api/v1/health', { method: 'GET' });
      globalThis.__lateCall = 'made';
    } catch (error) {
      globalThis.__lateCall = error.name;
    }
    throw signal.reason;
  }
  if (url === '/nope') {
    return {
      html: '<h1>Page not found</h1>',
      styles: '',
      head: '<title>Page not found | VillaNest</title><meta name="description" content="Nothing here"/>',
      firstScreen: {},
      status: 404,
    };
  }
  if (url === '/slow') {
    await new Promise((resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  }
  const health = await (await fetchApi('/api/v1/health', { method: 'GET' })).json();
  const remote = url.startsWith('/units') ? 'listings/UnitsPage' : url.startsWith('/blog') ? 'enquiry/ExpertPage' : null;
  const body = remote ? (await loadRemoteModule(remote)).render() : '<h1>Home</h1>';
  return {
    html: body + '<p>api ' + health.status + '</p>',
    styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    head: '<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>',
    firstScreen: { note: '</script><script>window.pwned=1</script>' },
  };
};
`;
const remoteBuild = (version: string) => `
const greeting = require('@villa/shared/greeting');
exports.render = () => '<h2>villas ${version} ' + greeting.text + '</h2>';
`;

let webRoot: string;
let app: FastifyInstance;

function write(relative: string, content: string) {
  const file = path.join(webRoot, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  // As a deploy does: a new file renamed over the old one.
  writeFileSync(`${file}.next`, content);
  renameSync(`${file}.next`, file);
}

const html = (url: string, remoteAddress = newAddress()) =>
  app.inject({ url, headers: { accept: 'text/html' }, remoteAddress });

/** What the shell's server build above records in this process. */
const renderState = globalThis as typeof globalThis & {
  __ssrRenders?: number;
  __ssrHold?: Promise<void>;
  __lateCall?: string;
};
const rendersSoFar = () => renderState.__ssrRenders ?? 0;
/** Rendered by the server: the shell build's markup is in #root. */
const isRendered = (body: string) => body.includes('<p>api ok</p>');

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'villa-ssr-'));
  write('shell/index.html', SHELL_HTML);
  write(
    'shell/remotes.json',
    JSON.stringify({
      listings: '/mfe/listings/mf-manifest.json',
      detail: '/mfe/detail/mf-manifest.json',
      enquiry: 'https://cdn.partner-assets.example.com/enquiry/mf-manifest.json',
      blog: '/mfe/blog/mf-manifest.json',
    }),
  );
  write('shell/ssr/server.cjs', SHELL_BUILD);
  write('listings/ssr/UnitsPage.cjs', remoteBuild('v1'));
  for (const remote of ['listings', 'detail', 'blog']) write(`${remote}/mf-manifest.json`, '{}');
  app = await buildTestApp({ webRoot, remoteOrigins: ['https://cdn.partner-assets.example.com'] });
});

afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('server rendering', () => {
  it("puts the page's markup in #root, its styles in the head and its data in a JSON script", async () => {
    const response = await html('/units');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      '<div id="root"><h2>villas v1 from the shell</h2><p>api ok</p></div><script type="application/json" data-first-screen>',
    );
    expect(response.body).toContain('<style data-emotion="css abc">.css-abc{color:red}</style></head>');
    // The largest picture's preload opens the head, before anything else the page asks for.
    expect(response.body).toContain(
      '<head><meta charset="utf-8" /><link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/><title>',
    );
    // The data can't end its script: '<' and '>' are escaped.
    expect(response.body).not.toContain('<script>window.pwned');
    const data = /data-first-screen>(.*?)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(JSON.parse(data)).toEqual({ note: '</script><script>window.pwned=1</script>' });
  });

  it("picks up a new deploy of a remote's server build", async () => {
    write('listings/ssr/UnitsPage.cjs', remoteBuild('v2'));
    expect((await html('/units')).body).toContain('<h2>villas v2 from the shell</h2>');
  });

  it('sends the page for the browser to render when a remote is served from elsewhere', async () => {
    const response = await html('/blog');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL_HTML);
  });

  it('sends the page for the browser to render when a remote imports what the shell does not share', async () => {
    write('listings/ssr/UnitsPage.cjs', "require('lodash'); exports.render = () => 'never';");
    expect((await html('/units')).body).toBe(SHELL_HTML);
    write('listings/ssr/UnitsPage.cjs', remoteBuild('v3'));
    expect((await html('/units')).body).toContain('villas v3');
  });

  it('never serves the server builds to browsers', async () => {
    for (const url of ['/mfe/listings/ssr/UnitsPage.cjs', '/ssr/server.cjs']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('gives up on a render that takes too long', async () => {
    const renderer = createServerRenderer({
      webRoot,
      timeoutMs: 50,
      fetchApi: async () => new Response('{"status":"ok"}'),
      remoteEntry: async (remote) => `/mfe/${remote}/mf-manifest.json`,
    });
    await expect(renderer.render('/slow')).rejects.toThrow(/timeout|aborted/i);
  });

  it('gives up on API calls with the render: none starts after its timeout', async () => {
    const response = await html('/late-call');
    expect(response.body).toBe(SHELL_HTML);
    expect(renderState.__lateCall).toMatch(/AbortError|TimeoutError/);
  });

  it("answers the page's status, and puts its own title and description in place of the template's", async () => {
    const response = await html('/nope');
    expect(response.statusCode).toBe(404);
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    expect(response.body).toContain(
      '<head><meta charset="utf-8" /><title>Page not found | VillaNest</title><meta name="description" content="Nothing here"/>',
    );
    expect(response.body).toContain('<div id="root"><h1>Page not found</h1></div>');
    const head = await app.inject({ method: 'HEAD', url: '/nope', headers: { accept: 'text/html' } });
    expect(head.statusCode).toBe(404);
  });

  it('refuses a template without an empty #root', () => {
    const page = { html: '<p>x</p>', styles: '', head: '', firstScreen: {} };
    expect(() => pageHtml('<html><head></head><body></body></html>', page)).toThrow(/#root/);
  });
});

describe('server rendering under load (issue 23)', () => {
  it('renders a page once and serves it again to the next visitors', async () => {
    const before = rendersSoFar();
    const first = await html('/units?cached=1');
    const second = await html('/units?cached=1');
    expect(isRendered(first.body)).toBe(true);
    expect(second.body).toBe(first.body);
    expect(rendersSoFar() - before).toBe(1);
    // Another URL is another page.
    await html('/units?cached=2');
    expect(rendersSoFar() - before).toBe(2);
  });

  it(`renders at most ${SERVER_RENDERS_AT_ONCE} pages at once and sends the next for the browser to render`, async () => {
    let release = () => undefined as void;
    renderState.__ssrHold = new Promise<void>((resolve) => (release = resolve));
    const started = rendersSoFar();
    const held = Array.from({ length: SERVER_RENDERS_AT_ONCE }, (_, index) => html(`/hold?n=${index}`));
    try {
      // Until every held render has started (counted as it starts): on a busy machine that is not soon.
      await expect.poll(() => rendersSoFar() - started, { timeout: 10_000 }).toBe(SERVER_RENDERS_AT_ONCE);
      const busy = await html('/units?while-busy=1');
      expect(busy.statusCode).toBe(200);
      expect(busy.body).toBe(SHELL_HTML);
    } finally {
      release();
    }
    const answers = await Promise.all(held);
    expect(answers.every((answer) => isRendered(answer.body))).toBe(true);
    expect(isRendered((await html('/units?after-busy=1')).body)).toBe(true);
  });

  it('counts each rendered page against the read budget of its address; past it, no render', async () => {
    const flooder = newAddress();
    const before = rendersSoFar();
    for (let index = 0; index < API_READS_PER_MINUTE; index += 1) {
      const response = await html('/units?flood=1', flooder);
      expect(isRendered(response.body)).toBe(true);
    }
    const over = await html(`/units?flood=${Math.random()}`, flooder);
    expect(over.statusCode).toBe(200);
    expect(over.body).toBe(SHELL_HTML);
    // Only the first of the flood was rendered: the rest came from the cache, and none past the budget.
    expect(rendersSoFar() - before).toBe(1);
    // Another address still gets rendered pages.
    expect(isRendered((await html('/units?flood=2')).body)).toBe(true);
  });
});
