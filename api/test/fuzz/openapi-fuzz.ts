// A fuzzer driven by the OpenAPI document: for every operation it sends requests built from the
// route's schemas, with valid values, hand-picked hostile ones and malformed bodies mixed in, and
// checks what a caller must always get: never a 5xx, a message with every 4xx, and no row changed
// by a request that was refused. Seeded, so a failure can be replayed.
import {
  COUNTRY_CODE_PATTERN,
  EMAIL_PATTERN,
  OTP_PATTERN,
  PERSON_NAME_PATTERN,
  PHONE_NUMBER_PATTERN,
} from '../../src/contract/field-rules.ts';
import { createPrng, type Prng } from '../../src/lib/prng.ts';
import type { Db } from '../../src/db/db.ts';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The payload holds bytes as latin1 text (a multipart body): send it as Buffer.from(payload, 'latin1'). */
  binary?: boolean;
}

export interface FuzzResponse {
  status: number;
  body: string;
  /** The X-Content-Type-Options header: every answer, errors included, carries nosniff. */
  contentTypeOptions: string | undefined;
}

export interface FuzzProblem {
  request: FuzzRequest;
  status: number;
  problem: string;
}

export interface FuzzReport {
  requests: number;
  byStatus: Record<number, number>;
  problems: FuzzProblem[];
}

/** Real values to put in path and query parameters, so requests reach past the "not found" checks. */
export interface FuzzSamples {
  /** By parameter name: slug, cityId, city, project, kind, file... */
  [parameter: string]: string[];
}

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | null;
  /** The fields of a multipart/form-data body (POST /fileupload). */
  multipart: Schema | null;
}

/** Values that broke (or break) real servers: injection, encodings, overflows, prototype keys. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(10_000),
  '%',
  '%25',
  '_',
  '\\',
  "'",
  '"',
  "' OR '1'='1",
  '1; DROP TABLE users;--',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>window.__xss=1</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}',
  '{{constructor.constructor("return 1")()}}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e17',
  '1e300',
  '1e-300',
  '9'.repeat(40),
  '0x1F',
  '1.5',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '{"bhk":{"$gt":1}}',
  '\ud800',
  '𝕍𝕚𝕝𝕝𝕒 🏡',
  '\u202eevil',
  'İstanbul',
  'line\r\nX-Injected: 1',
  '   padded   ',
  'Bengaluru',
  'BENGALURU',
  '2026-02-30T25:61:00Z',
  '0000-01-01T00:00:00Z',
  '+91',
  '999999999999999999999',
];

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  {},
  [null],
  { $gt: '' },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  Array.from({ length: 1000 }, (_, index) => index),
];

/** Bodies that are not the JSON object a route expects. */
const HOSTILE_BODIES = [
  '',
  'null',
  '[]',
  '"text"',
  '42',
  '{',
  '{"name": "Asha",}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2001)}`,
  '\u0000',
  '{"name":"\\u0000"}',
];

/** Generators for the patterns our schemas use (see lib/validation-message.ts). */
const PATTERN_VALUES: Record<string, (prng: Prng) => string> = {
  '^[0-9a-f]{24}$': (prng) => Array.from({ length: 24 }, () => '0123456789abcdef'[prng.int(0, 15)]).join(''),
  '^[a-z0-9]+(?:-[a-z0-9]+)*$': (prng) => prng.pick(['villa', 'mango-orchard-villas', 'a-1', 'x']),
  [EMAIL_PATTERN]: (prng) => `buyer${prng.int(1, 999)}@example.com`,
  [PERSON_NAME_PATTERN]: (prng) => prng.pick(['Asha Rao', 'Ravi Kumar', 'Kavya']),
  [PHONE_NUMBER_PATTERN]: (prng) => String(prng.int(6_000_000_000, 9_999_999_999)),
  [COUNTRY_CODE_PATTERN]: () => '+91',
  [OTP_PATTERN]: (prng) => String(prng.int(0, 999_999)).padStart(6, '0'),
  '^[\\x21-\\x7E]+$': (prng) => `key-${prng.int(1, 1e9)}`,
  '^(?:[Aa]ny|[Nn]one|[0-9]{1,2}\\+?)$': (prng) => prng.pick(['Any', 'None', '3', '2+']),
};

function schemaType(schema: Schema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

/** A value the schema accepts, as far as a generator can tell. */
export function validValue(schema: Schema, prng: Prng, depth = 0): unknown {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) return validValue(prng.pick(branches), prng, depth);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return prng.pick(schema.enum);
  switch (schemaType(schema)) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? min + 100, min + 1000);
      const value = prng.int(Math.ceil(min), Math.floor(max));
      return value;
    }
    case 'boolean':
      return prng.chance(0.5);
    case 'array':
      return depth > 3 || !schema.items
        ? []
        : Array.from({ length: prng.int(0, 3) }, () => validValue(schema.items!, prng, depth + 1));
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || prng.chance(0.5))
          object[key] = validValue(property, prng, depth + 1);
      }
      return object;
    }
    case 'string': {
      if (schema.pattern) return PATTERN_VALUES[schema.pattern]?.(prng) ?? 'x';
      if (schema.format === 'date-time') return '2026-12-05T10:30:00+05:30';
      if (schema.format === 'date') return '2026-12-05';
      if (schema.format === 'email') return 'buyer@example.com';
      if (schema.format === 'uri') return 'https://villas.example.com/unit/x/';
      const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 12));
      return 'v'.repeat(length);
    }
    default:
      return null;
  }
}

