// The partner embed (docs/decisions/partner-embed-frame.md): partner sites load
// `<script src="https://our-site/embed/enquiry.js">`, which opens /embed/frame.html?partner=<id> in a
// frame over their page. The files come from the embed's remote (the registry's "embed": true).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { servedFolder, type CheckedRemotes } from '../../../lib/remotes-manifest.ts';
import { decodedPath, isFileInside } from './static-files.ts';

/** Where the partner embed is served: `<script src="https://our-site/embed/enquiry.js">`. */
export const EMBED_PREFIX = '/embed/';

/**
 * The frame-ancestors of the embed's files: for /embed/frame.html?partner=<id>, exactly that partner's
 * origins in PARTNER_ORIGINS (the frame runs the enquiry and OTP step on our origin, over the partner's
 * page), and 'none' for anything else: an unknown partner, no partner, a site not listed.
 */
function embedFrameAncestors(
  partners: readonly { id: string; origins: readonly string[] }[],
  url: string | undefined,
): string {
  const partner = new URL(url ?? '/', 'http://localhost').searchParams.get('partner');
  const origins = partners.find((site) => site.id === partner)?.origins ?? [];
  return origins.length > 0 ? origins.join(' ') : "'none'";
}

export interface EmbedRouteOptions {
  webRoot: string;
  /** The registry's embed remote, whose build has the embed/ folder. */
  embedRemote: string;
  readRemotes: () => Promise<CheckedRemotes | null>;
}

/** GET /embed/*: the embed's files, with a frame-ancestors policy for the partner the URL names. */
export function registerEmbedRoute(
  app: FastifyInstance,
  { webRoot, embedRemote, readRemotes }: EmbedRouteOptions,
): void {
  /**
   * The partner embed's folder: the embed remote's live release's embed/ when remotes.json points at
   * one in this web root, else the full build's (<remote>/embed/). A release of that remote reaches
   * partner sites on their next page load, like our own pages.
   */
  const embedRoot = async (): Promise<string> => {
    const folder = servedFolder(
      embedRemote,
      (await readRemotes())?.usable[embedRemote],
      app.config.assetBase,
    );
    if (folder) {
      const released = path.join(webRoot, embedRemote, folder, 'embed');
      if (existsSync(released)) return released;
    }
    return path.join(webRoot, embedRemote, 'embed');
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: `${EMBED_PREFIX}*`,
    schema: { hide: true },
    // The frame page may be framed by its partner's pages only; X-Frame-Options would forbid any
    // framing, and frame-ancestors says it exactly.
    helmet: {
      frameguard: false,
      contentSecurityPolicy: {
        directives: {
          frameAncestors: [(req) => embedFrameAncestors(app.config.partners, req.url)],
          // Served over plain http on a LAN or localhost, upgrading would break every asset.
          upgradeInsecureRequests: null,
        },
      },
    },
    async handler(request, reply) {
      const decoded = decodedPath((request.params as { '*': string })['*']);
      if (decoded === null) return reply.callNotFound();
      const root = await embedRoot();
      const file = path.resolve(root, decoded);
      if (!(await isFileInside(root, file))) return reply.callNotFound();
      return reply.sendFile(path.relative(root, file), root);
    },
  });
}
