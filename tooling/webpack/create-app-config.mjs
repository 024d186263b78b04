// One webpack configuration for the shell and the four remotes, so they agree on loaders,
// on what is shared across bundles and on how files are named and cached.
import { createRequire } from 'node:module';
import path from 'node:path';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { REMOTES, remoteInFolder } from '../remotes.mjs';

export { REMOTES, remoteInFolder };

/** Dev-server ports, one per app (the remotes' from the registry); production serves all from one port (api web-apps). */
export const DEV_PORTS = {
  shell: 3000,
  ...Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.devPort])),
  api: 4000,
};

/**
 * Singletons shared once across all apps (DESIGN.md section 2, docs/sharing.md). A trailing slash
 * shares every subpath too (react/jsx-runtime, react-dom/client, @villa/shared/state/auth …);
 * @villa/shared must be one copy so its atoms and API settings are the same in every app. jotai's
 * subpaths are not shared: only @villa/shared/state uses jotai/utils, and shared whole it would ship
 * every util; jotai itself (the default store) is one copy.
 * MUI and the router are shared only through our surfaces (@villa/shared/mui/*, @villa/shared/router):
 * a shared module is never tree-shaken, so sharing @mui/material itself would ship all of MUI.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'jotai',
  'swr',
  '@emotion/react',
  '@emotion/styled',
  '@villa/shared/',
];

/**
 * The surfaces the host provides even where it renders none of their components itself, so a
 * remote's page never falls back to its own copy of MUI (a second MUI download).
 */
export const HOST_PROVIDED_SURFACES = [
  '@villa/shared/mui/core',
  '@villa/shared/mui/tabs',
  '@villa/shared/mui/inputs',
  '@villa/shared/mui/overlays',
  '@villa/shared/mui/data',
  '@villa/shared/mui/display',
  '@villa/shared/router',
  '@villa/shared/router-host',
];

/**
 * Shared in the browser only: SWR's subpaths (the listing's swr/infinite). The server build bundles
 * them into the remote, as before: the shell's server build has no swr/infinite.
 */
const BROWSER_SINGLETONS = ['swr/'];

/**
 * Modules of @villa/shared that each app bundles itself instead: stateless, and shared they would not
 * be tree-shaken, so a page showing two icons downloaded all of them (1.4 KB gzip on /units). The
 * card's small pieces (price and unit formatting, the price text, the RERA badge, the safe image) are
 * bundled too: shared, each was a chunk and an entry of its own in the remote's share map, 1.7 KB
 * gzip on /units, /unit and /project, for code that one app per page uses. The map library and its
 * no-key note likewise: only lazy chunks use them, and each shared module costs every page an entry
 * in the share map of each remote's remoteEntry.js. The API's base path and the event bus are stateless
 * too (the bus rides on window's DOM events): split out for the partner embed's loader, bundled. So
 * are WhenNear, a component without state of its own, useHydrated, a hook without state, and
 * ListingGone (with listingGoneOf and the first screen's PAGE_STATUS_KEY), the rarely met page of a
 * listing taken down, which the detail remote loads lazily.
 */
export const BUNDLED_SHARED_MODULES =
  /^(?:ui\/(?:icons|price-text|rera-badge|safe-image|map-key-note|when-near|listing-gone)(?:\.tsx)?|format\/(?:price|unit)(?:\.ts)?|maps\/[\w-]+(?:\.ts)?|api\/paths(?:\.ts)?|contracts\/event-bus(?:\.ts)?|lib\/(?:hydration|listing-gone|page-status)(?:\.ts)?)$/;
const SINGLETON_EXCLUDE_WARNING = /"singleton: true" is used together with "exclude\.request/;

/**
 * Package subpaths the host provides though it never imports them. swr/infinite reaches SWR's core
 * through relative imports, so a remote's own copy brings a second core (5 KB gzip on /units) and a
 * second config context; provided by the host, it is built on the host's swr, and only its own few
 * lines download, on the pages that use it.
 */
const HOST_PROVIDED_PACKAGES = ['swr/infinite'];

