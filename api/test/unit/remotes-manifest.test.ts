import { describe, expect, it } from 'vitest';
import {
  checkRemotesManifest,
  remoteEntryProblem,
  remoteOrigins,
  servedFolder,
  withReleasePointers,
} from '../../src/lib/remotes-manifest.ts';

const NAMES = ['listings', 'detail', 'enquiry', 'blog'];
/** REMOTE_ORIGINS of these tests. */
const LISTED = ['https://cdn.example.in', 'https://assets-2.example.in:8443'];

describe('a remotes.json entry', () => {
  it.each([
    ['a path on this site, as `npm start` writes it', '/mfe/listings/mf-manifest.json'],
    ['another origin over https', 'https://cdn.example.in/detail/v2/mf-manifest.json'],
    ['https on another port', 'https://assets-2.example.in:8443/mf-manifest.json'],
    ['a dev server on localhost', 'http://localhost:3001/mf-manifest.json'],
    [
      'a second origin on 127.0.0.1, as the browser tests serve one',
      'http://127.0.0.1:41234/mf-manifest.json',
    ],
  ])('is usable when it is %s', (_, entry) => {
    expect(remoteEntryProblem(entry, LISTED)).toBeNull();
  });

  it('is refused on an https origin REMOTE_ORIGINS does not list', () => {
    expect(remoteEntryProblem('https://cdn.example.in/detail/v2/mf-manifest.json')).toBe(
      'an origin (https://cdn.example.in) not listed in REMOTE_ORIGINS',
    );
    expect(remoteEntryProblem('https://evil.example/mf-manifest.json', LISTED)).toMatch(/not listed/);
  });

  it.each([
    ['https://a.com%3Bx/', /host name \(a\.com;x\)/],
    ['https://*.example.com/mf-manifest.json', /host name \(\*\.example\.com\)/],
    ['https://a_b.example.com/', /host name/],
    ['https://[::1]/', /host name/],
    ['http://cdn.example.in/mf-manifest.json', /not https/],
    ['http://192.168.1.20:3001/mf-manifest.json', /not https/],
    ['https://user:secret@cdn.example.in/', /credentials/],
    ['https://a.com%2F@b.com/', /credentials/],
    ['javascript:alert(1)', /not https/],
    ['data:text/javascript,alert(1)', /not https/],
    ['//cdn.example.in/mf-manifest.json', /neither a path on this site nor an absolute URL/],
    ['mfe/listings/mf-manifest.json', /neither a path on this site nor an absolute URL/],
    ['https://cdn.example.in\t/x', /spaces, control characters or backslashes/],
    ['https://cdn.example.in\\@evil.example/', /spaces, control characters or backslashes/],
    ["https://cdn.example.in 'unsafe-inline'", /spaces/],
    ['', /no URL/],
    [42, /no URL/],
  ])('is refused when it is %j', (entry, reason) => {
    expect(remoteEntryProblem(entry)).toMatch(reason);
  });
});

describe('checkRemotesManifest', () => {
  it('keeps the usable entries and says why each other remote was skipped', () => {
    const checked = checkRemotesManifest(
      JSON.stringify({
        listings: '/mfe/listings/mf-manifest.json',
        detail: 'https://a.com%3Bx/',
        blog: 'https://*.example.com/blog/mf-manifest.json',
        ads: 'https://ads.example.com/mf-manifest.json',
      }),
      NAMES,
    );
    expect(checked.usable).toEqual({ listings: '/mfe/listings/mf-manifest.json' });
    expect(checked.skipped).toEqual([
      { remote: 'detail', entry: 'https://a.com%3Bx/', reason: expect.stringMatching(/host name/) },
      { remote: 'enquiry', entry: undefined, reason: 'no URL' },
      {
        remote: 'blog',
        entry: 'https://*.example.com/blog/mf-manifest.json',
        reason: expect.stringMatching(/host name/),
      },
      {
        remote: 'ads',
        entry: 'https://ads.example.com/mf-manifest.json',
        reason: 'not a remote of the registry',
      },
    ]);
  });

  it('skips every remote of a file that is not a JSON object', () => {
    for (const text of ['{ listings: ', '[]', 'null']) {
      const checked = checkRemotesManifest(text, NAMES);
      expect(checked.usable).toEqual({});
      expect(checked.skipped.map((skip) => skip.remote)).toEqual(NAMES);
    }
  });

  it("turns the usable entries into the policy's sources: other origins only, each once", () => {
    expect(
      remoteOrigins({
        listings: '/mfe/listings/mf-manifest.json',
        detail: 'https://cdn.example.in/detail/mf-manifest.json',
        blog: 'https://cdn.example.in/blog/mf-manifest.json',
        enquiry: 'http://127.0.0.1:4000/mf-manifest.json',
      }),
    ).toEqual(['https://cdn.example.in', 'http://127.0.0.1:4000']);
  });
});

describe('a release the pointer names (issue 28)', () => {
  const VERSION = '20261127T101530Z-0a1b2c3d4e5f';
  const CDN = 'https://cdn.example.in/releases/';

  it('is served from this web root whether the browser loads it from here or from the CDN', () => {
    expect(servedFolder('listings', '/mfe/listings/mf-manifest.json')).toBe('');
    expect(servedFolder('listings', `/mfe/listings/${VERSION}/mf-manifest.json`)).toBe(VERSION);
    expect(servedFolder('listings', `${CDN}listings/${VERSION}/mf-manifest.json`, CDN)).toBe(VERSION);
    // Without the CDN setting, or under another remote's folder, it is somewhere else.
    expect(servedFolder('listings', `${CDN}listings/${VERSION}/mf-manifest.json`)).toBeNull();
    expect(servedFolder('listings', `${CDN}detail/${VERSION}/mf-manifest.json`, CDN)).toBeNull();
    expect(servedFolder('listings', `${CDN}listings/../x/mf-manifest.json`, CDN)).toBeNull();
  });

  it("takes the place of remotes.json's entry, a skipped one too, and leaves the others", () => {
    const file = checkRemotesManifest(
      JSON.stringify({
        listings: '/mfe/listings/mf-manifest.json',
        detail: 'ftp://x',
        blog: '/mfe/blog/mf-manifest.json',
      }),
      ['listings', 'detail', 'blog'],
    );
    const entry = `${CDN}detail/${VERSION}/mf-manifest.json`;
    expect(withReleasePointers(file, { detail: entry })).toEqual({
      usable: {
        listings: '/mfe/listings/mf-manifest.json',
        blog: '/mfe/blog/mf-manifest.json',
        detail: entry,
      },
      skipped: [],
    });
    expect(withReleasePointers(file, {})).toBe(file);
  });
});