function hostileValue(prng: Prng): unknown {
  return prng.chance(0.7) ? prng.pick(HOSTILE_STRINGS) : prng.pick(HOSTILE_VALUES);
}

/** A query or path value as text: JSON for objects, and occasionally a raw, broken percent escape. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '';
}

const RAW_SEGMENTS = ['%', '%zz', '%c0%ae%c0%ae', '%E0%A4%A', '..%2F..%2F', '%2e%2e'];

function encode(value: string, prng: Prng): string {
  if (prng.chance(0.05)) return prng.pick(RAW_SEGMENTS);
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as a browser that does not check would send it
  }
}

export function listOperations(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const operation = raw as {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema: Schema }> };
      };
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        multipart: operation.requestBody?.content?.['multipart/form-data']?.schema ?? null,
      });
    }
  }
  return operations;
}

function parameterValue(parameter: Parameter, samples: FuzzSamples, prng: Prng): string {
  const roll = prng.next();
  const known = samples[parameter.name];
  if (roll < 0.4 && known && known.length > 0) return prng.pick(known);
  if (roll < 0.7) return asText(validValue(parameter.schema, prng));
  return asText(hostileValue(prng));
}

function buildBody(schema: Schema, prng: Prng): string {
  const roll = prng.next();
  if (roll < 0.1) return prng.pick(HOSTILE_BODIES);
  const body = validValue(schema, prng) as Record<string, unknown>;
  if (roll < 0.3) return JSON.stringify(body); // valid, so writes happen too
  const keys = Object.keys(schema.properties ?? {});
  const mutations = prng.int(1, 3);
  for (let index = 0; index < mutations; index += 1) {
    const kind = prng.next();
    if (kind < 0.5 && keys.length > 0) body[prng.pick(keys)] = hostileValue(prng);
    else if (kind < 0.7 && keys.length > 0) delete body[prng.pick(keys)];
    else if (kind < 0.85) body[prng.pick(['budget', '__proto__', 'constructor', 'id', '_id'])] = 1;
    else body[prng.pick(keys.length > 0 ? keys : ['x'])] = prng.pick(HOSTILE_STRINGS);
  }
  return JSON.stringify(body);
}

/** A 1×1 PNG: a file that passes every upload check. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** File contents an upload route must judge by their bytes: images, impostors, damage, overflow. */
const FILE_CONTENTS: ((prng: Prng) => Buffer)[] = [
  () => TINY_PNG,
  () => TINY_PNG.subarray(0, 30),
  () => Buffer.from('%PDF-1.7\n%%EOF'),
  () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]),
  () => Buffer.from('RIFF\0\0\0\0WEBPVP8 '),
  () => Buffer.alloc(0),
  (prng) => Buffer.from(Array.from({ length: prng.int(1, 2000) }, () => prng.int(0, 255))),
  () => Buffer.concat([TINY_PNG, Buffer.alloc(1_048_576 - TINY_PNG.length + 1)]),
];

const FILE_NAMES = [
  'photo.jpg',
  'villa.png',
  '../../etc/passwd',
  '..\\..\\win.ini',
  'a"b.jpg',
  '',
  'x'.repeat(300),
  '🏡.webp',
];

/** A multipart body built by hand, so that its fields, names and framing can be anything. */
function buildMultipart(schema: Schema, prng: Prng): { payload: string; contentType: string } {
  const boundary = `fuzz${prng.int(1, 1e9)}`;
  const parts: Buffer[] = [];
  const part = (headers: string, body: Buffer) =>
    parts.push(Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), body, Buffer.from('\r\n'));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (name === 'files' || prng.chance(0.1)) continue;
    const value = prng.chance(0.8) ? validValue(property, prng) : hostileValue(prng);
    part(`Content-Disposition: form-data; name="${name}"`, Buffer.from(asText(value)));
  }
  if (prng.chance(0.05)) part('Content-Disposition: form-data; name="unknown"', Buffer.from('1'));
  const files = prng.chance(0.05) ? 11 : prng.int(0, 2);
  for (let index = 0; index < files; index += 1) {
    const fileName = prng.pick(FILE_NAMES).replace(/[\r\n]/g, '');
    const type = prng.pick(['image/jpeg', 'image/png', 'application/pdf', 'image/svg+xml', 'text/plain']);
    part(
      `Content-Disposition: form-data; name="${prng.chance(0.95) ? 'files' : 'file'}"; filename="${fileName}"\r\nContent-Type: ${type}`,
      prng.pick(FILE_CONTENTS)(prng),
    );
  }
  if (prng.chance(0.9)) parts.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(parts).toString('latin1');
  const contentType = prng.chance(0.95)
    ? `multipart/form-data; boundary=${boundary}`
    : prng.pick(['multipart/form-data', 'multipart/form-data; boundary=other', 'application/json']);
  return { payload, contentType };
}

