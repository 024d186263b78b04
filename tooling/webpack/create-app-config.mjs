// One webpack configuration for the shell and the four remotes, so they agree on loaders,
// on what is shared across bundles and on how files are named and cached.
import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { REMOTES, remoteInFolder } from '../remotes.mjs';
import { PublicFolderPlugin, StartupPreloadPlugin } from './plugins.mjs';
import { isSingletonRequest, SINGLETON_EXCLUDE_WARNING, sharedConfig } from './sharing.mjs';

export { REMOTES, remoteInFolder };

/** Dev-server ports, one per app (the remotes' from the registry); production serves all from one port (api web-apps). */
export const DEV_PORTS = {
  shell: 3000,
  ...Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.devPort])),
  api: 4000,
};

const requireHere = createRequire(import.meta.url);
const INJECT_RUNTIME_PLUGIN_CJS = createRequire(requireHere.resolve('@module-federation/enhanced')).resolve(
  '@module-federation/inject-external-runtime-core-plugin',
);
const USE_SYNC_EXTERNAL_STORE_SHIM = path.resolve(
  import.meta.dirname,
  '../../shared/src/lib/use-sync-external-store-shim.ts',
);
const INJECT_RUNTIME_PLUGIN_ESM = INJECT_RUNTIME_PLUGIN_CJS.replace(/index\.cjs$/, 'index.js');

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
 * SWR's core (its entry, dequal, and the internals that swr/infinite and the shell's cache collector
 * import too) in one chunk, whatever its importers. Left to the defaults, a third importer of the internals
 * (api/swr-gc) split them into a chunk of their own on every page: 370 B gzip more.
 */
const SWR_CORE_CHUNK = {
  test: /[\\/]node_modules[\\/](?:swr[\\/]dist[\\/](?!infinite[\\/])|dequal[\\/])/,
  chunks: 'async',
  name: 'swr',
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
        // Eight hex digits: each is in the chunk maps every page downloads (the shell's main.js, each
        // remoteEntry.js), where twelve cost 200 B gzip on main.js alone. With the chunk's id in front,
        // two files of one app share a name only if id and 32 bits of hash both match. The id, not the
        // name, in production: a named chunk ('swr', 'first-touch') would add a name map to main.js.
        chunkFilename: production ? '[id].[contenthash:8].js' : '[name].[contenthash:8].js',
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
        rules: [
          swcRule,
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          // The browser reads a remote's name and label (exposed-modules.ts); its folder and dev port
          // are for Node. The shell's entry chunk carries the registry: every page paid for them.
          {
            test: /[\\/]remote-registry\.json$/,
            type: 'json',
            parser: { parse: (source) => JSON.parse(source).map(({ name, label }) => ({ name, label })) },
          },
        ],
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
        splitChunks: { cacheGroups: { emotionInternals: EMOTION_INTERNALS_CHUNK, swrCore: SWR_CORE_CHUNK } },
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
