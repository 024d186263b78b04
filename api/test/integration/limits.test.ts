// Issue 7, part 4: a slow client is cut off, a big or compressed body is refused before it costs
// memory, and rate limits stop a scraper but never a buyer (test/postgres/ has the shared counters).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { COMPRESSED_BODY_MESSAGE } from '../../src/plugins/external/compress.ts';
import { UNCOUNTED_MESSAGE } from '../../src/db/rate-limit-store.ts';
import { API_READS_PER_MINUTE, RATE_LIMIT_MESSAGE } from '../../src/plugins/external/rate-limit.ts';
import { buildTestApp } from '../helpers/app.ts';
import { failingDb, getTestDb } from '../helpers/database.ts';

const ENQUIRY = { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', country_code: '+91' };

/** Apps and databases a test opened, closed after it. */
const opened: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(opened.splice(0).map((resource) => resource.close()));
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function startApp(...args: Parameters<typeof buildTestApp>): Promise<FastifyInstance> {
  const app = await buildTestApp(...args);
  opened.push(app);
  return app;
}

describe('request timeout', () => {
  it('answers 408 and closes the connection of a client that sends its request a byte at a time', async () => {
    const app = await startApp({ requestTimeoutMs: 1_000 });
    const { port } = new URL(await listen(app));
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => undefined); // a write after the server closed the connection
    socket.write(
      'POST /api/v1/client/enquiries HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n',
    );
    // A byte every 250 ms: the connection is never idle, so only the request timeout can end it.
    const trickle = setInterval(() => socket.write(' '), 250);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const startedAt = Date.now();
    const closed = await new Promise<boolean>((resolve) => {
      socket.on('close', () => resolve(true));
      setTimeout(() => resolve(false), 8_000);
    });
    clearInterval(trickle);
    socket.destroy();
    expect(closed).toBe(true);
    expect(Date.now() - startedAt).toBeLessThan(4_000);
    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual({
      statusCode: 408,
      error: 'Request Timeout',
      message: 'Client Timeout',
    });
  });
});

describe('body limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const postEnquiry = (payload: string | Buffer | object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/client/enquiries',
      remoteAddress: `10.61.0.${Math.floor(Math.random() * 250) + 1}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  it('refuses an enquiry body over 32 KB with 413, and takes one just under it', async () => {
    const tooBig = await postEnquiry({ ...ENQUIRY, message: 'x'.repeat(33 * 1024) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Request body is too large: at most 32 KB',
    });
    const longAdUrl = `https://villas.example.com/?gclid=${'x'.repeat(30 * 1024)}`;
    expect((await postEnquiry({ ...ENQUIRY, source_url: longAdUrl })).statusCode).toBe(201);
  });

  it('refuses a compressed body with 415 without inflating it: a 200 MB bomb costs no memory', async () => {
    const bombs = [
      { encoding: 'gzip', body: gzipSync(Buffer.alloc(10 * 1024 * 1024), { level: 9 }) },
      {
        encoding: 'br',
        body: brotliCompressSync(Buffer.alloc(200 * 1024 * 1024), {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
        }),
      },
    ];
    expect(Math.max(...bombs.map((bomb) => bomb.body.length))).toBeLessThan(32 * 1024);
    const rssBefore = process.memoryUsage().rss;
    for (const { encoding, body } of bombs) {
      const response = await postEnquiry(body, { 'content-encoding': encoding });
      expect(response.statusCode, encoding).toBe(415);
      expect(response.json(), encoding).toEqual({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: COMPRESSED_BODY_MESSAGE,
      });
    }
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(50 * 1024 * 1024);
  });
});

describe('rate limits', () => {
  let webRoot: string;
  beforeAll(() => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'villa-limits-web-'));
    mkdirSync(path.join(webRoot, 'shell'));
    writeFileSync(path.join(webRoot, 'shell', 'index.html'), '<!doctype html><title>Villas</title>');
    writeFileSync(path.join(webRoot, 'shell', 'robots.txt'), 'User-agent: *\n');
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  /** GETs as `client`: behind one trusted proxy, the client is the address in X-Forwarded-For. */
  const getAs = (base: string, client: string) => (url: string) =>
    fetch(base + url, { headers: { 'x-forwarded-for': client } });

  async function useUpReadBudget(get: (url: string) => Promise<Response>) {
    const batch = 50;
    for (let sent = 0; sent < API_READS_PER_MINUTE; sent += batch) {
      const statuses = await Promise.all(
        Array.from({ length: batch }, async () => (await get('/api/v1/health')).status),
      );
      expect(new Set(statuses)).toEqual(new Set([200]));
    }
  }

  it('allows a client 600 /api reads a minute, then 429; pages, files and pictures stay open', async () => {
    const base = await listen(await startApp({ trustProxy: 1, webRoot }));
    const scraper = getAs(base, '203.0.113.7');
    await useUpReadBudget(scraper);
    const refused = await scraper('/api/v1/projects/units?city=Bengaluru');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: RATE_LIMIT_MESSAGE,
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The router decodes %61 to 'a': the limit goes by the route matched, not by the URL's spelling.
    expect((await scraper('/%61pi/v1/health')).status).toBe(429);
    expect((await scraper('/%61pi/v1/projects/units?city=Bengaluru')).status).toBe(429);
    expect((await scraper('/')).status).toBe(200);
    expect((await scraper('/robots.txt')).status).toBe(200);
    expect((await scraper('/api/v1/media/villa/1.svg')).status).toBe(200);
    expect((await getAs(base, '203.0.113.8')('/api/v1/health')).status).toBe(200);
  });

  it('counts an IPv6 client by its /64, so it cannot dodge the limit by changing address', async () => {
    const base = await listen(await startApp({ trustProxy: 1 }));
    await useUpReadBudget(getAs(base, '2001:db8:5:6::1'));
    expect((await getAs(base, '2001:db8:5:6:a:b:c:d')('/api/v1/health')).status).toBe(429);
    expect((await getAs(base, '2001:db8:5:7::1')('/api/v1/health')).status).toBe(200);
  });

  it('lets reads through but refuses forms and uploads, with a warning, when the counters fail', async () => {
    // The database store is PostgreSQL's; forcing the kind exercises it on PGlite too.
    const brokenCounters: Db = { ...failingDb(await getTestDb(), /rate_limit_hits/), kind: 'postgres' };
    const app = await startApp({}, brokenCounters);
    const warn = vi.spyOn(app.log, 'warn');
    const base = await listen(app);
    expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);
    const db = await getTestDb();
    const enquiriesBefore = await db.query('SELECT id FROM enquiries');
    const enquiry = await app.inject({
      method: 'POST',
      url: '/api/v1/client/enquiries',
      remoteAddress: '10.62.0.2',
      payload: ENQUIRY,
    });
    expect(enquiry.statusCode).toBe(503);
    expect(enquiry.json().message).toBe(UNCOUNTED_MESSAGE);
    expect(await db.query('SELECT id FROM enquiries')).toHaveLength(enquiriesBefore.length);
    const uploadId = await app.inject({
      method: 'POST',
      url: '/api/v1/fileupload/submissions',
      remoteAddress: '10.62.0.2',
    });
    expect(uploadId.statusCode).toBe(503);
    expect(warn).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: expect.stringContaining('rate_limit_hits') }) },
      'Rate limit not counted: the database failed',
    );
  });
});
