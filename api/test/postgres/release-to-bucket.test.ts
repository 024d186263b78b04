// Issue 28, "Done when": two server processes on two ports, each with its own web root (two
// machines), share one PostgreSQL and one S3-compatible bucket (a local fake that checks signatures).
// - A release published from A's machine (the bucket side of `npm run release -- listings --to s3`)
//   is served and server-rendered by B within 10 seconds; so is a rollback, back to the version before
//   and then to B's own build. A version whose bytes don't match their recorded hashes is not served.
// - B, behind a CDN (ASSET_ORIGIN), sends browsers to the CDN's copy and allows it in its CSP, and
//   still renders from the copy it fetched.
// - A session made on A works on B, a rate limit counts across both, and a photo uploaded on A is
//   served by B.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contractFile, contractModuleIds } from '../../../tooling/release/checks.mjs';
import { PACKAGE_ROOT, REPO_ROOT } from '../../src/config.ts';
import type { Db } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { normalisePhone } from '../../src/lib/phone.ts';
import { COMMAND_LINE_ACTOR, createStaffRepository } from '../../src/plugins/app/staff-repository.ts';
import { createReleaseBucket, IMMUTABLE } from '../../src/releases/release-bucket.ts';
import { publish } from '../../src/releases/release-cli.ts';
import { recordRelease, rollbackPointer, switchPointer } from '../../src/releases/release-pointers.ts';
import { newAddress, newPhone, outboxCode } from '../helpers/otp.ts';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server.ts';
import { createScratchDatabase, onReplica } from '../helpers/scratch-database.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { multipart, png } from '../helpers/uploads.ts';

/** The bound: every instance serves a switch within this. */
const FOLLOW_WITHIN_MS = 10_000;
const LISTINGS_MODULES = contractModuleIds(contractFile(REPO_ROOT))
  .filter((id) => id.startsWith('listings/'))
  .map((id) => id.slice('listings/'.length));
const SHELL_BUILD = `
exports.sharedModules = {};
exports.renderPage = async ({ loadRemoteModule }) => ({
  html: (await loadRemoteModule('listings/UnitsPage')).render(),
  styles: '',
  head: '',
  firstScreen: {},
});
`;

const workDir = mkdtempSync(path.join(tmpdir(), 'villa-bucket-'));
const outbox = path.join(workDir, 'sms-outbox.jsonl');
let s3: LocalS3;
let db: Db;
let drop: () => Promise<void>;
let scratchUrl: string;
let a: ServerProcess;
let b: ServerProcess;
const webRoots = { a: path.join(workDir, 'web-a'), b: path.join(workDir, 'web-b') };
let editorPhone: string;
const log: string[] = [];
let env: Record<string, string>;

