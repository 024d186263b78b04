// The built apps' files in WEB_ROOT: the shell's (sent by the catch-all route, which falls back to
// index.html) and each remote's at /mfe/<name>/, with the cache policy's headers and, for the entry
// files, a hash of their content as ETag.
import type { Stats } from 'node:fs';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cacheControlFor, isEntryFile, isPublicPath, isReleasedFile } from './cache-policy.ts';
import type { EntryBody } from './entity-tags.ts';

export interface StaticRootsOptions {
  webRoot: string;
  remoteNames: readonly string[];
  /** The registry's embed remote: the embed's fixed names in its releases are not immutable. */
  embedRemote: string;
  /** URL prefixes a page on another origin may fetch from (the remotes, the partner embed). */
  crossOriginPrefixes: readonly string[];
  /** Marks a reply as an entry response (entity-tags.ts). */
  tagEntry: (reply: FastifyReply, body: EntryBody) => void;
}

/**
 * Registers @fastify/static for the shell's folder (reply.sendFile, no routes of its own) and for
 * each remote's at /mfe/<name>/.
 */
export async function registerStaticRoots(
  app: FastifyInstance,
  { webRoot, remoteNames, embedRemote, crossOriginPrefixes, tagEntry }: StaticRootsOptions,
): Promise<void> {
  const setHeaders = (reply: FastifyReply, filePath: string, stats: Stats) => {
    reply.header('cache-control', cacheControlFor(filePath, isReleasedFile(webRoot, filePath, embedRemote)));
    // @fastify/send's own ETag (size and time) is replaced by a hash of the content (entity-tags.ts).
    if (isEntryFile(filePath)) tagEntry(reply, { file: filePath, stats });
  };

  // Remotes are public static assets that a shell on another origin must be able to fetch; so is
  // the partner embed (/embed/), which partner sites load.
  app.addHook('onRequest', async (request, reply) => {
    if (crossOriginPrefixes.some((prefix) => request.url.startsWith(prefix))) {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
  });

  // The shell's files are sent by the catch-all route (so that it can fall back to index.html).
  await app.register(fastifyStatic, {
    root: path.join(webRoot, 'shell'),
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders,
  });
  for (const remote of remoteNames) {
    const root = path.join(webRoot, remote);
    if (!existsSync(root)) {
      app.log.warn(`WEB_ROOT has no ${remote}/ folder: /mfe/${remote}/ will answer 404`);
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: `/mfe/${remote}/`,
      decorateReply: false,
      allowedPath: isPublicPath,
      preCompressed: true,
      cacheControl: false,
      dotfiles: 'ignore',
      setHeaders,
    });
  }
}

/** A URL path decoded, or null when it is not valid percent-encoding. */
export function decodedPath(wanted: string): string | null {
  try {
    return decodeURIComponent(wanted);
  } catch {
    return null;
  }
}

/** Whether `file` is a file inside `root` (not root itself, not a path that climbs out of it). */
export async function isFileInside(root: string, file: string): Promise<boolean> {
  if (!file.startsWith(root + path.sep)) return false;
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
