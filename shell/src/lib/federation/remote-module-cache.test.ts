import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const REMOTES = {
  listings: '/mfe/listings/mf-manifest.json',
  detail: '/mfe/detail/mf-manifest.json',
  enquiry: '/mfe/enquiry/mf-manifest.json',
  blog: '/mfe/blog/mf-manifest.json',
};

async function freshRegistry() {
  vi.resetModules();
  return import('./remotes-registry.ts');
}

describe('loading remote modules', () => {
  beforeEach(() => {
    runtime.loadRemote.mockReset();
    runtime.registerRemotes.mockReset();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(REMOTES), { status: 200 })),
    );
  });

  it('registers the remotes from remotes.json with absolute manifest URLs', async () => {
    const registry = await freshRegistry();
    await registry.loadRemotesManifest();
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([
        { name: 'listings', entry: 'http://localhost:3000/mfe/listings/mf-manifest.json' },
      ]),
    );
  });

  it('downloads a warmed module once, however often the page renders it', async () => {
    const registry = await freshRegistry();
    runtime.loadRemote.mockResolvedValue({ default: 'UnitsPage' });
    registry.warmRemoteModule('listings/UnitsPage');
    const [first, second] = await Promise.all([
      registry.loadRemoteModule('listings/UnitsPage'),
      registry.loadRemoteModule('listings/UnitsPage'),
    ]);
    expect(first).toBe(second);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load so the next attempt asks again, and reset re-registers the remote', async () => {
    const registry = await freshRegistry();
    runtime.loadRemote.mockResolvedValueOnce(null).mockResolvedValueOnce({ default: 'BlogIndexPage' });
    await expect(registry.loadRemoteModule('blog/BlogIndexPage')).rejects.toThrow(
      'The blog section could not be loaded: the module is empty',
    );
    await registry.resetRemote('blog');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'blog', entry: 'http://localhost:3000/mfe/blog/mf-manifest.json' }],
      { force: true },
    );
    await expect(registry.loadRemoteModule('blog/BlogIndexPage')).resolves.toEqual({
      default: 'BlogIndexPage',
    });
  });
});
