// Serves the built browser apps from WEB_ROOT: the shell at / and each remote at /mfe/<name>/, the
// partner embed at /embed/. Client-side routes (/units, /unit/x/, /blog/y) get the shell's
// index.html, rendered on the server when it can. The pieces, each in web-apps/:
// - remote-registry.ts: which remotes there are, and which one carries the partner embed;
// - static-files.ts, cache-policy.ts, entity-tags.ts: the files, how long each may be kept, ETags;
// - remotes-file.ts: remotes.json's usable entries, with the release pointers' in their place
//   (../release-follower.ts);
// - csp.ts: the shell's Content-Security-Policy;
// - detail-addresses.ts: the first API call and hero image announced with the HTML, and where a
//   retired unit or project went;
// - server-rendering.ts: the page rendered into the HTML, within limits;
// - remembered-city.ts: /units without a city goes to the buyer's last one;
// - embed.ts: the partner embed's route.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PAGE_PATHS } from '../../lib/page-paths.ts';
import { RELEASE_FOLDER, remoteOrigins, withReleasePointers } from '../../lib/remotes-manifest.ts';
import { isPublicPath } from './web-apps/cache-policy.ts';
import { shellCspDirectives } from './web-apps/csp.ts';
import { announceFirstRequests } from './web-apps/detail-addresses.ts';
import { EMBED_PREFIX, registerEmbedRoute } from './web-apps/embed.ts';
import { tagEntryResponses } from './web-apps/entity-tags.ts';
import { rememberedCityAddress, REMEMBERED_CITY_HEADERS } from './web-apps/remembered-city.ts';
import { remoteRegistry } from './web-apps/remote-registry.ts';
import { remotesFileReader } from './web-apps/remotes-file.ts';
import { shellRenderer } from './web-apps/server-rendering.ts';
import { decodedPath, isFileInside, registerStaticRoots } from './web-apps/static-files.ts';

export default fp(
  async (app) => {
    const { webRoot, googleMapsApiKey } = app.config;
    if (webRoot === null) return;
    const shellRoot = path.join(webRoot, 'shell');
    const { names: remoteNames, embed: embedRemote } = remoteRegistry();
    const tagEntry = tagEntryResponses(app);
    await registerStaticRoots(app, {
      webRoot,
      remoteNames,
      embedRemote,
      crossOriginPrefixes: ['/mfe/', EMBED_PREFIX],
      tagEntry,
    });
    const readRemotesFile = remotesFileReader({
      shellRoot,
      remoteNames,
      allowedOrigins: app.config.remoteOrigins,
      log: app.log,
    });
    // A remote released to the bucket is served as its pointer says, on every instance alike.
    const readRemotes = async () =>
      withReleasePointers(await readRemotesFile(), app.releasePointers.entries());
    // The shell served: its own build, or the released version the shell's pointer names. A page
    // opened on another version still finds its hashed files, in the version folders fetched before.
    const liveShellRoot = () => {
      const version = app.releasePointers.shellVersion();
      return version === null ? shellRoot : path.join(shellRoot, version);
    };
    const shellRoots = async (): Promise<string[]> => {
      const live = liveShellRoot();
      const versions = (await readdir(shellRoot, { withFileTypes: true }).catch(() => []))
        .filter((entry) => entry.isDirectory() && RELEASE_FOLDER.test(entry.name))
        .map((entry) => path.join(shellRoot, entry.name))
        .sort()
        .reverse();
      return [...new Set([live, ...versions, shellRoot])];
    };
    const renderedShell = shellRenderer(app, { webRoot, readRemotes, shellRoot: liveShellRoot });

    async function sendShell(request: FastifyRequest, reply: FastifyReply) {
      const cityListing = rememberedCityAddress(request.url, request.headers.cookie);
      if (cityListing !== null) return reply.headers(REMEMBERED_CITY_HEADERS).redirect(cityListing, 302);
      const retired = await announceFirstRequests(app, request, reply);
      // A listing's old slug: to its current page, in one hop, keeping the query.
      if (retired?.address.state === 'moved') {
        const { search } = new URL(request.url, 'http://localhost');
        return reply.redirect(`${PAGE_PATHS[retired.kind](retired.address.slug)}${search}`, 301);
      }
      const remotes = (await readRemotes())?.usable ?? {};
      const origins = remoteOrigins(remotes);
      await reply.helmet({
        contentSecurityPolicy: { directives: shellCspDirectives(origins, googleMapsApiKey !== null) },
        // The origin, not the path, goes to other sites: a Google Maps key restricted to our
        // referrer needs it (no-referrer sends nothing).
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      });
      const page = await renderedShell(request, reply, remotes);
      if (page === null) {
        // Unrendered, the page still answers the status its address has (the page itself says why).
        if (retired !== null) reply.code(retired.address.state === 'gone' ? 410 : 404);
        return reply.sendFile('index.html', liveShellRoot());
      }
      tagEntry(reply, { content: page.html });
      // An unknown page or a unit, project or post that isn't there is a 404, with the not-found page;
      // a unit or project taken down is a 410, with a page that says so.
      return reply
        .code(page.status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page.html);
    }

    registerEmbedRoute(app, { webRoot, embedRemote, readRemotes });

    const acceptsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      schema: { hide: true },
      // Helmet is applied by the handler: the shell's HTML gets a policy computed per request.
      helmet: false,
      async handler(request, reply) {
        const pathname = new URL(request.url, 'http://localhost').pathname;
        if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
        if (pathname === '/' || pathname === '/index.html') return sendShell(request, reply);
        if (pathname === '/remotes.json') {
          const checked = await readRemotes();
          if (checked === null) return reply.callNotFound();
          // Only the usable entries: the shell shows a skipped remote's Retry message.
          const remotes = JSON.stringify(checked.usable);
          await reply.helmet();
          tagEntry(reply, { content: remotes });
          return reply
            .header('cache-control', 'no-cache')
            .type('application/json; charset=utf-8')
            .send(remotes);
        }
        const decoded = decodedPath(pathname);
        if (decoded === null) return reply.callNotFound();
        if (isPublicPath(decoded)) {
          // The live shell's file, else an earlier version's (a page still open on it), else the build's.
          const roots = app.releasePointers.shellVersion() === null ? [shellRoot] : await shellRoots();
          for (const root of roots) {
            const file = path.resolve(root, `.${decoded}`);
            if (await isFileInside(root, file)) {
              await reply.helmet();
              return reply.sendFile(path.relative(root, file), root);
            }
          }
        }
        if (acceptsHtml(request)) return sendShell(request, reply);
        return reply.callNotFound();
      },
    });
  },
  { name: 'web-apps', dependencies: ['helmet', 'compress', 'rate-limit', 'release-follower'] },
);
