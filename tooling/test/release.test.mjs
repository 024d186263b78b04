// Releasing one remote into a web root, rolling back and listing the versions (tooling/release/,
// docs/releases.md), on fabricated builds: what remotes.json says after each step, which files are
// there, and that a build whose shared modules clash with the shell's is refused with remotes.json
// untouched. The typecheck and the webpack build are the CLI's (e2e/tests/release.test.ts runs them).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, test } from 'node:test';
import { contractFile, contractModuleIds, satisfies, sharedProblems } from '../release/checks.mjs';
import { checkBuild, publish, releases, ReleaseRefused, rollback } from '../release/release.mjs';
import { REMOTES } from '../remotes.mjs';
import {
  VERSION,
  entryOf,
  releasedVersions,
  versionName,
  versionOf,
  withLock,
} from '../release/versions.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CLI = path.join(ROOT, 'tooling', 'bin', 'release.mjs');
const CONTRACT = contractModuleIds(contractFile(ROOT));
const sandbox = mkdtempSync(path.join(tmpdir(), 'villa-release-test-'));
after(() => rmSync(sandbox, { recursive: true, force: true }));

const REACT_19 = [
  { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
  { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'react-dom', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
];
const HOST = { name: 'shell', shared: [...REACT_19, { name: 'dayjs', version: '1.11.0' }] };
const INITIAL_REMOTES = {
  listings: '/mfe/listings/mf-manifest.json',
  detail: '/mfe/detail/mf-manifest.json',
  enquiry: 'https://cdn.example.com/enquiry/mf-manifest.json',
  blog: '/mfe/blog/mf-manifest.json',
};

function writeTree(root, files) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
}

/** A remote's build as webpack writes it to dist/: manifest, entry, a chunk and the server builds. */
function remoteBuild(remote, label, { shared = REACT_19, exposes }) {
  const dir = mkdtempSync(path.join(sandbox, 'dist-'));
  writeTree(dir, {
    'mf-manifest.json': { name: remote, shared, exposes: exposes.map((name) => ({ name })) },
    'remoteEntry.js': `/* ${remote} ${label} */`,
    '123.0a1b2c3d4e5f.js': `console.log(${JSON.stringify(`${label} ${'x'.repeat(3000)}`)});`,
    ...Object.fromEntries(exposes.map((name) => [`ssr/${name}.cjs`, `exports.label = '${label}';`])),
  });
  return dir;
}

const listingsBuild = (label, { shared = REACT_19, exposes = ['UnitsPage', 'WishlistPage'] } = {}) =>
  remoteBuild('listings', label, { shared, exposes });

let webRoot;
beforeEach(() => {
  webRoot = mkdtempSync(path.join(sandbox, 'web-'));
  writeTree(webRoot, {
    'shell/remotes.json': INITIAL_REMOTES,
    'shell/mf-manifest.json': HOST,
    'listings/mf-manifest.json': { name: 'listings', shared: REACT_19 },
    'listings/remoteEntry.js': '/* listings of the full build */',
  });
});

const remotesJson = () => JSON.parse(readFileSync(path.join(webRoot, 'shell', 'remotes.json'), 'utf8'));
const live = () => versionOf('listings', remotesJson().listings);
const at = (minute) => new Date(Date.UTC(2026, 10, 24, 10, minute, 0));

/** Checks a build and publishes it, as `npm run release` does after the typecheck and the build. */
function release(distDir, minute) {
  checkBuild({ webRoot, remote: 'listings', distDir, contractIds: CONTRACT });
  return publish({ webRoot, remote: 'listings', distDir, now: at(minute) }).version;
}

describe('versions', () => {
  test('a version is named by its time and its files, and the names sort by time', () => {
    const early = versionName(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), 'f'.repeat(64));
    const late = versionName(new Date(Date.UTC(2026, 10, 24, 10, 0, 0)), '0'.repeat(64));
    assert.equal(early, '20260102T030405Z-ffffffffffff');
    assert.match(late, VERSION);
    assert.deepEqual([late, early].sort(), [early, late]);
  });

  test('remotes.json entries name the full build, a version, or a place elsewhere', () => {
    assert.equal(versionOf('listings', '/mfe/listings/mf-manifest.json'), 'build');
    assert.equal(
      versionOf('listings', entryOf('listings', '20260102T030405Z-ffffffffffff')),
      '20260102T030405Z-ffffffffffff',
    );
    assert.equal(versionOf('listings', '/mfe/listings/../mf-manifest.json'), null);
    assert.equal(versionOf('listings', 'https://cdn.example.com/listings/mf-manifest.json'), null);
  });
});

