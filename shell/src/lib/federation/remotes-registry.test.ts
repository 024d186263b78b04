import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

async function registryServing(remotesJson: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(remotesJson), { status: 200 })),
  );
  vi.resetModules();
  return import('./remotes-registry.ts');
}

describe('a remotes.json without a URL for one remote', () => {
  beforeEach(() => {
    runtime.loadRemote.mockReset().mockImplementation(async (id: string) => ({ default: id }));
    runtime.registerRemotes.mockReset();
  });

  it('fails only that remote: the others are registered and load', async () => {
    // As the server sends it when it skipped the blog's entry (api/src/lib/remotes-manifest.ts).
    const registry = await registryServing({
      listings: '/mfe/listings/mf-manifest.json',
      detail: 'https://cdn.example.in/detail/mf-manifest.json',
      enquiry: '/mfe/enquiry/mf-manifest.json',
    });
    await expect(registry.loadRemoteModule('blog/BlogIndexPage')).rejects.toThrow(
      'The blog section could not be loaded: remotes.json has no URL for it',
    );
    await expect(registry.loadRemoteModule('listings/UnitsPage')).resolves.toEqual({
      default: 'listings/UnitsPage',
    });
    expect(runtime.registerRemotes).toHaveBeenCalledExactlyOnceWith([
      { name: 'listings', entry: 'http://localhost:3000/mfe/listings/mf-manifest.json' },
      { name: 'detail', entry: 'https://cdn.example.in/detail/mf-manifest.json' },
      { name: 'enquiry', entry: 'http://localhost:3000/mfe/enquiry/mf-manifest.json' },
    ]);
    expect(runtime.loadRemote).not.toHaveBeenCalledWith('blog/BlogIndexPage');
  });

  it('fails every remote, each on its own, when the file is not an object', async () => {
    const registry = await registryServing(['/mfe/listings/mf-manifest.json']);
    await expect(registry.loadRemoteModule('listings/UnitsPage')).rejects.toThrow(
      'The listings section could not be loaded: remotes.json has no URL for it',
    );
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});
