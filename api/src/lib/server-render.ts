// Server rendering of the first screen (docs/server-rendering.md). The shell's server build
// (WEB_ROOT/shell/ssr/server.cjs) renders a page; each remote's page comes from that remote's own
// server build (WEB_ROOT/<remote>/ssr/<ExposedModule>.cjs, or <remote>/<version>/ssr/… when
// remotes.json points at a released version), evaluated with a require() that hands it the shell's
// shared modules, as module federation does in the browser. Each file is loaded again when a deploy
// replaces it, and a release or rollback names another file, so a team that ships its remote ships its
// server rendering with it, from the next request.
import { AsyncLocalStorage } from 'node:async_hooks';
import { builtinModules, createRequire } from 'node:module';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import { servedFolder } from './remotes-manifest.ts';

/** What the shell's server build exports (shell/src/server/render-page.tsx). */
interface ShellServerBuild {
  sharedModules: Record<string, unknown>;
  renderPage(options: {
    url: string;
    loadRemoteModule: (id: string) => Promise<unknown>;
    fetchApi: (url: string, init: RequestInit) => Promise<Response>;
    signal?: AbortSignal;
    siteOrigin?: string;
  }): Promise<RenderedPage>;
}

export interface RenderedPage {
  html: string;
  styles: string;
  /** The page's hoisted <title>, <meta> and <link> elements (its head, its image preloads). */
  head: string;
  firstScreen: Record<string, unknown>;
  /** 404 when there is nothing at the address, 410 for a listing taken down; 200 when the shell does not say. */
  status?: number;
}

export interface ServerRendererOptions {
  webRoot: string;
  /**
   * The folder of the shell this instance serves: WEB_ROOT/shell, or a released version of it
   * (WEB_ROOT/shell/<version>/, plugins/app/release-follower.ts). Asked on every render.
   */
  shellRoot?: () => string;
  /**
   * Answers an API call of the page in-process (Fastify's inject). `init.signal` aborts when the
   * render is given up, so the call's work stops with it.
   */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  /** A render that takes longer is dropped; the browser renders that page alone. */
  timeoutMs: number;
  /** The usable remotes.json entry of a remote (its mf-manifest.json URL), if it has one. */
  remoteEntry: (remote: string) => Promise<string | undefined>;
  /** The site's address (PUBLIC_URL), for the absolute URLs of a page's head. */
  siteOrigin?: string;
  /** Where the browser loads released versions from a CDN (Config.assetBase): they are in the web root too. */
  assetBase?: string | null;
}

/** Renders pages, or says why it can't (the caller then sends the page for the browser to render). */
export interface ServerRenderer {
  /** The shell's index.html with the page at `url` rendered into it (pageHtml), and the builds it used. */
  render(url: string): Promise<RenderResult>;
  /** Whether every build a render used is still the one deployed (a render may then be served again). */
  unchanged(builds: readonly BuildStamp[]): Promise<boolean>;
}

export interface RenderResult {
  html: string;
  /** The HTTP status the page answers with. */
  status: number;
  builds: BuildStamp[];
}

/** A file a render read (the template, the shell's or a remote's server build) and its version. */
export interface BuildStamp {
  file: string;
  signature: string;
}

/** A page whose remote is served from elsewhere: rendered in the browser by design, not a failure. */
export class RenderedInBrowser extends Error {
  constructor(remote: string) {
    super(`${remote} is not served from this server's web root`);
    this.name = 'RenderedInBrowser';
  }
}

/**
 * The render an API call belongs to. The shell points @villa/shared's API client at one transport for
 * every render, so each call finds its own render's signal here, through the async chain that made it.
 */
const renderContext = new AsyncLocalStorage<{ signal: AbortSignal }>();

const REMOTE_ID = /^([a-z][a-z0-9-]*)\/([A-Za-z][A-Za-z0-9]*)$/;
const NODE_BUILTINS = new Set(builtinModules);