function write(root: string, relative: string, content: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A machine's full build: the shell and every remote, listings rendering `label`. */
function fullBuild(root: string, label: string) {
  write(
    root,
    'shell/index.html',
    '<!doctype html><html><head><meta charset="utf-8" /></head><body><div id="root"></div></body></html>',
  );
  write(root, 'shell/ssr/server.cjs', SHELL_BUILD);
  write(root, 'shell/mf-manifest.json', JSON.stringify({ name: 'shell', shared: [] }));
  const remotes = ['listings', 'detail', 'enquiry', 'blog', 'studio'];
  write(
    root,
    'shell/remotes.json',
    JSON.stringify(Object.fromEntries(remotes.map((r) => [r, `/mfe/${r}/mf-manifest.json`]))),
  );
  for (const remote of remotes) write(root, `${remote}/mf-manifest.json`, JSON.stringify({ name: remote }));
  write(root, 'listings/ssr/UnitsPage.cjs', `exports.render = () => '<h1>${label}</h1>';`);
  write(root, 'shell/main.js', '/* the build shell */');
  write(root, 'shell/123.0a1b2c3d.js', '/* a chunk of the build shell */');
}

/** A shell's build, as shell/dist/ after its build: its page says `label`, and it shares React. */
function shellDist(label: string, shared: object[]): string {
  const dist = mkdtempSync(path.join(workDir, 'shell-dist-'));
  write(
    dist,
    'index.html',
    `<!doctype html><html><head><meta charset="utf-8" /><title>${label}</title></head><body><div id="root"></div></body></html>`,
  );
  write(dist, 'main.js', `/* ${label} */`);
  write(dist, 'mf-manifest.json', JSON.stringify({ name: 'shell', shared }));
  write(dist, 'ssr/server.cjs', SHELL_BUILD);
  return dist;
}

/** A listings build in its own folder, as the remote's `dist/` after its build. */
function listingsDist(label: string): string {
  const dist = mkdtempSync(path.join(workDir, 'dist-'));
  write(
    dist,
    'mf-manifest.json',
    JSON.stringify({ name: 'listings', shared: [], exposes: LISTINGS_MODULES.map((name) => ({ name })) }),
  );
  write(dist, 'remoteEntry.js', `/* ${label} */`);
  write(dist, `chunks/${label.replace(/\W/g, '')}.js`, `/* a chunk of ${label} */`);
  for (const name of LISTINGS_MODULES)
    write(dist, `ssr/${name}.cjs`, `exports.render = () => '<h1>${label}</h1>';`);
  return dist;
}

/** A request from a client of its own address, through the load balancer. */
const get = (server: ServerProcess, url: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${url}`, { headers: { 'x-forwarded-for': newAddress(), ...headers } });
const remotesOf = async (server: ServerProcess) =>
  (await (await get(server, '/remotes.json')).json()) as Record<string, string>;
const pageOf = async (server: ServerProcess) => (await get(server, '/units', { accept: 'text/html' })).text();

/** Polls until `server` points listings at `entry`; the milliseconds it took. */
async function followed(server: ServerProcess, entry: string): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < FOLLOW_WITHIN_MS + 5_000) {
    if ((await remotesOf(server)).listings === entry) return Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `${server.baseUrl} did not serve ${entry}; it serves ${JSON.stringify(await remotesOf(server))}`,
  );
}

beforeAll(async () => {
  s3 = await startLocalS3('villa-releases');
  const scratch = await createScratchDatabase(inject('postgresUrl') as string, 'villa_bucket');
  drop = scratch.drop;
  scratchUrl = scratch.url;
  db = await openPostgres(scratch.url);
  await migrate(db, path.join(PACKAGE_ROOT, 'migrations'));
  editorPhone = newPhone();
  await createStaffRepository(db).add(COMMAND_LINE_ACTOR, {
    name: 'Bucket Editor',
    phone: normalisePhone('+91', editorPhone),
    role: 'editor',
  });
  fullBuild(webRoots.a, 'Villas of the full build');
  fullBuild(webRoots.b, 'Villas of the full build');
  env = {
    DATABASE_URL: scratch.url,
    // The public catalogue and blog reads go to the replica, as in production (docs/deploy.md).
    DATABASE_READ_URL: onReplica(scratch.url, inject('postgresReadUrl') as string),
    SEED_ON_START: '0',
    SMS_SENDER: 'outbox',
    SMS_OUTBOX_FILE: outbox,
    OTP_SECRET: 'bucket-processes-share-this-otp-secret-0123456789',
    UPLOADS_STORAGE: 's3',
    S3_ENDPOINT: s3.config.endpoint,
    S3_BUCKET: s3.config.bucket,
    S3_ACCESS_KEY_ID: s3.config.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
    S3_PATH_STYLE: '1',
    // One load balancer in front: each client below comes from its own address, as real ones do, so
    // the per-address limits count what the test means them to (the rate limit's own test).
    TRUST_PROXY: '1',
  };
  a = await startServerProcess({ ...env, WEB_ROOT: webRoots.a });
  // B sends browsers to the CDN in front of the bucket: here the bucket's own address.
  b = await startServerProcess({ ...env, WEB_ROOT: webRoots.b, ASSET_ORIGIN: s3.config.endpoint });
}, 180_000);

afterAll(async () => {
  for (const server of [a, b]) {
    server?.child.kill('SIGKILL');
    await server?.stopped();
  }
  await db?.close();
  await drop?.();
  await s3?.close();
  rmSync(workDir, { recursive: true, force: true });
});

const cdnEntry = (version: string) => `${s3.config.endpoint}/releases/listings/${version}/mf-manifest.json`;
const appEntry = (version: string) => `/mfe/listings/${version}/mf-manifest.json`;

describe('a release published from one machine', () => {
  const bucket = () => createReleaseBucket({ ...s3.config, prefix: 'releases/' });
  const release = (label: string) =>
    publish(
      db,
      bucket(),
      { remote: 'listings', distDir: listingsDist(label), webRoot: webRoots.a, by: 'Asha (release manager)' },
      (line) => log.push(line),
    );
  let first: string;
  let second: string;

  it('is served and rendered by the other instance within 10 seconds, its files immutable in the bucket', async () => {
    expect(await pageOf(b)).toContain('<h1>Villas of the full build</h1>');
    expect((await get(b, '/api/v1/ready')).status).toBe(200);
    first = (await release('Villas of release one')).version;
    const ms = await followed(b, cdnEntry(first));
    console.log(`release to the bucket: B served ${first} ${ms} ms after the switch`);
    expect(ms).toBeLessThan(FOLLOW_WITHIN_MS);
    expect(await pageOf(b)).toContain('<h1>Villas of release one</h1>');
    // B's CSP lets browsers load the CDN's copy; A, without a CDN, serves the files itself.
    const html = await get(b, '/units', { accept: 'text/html' });
    expect(html.headers.get('content-security-policy')).toContain(s3.config.endpoint);
    await followed(a, appEntry(first));
    const chunk = await get(a, `/mfe/listings/${first}/remoteEntry.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await chunk.text()).toBe('/* Villas of release one */');
    // In the bucket, once, under the version.
    const keys = readdirSync(s3.directory).map(decodeURIComponent);
    expect(keys).toContain(`releases/listings/${first}/ssr/UnitsPage.cjs`);
  }, 60_000);

  it('publishing the same build again uploads nothing and keeps its version', async () => {
    const before = readdirSync(s3.directory).length;
    log.length = 0;
    const again = await publish(
      db,
      bucket(),
      {
        remote: 'listings',
        distDir: listingsDist('Villas of release one'),
        webRoot: webRoots.a,
        by: 'Asha (release manager)',
      },
      (line) => log.push(line),
    );
    expect(again.version).toBe(first);
    expect(log[0]).toMatch(/^Uploaded 0 of \d+ files/);
    expect(readdirSync(s3.directory).length).toBe(before);
  });

  it('a second release replaces it everywhere; a page of the first keeps loading its files', async () => {
    second = (await release('Villas of release two')).version;
    expect(second).not.toBe(first);
    await followed(b, cdnEntry(second));
    expect(await pageOf(b)).toContain('<h1>Villas of release two</h1>');
    expect((await get(b, `/mfe/listings/${first}/remoteEntry.js`)).status).toBe(200);
    // An instance started now fetches the live version and the one before: a page opened on that
    // one elsewhere, sent here by the load balancer, still gets its files.
    const webRootC = path.join(workDir, 'web-c');
    fullBuild(webRootC, 'Villas of the full build');
    const c = await startServerProcess({ ...env, WEB_ROOT: webRootC });
    try {
      expect((await remotesOf(c)).listings).toBe(appEntry(second));
      expect((await get(c, `/mfe/listings/${first}/remoteEntry.js`)).status).toBe(200);
    } finally {
      c.child.kill('SIGKILL');
      await c.stopped();
    }
  }, 60_000);

  it('rollback goes back to the version before, then to the instance’s own build', async () => {
    expect(await rollbackPointer(db, 'listings', 'Asha (release manager)')).toEqual({
      from: second,
      to: first,
    });
    const ms = await followed(b, cdnEntry(first));
    console.log(`rollback in the bucket: B served ${first} again ${ms} ms after the switch`);
    expect(await pageOf(b)).toContain('<h1>Villas of release one</h1>');
    expect(await rollbackPointer(db, 'listings', 'Asha')).toEqual({ from: first, to: null });
    await followed(b, '/mfe/listings/mf-manifest.json');
    expect(await pageOf(b)).toContain('<h1>Villas of the full build</h1>');
    await expect(rollbackPointer(db, 'listings', 'Asha')).rejects.toThrow(
      'listings has nothing to roll back to',
    );
  }, 60_000);

  it('an instance whose web root lost the live version (a full build replaced it) fetches it again', async () => {
    const live = await release('Villas of release four');
    await followed(b, cdnEntry(live.version));
    rmSync(path.join(webRoots.b, 'listings', live.version), { recursive: true });
    const entry = `/mfe/listings/${live.version}/remoteEntry.js`;
    expect((await get(b, entry)).status).toBe(404);
    const started = performance.now();
    while ((await get(b, entry)).status !== 200 && performance.now() - started < FOLLOW_WITHIN_MS)
      await new Promise((resolve) => setTimeout(resolve, 100));
    console.log(
      `web root replaced: B fetched the live version again in ${Math.round(performance.now() - started)} ms`,
    );
    expect((await get(b, entry)).status).toBe(200);
    expect(await pageOf(b)).toContain('<h1>Villas of release four</h1>');
  }, 30_000);

  it('a version whose files do not match their recorded hashes is not served; the live one stays', async () => {
    const live = await release('Villas of release three');
    await followed(b, cdnEntry(live.version));
    const version = '20261127T120000Z-badbadbadbad';
    await bucket().put('listings', version, 'mf-manifest.json', Buffer.from('{"name":"listings"}'));
    await recordRelease(db, {
      remote: 'listings',
      version,
      contentHash: 'bad'.repeat(21) + 'b',
      files: { 'mf-manifest.json': '0'.repeat(64) },
      releasedBy: 'Someone',
    });
    await switchPointer(db, { remote: 'listings', version, action: 'release', by: 'Someone' });
    await new Promise((resolve) => setTimeout(resolve, 6_000)); // past a poll, besides the notice
    expect((await remotesOf(b)).listings).toBe(cdnEntry(live.version));
    expect(await pageOf(b)).toContain('<h1>Villas of release three</h1>');
    expect(b.output()).toContain('does not match its release');
    await rollbackPointer(db, 'listings', 'Asha');
  }, 60_000);
});

