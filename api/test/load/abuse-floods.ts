// The bench's floods (issue 23): one address against a production server on a fresh PGlite folder,
// with the limits on, serving the production build in .web (npm run build).
//  - The upload flood: requests of 10 noisy 1200x1200 JPEGs (about 1 MB each), each under a new
//    upload id from the server, as an attacker would send them. Before the fixes one address stored
//    500 photos (522 MB) in 4 minutes and never got a 429.
//  - The render flood: 700 server-rendered /blog?search=<random> pages. Before, all 700 were
//    rendered, each running a full-text search and three sidebar queries.
// Reports what was stored and rendered, the answers, the latency, and any 5xx (target 0).
//
//   npx tsx test/load/abuse-floods.ts [--upload-requests 20] [--pages 700]
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { REPO_ROOT } from '../../src/config.ts';
import { startServerProcess } from '../helpers/server-process.ts';
import { multipart } from '../helpers/uploads.ts';

const { values } = parseArgs({
  options: {
    'upload-requests': { type: 'string', default: '20' },
    pages: { type: 'string', default: '700' },
  },
});
const UPLOAD_REQUESTS = Number(values['upload-requests']);
const PAGES = Number(values.pages);
const MB = 1024 * 1024;

const webRoot = path.join(REPO_ROOT, '.web');
if (!existsSync(path.join(webRoot, 'shell', 'index.html'))) {
  console.error('The render flood needs the production build: run npm run build first.');
  process.exit(1);
}

/** A photo that does not compress: about 1 MB of JPEG noise, the most decoding work a file may ask for. */
async function noisyJpeg(): Promise<Buffer> {
  for (let quality = 80; quality > 20; quality -= 5) {
    const bytes = await sharp({
      create: {
        width: 1200,
        height: 1200,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality })
      .toBuffer();
    if (bytes.length <= MB) return bytes;
  }
  throw new Error('could not make a noisy JPEG under 1 MB');
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const count = (map: Map<number, number>, key: number) => map.set(key, (map.get(key) ?? 0) + 1);
const show = (map: Map<number, number>) =>
  [...map.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, times]) => `${times} x ${status}`)
    .join(', ');

function folderBytes(dir: string): { files: number; bytes: number } {
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  let bytes = 0;
  let files = 0;
  for (const name of names) {
    const stats = statSync(path.join(dir, name));
    if (stats.isFile()) {
      files += 1;
      bytes += stats.size;
    }
  }
  return { files, bytes };
}

const workDir = mkdtempSync(path.join(tmpdir(), 'villa-floods-'));
const uploadsDir = path.join(workDir, 'uploads');
const server = await startServerProcess({
  WEB_ROOT: webRoot,
  DATA_DIR: path.join(workDir, 'pglite'),
  UPLOADS_DIR: uploadsDir,
  SMS_OUTBOX_FILE: path.join(workDir, 'outbox.jsonl'),
});
let fiveHundreds = 0;

try {
  // ── The upload flood ──
  const photo = await noisyJpeg();
  const uploadStatuses = new Map<number, number>();
  const uploadStarted = performance.now();
  for (let request = 0; request < UPLOAD_REQUESTS; request += 1) {
    const issued = await fetch(`${server.baseUrl}/api/v1/fileupload/submissions`, { method: 'POST' });
    if (issued.status !== 201) {
      count(uploadStatuses, issued.status);
      await issued.arrayBuffer();
      continue;
    }
    const { data } = (await issued.json()) as { data: { id: string } };
    const body = await multipart(
      Array.from({ length: 10 }, (_, index) => ({ name: `noise-${index}.jpg`, bytes: photo })),
      { id: data.id, type: 'property_images' },
    );
    const response = await fetch(`${server.baseUrl}/api/v1/fileupload`, {
      method: 'POST',
      headers: body.headers,
      body: new Uint8Array(body.payload),
    });
    count(uploadStatuses, response.status);
    if (response.status >= 500) fiveHundreds += 1;
    await response.arrayBuffer();
  }
  const uploadSeconds = (performance.now() - uploadStarted) / 1000;
  const stored = folderBytes(uploadsDir);
  console.log(
    `Upload flood: ${UPLOAD_REQUESTS} requests of 10 noisy 1200x1200 JPEGs (${(photo.length / MB).toFixed(2)} MB each) ` +
      `in ${uploadSeconds.toFixed(1)} s: ${show(uploadStatuses)}; stored ${stored.files / 2} photos, ` +
      `${(stored.bytes / MB).toFixed(1)} MB on disk (sent ${((UPLOAD_REQUESTS * 10 * photo.length) / MB).toFixed(0)} MB)`,
  );

  // ── The render flood ──
  const pageStatuses = new Map<number, number>();
  const latencies: number[] = [];
  let rendered = 0;
  const renderStarted = performance.now();
  const sendPage = async (index: number) => {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/blog?search=flood${index}x${Math.random()}`, {
      headers: { accept: 'text/html' },
    });
    const body = await response.text();
    latencies.push(performance.now() - started);
    count(pageStatuses, response.status);
    if (response.status >= 500) fiveHundreds += 1;
    if (body.includes('data-first-screen')) rendered += 1;
  };
  for (let start = 0; start < PAGES; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, PAGES - start) }, (_, offset) => sendPage(start + offset)),
    );
  }
  const renderSeconds = (performance.now() - renderStarted) / 1000;
  latencies.sort((a, b) => a - b);
  const search = await fetch(`${server.baseUrl}/api/v1/blog/posts/search?search=villa`);
  await search.arrayBuffer();
  console.log(
    `Render flood: ${PAGES} /blog?search=<random> pages, 10 at a time, in ${renderSeconds.toFixed(1)} s: ` +
      `${show(pageStatuses)}; ${rendered} rendered by the server, ${PAGES - rendered} sent for the browser ` +
      `to render; p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms; ` +
      `then the search API from the same address: ${search.status}`,
  );
  console.log(fiveHundreds === 0 ? 'No 5xx.' : `${fiveHundreds} answers were 5xx.`);
} finally {
  server.child.kill('SIGTERM');
  await server.stopped();
  rmSync(workDir, { recursive: true, force: true });
}
if (fiveHundreds > 0) process.exit(1);