describe('release, rollback and the list of versions', () => {
  test('a release adds a version folder and points remotes.json at it, leaving the other remotes as they were', () => {
    const version = release(listingsBuild('v1'), 1);
    assert.equal(remotesJson().listings, `/mfe/listings/${version}/mf-manifest.json`);
    assert.deepEqual({ ...remotesJson(), listings: INITIAL_REMOTES.listings }, INITIAL_REMOTES);
    const folder = path.join(webRoot, 'listings', version);
    assert.equal(readFileSync(path.join(folder, 'ssr', 'UnitsPage.cjs'), 'utf8'), "exports.label = 'v1';");
    // Compressed copies beside the big files, as the full build writes them; none of a temporary file left.
    assert.ok(existsSync(path.join(folder, '123.0a1b2c3d4e5f.js.br')));
    assert.ok(existsSync(path.join(webRoot, 'listings', 'remoteEntry.js')), 'the full build stays');
    assert.deepEqual(
      readdirSync(path.join(webRoot, 'listings')).filter(
        (name) => name.includes('tmp') || name.includes('partial'),
      ),
      [],
    );
  });

  test('a rollback goes back one version at a time, to the full build, and then says there is nothing left', () => {
    const v1 = release(listingsBuild('v1'), 1);
    const v2 = release(listingsBuild('v2'), 2);
    assert.equal(live(), v2);
    assert.deepEqual(rollback({ webRoot, remote: 'listings' }), {
      from: entryOf('listings', v2),
      to: entryOf('listings', v1),
    });
    assert.equal(live(), v1);
    rollback({ webRoot, remote: 'listings' });
    assert.equal(live(), 'build');
    assert.throws(() => rollback({ webRoot, remote: 'listings' }), /listings has nothing to roll back to/);
    assert.equal(live(), 'build');
    // Rolled-back versions keep their files (pages opened on them still load their chunks).
    assert.ok(existsSync(path.join(webRoot, 'listings', v2, 'mf-manifest.json')));
  });

  test('after a rollback and a new release, the next rollback skips the version that was rolled back', () => {
    const v1 = release(listingsBuild('v1'), 1);
    release(listingsBuild('v2 (bad)'), 2);
    rollback({ webRoot, remote: 'listings' });
    const v3 = release(listingsBuild('v3'), 3);
    assert.equal(live(), v3);
    rollback({ webRoot, remote: 'listings' });
    assert.equal(live(), v1);
  });

  test('a remotes.json edited by hand counts as the latest switch', () => {
    const v1 = release(listingsBuild('v1'), 1);
    writeTree(webRoot, {
      'shell/remotes.json': {
        ...INITIAL_REMOTES,
        listings: 'https://cdn.example.com/listings/mf-manifest.json',
      },
    });
    assert.deepEqual(rollback({ webRoot, remote: 'listings' }).to, entryOf('listings', v1));
  });

  test('the list shows each version, the live one and where a rollback would go', () => {
    const v1 = release(listingsBuild('v1'), 1);
    const v2 = release(listingsBuild('v2'), 2);
    const [listings, detail] = releases(webRoot, ['listings', 'detail']);
    assert.deepEqual(listings, {
      remote: 'listings',
      versions: ['build', v1, v2],
      live: entryOf('listings', v2),
      rollbackTo: entryOf('listings', v1),
    });
    // detail has no folder in this web root: no versions, and its entry as remotes.json has it.
    assert.deepEqual(detail, {
      remote: 'detail',
      versions: [],
      live: INITIAL_REMOTES.detail,
      rollbackTo: null,
    });
    assert.deepEqual(releasedVersions(webRoot, [{ name: 'listings' }]), [
      { remote: 'listings', version: v1, live: false },
      { remote: 'listings', version: v2, live: true },
    ]);
  });

  test('a folder without its manifest (chunks kept by a full build) is not a version', () => {
    writeTree(webRoot, { 'listings/20260101T000000Z-aaaaaaaaaaaa/123.0a1b2c3d4e5f.js': '' });
    assert.deepEqual(releases(webRoot, ['listings'])[0].versions, ['build']);
  });

  test('a second release of the same remote at once is refused while the first holds the lock', async () => {
    await withLock(webRoot, 'listings', async () => {
      await assert.rejects(
        withLock(webRoot, 'listings', async () => undefined),
        /another release or rollback of listings is running \(process \d+\)/,
      );
    });
    await withLock(webRoot, 'listings', async () => undefined);
  });
});

