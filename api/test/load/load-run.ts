// The bench's load run (issue 7, part 8): a production server on a fresh PGlite folder takes 60 s of
// mixed buyer reads and enquiry posts over 50 keep-alive connections. It reports the throughput, the
// latency, the errors (target 0) and the enquiries stored against those acknowledged (target equal).
//
//   npx tsx test/load/load-run.ts [--seconds 60] [--connections 50]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite } from '../../src/db/pglite.ts';
import { startServerProcess } from '../helpers/server-process.ts';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, connections: { type: 'string', default: '50' } },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
/** One request in ten is an enquiry: a busy day's mix is mostly browsing. */
const ENQUIRY_SHARE = 0.1;

const READS = [
  '/api/v1/projects/units?city=Bengaluru&limit=12',
  '/api/v1/projects/units?city=Hyderabad&limit=12&page=2',
  '/api/v1/locations/cities',
  '/api/v1/blog/posts/published?limit=9',
  '/api/v1/blog/posts/popular',
  '/api/v1/team',
];

const dataDir = mkdtempSync(path.join(tmpdir(), 'villa-load-'));
const server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMITS: 'off-in-production' });
const detail = await fetch(`${server.baseUrl}/api/v1/projects/units?city=Bengaluru&limit=5`)
  .then((response) => response.json() as Promise<{ data: { units: { slug: string }[] } }>)
  .then((body) => body.data.units.map((unit) => `/api/v1/projects/units/slug/${unit.slug}`));
const reads = [...READS, ...detail];

const acknowledged: string[] = [];
const latencies: number[] = [];
const errors = new Map<string, number>();
let requests = 0;
const noteError = (what: string) => errors.set(what, (errors.get(what) ?? 0) + 1);

async function worker(id: number, until: number): Promise<void> {
  for (let index = 0; Date.now() < until; index += 1) {
    const isEnquiry = Math.random() < ENQUIRY_SHARE;
    const started = performance.now();
    try {
      if (isEnquiry) {
        const response = await fetch(`${server.baseUrl}/api/v1/client/enquiries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Load Test',
            email: `load${id}.${index}@example.com`,
            phone: '9876543210',
            country_code: '+91',
          }),
        });
        const body = (await response.json()) as { data?: { _id: string } };
        if (response.status === 201 && body.data) acknowledged.push(body.data._id);
        else noteError(`POST enquiry → ${response.status}`);
      } else {
        const url = reads[index % reads.length]!;
        const response = await fetch(`${server.baseUrl}${url}`);
        await response.arrayBuffer();
        if (response.status !== 200) noteError(`GET ${url} → ${response.status}`);
      }
    } catch (error) {
      noteError(`${isEnquiry ? 'POST enquiry' : 'GET'}: ${(error as Error).message}`);
    }
    latencies.push(performance.now() - started);
    requests += 1;
  }
}

console.log(`Load run: ${SECONDS} s, ${CONNECTIONS} connections, ${ENQUIRY_SHARE * 100}% enquiry posts…`);
const until = Date.now() + SECONDS * 1000;
await Promise.all(Array.from({ length: CONNECTIONS }, (_, id) => worker(id, until)));
server.child.kill('SIGTERM');
await server.stopped();

const db = await openPglite(dataDir);
const [stored] = await db.query<{ count: number }>(
  'SELECT count(*)::int AS count FROM enquiries WHERE id = ANY($1::text[])',
  [acknowledged],
);
await db.close();
rmSync(dataDir, { recursive: true, force: true });

latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(1);
const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
console.log(`  requests      ${requests} (${(requests / SECONDS).toFixed(0)}/s)`);
console.log(
  `  latency       p50 ${percentile(0.5)} ms  p95 ${percentile(0.95)} ms  p99 ${percentile(0.99)} ms`,
);
console.log(
  `  errors        ${errorCount}${errorCount > 0 ? ` (${[...errors].map(([what, count]) => `${what}: ${count}`).join('; ')})` : ''}`,
);
console.log(`  enquiries     ${acknowledged.length} acknowledged, ${stored?.count ?? 0} stored`);
const healthy = errorCount === 0 && stored?.count === acknowledged.length;
if (!healthy) console.log('  ✗ the load run missed its targets: 0 errors, every acknowledged enquiry stored');
process.exit(healthy ? 0 : 1);
