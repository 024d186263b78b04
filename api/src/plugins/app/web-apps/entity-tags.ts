// Strong ETags for the entry files (cache-policy.ts: they are never cached without asking). Each
// request revalidates them against a hash of the bytes sent and gets a 304 when nothing changed.
import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';
import { PRECOMPRESSED } from './cache-policy.ts';

function contentHash(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 32);
}

/**
 * The strong ETag of a response body: the hash of the bytes as stored, plus the encoding when the body
 * is compressed on the fly, so that each encoding of a file has its own tag (a pre-compressed copy has
 * its own bytes, hence its own hash).
 */
function entityTag(hash: string, encodedOnTheFly?: string): string {
  return encodedOnTheFly ? `"${hash}-${encodedOnTheFly}"` : `"${hash}"`;
}

/** Whether an If-None-Match header names the tag; the comparison is the weak one (RFC 9110 13.1.2). */
export function ifNoneMatchHits(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const opaque = tag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === opaque;
  });
}

const signatureOf = (stats: Stats) => `${stats.ino}:${stats.size}:${stats.mtimeMs}`;

/**
 * Hashes of the entry files, each computed once per version of the file: the cache is keyed by path and
 * checked against the inode, size and time that @fastify/send saw when it opened the file.
 */
function fileHasher() {
  const hashes = new Map<string, { signature: string; hash: string }>();
  return async (file: string, served: Stats): Promise<string | null> => {
    const signature = signatureOf(served);
    const cached = hashes.get(file);
    if (cached?.signature === signature) return cached.hash;
    try {
      const content = await readFile(file);
      // A deploy replaced the file while it was being sent: which bytes went out is unknown. Tagging the
      // old body with the new hash would make browsers keep the old entry, so it gets no tag at all.
      if (signatureOf(await stat(file)) !== signature) return null;
      const hash = contentHash(content);
      hashes.set(file, { signature, hash });
      return hash;
    } catch {
      return null;
    }
  };
}

/** The response depends on Accept-Encoding (a .br copy, a .gz copy or the file as it is). */
function varyOnAcceptEncoding(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  const tokens = value.split(',').map((token) => token.trim().toLowerCase());
  if (tokens.includes('accept-encoding') || tokens.includes('*')) return;
  reply.header('vary', value.trim() === '' ? 'accept-encoding' : `${value}, accept-encoding`);
}

/** A body that is not sent (a 304 instead): a stream is drained so that whatever pipes into it ends cleanly. */
function discard(payload: unknown) {
  if (payload !== null && typeof payload === 'object' && 'resume' in payload) {
    const stream = payload as NodeJS.ReadableStream;
    stream.on('error', () => undefined);
    stream.resume();
  }
}

/** What an entry response's body is made of: a file of the web root, or a string read from one. */
export type EntryBody = { file: string; stats: Stats } | { content: string };

/**
 * Adds the ETag check to every route of `app` and returns how a handler marks a reply as an entry
 * response (its body then gets a hash of its content as ETag, replacing @fastify/send's own of size
 * and time).
 */
export function tagEntryResponses(app: FastifyInstance): (reply: FastifyReply, body: EntryBody) => void {
  const hashFile = fileHasher();
  const entryBodies = new WeakMap<FastifyReply, EntryBody>();

  /**
   * Tags an entry response with its ETag and answers 304 when the browser already holds those bytes.
   * It runs after the compress plugin's onSend (see the onRoute hook), so it knows whether the body
   * is being compressed on the fly and which encoding goes out.
   */
  const validateEntry: onSendHookHandler = async (request, reply, payload) => {
    const body = entryBodies.get(reply);
    if (body === undefined || (reply.statusCode !== 200 && reply.statusCode !== 304)) return payload;
    const hash = 'file' in body ? await hashFile(body.file, body.stats) : contentHash(body.content);
    if (hash === null) {
      reply.removeHeader('etag');
      return payload;
    }
    const storedEncoded = 'file' in body && PRECOMPRESSED.test(body.file);
    const encoding = reply.getHeader('content-encoding');
    const tag = entityTag(hash, storedEncoded || typeof encoding !== 'string' ? undefined : encoding);
    reply.header('etag', tag);
    varyOnAcceptEncoding(reply);
    if (reply.statusCode === 200 && ifNoneMatchHits(request.headers['if-none-match'], tag)) {
      discard(payload);
      reply.removeHeader('content-type').removeHeader('content-length').removeHeader('content-encoding');
      reply.code(304);
      return null;
    }
    return payload;
  };
  // Route onSend hooks run after the instance's, in the order they were added: the compress plugin
  // adds its own when a route is declared (its onRoute hook was added first), this one comes after.
  app.addHook('onRoute', (route) => {
    const existing = route.onSend === undefined ? [] : [route.onSend].flat();
    route.onSend = [...existing, validateEntry];
  });
  return (reply, body) => entryBodies.set(reply, body);
}
