// A local S3-compatible server for the S3 storage's tests: node:http on a free loopback port, one
// bucket addressed path-style, PUT, GET, HEAD and DELETE of objects kept in a temporary folder, one
// file per object named by its URI-encoded key (S3's keys are flat: no folder is left behind). It takes no dependency (docs/decisions/s3-test-fake.md says why). Like S3, it refuses any
// request whose AWS Signature Version 4 does not match its random credentials, checked here apart
// from the client's signer (aws4fetch), and answers with S3's status codes and XML error bodies.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3StorageConfig } from '../../src/config.ts';

export interface LocalS3 {
  config: S3StorageConfig;
  /** The folder the bucket's objects are kept in, one file per object named by its encoded key. */
  directory: string;
  close(): Promise<void>;
}

const REGION = 'us-east-1';
/** S3 refuses a request signed more than 15 minutes away from its clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;
/** Larger than any upload variant; a bigger body is refused rather than buffered. */
const MAX_OBJECT_BYTES = 20 * 1024 * 1024;

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** encodeURIComponent plus the characters RFC 3986 reserves, as Signature Version 4 encodes. */
const uriEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Checks the request's Authorization header the way S3 does; throws S3's error when it fails. */
function verifySignature(request: IncomingMessage, url: URL, accessKeyId: string, secret: string) {
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match)
    throw new S3Error(403, 'AccessDenied', 'A Signature Version 4 Authorization header is required');
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== accessKeyId) throw new S3Error(403, 'InvalidAccessKeyId', `Unknown access key ${keyId}`);
  if (region !== REGION) throw new S3Error(400, 'AuthorizationHeaderMalformed', `Region ${region} is wrong`);
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const signedAt = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!signedAt || amzDate.slice(0, 8) !== day)
    throw new S3Error(403, 'AccessDenied', 'X-Amz-Date is missing or does not match the credential scope');
  const [, y, mo, d, h, mi, s] = signedAt.map(Number) as number[];
  if (Math.abs(Date.UTC(y!, mo! - 1, d, h, mi, s) - Date.now()) > MAX_SKEW_MS)
    throw new S3Error(403, 'RequestTimeTooSkewed', 'The request time is too far from the server time');
  const headerNames = signedHeaders!.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256'])
    if (!headerNames.includes(required))
      throw new S3Error(403, 'AccessDenied', `The signed headers must include ${required}`);

  const canonicalUri = url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = [...url.searchParams]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = headerNames
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    request.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    request.headers['x-amz-content-sha256'],
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = ['s3', 'aws4_request'].reduce(hmac, hmac(hmac(`AWS4${secret}`, day!), region!));
  const expected = hmac(signingKey, stringToSign);
  if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex')))
    throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match');
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_OBJECT_BYTES) throw new S3Error(400, 'EntityTooLarge', 'The object is too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function startLocalS3(bucket = 'villa-uploads'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'villa-s3-'));
  const accessKeyId = `VILLATEST${randomBytes(6).toString('hex').toUpperCase()}`;
  const secretAccessKey = randomBytes(30).toString('base64');
  const contentTypes = new Map<string, string>();

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    verifySignature(request, url, accessKeyId, secretAccessKey);
    const [, bucketName, ...keyParts] = url.pathname.split('/').map(decodeURIComponent);
    if (bucketName !== bucket) throw new S3Error(404, 'NoSuchBucket', `No bucket ${bucketName}`);
    const key = keyParts.join('/');
    if (key === '' || key === '.' || key === '..')
      throw new S3Error(400, 'InvalidRequest', `This fake serves objects only, not the key "${key}"`);
    const file = path.join(directory, encodeURIComponent(key));

    if (request.method === 'PUT') {
      const body = await readBody(request);
      const declared = String(request.headers['x-amz-content-sha256']);
      if (declared !== 'UNSIGNED-PAYLOAD' && declared !== sha256(body))
        throw new S3Error(400, 'XAmzContentSHA256Mismatch', 'The body does not match x-amz-content-sha256');
      writeFileSync(file, body);
      contentTypes.set(key, request.headers['content-type'] ?? 'binary/octet-stream');
      response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
    } else if (request.method === 'GET' || request.method === 'HEAD') {
      let body: Buffer;
      try {
        body = readFileSync(file);
      } catch {
        throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
      }
      response.writeHead(200, {
        'content-type': contentTypes.get(key) ?? 'binary/octet-stream',
        'content-length': body.length,
      });
      response.end(request.method === 'GET' ? body : undefined);
    } else if (request.method === 'DELETE') {
      rmSync(file, { force: true });
      contentTypes.delete(key);
      response.writeHead(204).end();
    } else {
      throw new S3Error(405, 'MethodNotAllowed', `${request.method} is not served by this fake`);
    }
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const failure = error instanceof S3Error ? error : new S3Error(500, 'InternalError', String(error));
      request.resume();
      response
        .writeHead(failure.status, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${failure.code}</Code><Message>${failure.message}</Message></Error>`,
        );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    config: {
      kind: 's3',
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: REGION,
      accessKeyId,
      secretAccessKey,
      prefix: 'uploads/',
      pathStyle: true,
    },
    directory,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