describe('a release of the shell', () => {
  const bucket = () => createReleaseBucket({ ...s3.config, prefix: 'releases/' });
  const REACT = { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.0' };

  it('is served and rendered by the other instance, and a page of the build keeps its chunks', async () => {
    const release = await publish(
      db,
      bucket(),
      { remote: 'shell', distDir: shellDist('Shell two', [REACT]), webRoot: webRoots.a, by: 'Asha' },
      (line) => log.push(line),
    );
    const started = performance.now();
    let html = '';
    while (!html.includes('<title>Shell two</title>') && performance.now() - started < FOLLOW_WITHIN_MS)
      html = await pageOf(b);
    console.log(
      `shell release: B rendered ${release.version} ${Math.round(performance.now() - started)} ms after the switch`,
    );
    expect(html).toContain('<title>Shell two</title>');
    // The remote live before the shell's release, rendered by the new shell's server build.
    expect(html).toContain('<h1>Villas of release three</h1>');
    expect(await (await get(b, '/main.js')).text()).toBe('/* Shell two */');
    expect(await (await get(b, '/123.0a1b2c3d.js')).text()).toBe('/* a chunk of the build shell */');
  }, 60_000);

  it("refuses a remote whose shared singletons don't fit the released shell, before switching", async () => {
    const dist = listingsDist('Villas on React 18');
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as object;
    const live = (await remotesOf(b)).listings;
    write(
      dist,
      'mf-manifest.json',
      JSON.stringify({ ...manifest, shared: [{ ...REACT, version: '18.3.1', requiredVersion: '^18.3.0' }] }),
    );
    await expect(
      publish(
        db,
        bucket(),
        { remote: 'listings', distDir: dist, webRoot: webRoots.a, by: 'Asha' },
        () => undefined,
      ),
    ).rejects.toThrow("Refused to release listings: its shared dependencies do not fit the shell's");
    expect((await remotesOf(b)).listings).toBe(live);
  });

  it('rolls back to the build’s shell', async () => {
    expect(await rollbackPointer(db, 'shell', 'Asha')).toMatchObject({ to: null });
    const started = performance.now();
    let html = await pageOf(b);
    while (html.includes('<title>Shell two</title>') && performance.now() - started < FOLLOW_WITHIN_MS)
      html = await pageOf(b);
    expect(html).not.toContain('Shell two');
    expect(await (await get(b, '/main.js')).text()).toBe('/* the build shell */');
  }, 30_000);
});

describe('npm run releases -- --in s3', () => {
  const cli = (args: string[], env: Record<string, string | undefined>) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/releases/release-cli.ts', ...args], {
      cwd: PACKAGE_ROOT,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: undefined, S3_BUCKET: undefined, ...env },
    });

  it('lists each version with who released it and when, the live one, and every switch', () => {
    const { status, stdout } = cli(['list'], {
      DATABASE_URL: scratchUrl,
      S3_ENDPOINT: s3.config.endpoint,
      S3_BUCKET: s3.config.bucket,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
    });
    expect(status).toBe(0);
    expect(stdout).toMatch(/^listings {2}\(live: \d{8}T\d{6}Z-[0-9a-f]{12}\)$/m);
    expect(stdout).toMatch(
      /^ {2}\* \d{8}T\d{6}Z-[0-9a-f]{12} {2}released by Asha \(release manager\) at 2\d{3}-.*live$/m,
    );
    expect(stdout).toMatch(/^ {4}\S+ {2}rollback -> its own build {2}by Asha$/m);
  });

  it('without the shared database it says what to set, and changes nothing', () => {
    const { status, stderr } = cli(['rollback', 'listings'], {});
    expect(status).toBe(1);
    expect(stderr).toContain('set DATABASE_URL to that database');
  });
});