test("the studio is released and rolled back on its own, like any remote; the buyers' remotes stay", () => {
  const studioModules = CONTRACT.filter((id) => id.startsWith('studio/')).map((id) =>
    id.slice('studio/'.length),
  );
  assert.ok(studioModules.includes('LoginPage'));
  // The full build as it serves the studio.
  writeTree(webRoot, {
    'shell/remotes.json': { ...INITIAL_REMOTES, studio: '/mfe/studio/mf-manifest.json' },
    'studio/mf-manifest.json': { name: 'studio', shared: REACT_19 },
  });
  const build = remoteBuild('studio', 'v1', { exposes: studioModules });
  checkBuild({ webRoot, remote: 'studio', distDir: build, contractIds: CONTRACT });
  const { version } = publish({ webRoot, remote: 'studio', distDir: build, now: at(7) });
  assert.equal(remotesJson().studio, `/mfe/studio/${version}/mf-manifest.json`);
  assert.deepEqual(
    { ...remotesJson(), studio: 'the release' },
    { ...INITIAL_REMOTES, studio: 'the release' },
  );
  assert.equal(
    readFileSync(path.join(webRoot, 'studio', version, 'ssr', 'LoginPage.cjs'), 'utf8'),
    "exports.label = 'v1';",
  );
  // A studio build that leaves out a page of the contract is refused.
  assert.throws(
    () =>
      checkBuild({
        webRoot,
        remote: 'studio',
        distDir: remoteBuild('studio', 'v2', {
          exposes: studioModules.filter((name) => name !== 'LeadsPage'),
        }),
        contractIds: CONTRACT,
      }),
    ReleaseRefused,
  );
  rollback({ webRoot, remote: 'studio' });
  assert.equal(remotesJson().studio, '/mfe/studio/mf-manifest.json');
});