export function buildRequest(operation: Operation, samples: FuzzSamples, prng: Prng): FuzzRequest {
  let path = operation.path;
  const query: string[] = [];
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      path = path.replace(`{${parameter.name}}`, encode(parameterValue(parameter, samples, prng), prng));
    } else if (parameter.in === 'query') {
      if (!parameter.required && prng.chance(0.4)) continue;
      query.push(`${parameter.name}=${encode(parameterValue(parameter, samples, prng), prng)}`);
      // A repeated parameter arrives as a list: a classic way to reach code that expects text.
      if (prng.chance(0.05))
        query.push(`${parameter.name}=${encode(parameterValue(parameter, samples, prng), prng)}`);
    } else if (parameter.in === 'header' && prng.chance(0.5)) {
      const value = parameterValue(parameter, samples, prng);
      // A header value cannot carry a line break or a character outside Latin-1.
      if (/^[\x20-\x7e]*$/.test(value)) headers[parameter.name] = value;
    }
  }
  if (prng.chance(0.05)) query.push(`${prng.pick(['unknown', '__proto__', 'constructor'])}=1`);
  const url = query.length > 0 ? `${path}?${query.join('&')}` : path;
  if (operation.multipart !== null && prng.chance(0.9)) {
    const { payload, contentType } = buildMultipart(operation.multipart, prng);
    return {
      method: operation.method,
      url,
      headers: { ...headers, 'content-type': contentType },
      payload,
      binary: true,
    };
  }
  if (operation.body === null) return { method: operation.method, url, headers };
  headers['content-type'] = prng.chance(0.95)
    ? 'application/json'
    : prng.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1']);
  return { method: operation.method, url, headers, payload: buildBody(operation.body, prng) };
}

/**
 * A fingerprint of every table's rows (count and newest transaction id), so a refused request that
 * wrote anything shows. `ignoreTables` leaves out bookkeeping that every request may touch.
 */
export async function tableFingerprint(db: Db, ignoreTables: RegExp = /^$/): Promise<string> {
  const tables = (
    await db.query<{ name: string }>(
      'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
    )
  )
    .map((table) => table.name)
    .filter((name) => !ignoreTables.test(name));
  const sql = tables
    .map(
      (name) =>
        `SELECT '${name}' AS name, count(*)::int AS count, coalesce(max(xmin::text::bigint), 0)::text AS xmin FROM "${name}"`,
    )
    .join(' UNION ALL ');
  const rows = await db.query<{ name: string; count: number; xmin: string }>(sql);
  return rows.map((row) => `${row.name}:${row.count}:${row.xmin}`).join(' ');
}

function messageOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message.trim() !== '' ? parsed.message : null;
  } catch {
    return null;
  }
}

export interface FuzzOptions {
  doc: { paths: Record<string, Record<string, unknown>> };
  send: (request: FuzzRequest) => Promise<FuzzResponse>;
  requests: number;
  seed: number;
  samples?: FuzzSamples;
  /** When given, each refused request is checked to have changed no row. */
  fingerprint?: () => Promise<string>;
}

/** Sends `requests` requests, spread evenly over the operations, one after another. */
export async function fuzzApi(options: FuzzOptions): Promise<FuzzReport> {
  const prng = createPrng(options.seed);
  const operations = listOperations(options.doc);
  const report: FuzzReport = { requests: 0, byStatus: {}, problems: [] };
  let before = options.fingerprint ? await options.fingerprint() : null;
  for (let index = 0; index < options.requests; index += 1) {
    const request = buildRequest(operations[index % operations.length]!, options.samples ?? {}, prng);
    const { status, body, contentTypeOptions } = await options.send(request);
    report.requests += 1;
    report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
    if (status >= 500)
      report.problems.push({ request, status, problem: `answered ${status}: ${body.slice(0, 200)}` });
    else if (status >= 400 && messageOf(body) === null)
      report.problems.push({
        request,
        status,
        problem: `a ${status} without a message: ${body.slice(0, 200)}`,
      });
    if (contentTypeOptions !== 'nosniff')
      report.problems.push({
        request,
        status,
        problem: `a ${status} without X-Content-Type-Options: nosniff`,
      });
    if (options.fingerprint) {
      const after = await options.fingerprint();
      if (status >= 400 && after !== before)
        report.problems.push({ request, status, problem: `refused with ${status} but changed rows` });
      before = after;
    }
  }
  return report;
}

/** One line per status and the problems, for a person reading the bench or a failed test. */
export function describeReport(report: FuzzReport): string {
  const statuses = Object.entries(report.byStatus)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const fivexx = Object.entries(report.byStatus)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  const problems = report.problems
    .slice(0, 10)
    .map(
      (problem) =>
        `  ${problem.request.method} ${problem.request.url.slice(0, 200)} ${problem.request.payload?.slice(0, 200) ?? ''}\n    → ${problem.problem}`,
    );
  return [
    `${report.requests} requests (${statuses}); 5xx: ${fivexx}; problems: ${report.problems.length}`,
    ...problems,
  ].join('\n');
}