describe('what every instance shares', () => {
  const post = (server: ServerProcess, url: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress(), ...headers },
      body: JSON.stringify(body),
    });

  it('a studio session made on A works on B', async () => {
    const phone = { phone_number: editorPhone, country_code: '+91' };
    expect(
      (await post(a, '/api/v1/auth/users/generateotp', { ...phone, email: 'ed@example.com' })).status,
    ).toBe(200);
    const verified = await post(a, '/api/v1/auth/users/verifyotp', {
      ...phone,
      otp: outboxCode(editorPhone, '+91', outbox),
    });
    const verificationId = ((await verified.json()) as { data: { _id: string } }).data._id;
    const session = await post(a, '/api/v1/studio/auth/session', {
      ...phone,
      verification_id: verificationId,
    });
    const token = ((await session.json()) as { data: { token: string } }).data.token;
    const me = await fetch(`${b.baseUrl}/api/v1/studio/auth/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(JSON.stringify(await me.json())).toContain('Bucket Editor');
  });

  it('a rate limit counts across both: 30 saved filters a minute from one address, wherever they land', async () => {
    const statuses: number[] = [];
    const address = { 'x-forwarded-for': newAddress() };
    for (let index = 0; index < 31; index += 1) {
      const server = index % 2 === 0 ? a : b;
      statuses.push((await post(server, '/api/v1/users/filters', { bhk: [3] }, address)).status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(201));
    expect(statuses[30]).toBe(429);
  });

  it('a photo uploaded on A is served by B', async () => {
    const id = await fetch(`${a.baseUrl}/api/v1/fileupload/submissions`, {
      method: 'POST',
      headers: { 'x-forwarded-for': newAddress() },
    });
    const uploadId = ((await id.json()) as { data: { id: string } }).data.id;
    const body = await multipart([{ name: 'front.png', bytes: await png(), type: 'image/png' }], {
      id: uploadId,
      type: 'property_images',
    });
    const uploaded = await fetch(`${a.baseUrl}/api/v1/fileupload`, {
      method: 'POST',
      headers: { ...body.headers, 'x-forwarded-for': newAddress() },
      body: new Uint8Array(body.payload),
    });
    expect(uploaded.status).toBe(201);
    const [image] = ((await uploaded.json()) as { data: { url: string }[] }).data;
    const served = await get(b, image!.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });
});
