import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_PAGES } from '@villa/shared/contracts/exposed-modules';
import { useRoutes } from '@villa/shared/router-host';
import { renderWithProviders } from '@villa/shared/testing/render';
import { routes } from './router.tsx';
import { RemotePageRoute } from './routes/remote-routes.tsx';

const registry = vi.hoisted(() => ({ loadRemoteModule: vi.fn(), warmRemoteModule: vi.fn() }));
vi.mock('../lib/federation/remotes-registry.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadRemoteModule: registry.loadRemoteModule,
  warmRemoteModule: registry.warmRemoteModule,
}));

// The about page's chunk fails to download once (a dropped connection), then arrives.
const aboutChunk = vi.hoisted(() => ({ failures: 0 }));
vi.mock('./routes/about.tsx', async (importOriginal) => {
  if (aboutChunk.failures > 0) {
    aboutChunk.failures -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

function AppRoutes() {
  return useRoutes(routes);
}

describe('routes', () => {
  beforeEach(() => {
    registry.loadRemoteModule.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('mount every remote page of the registry at its route', () => {
    const children = routes[0]!.children!;
    for (const page of REMOTE_PAGES) {
      const route = children.find((child) => child.path === page.pattern);
      expect(route?.element, page.pattern).toEqual(<RemotePageRoute key={page.module} page={page} />);
    }
    const remoteRoutes = children.filter(
      (child) => (child.element as { type?: unknown } | undefined)?.type === RemotePageRoute,
    );
    expect(remoteRoutes).toHaveLength(REMOTE_PAGES.length);
    // The studio's pages are not the buyers' routes: the catch-all's chunk holds their list.
    expect(children.some((child) => child.path?.startsWith('/studio'))).toBe(false);
  });

  it("hand a remote page the route's slug", async () => {
    registry.loadRemoteModule.mockResolvedValue({
      default: ({ slug }: { slug: string }) => <p>Posts tagged {slug}</p>,
    });
    renderWithProviders(<AppRoutes />, { route: '/blog/tag/gated-communities' });
    expect(await screen.findByText('Posts tagged gated-communities')).toBeInTheDocument();
    expect(registry.loadRemoteModule).toHaveBeenCalledWith('blog/BlogTagPage');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it("show the studio's pages without the buyers' header and footer", async () => {
    registry.loadRemoteModule.mockResolvedValue({ default: () => <h1>Staff</h1> });
    renderWithProviders(<AppRoutes />, { route: '/studio/staff' });
    expect(await screen.findByRole('heading', { name: 'Staff' })).toBeInTheDocument();
    expect(registry.loadRemoteModule).toHaveBeenCalledWith('studio/StaffPage');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('mount a studio page by its slug', async () => {
    registry.loadRemoteModule.mockResolvedValue({
      default: ({ slug }: { slug: string }) => <h1>Project {slug}</h1>,
    });
    renderWithProviders(<AppRoutes />, { route: '/studio/catalogue/6745a1c0a1b2c3d4e5f60001' });
    expect(
      await screen.findByRole('heading', { name: 'Project 6745a1c0a1b2c3d4e5f60001' }),
    ).toBeInTheDocument();
    expect(registry.loadRemoteModule).toHaveBeenCalledWith('studio/ProjectPage');
  });

  it("show not-found for an address the studio doesn't have", async () => {
    renderWithProviders(<AppRoutes />, { route: '/studio/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(registry.loadRemoteModule).not.toHaveBeenCalled();
  });

  it('show a page of the shell whose chunk fails with Retry inside the layout, and Retry loads it', async () => {
    aboutChunk.failures = 1;
    const { user } = renderWithProviders(<AppRoutes />, { route: '/about' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("We couldn't load this page right now.")).toBeInTheDocument();
    // The header and the footer are still there.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