async function signature(file: string): Promise<string> {
  const stats = await stat(file);
  return `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
}

/** Loads a file again only when a deploy has replaced it (checked on every use). */
function fileCache<T>(load: (file: string) => Promise<T>) {
  const cache = new Map<string, { signature: string; value: Promise<T> }>();
  return async (file: string): Promise<T> => {
    const current = await signature(file);
    const cached = cache.get(file);
    if (cached?.signature === current) return cached.value;
    const value = load(file);
    cache.set(file, { signature: current, value });
    value.catch(() => cache.delete(file));
    return value;
  };
}

export function createServerRenderer({
  webRoot,
  fetchApi,
  timeoutMs,
  remoteEntry,
  siteOrigin,
  assetBase,
  shellRoot = () => path.join(webRoot, 'shell'),
}: ServerRendererOptions): ServerRenderer {
  // Read once per version of each file, like the builds: a page needs them on every request.
  const readTemplate = fileCache((file) => readFile(file, 'utf8'));

  const loadShell = fileCache(async (file) => {
    const require = createRequire(file);
    delete require.cache[file]; // a new shell build: its new shared modules, not the old ones
    return require(file) as ShellServerBuild;
  });

  /** A remote's server build of one module, evaluated against one shell build's shared modules. */
  const remoteLoaders = new WeakMap<ShellServerBuild, (file: string) => Promise<unknown>>();
  const remoteLoaderFor = (shell: ShellServerBuild) => {
    let loader = remoteLoaders.get(shell);
    if (!loader) {
      loader = fileCache(async (file) => {
        const code = await readFile(file, 'utf8');
        const wrapper = vm.runInThisContext(
          `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
          { filename: file },
        ) as (...args: unknown[]) => void;
        const module = { exports: {} as unknown };
        const requireShared = (request: string) => {
          if (Object.hasOwn(shell.sharedModules, request)) return shell.sharedModules[request];
          if (NODE_BUILTINS.has(request.replace(/^node:/, ''))) return createRequire(file)(request);
          throw new Error(`${file} imports ${request}, which the shell's server build does not share`);
        };
        wrapper(module.exports, requireShared, module, file, path.dirname(file));
        return module.exports;
      });
      remoteLoaders.set(shell, loader);
    }
    return loader;
  };

  /** The server build of 'listings/UnitsPage', when that remote is served from this web root. */
  async function remoteModuleFile(id: string): Promise<string> {
    const match = REMOTE_ID.exec(id);
    if (!match) throw new Error(`${id} is not a remote module id`);
    const [, remote, expose] = match as unknown as [string, string, string];
    // A remote served from elsewhere (or skipped) renders in the browser: its server build is not here.
    const folder = servedFolder(remote, await remoteEntry(remote), assetBase ?? null);
    if (folder === null) throw new RenderedInBrowser(remote);
    // The version the browser will load: its HTML and its scripts come from the same build.
    return path.join(webRoot, remote, folder, 'ssr', `${expose}.cjs`);
  }

  /** An API call of a render: none starts after the render is given up, and one under way is aborted. */
  const fetchForRender = (url: string, init: RequestInit): Promise<Response> => {
    const renderSignal = renderContext.getStore()?.signal;
    if (renderSignal === undefined) return fetchApi(url, init);
    renderSignal.throwIfAborted();
    const signal = init.signal ? AbortSignal.any([init.signal, renderSignal]) : renderSignal;
    return fetchApi(url, { ...init, signal });
  };

  /** The file's version, taken before it is read: a later deploy then shows as a change. */
  const stamp = async (file: string): Promise<BuildStamp> => ({ file, signature: await signature(file) });

  return {
    async render(url) {
      const signal = AbortSignal.timeout(timeoutMs);
      return renderContext.run({ signal }, async () => {
        const root = shellRoot();
        const shellFile = path.join(root, 'ssr', 'server.cjs');
        const templateFile = path.join(root, 'index.html');
        const builds = await Promise.all([stamp(shellFile), stamp(templateFile)]);
        const shell = await loadShell(shellFile);
        const loadRemote = remoteLoaderFor(shell);
        const [template, page] = await Promise.all([
          readTemplate(templateFile),
          shell.renderPage({
            url,
            fetchApi: fetchForRender,
            loadRemoteModule: async (id) => {
              const file = await remoteModuleFile(id);
              builds.push(await stamp(file));
              return loadRemote(file);
            },
            signal,
            ...(siteOrigin && { siteOrigin }),
          }),
        ]);
        return { html: pageHtml(template, page), status: page.status ?? 200, builds };
      });
    },
    async unchanged(builds) {
      const now = await Promise.all(builds.map(({ file }) => signature(file).catch(() => null)));
      return builds.every((build, index) => now[index] === build.signature);
    },
  };
}

/** Characters that would end the JSON script early, or that some parsers treat as line ends. */
const UNSAFE_IN_SCRIPT = /[<>\u2028\u2029&]/g;
const escapeForScript = (json: string) =>
  json.replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The template's own title and description, the site's defaults, give way to the page's. */
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/i;
const TEMPLATE_DESCRIPTION = /<meta name="description"[^>]*>/i;

/**
 * The shell's index.html with a rendered page: its head (title, description, share preview,
 * canonical, image preloads) first in the head (before the scripts' preloads, which would take the
 * bandwidth) in place of the template's defaults, its styles at the end of the head and its first
 * screen's data in a JSON script (shell/src/lib/first-screen.ts) for hydration.
 */
export function pageHtml(template: string, page: RenderedPage): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>')) {
    throw new Error('index.html has no empty #root element or no </head>');
  }
  const data = `<script type="application/json" data-first-screen>${escapeForScript(JSON.stringify(page.firstScreen))}</script>`;
  let shell = template;
  if (page.head.includes('<title>')) shell = shell.replace(TEMPLATE_TITLE, '');
  if (page.head.includes('<meta name="description"')) shell = shell.replace(TEMPLATE_DESCRIPTION, '');
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(shell)?.[0];
  return shell
    .replace(charset ?? '<head>', (opening) => `${opening}${page.head}`)
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(root, () => `<div id="root">${page.html}</div>${data}`);
}
