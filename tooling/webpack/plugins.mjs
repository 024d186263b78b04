// The webpack plugins of our own that the apps' browser builds use.
import path from 'node:path';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * Emits the files of the app's public/ folder, and files its config generates (the shell's
 * remotes.json, from the registry of remotes), as build assets.
 */
export class PublicFolderPlugin {
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
export class StartupPreloadPlugin {
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
