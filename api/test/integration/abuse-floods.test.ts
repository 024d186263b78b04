// Issue 23, measured against a real server process: one address flooding the uploads, and one
// flooding server-rendered search pages. Before the fixes the first stored 500 photos in 4 minutes and
// the second rendered (and searched) 700 pages out of 700.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_READS_PER_MINUTE } from '../../src/plugins/external/rate-limit.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { multipart, png } from '../helpers/uploads.ts';

const SHELL_HTML =
  '<!doctype html><html><head><meta charset="utf-8" /></head><body><div id="root"></div></body></html>';
/** A shell server build whose blog page runs the real search call, as the blog's first screen does. */
const SHELL_BUILD = `
exports.sharedModules = {};
exports.renderPage = async ({ url, fetchApi }) => {
  const search = new URL(url, 'http://localhost').searchParams.get('search') ?? '';
  const answer = await fetchApi('/api/v1/blog/posts/search?search=' + encodeURIComponent(search), { method: 'GET' });
  return { html: '<p>searched ' + answer.status + '</p>', styles: '', head: '', firstScreen: {} };
};
`;

let root: string;
let server: ServerProcess;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'villa-floods-'));
  const webRoot = path.join(root, 'web');
  mkdirSync(path.join(webRoot, 'shell', 'ssr'), { recursive: true });
  writeFileSync(path.join(webRoot, 'shell', 'index.html'), SHELL_HTML);
  writeFileSync(path.join(webRoot, 'shell', 'ssr', 'server.cjs'), SHELL_BUILD);
  writeFileSync(path.join(webRoot, 'shell', 'remotes.json'), '{}');
  server = await startServerProcess({
    WEB_ROOT: webRoot,
    DATA_DIR: path.join(root, 'pglite'),
    UPLOADS_DIR: path.join(root, 'uploads'),
    SMS_OUTBOX_FILE: path.join(root, 'outbox.jsonl'),
    SEED_ON_START: '0',
  });
}, 180_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.stopped();
  rmSync(root, { recursive: true, force: true });
});

describe('one address flooding the server', () => {
  it('stores at most a day’s quota of photos (60), then gets 429 with a message', async () => {
    const bytes = await png(200, 150);
    const codes: number[] = [];
    for (let request = 0; request < 10; request += 1) {
      const issued = await fetch(`${server.baseUrl}/api/v1/fileupload/submissions`, { method: 'POST' });
      expect(issued.status).toBe(201);
      const { data } = (await issued.json()) as { data: { id: string } };
      const body = await multipart(
        Array.from({ length: 10 }, (_, index) => ({ name: `${index}.png`, bytes })),
        { id: data.id, type: 'property_images' },
      );
      const response = await fetch(`${server.baseUrl}/api/v1/fileupload`, {
        method: 'POST',
        headers: body.headers,
        body: new Uint8Array(body.payload),
      });
      codes.push(response.status);
      if (response.status === 429) {
        expect(((await response.json()) as { message: string }).message).toMatch(/as many photos/);
      } else {
        await response.arrayBuffer();
      }
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 201, 429, 429, 429, 429]);
    // Two sizes of each of the 60 photos, and nothing else.
    const stored = readdirSync(path.join(root, 'uploads'), { recursive: true, encoding: 'utf8' }).filter(
      (name) => name.endsWith('.webp'),
    );
    expect(stored).toHaveLength(120);
  }, 120_000);

  it('renders at most its read budget of search pages a minute; the rest go to the browser, no 5xx', async () => {
    const statuses = new Map<number, number>();
    let rendered = 0;
    const send = async (index: number) => {
      const response = await fetch(`${server.baseUrl}/blog?search=flood${index}x${Math.random()}`, {
        headers: { accept: 'text/html' },
      });
      const body = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (body.includes('<p>searched')) rendered += 1;
    };
    // 10 at a time, as a client with a few connections sends them.
    for (let start = 0; start < 700; start += 10) {
      await Promise.all(Array.from({ length: 10 }, (_, offset) => send(start + offset)));
    }
    expect([...statuses.keys()]).toEqual([200]);
    expect(rendered).toBeLessThanOrEqual(API_READS_PER_MINUTE);
    expect(rendered).toBeGreaterThan(0);
    // The same budget: the address's own API reads are now refused too.
    const search = await fetch(`${server.baseUrl}/api/v1/blog/posts/search?search=villa`);
    expect(search.status).toBe(429);
  }, 120_000);
});
