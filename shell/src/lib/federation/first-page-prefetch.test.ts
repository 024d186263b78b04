import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const REMOTES = {
  listings: '/mfe/listings/mf-manifest.json',
  detail: '/mfe/detail/mf-manifest.json',
  enquiry: '/mfe/enquiry/mf-manifest.json',
  blog: 'https://cdn.example.com/blog/mf-manifest.json',
};

const LISTINGS_MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'UnitsPage', assets: { js: { sync: ['1184.abc.js', '__federation_expose_UnitsPage.def.js'] } } },
    { name: 'WishlistPage', assets: { js: { sync: ['__federation_expose_WishlistPage.ghi.js'] } } },
  ],
};

async function freshModule() {
  vi.resetModules();
  return import('./first-page-prefetch.ts');
}

describe('matchRemotePage', () => {
  it("gives a remote page's module and its decoded slug", async () => {
    const { matchRemotePage } = await freshModule();
    expect(matchRemotePage('/unit/palm-meadows-villa-12/')).toEqual({
      module: 'detail/UnitDetailPage',
      slug: 'palm-meadows-villa-12',
    });
    expect(matchRemotePage('/blog/caf%C3%A9-villas')).toEqual({
      module: 'blog/BlogPostPage',
      slug: 'café-villas',
    });
    expect(matchRemotePage('/units')).toEqual({ module: 'listings/UnitsPage', slug: '' });
    expect(matchRemotePage('/about')).toBeNull();
    // A broken escape matches nothing rather than throwing.
    expect(matchRemotePage('/unit/%E0%A4%A/')).toBeNull();
  });
});

describe('firstPageModule', () => {
  it('matches a path as the router does', async () => {
    const { firstPageModule } = await freshModule();
    expect(firstPageModule('/units')).toBe('listings/UnitsPage');
    expect(firstPageModule('/unit/palm-meadows-villa-12/')).toBe('detail/UnitDetailPage');
    expect(firstPageModule('/blog/tag/gated-communities')).toBe('blog/BlogTagPage');
    expect(firstPageModule('/blog/why-villas')).toBe('blog/BlogPostPage');
    expect(firstPageModule('/')).toBeNull();
    expect(firstPageModule('/about')).toBeNull();
    expect(firstPageModule('/unit')).toBeNull();
  });
});

describe('pageScriptUrls', () => {
  it('resolves remoteEntry.js and the page chunks next to the manifest for publicPath auto', async () => {
    const { pageScriptUrls } = await freshModule();
    expect(
      pageScriptUrls('http://localhost:8080/mfe/listings/mf-manifest.json', LISTINGS_MANIFEST, 'UnitsPage'),
    ).toEqual([
      'http://localhost:8080/mfe/listings/remoteEntry.js',
      'http://localhost:8080/mfe/listings/1184.abc.js',
      'http://localhost:8080/mfe/listings/__federation_expose_UnitsPage.def.js',
    ]);
  });

  it('uses a fixed publicPath and gives only remoteEntry.js for an unknown page', async () => {
    const { pageScriptUrls } = await freshModule();
    const manifest = {
      ...LISTINGS_MANIFEST,
      metaData: { ...LISTINGS_MANIFEST.metaData, publicPath: 'https://cdn.example.com/l/' },
    };
    expect(pageScriptUrls('http://localhost:8080/mf-manifest.json', manifest, 'Nope')).toEqual([
      'https://cdn.example.com/l/remoteEntry.js',
    ]);
  });
});

describe('prefetchFirstPage', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

  beforeEach(() => {
    document.head.innerHTML = '';
    fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url === '/remotes.json') return new Response(JSON.stringify(REMOTES));
      if (url.endsWith('/mfe/listings/mf-manifest.json'))
        return new Response(JSON.stringify(LISTINGS_MANIFEST));
      return new Response('not found', { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map(
      (link) => (link as HTMLLinkElement).href,
    );

  it("fetches remotes.json and the page's manifest once, and preloads the page's scripts", async () => {
    const prefetch = await freshModule();
    prefetch.prefetchFirstPage('/units');
    await vi.waitFor(() => expect(preloads()).toHaveLength(3));
    expect(preloads()).toEqual([
      'http://localhost:3000/mfe/listings/remoteEntry.js',
      'http://localhost:3000/mfe/listings/1184.abc.js',
      'http://localhost:3000/mfe/listings/__federation_expose_UnitsPage.def.js',
    ]);

    // The registry and the federation runtime take these answers instead of asking again.
    expect(await prefetch.takeRemotesJson()).toEqual(REMOTES);
    const manifest = prefetch.takeEarlyManifest('http://localhost:3000/mfe/listings/mf-manifest.json');
    expect(await (await manifest!).json()).toEqual(LISTINGS_MANIFEST);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // Each early answer is used once; a retry asks the server again.
    expect(prefetch.takeEarlyManifest('http://localhost:3000/mfe/listings/mf-manifest.json')).toBeUndefined();
    await prefetch.takeRemotesJson();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('only fetches remotes.json for a page of the shell', async () => {
    const prefetch = await freshModule();
    prefetch.prefetchFirstPage('/about');
    expect(await prefetch.takeRemotesJson()).toEqual(REMOTES);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual([]);
  });

  it('leaves a failed remotes.json for the registry to report', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    const prefetch = await freshModule();
    prefetch.prefetchFirstPage('/units');
    await expect(prefetch.takeRemotesJson()).rejects.toThrow('remotes.json answered 503');
    expect(preloads()).toEqual([]);
  });

  it('gives up on a remotes.json that never answers after 10 s, so the registry can report it', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const prefetch = await freshModule();
    prefetch.prefetchFirstPage('/blog');
    const remotes = prefetch.takeRemotesJson();
    const assertion = expect(remotes).rejects.toThrow('/remotes.json did not answer within 10 s');
    await vi.advanceTimersByTimeAsync(10_000);
    await assertion;
  });
});
