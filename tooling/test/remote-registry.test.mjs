// The registry of remotes (shared/src/contracts/remote-registry.json), the typed contract of their
// exposed modules (RemoteModules in shared/src/contracts/exposed-modules.ts) and each remote's webpack
// `exposes` must name the same modules, or the shell asks a remote for a module it doesn't have.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { REMOTES } from '../remotes.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const CONTRACT = path.join(root, 'shared', 'src', 'contracts', 'exposed-modules.ts');

/** The keys of `interface RemoteModules`, read from the source as TypeScript parses it. */
function contractModuleIds() {
  const source = ts.createSourceFile(CONTRACT, readFileSync(CONTRACT, 'utf8'), ts.ScriptTarget.Latest);
  const contract = source.statements.find(
    (node) => ts.isInterfaceDeclaration(node) && node.name.text === 'RemoteModules',
  );
  assert.ok(contract, `${CONTRACT} declares interface RemoteModules`);
  return contract.members.map((member) => member.name.text);
}

function federationOptions(config) {
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  assert.ok(plugin, 'the config has a ModuleFederationPlugin');
  return plugin._options;
}

/**
 * The production configs of an app: the browser build's, then the server-rendering build's (then any
 * build of its own, such as the enquiry remote's partner embed).
 */
async function webpackConfigs(dir) {
  const { default: configure } = await import(path.join(root, dir, 'webpack.config.mjs'));
  const configs = typeof configure === 'function' ? configure({}, { mode: 'production' }) : configure;
  assert.ok(Array.isArray(configs) && configs.length >= 2, `${dir} builds for the browser and the server`);
  assert.equal(configs[1].target, 'node20', `${dir}'s second build is its server build`);
  return configs;
}

const webpackConfig = async (dir) => (await webpackConfigs(dir))[0];

/** The file the dev host loads for an exposed name: './UnitsPage' -> './src/app/exposes/units-page.tsx'. */
const conventionalFile = (name) =>
  `./src/app/exposes/${name.replace(/[A-Z]/g, (letter, at) => `${at ? '-' : ''}${letter.toLowerCase()}`)}.tsx`;

test('the registry names each remote, folder and dev port once', () => {
  for (const key of ['name', 'dir', 'devPort', 'label']) {
    const values = REMOTES.map((remote) => remote[key]);
    assert.equal(new Set(values).size, values.length, `each ${key} is used once`);
  }
  for (const remote of REMOTES) {
    assert.ok(
      existsSync(path.join(root, remote.dir, 'webpack.config.mjs')),
      `${remote.dir}/webpack.config.mjs`,
    );
    assert.ok(remote.label.length > 0, `${remote.name} has a label`);
  }
});

test('the registry and the contract of exposed modules know the same remotes', () => {
  const fromContract = new Set(contractModuleIds().map((id) => id.split('/')[0]));
  assert.deepEqual(REMOTES.map((remote) => remote.name).sort(), [...fromContract].sort());
});

for (const remote of REMOTES) {
  test(`${remote.name} exposes exactly its modules of the contract, from files that exist`, async () => {
    const options = federationOptions(await webpackConfig(remote.dir));
    assert.equal(options.name, remote.name);
    const exposed = Object.keys(options.exposes).map((key) => `${remote.name}/${key.replace(/^\.\//, '')}`);
    const contracted = contractModuleIds().filter((id) => id.startsWith(`${remote.name}/`));
    assert.deepEqual(exposed.sort(), contracted.sort());
    for (const [key, file] of Object.entries(options.exposes)) {
      assert.ok(existsSync(path.join(root, remote.dir, file)), `${remote.dir}/${file} exists`);
      // The remote's standalone dev page finds its pages by this name (shared/src/dev/dev-host.tsx).
      assert.equal(file, conventionalFile(key.replace(/^\.\//, '')), `${key} is exposed from its own file`);
    }
    // The server renders each exposed module from a file of its name (api/src/lib/server-render.ts).
    const [, server] = await webpackConfigs(remote.dir);
    assert.deepEqual(
      server.entry,
      Object.fromEntries(
        Object.entries(options.exposes).map(([key, file]) => [key.replace(/^\.\//, ''), file]),
      ),
    );
  });
}

test("the shell's built remotes.json points at every remote of the registry", async () => {
  const config = await webpackConfig('shell');
  const publicFolder = config.plugins.find((p) => p.constructor.name === 'PublicFolderPlugin');
  const remotes = JSON.parse(publicFolder.generated['remotes.json']);
  assert.deepEqual(
    remotes,
    Object.fromEntries(REMOTES.map(({ name }) => [name, `/mfe/${name}/mf-manifest.json`])),
  );
});
