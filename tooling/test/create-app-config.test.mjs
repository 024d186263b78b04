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

test('a remote exposes its modules through remoteEntry.js and writes a manifest', () => {
  const config = createAppConfig({
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

test('the shell compiles in no remote URL', () => {
  const options = federationOptions(
    createAppConfig({ name: 'shell', dir: path.join(root, 'shell'), title: 't' })({}, { mode: 'production' }),
  );
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
});