describe('the checks before a switch', () => {
  /** Asserts that a build is refused with these sentences and that nothing changed in the web root. */
  function assertRefused(distDir, expected) {
    const before = readdirSync(path.join(webRoot, 'listings')).sort();
    assert.throws(
      () => release(distDir, 5),
      (error) => {
        assert.ok(error instanceof ReleaseRefused);
        assert.match(error.message, /^Refused to release listings: /);
        for (const pattern of expected) assert.match(error.message, pattern);
        return true;
      },
    );
    assert.deepEqual(remotesJson(), INITIAL_REMOTES);
    assert.deepEqual(readdirSync(path.join(webRoot, 'listings')).sort(), before);
  }

  test("a build with React 18 against the shell's React 19 is refused, and remotes.json is untouched", () => {
    const react18 = [
      { name: 'react', version: '18.3.1', singleton: true, requiredVersion: '^18.3.1' },
      { name: 'react/jsx-runtime', version: '18.3.1', requiredVersion: '^18.3.1' },
      { name: 'react-dom', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
    ];
    assertRefused(listingsBuild('react 18', { shared: react18 }), [
      /its shared dependencies do not fit the shell's/,
      /- react: listings was built with 18\.3\.1, the shell provides 19\.3\.1 \(a singleton: the major versions must match\)/,
      // A subpath of a singleton package is that one React too.
      /- react\/jsx-runtime: listings was built with 18\.3\.1, the shell provides 19\.3\.1/,
    ]);
  });

  test("a build requiring a newer minor than the shell's is refused", () => {
    const shared = [{ name: 'react', version: '19.4.0', singleton: true, requiredVersion: '^19.4.0' }];
    assertRefused(listingsBuild('react 19.4', { shared }), [
      /- react: listings requires \^19\.4\.0, the shell provides 19\.3\.1/,
    ]);
  });

  test('a build missing a module of the contract, or exposing one it does not list, is refused', () => {
    assertRefused(listingsBuild('no wishlist', { exposes: ['UnitsPage', 'MapPage'] }), [
      /its exposed modules differ from the contract/,
      /- it does not expose WishlistPage, which the contract lists for listings/,
      /- it exposes MapPage, which the contract does not list for listings/,
    ]);
  });

  test('a build without its server build of an exposed module is refused', () => {
    const distDir = listingsBuild('no ssr');
    rmSync(path.join(distDir, 'ssr', 'WishlistPage.cjs'));
    assertRefused(distDir, [/its server-rendering build is incomplete/, /- no ssr\/WishlistPage\.cjs/]);
  });

  test("another remote's build is refused", () => {
    const distDir = listingsBuild('detail');
    writeTree(distDir, { 'mf-manifest.json': { name: 'detail', shared: [], exposes: [] } });
    assertRefused(distDir, [/is the "detail" remote's/]);
  });

  test('shared modules that are not singletons are not compared: the remote loads its own copy', () => {
    const remote = {
      name: 'listings',
      shared: [...REACT_19, { name: 'dayjs', version: '2.0.0', requiredVersion: '^2.0.0' }],
    };
    assert.deepEqual(sharedProblems(HOST, remote), []);
  });

  test('semver ranges as the manifests write them', () => {
    assert.equal(satisfies('19.3.1', '^19.3.1'), true);
    assert.equal(satisfies('19.3.0', '^19.3.1'), false);
    assert.equal(satisfies('20.0.0', '^19.3.1'), false);
    assert.equal(satisfies('0.2.9', '^0.2.3'), true);
    assert.equal(satisfies('0.3.0', '^0.2.3'), false);
    assert.equal(satisfies('1.2.9', '~1.2.3'), true);
    assert.equal(satisfies('1.3.0', '~1.2.3'), false);
    assert.equal(satisfies('19.0.0', '>=18 <20'), true);
    assert.equal(satisfies('20.0.0', '>=18 <20'), false);
    assert.equal(satisfies('18.2.0', '17 || 18'), true);
    assert.equal(satisfies('18.2.0', '*'), true);
    assert.equal(satisfies('18.2.0', 'latest'), null);
  });
});

describe('the commands', () => {
  const cli = (...args) =>
    spawnSync('node', [CLI, ...args, '--web-root', webRoot], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
  const plain = (text) => text.replace(/\x1b\[\d+m/g, ''); // eslint-disable-line no-control-regex

  test('rollback and releases print what they did and what is live', () => {
    const v1 = release(listingsBuild('v1'), 1);
    const listed = cli('list');
    assert.equal(listed.status, 0, listed.stderr);
    assert.match(
      plain(listed.stdout),
      new RegExp(`listings\\n.*  build +the full build, a rollback goes here\\n.*\\* ${v1} +live\\n`),
    );
    const rolled = cli('rollback', 'listings');
    assert.equal(rolled.status, 0, rolled.stderr);
    assert.match(plain(rolled.stdout), new RegExp(`Rolled back listings: ${v1} -> build\\n`));
    assert.match(plain(rolled.stdout), /remotes\.json: listings -> \/mfe\/listings\/mf-manifest\.json/);
    assert.equal(live(), 'build');
  });

  test('a rollback with nothing to go back to fails and says why', () => {
    const result = cli('rollback', 'listings');
    assert.equal(result.status, 1);
    assert.match(
      plain(result.stderr),
      /listings has nothing to roll back to: no release since the last full build/,
    );
    assert.match(plain(result.stderr), /remotes\.json is unchanged/);
  });

  test('an unknown remote is refused with the list of remotes', () => {
    const result = cli('rollback', 'listing');
    assert.equal(result.status, 1);
    assert.match(plain(result.stderr), /"listing" is not a remote\.\nUsage:/);
    // Every remote of the registry, in its order.
    assert.ok(
      plain(result.stderr).includes(
        `Remotes: ${REMOTES.map((remote) => remote.name).join(', ')}, and shell with s3.`,
      ),
    );
  });

  test('in the bucket, a rollback needs the shared database and says so; the pointer is unchanged', () => {
    const result = spawnSync('node', [CLI, 'rollback', 'listings', '--in', 's3'], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', DATABASE_URL: '', S3_BUCKET: '' },
    });
    assert.equal(result.status, 1);
    assert.match(plain(result.stderr), /set DATABASE_URL to that database/);
  });

  test('the shell goes to the bucket only, and a release goes nowhere else', () => {
    const shell = cli('release', 'shell');
    assert.equal(shell.status, 1);
    assert.match(
      plain(shell.stderr),
      /The shell is released to the bucket every instance follows \(--to s3\)/,
    );
    const elsewhere = cli('release', 'listings', '--to', 'ftp');
    assert.equal(elsewhere.status, 1);
    assert.match(plain(elsewhere.stderr), /Releases go to the web root, or to s3 \(got "ftp"\)/);
  });
});
