// Issue 7, part 5: a slice of the OpenAPI fuzzer (the bench runs 10,000 requests). Every operation of
// the document gets valid, hostile and malformed requests; none may answer 5xx, every 4xx says why,
// every answer carries the security headers, and a refused request changes no row.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_KINDS } from '../../src/media/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { describeReport, fuzzApi, tableFingerprint, type FuzzSamples } from '../fuzz/openapi-fuzz.ts';
import type { Db } from '../../src/db/db.ts';
import { newId } from '../../src/lib/ids.ts';
import { normalisePhone } from '../../src/lib/phone.ts';
import { newToken, sha256 } from '../../src/plugins/app/auth-tokens.ts';
import { COMMAND_LINE_ACTOR, createStaffRepository } from '../../src/plugins/app/staff-repository.ts';
import { newPhone } from '../helpers/otp.ts';

/** Requests in `npm test`; FUZZ_REQUESTS raises it for a longer local run. */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? 7);

let app: FastifyInstance;
beforeAll(async () => {
  // Without limits: a 429 would hide what the routes do with the request.
  app = await buildTestApp({ rateLimits: false });
});
afterAll(() => app.close());

/** Real slugs and ids, so requests get past "not found" into the code behind it. */
export async function fuzzSamples(db: Db): Promise<FuzzSamples> {
  const column = async (sql: string) => (await db.query<{ value: string }>(sql)).map((row) => row.value);
  return {
    slug: [
      ...(await column('SELECT slug AS value FROM projects LIMIT 5')),
      ...(await column('SELECT slug AS value FROM units LIMIT 5')),
      ...(await column('SELECT slug AS value FROM blog_posts LIMIT 5')),
      ...(await column('SELECT slug AS value FROM blog_categories LIMIT 3')),
      ...(await column('SELECT slug AS value FROM blog_tags LIMIT 3')),
    ],
    cityId: await column('SELECT id AS value FROM cities'),
    city: await column('SELECT name AS value FROM cities'),
    project: await column('SELECT id AS value FROM projects LIMIT 5'),
    kind: [...MEDIA_KINDS],
    // The blog's {id}: a post's id (likes, views, comments), a category's, tag's or author's id or slug.
    id: [
      ...(await column("SELECT id AS value FROM blog_posts WHERE status = 'published' LIMIT 5")),
      ...(await column('SELECT slug AS value FROM blog_categories LIMIT 2')),
      ...(await column('SELECT slug AS value FROM blog_authors LIMIT 2')),
      ...(await column('SELECT id AS value FROM blog_tags LIMIT 2')),
    ],
    search: ['villa', 'rera registration', 'ho', 're', "'&|!:*", 'hibiscus'],
    'x-visitor-id': ['0f8fad5b-d9cb-469f-a165-70867728950e', 'visitor_1234567890abcdef'],
    file: ['1.svg', '999.svg', '1000.svg', '0.svg'],
  };
}

let admin: string | null = null;
/**
 * A fresh admin session for each studio request, so the requests get past the role check into the
 * routes (one of them signs its own session out).
 */
async function adminSession(db: Db): Promise<string> {
  admin ??= (
    await createStaffRepository(db).add(COMMAND_LINE_ACTOR, {
      name: 'Fuzz Admin',
      phone: normalisePhone('+91', newPhone()),
      role: 'admin',
    })
  )._id;
  const token = newToken();
  await db.query(
    "INSERT INTO staff_sessions (id, staff_id, token_hash, expires_at) VALUES ($1, $2, $3, now() + interval '1 hour')",
    [newId(), admin, sha256(token)],
  );
  return token;
}

describe('the API under generated and hostile requests', () => {
  it(`answers ${REQUESTS} requests over every documented route without a 5xx, with a message for every 4xx, and writes nothing it refused`, async () => {
    const db = await getTestDb();
    await adminSession(db); // the admin is on the staff before the first fingerprint
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const report = await fuzzApi({
      doc,
      requests: REQUESTS,
      seed: SEED,
      samples: await fuzzSamples(db),
      // A staff session's last use moves with every studio request, refused or not.
      fingerprint: () => tableFingerprint(db, /^staff_sessions$/),
      send: async (request) => {
        const response = await app.inject({
          method: request.method as 'GET' | 'POST',
          url: request.url,
          headers: request.url.startsWith('/api/v1/studio/')
            ? { ...request.headers, authorization: `Bearer ${await adminSession(db)}` }
            : request.headers,
          payload:
            request.binary && request.payload !== undefined
              ? Buffer.from(request.payload, 'latin1')
              : request.payload,
          remoteAddress: '10.66.0.1',
        });
        const contentTypeOptions = response.headers['x-content-type-options'];
        return {
          status: response.statusCode,
          body: response.body,
          contentTypeOptions: contentTypeOptions?.toString(),
        };
      },
    });
    console.log(`fuzz: ${describeReport(report)}`);
    expect(report.problems, describeReport(report)).toEqual([]);
    expect(report.requests).toBe(REQUESTS);
    // The mix reaches both sides: requests that succeed and requests that are refused.
    expect(report.byStatus[200]).toBeGreaterThan(REQUESTS / 10);
    expect(report.byStatus[201]).toBeGreaterThan(0);
    expect(report.byStatus[400]).toBeGreaterThan(REQUESTS / 10);
  }, 300_000);
});