/** The ES module file of a package subpath ('swr/infinite'), as webpack resolves `import`. */
function esmEntry(resolve, request) {
  const [name, ...rest] = request.split('/');
  const manifestFile = resolve(`${name}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = manifest.exports[`./${rest.join('/')}`].import;
  return {
    file: path.join(path.dirname(manifestFile), typeof entry === 'string' ? entry : entry.default),
    version: manifest.version,
  };
}

const requireHere = createRequire(import.meta.url);
const INJECT_RUNTIME_PLUGIN_CJS = createRequire(requireHere.resolve('@module-federation/enhanced')).resolve(
  '@module-federation/inject-external-runtime-core-plugin',
);
const USE_SYNC_EXTERNAL_STORE_SHIM = path.resolve(
  import.meta.dirname,
  '../../shared/src/lib/use-sync-external-store-shim.ts',
);
const INJECT_RUNTIME_PLUGIN_ESM = INJECT_RUNTIME_PLUGIN_CJS.replace(/index\.cjs$/, 'index.js');

function sharedConfig(appDir, isHost) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const singletons = [...SINGLETONS, ...BROWSER_SINGLETONS].map((key) => {
    const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
    const range = deps[packageName];
    const requiredVersion =
      range && !range.startsWith('workspace:') ? `^${range.replace(/^[\^~]/, '')}` : false;
    const exclude = key === '@villa/shared/' ? { exclude: { request: BUNDLED_SHARED_MODULES } } : {};
    return [key, { singleton: true, requiredVersion, ...exclude }];
  });
  if (!isHost) return Object.fromEntries(singletons);
  // A share key is provided only when the build imports it, unless its `import` is a file path.
  const resolve = createRequire(path.join(appDir, 'package.json')).resolve;
  const sharedVersion = JSON.parse(readFileSync(resolve('@villa/shared/package.json'), 'utf8')).version;
  const surfaces = HOST_PROVIDED_SURFACES.map((key) => [
    key,
    { import: resolve(key), shareKey: key, version: sharedVersion, singleton: true, requiredVersion: false },
  ]);
  const packages = HOST_PROVIDED_PACKAGES.map((key) => {
    const { file, version } = esmEntry(resolve, key);
    return [key, { import: file, shareKey: key, version, singleton: true, requiredVersion: false }];
  });
  return Object.fromEntries([...singletons, ...surfaces, ...packages]);
}

/**
 * Emits the files of the app's public/ folder, and files its config generates (the shell's
 * remotes.json, from the registry of remotes), as build assets.
 */
class PublicFolderPlugin {
  constructor(dir, generated = {}) {
    this.dir = dir;
    this.generated = generated;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFolderPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [name, content] of Object.entries(this.generated)) {
            compilation.emitAsset(name, new sources.RawSource(content));
          }
          if (!existsSync(this.dir)) return;
          for (const name of readdirSync(this.dir)) {
            const file = path.join(this.dir, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new sources.RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * Adds `<link rel="preload">` to the host's page for the chunks its first render needs: the async
 * bootstrap chunk and the shared modules (react-dom, MUI, …) it consumes. Without them the browser
 * learns of those chunks only after main.js has downloaded and run, one more round trip on a phone.
 */
class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'StartupPreloadPlugin',
        (data) => {
          const publicPath =
            compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
          for (const file of startupChunkFiles(compilation)) {
            data.headTags.push(
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                href: `${publicPath}${file}`,
              }),
            );
          }
          return data;
        },
      );
    });
  }
}

/**
 * The files of the entry's own dynamic imports (the bootstrap) and, transitively, of the shared
 * modules they consume. The host is the first to load, so a shared module comes from the chunk the
 * host provides it in (not the consumer's fallback copy); modules it only provides for remotes are
 * left out.
 */
function startupChunkFiles(compilation) {
  const { chunkGraph } = compilation;
  const providedIn = new Map(); // share key -> chunk group of the host's provided module
  const queue = [];
  for (const group of compilation.entrypoints.get('main').getChildren()) {
    const provides = group.origins.filter((origin) => origin.module?.type === 'provide-module');
    for (const origin of provides) providedIn.set(origin.module._name, group);
    if (provides.length === 0) queue.push(group);
  }
  const files = new Set();
  const seen = new Set();
  while (queue.length) {
    const group = queue.shift();
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const provider = providedIn.get(module.options.shareKey);
        if (provider) queue.push(provider);
      }
    }
  }
  return [...files].sort();
}

/** Whether a request is one of the shared singletons (SINGLETONS, a trailing slash meaning any subpath). */
function isSingletonRequest(request) {
  return SINGLETONS.some((key) => (key.endsWith('/') ? request.startsWith(key) : request === key));
}

/**
 * The server-side rendering build of an app (docs/server-rendering.md), written to dist/ssr/. The
 * shell's is one CommonJS file (`server.cjs`) that holds React, emotion, MUI's surfaces and all of
 * @villa/shared, and hands them to the remotes' bundles: a remote's build is one file per exposed
 * module whose shared singletons are left as `require()` calls, answered by the shell's copies (one
 * React, one theme, one router context), as module federation does in the browser.
 */
function serverConfig({ name, dir, exposes, production, swcRule }) {
  const isHost = !exposes;
  const entry = isHost
    ? { server: './src/server/render-page.tsx' }
    : Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key.replace(/^\.\//, ''), file]));
  return {
    name: `${name}-ssr`,
    mode: production ? 'production' : 'development',
    context: dir,
    entry,
    devtool: false,
    target: 'node20',
    output: {
      path: path.join(dir, 'dist', 'ssr'),
      // .cjs: the workspace's package.json says "type": "module".
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      // One file per entry: the server evaluates a remote's file with its own require(), which knows
      // the shared singletons and nothing else, so there must be no chunk files to require.
      asyncChunks: false,
      clean: true,
    },
    externalsType: 'commonjs',
    externals: isHost
      ? []
      : [({ request }, callback) => (isSingletonRequest(request) ? callback(null, request) : callback())],
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: { rules: [swcRule, { test: /\.m?js$/, resolve: { fullySpecified: false } }] },
    plugins: [
      {
        apply: (compiler) =>
          new compiler.webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }).apply(compiler),
      },
    ],
    // Readable stack traces in the server's log; the files are never downloaded.
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * @emotion/react and @emotion/styled are shared modules, each in a chunk of its own. The internals
 * both use (serialize, memoize, utils, the insertion-effect hook, Babel's `extends`) are under
 * splitChunks' 20 KB minimum, so by default each chunk carried a copy and every page downloaded
 * them twice (about 1 KB gzip). Chunks of their own, whatever their size.
 */
const EMOTION_INTERNALS_CHUNK = {
  test: /[\\/]node_modules[\\/](?:@emotion[\\/](?:serialize|memoize|utils|hash|unitless|use-insertion-effect-with-fallbacks)|@babel[\\/]runtime[\\/]helpers[\\/](?:esm[\\/])?extends)[\\/.]/,
  chunks: 'async',
  minSize: 0,
  enforce: true,
};

/**
 * @param {object} options
 * @param {string} options.name federation name ('shell', 'listings', …)
 * @param {string} options.dir the app's folder (import.meta.dirname of its webpack.config.mjs)
 * @param {Record<string,string>} [options.exposes] for remotes: './UnitsPage' -> './src/exposes/units-page.tsx'
 * @param {string[]} [options.runtimePlugins] files of federation runtime plugins (the host's protection layers)
 * @param {string} options.title title of the app's HTML page
 * @param {Record<string,string>} [options.devProxy] path prefix -> target, for the dev server
 * @param {Record<string,string>} [options.assets] file name -> content of files to emit beside public/'s
 */
export function createAppConfig({ name, dir, exposes, runtimePlugins = [], title, devProxy, assets }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    // Loaders are tooling's own dependencies, so resolve them from here.
    const require = createRequire(import.meta.url);
    const isHost = !exposes;
    const swcRule = {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: {
              react: { runtime: 'automatic', development: !production, refresh: false },
            },
          },
        },
      },
    };
    const browser = {
      mode: production ? 'production' : 'development',
      context: dir,
      // A remote's standalone dev page (src/index.ts) is for its team's dev server only: production
      // ships the remote's entry alone. Built, its context import of the exposed files made a second
      // chunk of each page, merged with the page's own under no name, and the manifest then listed
      // the wishlist page's chunk as the listing's (3.4 KB more on /units).
      entry: isHost || !production ? { main: './src/index.ts' } : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        // The shell always lives at the site root, and deep links (/unit/x/) must still find main.js.
        // Remotes work out their own address at run time so they can move to another origin.
        publicPath: isHost ? '/' : 'auto',
        // The federation runtime needs stable entry names; chunks carry the content hash instead.
        filename: '[name].js',
        // In development a chunk's name may repeat (a surface provided by file and consumed by name).
        chunkFilename: production ? '[name].[contenthash:12].js' : '[name].[contenthash:8].js',
        uniqueName: name,
        // The server-rendering build writes dist/ssr/ beside this one.
        clean: { keep: /^ssr\// },
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        // The runtime plugin that hands the host's federation runtime to the remotes, as an ES
        // module: its CommonJS build requires the runtime's CommonJS files, a second copy (24 KB).
        alias: {
          ...(isHost ? { [INJECT_RUNTIME_PLUGIN_CJS]: INJECT_RUNTIME_PLUGIN_ESM } : {}),
          // SWR's hook on React 19 is React's own: no fallback for React 16 and 17 on the page.
          'use-sync-external-store/shim$': USE_SYNC_EXTERNAL_STORE_SHIM,
        },
      },
      module: {
        rules: [swcRule, { test: /\.m?js$/, resolve: { fullySpecified: false } }],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          // No remote is compiled in: the shell registers them at run time from /remotes.json.
          remotes: {},
          shared: sharedConfig(dir, isHost),
          shareStrategy: 'loaded-first',
          runtimePlugins: runtimePlugins.map((file) => path.resolve(dir, file)),
          manifest: true,
          dts: false,
          // Remotes load no remotes of their own, so their entry can leave out the runtime's manifest
          // (snapshot) and remote-loading code: about 9 KB gzip off every remoteEntry.js.
          experiments: {
            optimization: isHost
              ? { target: 'web' }
              : { target: 'web', disableSnapshot: true, disableRemote: true },
            // One federation runtime on a page: in production a remote's entry uses the host's
            // (docs/sharing.md). Its own dev page runs without a host, so development keeps it whole.
            ...(production ? (isHost ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
          },
        }),
        ...(isHost || !production
          ? [
              new HtmlWebpackPlugin({
                template: path.join(import.meta.dirname, 'index.html'),
                title,
                chunks: ['main'],
                scriptLoading: 'defer',
                // A remote's standalone dev page is opened at nested routes too (/unit/x/).
                ...(isHost ? {} : { publicPath: '/' }),
              }),
            ]
          : []),
        new PublicFolderPlugin(path.join(dir, 'public'), assets),
        ...(isHost ? [new StartupPreloadPlugin()] : []),
      ],
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        splitChunks: { cacheGroups: { emotionInternals: EMOTION_INTERNALS_CHUNK } },
      },
      performance: { hints: false },
      // The icons are left out of the @villa/shared/ singletons on purpose (BUNDLED_SHARED_MODULES).
      ignoreWarnings: [SINGLETON_EXCLUDE_WARNING],
      stats: production ? 'errors-warnings' : 'minimal',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port: DEV_PORTS[name],
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        proxy: devProxy
          ? Object.entries(devProxy).map(([context, target]) => ({
              context: [context],
              target,
              changeOrigin: true,
              // The page's own calls reach the API as same-origin ones (the API refuses enquiries
              // from an origin that is neither its own nor a listed partner's).
              headers: { origin: new URL(target).origin },
            }))
          : undefined,
        client: { overlay: { runtimeErrors: false } },
      },
    };
    // Development serves the browser build only; the production server renders first screens.
    return production ? [browser, serverConfig({ name, dir, exposes, production, swcRule })] : browser;
  };
}
