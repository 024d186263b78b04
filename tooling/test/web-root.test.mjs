import assert from 'node:assert/strict';
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
import { after, test } from 'node:test';
import {
  CARRIED_OVER_LIST,
  carryOver,
  filesToCarryOver,
  isEntryFile,
  isHashedAsset,
  listFiles,
  removeLeftovers,
  stagingRoots,
  swapIntoPlace,
} from '../bin/web-root.mjs';

const sandbox = mkdtempSync(path.join(tmpdir(), 'villa-web-root-test-'));
after(() => rmSync(sandbox, { recursive: true, force: true }));

function writeTree(root, files) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
}

/** What build.mjs does with a fresh build: assemble beside the web root, carry over, swap. */
function deploy(webRoot, files) {
  const { next } = stagingRoots(webRoot);
  writeTree(next, files);
  carryOver(webRoot, next);
  swapIntoPlace(next, webRoot);
}

/** A build of the shell and the listings remote whose entry files name one chunk each. */
const build = (label, shellChunk, listingsChunk) => ({
  'shell/index.html': `<script src="/main.js"></script><!-- ${label} -->`,
  'shell/main.js': `import('./${shellChunk}') // ${label}`,
  'shell/remotes.json': `{"listings":"/mfe/listings/mf-manifest.json","build":"${label}"}`,
  [`shell/${shellChunk}`]: `/* ${label} */`,
  [`shell/${shellChunk}.br`]: 'br',
  'listings/remoteEntry.js': `import('./${listingsChunk}') // ${label}`,
  'listings/mf-manifest.json': `{"chunk":"${listingsChunk}"}`,
  [`listings/${listingsChunk}`]: `/* ${label} */`,
});

test('entry files are the fixed names the server revalidates, their compressed copies included', () => {
  for (const file of [
    'shell/index.html',
    'shell/index.html.br',
    'shell/main.js',
    'shell/main.js.gz',
    'shell/remotes.json',
    'listings/remoteEntry.js',
    'listings/mf-manifest.json',
  ]) {
    assert.equal(isEntryFile(file), true, file);
    assert.equal(isHashedAsset(file), false, file);
  }
});

test('hashed assets are the content-hashed chunks and their compressed copies, nothing else', () => {
  for (const file of [
    'shell/140.9661c6feb812.js',
    'shell/140.9661c6feb812.js.br',
    'listings/__federation_expose_UnitsPage.0dab1d759376.js.gz',
  ]) {
    assert.equal(isHashedAsset(file), true, file);
  }
  for (const file of ['shell/mf-stats.json', 'shell/robots.txt', '.build-stamp', CARRIED_OVER_LIST]) {
    assert.equal(isHashedAsset(file), false, file);
  }
});

test('the previous build keeps the hashed chunks the next one lacks, for one generation only', () => {
  const carried = filesToCarryOver({
    previous: [
      'shell/main.js',
      'shell/remotes.json',
      'shell/1.aaaaaaaa.js',
      'shell/1.aaaaaaaa.js.br',
      'shell/2.bbbbbbbb.js',
      'shell/3.cccccccc.js',
      'listings/remoteEntry.js',
      'shell/robots.txt',
    ],
    // 3.cccccccc.js came from the build before the previous one.
    previouslyCarried: ['shell/3.cccccccc.js'],
    // The next build still has chunk 2 (same content, same name) and no remoteEntry.js.
    next: ['shell/main.js', 'shell/remotes.json', 'shell/2.bbbbbbbb.js', 'shell/4.dddddddd.js'],
  });
  assert.deepEqual(carried, ['shell/1.aaaaaaaa.js', 'shell/1.aaaaaaaa.js.br']);
});

test('three deploys in a row: the live tree holds the newest build plus the chunks of the one before', () => {
  const webRoot = path.join(sandbox, 'deploys', '.web');
  mkdirSync(path.dirname(webRoot), { recursive: true });

  deploy(webRoot, build('one', '1.aaaaaaaa.js', '10.a1a1a1a1.js'));
  assert.deepEqual(JSON.parse(readFileSync(path.join(webRoot, CARRIED_OVER_LIST), 'utf8')), []);

  deploy(webRoot, build('two', '2.bbbbbbbb.js', '20.b2b2b2b2.js'));
  const afterTwo = listFiles(webRoot);
  for (const file of ['shell/1.aaaaaaaa.js', 'shell/1.aaaaaaaa.js.br', 'listings/10.a1a1a1a1.js']) {
    assert.ok(afterTwo.includes(file), `${file} is kept for pages that loaded build one`);
  }
  assert.equal(readFileSync(path.join(webRoot, 'shell/1.aaaaaaaa.js'), 'utf8'), '/* one */');
  assert.match(readFileSync(path.join(webRoot, 'shell/main.js'), 'utf8'), /two/);

  deploy(webRoot, build('three', '3.cccccccc.js', '30.c3c3c3c3.js'));
  assert.deepEqual(listFiles(webRoot).sort(), [
    CARRIED_OVER_LIST,
    'listings/20.b2b2b2b2.js',
    'listings/30.c3c3c3c3.js',
    'listings/mf-manifest.json',
    'listings/remoteEntry.js',
    'shell/2.bbbbbbbb.js',
    'shell/2.bbbbbbbb.js.br',
    'shell/3.cccccccc.js',
    'shell/3.cccccccc.js.br',
    'shell/index.html',
    'shell/main.js',
    'shell/remotes.json',
  ]);
  // Entry files, remotes.json included, are the new build's: a rebuild resets an edited remotes.json.
  assert.match(readFileSync(path.join(webRoot, 'shell/remotes.json'), 'utf8'), /"three"/);
  assert.match(readFileSync(path.join(webRoot, 'listings/remoteEntry.js'), 'utf8'), /three/);
  // Nothing is left beside the web root.
  assert.deepEqual(readdirSync(path.dirname(webRoot)), ['.web']);
});

test('the first deploy has nothing to carry over', () => {
  const webRoot = path.join(sandbox, 'first', '.web');
  mkdirSync(path.dirname(webRoot), { recursive: true });
  deploy(webRoot, build('one', '1.aaaaaaaa.js', '10.a1a1a1a1.js'));
  assert.ok(existsSync(path.join(webRoot, 'shell/main.js')));
  assert.deepEqual(JSON.parse(readFileSync(path.join(webRoot, CARRIED_OVER_LIST), 'utf8')), []);
});

test("an interrupted build's staging folders are removed, the web root and its neighbours are not", () => {
  const parent = path.join(sandbox, 'leftovers');
  const webRoot = path.join(parent, '.web');
  for (const name of ['.web', '.web.next-123', '.web.old-456', '.web.notes', 'shell']) {
    mkdirSync(path.join(parent, name), { recursive: true });
  }
  removeLeftovers(webRoot);
  assert.deepEqual(readdirSync(parent).sort(), ['.web', '.web.notes', 'shell']);
});
