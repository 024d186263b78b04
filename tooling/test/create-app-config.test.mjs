import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { createAppConfig } from '../webpack/create-app-config.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

function federationOptions(config) {
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  assert.ok(plugin, 'the config has a ModuleFederationPlugin');
  return plugin._options;
}

/** The listings remote's configs (browser and server in production, the dev server's in development). */
const remote = (mode) =>
  createAppConfig({
    name: 'listings',
    dir: path.join(root, 'listings-mfe'),
    title: 't',
    exposes: { './UnitsPage': './src/app/exposes/units-page.tsx' },
  })({}, { mode });
const shell = (mode) =>
  createAppConfig({ name: 'shell', dir: path.join(root, 'shell'), title: 't' })({}, { mode });

test('a remote exposes its modules through remoteEntry.js and writes a manifest', () => {
  const [config] = createAppConfig({
    name: 'listings',
    dir: path.join(root, 'listings-mfe'),
    title: 't',
    exposes: { './UnitsPage': './src/app/exposes/units-page.tsx' },
  })({}, { mode: 'production' });
  const options = federationOptions(config);
  assert.equal(options.filename, 'remoteEntry.js');
  assert.deepEqual(options.exposes, { './UnitsPage': './src/app/exposes/units-page.tsx' });
  assert.equal(options.manifest, true);
  assert.equal(options.shareStrategy, 'loaded-first');
  // The federation runtime needs stable entry names; only chunks carry a content hash.
  assert.equal(config.output.filename, '[name].js');
  assert.match(config.output.chunkFilename, /\[contenthash/);
});

test("in production the remotes use the host's federation runtime; their own dev pages keep theirs", async () => {
  const [remoteProduction] = remote('production');
  const [shellProduction] = shell('production');
  assert.equal(federationOptions(remoteProduction).experiments.externalRuntime, true);
  assert.equal(federationOptions(shellProduction).experiments.provideExternalRuntime, true);
  assert.equal(federationOptions(remote('development')).experiments.externalRuntime, undefined);
  assert.equal(federationOptions(shell('development')).experiments.provideExternalRuntime, undefined);
  // The plugin that hands the runtime over is built from its ES module, as the host's runtime is.
  const [from, to] = Object.entries(shellProduction.resolve.alias).find(([key]) => key.includes('inject'));
  assert.match(from, /inject-external-runtime-core-plugin\/dist\/index\.cjs$/);
  assert.match(to, /inject-external-runtime-core-plugin\/dist\/index\.js$/);
  // SWR's React 16/17 fallback is left out of every app.
  for (const config of [shellProduction, remoteProduction]) {
    assert.match(config.resolve.alias['use-sync-external-store/shim$'], /use-sync-external-store-shim\.ts$/);
  }
});

test("a remote's production build is its entry alone; its standalone dev page is built only for development", () => {
  const hasHtml = (config) => config.plugins.some((p) => p.constructor.name === 'HtmlWebpackPlugin');
  const [production] = remote('production');
  assert.deepEqual(production.entry, {});
  assert.equal(hasHtml(production), false);
  const development = remote('development');
  assert.deepEqual(development.entry, { main: './src/index.ts' });
  assert.equal(hasHtml(development), true);
  // The shell's page is its product, in both.
  const [shellProduction] = shell('production');
  assert.deepEqual(shellProduction.entry, { main: './src/index.ts' });
  assert.equal(hasHtml(shellProduction), true);
});

test('the shell compiles in no remote URL', () => {
  const [config] = createAppConfig({ name: 'shell', dir: path.join(root, 'shell'), title: 't' })(
    {},
    { mode: 'production' },
  );
  const options = federationOptions(config);
  assert.deepEqual(options.remotes, {});
  assert.equal(options.exposes, undefined);
});

test('react, react-dom, jotai, swr, emotion and @villa/shared are singletons; MUI and the router only through our surfaces', () => {
  const { shared } = federationOptions(
    createAppConfig({ name: 'shell', dir: path.join(root, 'shell'), title: 't' })(
      {},
      { mode: 'development' },
    ),
  );
  for (const key of [
    'react',
    'react-dom',
    'react-dom/',
    'jotai',
    'swr',
    'swr/',
    '@emotion/react',
    '@emotion/styled',
    '@villa/shared/',
  ]) {
    assert.equal(shared[key]?.singleton, true, `${key} is a singleton`);
  }
  assert.equal(shared.react.requiredVersion, '^19.3.1');
  assert.equal(shared['@villa/shared/'].requiredVersion, false);
  // Shared whole, these would never be tree-shaken (docs/sharing.md).
  assert.equal(shared['@mui/material'], undefined);
  assert.equal(shared['react-router'], undefined);
  // The host provides every surface, so no remote page falls back to a second copy of MUI.
  for (const key of ['@villa/shared/mui/core', '@villa/shared/mui/inputs', '@villa/shared/router']) {
    assert.equal(shared[key]?.singleton, true, `${key} is a singleton`);
    assert.ok(path.isAbsolute(shared[key].import), `${key} is provided by file, imported or not`);
  }
  // swr/infinite too, as the ES module that shares SWR's core with the host's swr.
  assert.match(shared['swr/infinite'].import, /swr\/dist\/infinite\/index\.mjs$/);
  assert.equal(shared['swr/infinite'].version, '2.5.1');
});

test('production also builds a remote for the server: one CommonJS file per module, the shared singletons left to the shell', async () => {
  const [browser, server] = createAppConfig({
    name: 'listings',
    dir: path.join(root, 'listings-mfe'),
    title: 't',
    exposes: { './UnitsPage': './src/app/exposes/units-page.tsx' },
  })({}, { mode: 'production' });
  // The browser build leaves the server build's folder alone.
  assert.ok(browser.output.clean.keep.test('ssr/UnitsPage.cjs'));
  assert.equal(server.target, 'node20');
  assert.deepEqual(server.entry, { UnitsPage: './src/app/exposes/units-page.tsx' });
  assert.equal(server.output.path, path.join(root, 'listings-mfe', 'dist', 'ssr'));
  assert.equal(server.output.filename, '[name].cjs');
  assert.equal(server.output.library.type, 'commonjs2');
  assert.equal(server.output.asyncChunks, false);
  const external = (request) =>
    new Promise((resolve) => server.externals[0]({ request }, (_error, result) => resolve(result)));
  for (const request of [
    'react',
    'react/jsx-runtime',
    'jotai',
    'swr',
    '@emotion/react',
    '@villa/shared/mui/core',
  ]) {
    assert.equal(await external(request), request, `${request} comes from the shell`);
  }
  for (const request of ['swr/infinite', '@mui/material/Button', '@tanstack/react-virtual', './local.ts']) {
    assert.equal(await external(request), undefined, `${request} is bundled`);
  }
});

test("the shell's server build is one file that bundles everything", () => {
  const [, server] = createAppConfig({ name: 'shell', dir: path.join(root, 'shell'), title: 't' })(
    {},
    { mode: 'production' },
  );
  assert.deepEqual(server.entry, { server: './src/server/render-page.tsx' });
  assert.deepEqual(server.externals, []);
});

test('development builds for the browser only', () => {
  const config = createAppConfig({ name: 'shell', dir: path.join(root, 'shell'), title: 't' })(
    {},
    { mode: 'development' },
  );
  assert.ok(!Array.isArray(config));
});
