import path from 'node:path';
import { createAppConfig, DEV_PORTS, remoteInFolder } from '@villa/tooling/webpack';

/** This remote's federation name, as the registry gives it for this folder. */
const { name } = remoteInFolder(import.meta.dirname);

const appConfig = createAppConfig({
  name,
  dir: import.meta.dirname,
  title: 'Villa marketplace – enquiry (standalone)',
  exposes: {
    './EnquiryHost': './src/app/exposes/enquiry-host.tsx',
    './ExpertPage': './src/app/exposes/expert-page.tsx',
    './DeveloperPage': './src/app/exposes/developer-page.tsx',
    './ListYourVillaPage': './src/app/exposes/list-your-villa-page.tsx',
  },
  devProxy: { '/api': `http://localhost:${DEV_PORTS.api}` },
});

/**
 * The embed's frame page: transparent (the dialog's backdrop dims the partner's page behind it), with
 * the frame's fixed-name script and preloads of the hashed chunks it imports, fetched alongside it.
 */
const frameHtml = (preloads) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Enquiry</title>
    <style>html, body { margin: 0; background: transparent; color-scheme: normal; }</style>
    <script defer src="frame.js"></script>
${preloads.map((file) => `    <link rel="preload" as="script" href="${file}" />`).join('\n')}
  </head>
  <body></body>
</html>
`;

/** Writes frame.html beside the scripts, once their names carry their final content hashes. */
class FrameHtmlPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FrameHtmlPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FrameHtmlPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const group = compilation.namedChunkGroups.get('enquiry-frame');
          const files = group ? group.chunks.flatMap((chunk) => [...chunk.files]) : [];
          const preloads = files.filter((file) => file.endsWith('.js'));
          compilation.emitAsset('frame.html', new sources.RawSource(frameHtml(preloads)));
        },
      );
    });
  }
}

/**
 * The partner embed (README 'Embed the enquiry form'): dist/embed/enquiry.js, a loader with no
 * federation and no React that draws the button and opens the frame; dist/embed/frame.html with
 * frame.js, the page on our origin that the frame shows, and the chunk it imports, with React, MUI and
 * the dialog bundled in. A partner's page has no host to share them with. It reuses the browser build's
 * loaders, aliases and minifier, and runs after it: the browser build empties dist/ first.
 */
function embedConfig(browser) {
  return {
    name: 'enquiry-embed',
    dependencies: [browser.name],
    mode: browser.mode,
    context: import.meta.dirname,
    entry: { enquiry: './src/app/embed/loader.ts', frame: './src/app/embed/frame.ts' },
    devtool: false,
    target: 'web',
    output: {
      path: path.join(import.meta.dirname, 'dist', 'embed'),
      // Chunks load from where the loader came from (its script's src).
      publicPath: 'auto',
      // Partners link to this fixed name; the chunks carry a content hash and are cached for a year.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:12].js',
      // Its own chunk-loading global: the page may run our shell (webpackChunkshell, …) too.
      uniqueName: 'villa-enquiry-embed',
      clean: true,
    },
    resolve: browser.resolve,
    module: browser.module,
    optimization: { minimize: browser.optimization.minimize, minimizer: browser.optimization.minimizer },
    plugins: [new FrameHtmlPlugin()],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

export default (env, argv) => {
  const built = appConfig(env, argv);
  // Development serves the remote alone; the embed is built with the production build.
  if (!Array.isArray(built)) return built;
  const [browser, ...rest] = built;
  const named = { ...browser, name };
  return [named, ...rest, embedConfig(named)];
};
