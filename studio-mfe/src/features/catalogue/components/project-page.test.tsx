import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { stubFetch } from '@villa/shared/testing/stub-fetch';
import { palmGrove, palmGroveRecord, palmUnits } from '../../../testing/catalogue-data.ts';
import { ProjectOverview } from './project-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const project = palmGroveRecord;

describe("a project's page", () => {
  it('shows its status, a link to it on the site and its villas; a villa is withdrawn after asking', async () => {
    let units = palmUnits;
    stubFetch((url, init) => {
      if (url.pathname === `/api/v1/studio/projects/${palmGrove._id}`)
        return Response.json({ status: 'success', data: project });
      if (url.pathname === `/api/v1/studio/projects/${palmGrove._id}/units`)
        return Response.json({ status: 'success', data: units });
      if (init?.method === 'POST' && url.pathname === `/api/v1/studio/units/${palmUnits[0]!._id}/status`) {
        units = units.map((unit, i) => (i === 0 ? { ...unit, status: 'withdrawn' as const } : unit));
        return Response.json({ status: 'success', data: { _id: palmUnits[0]!._id, status: 'withdrawn' } });
      }
      if (url.pathname.startsWith('/api/v1/locations/'))
        return Response.json({ status: 'success', data: [] });
      return new Response('', { status: 404 });
    });
    const { user } = renderWithProviders(<ProjectOverview projectId={palmGrove._id} />);
    expect(await screen.findByRole('heading', { name: 'Palm Grove Villas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it on the site' })).toHaveAttribute(
      'href',
      '/project/palm-grove-villas/',
    );
    expect(screen.getByRole('link', { name: 'Add a villa' })).toHaveAttribute(
      'href',
      `/studio/villas/new?project=${palmGrove._id}`,
    );
    const table = await screen.findByRole('table', { name: 'Villas of the project' });
    expect(within(table).getByRole('link', { name: 'Villa A1' })).toHaveAttribute(
      'href',
      `/studio/villas/${palmUnits[0]!._id}`,
    );
    const a1 = within(table).getByRole('row', { name: /Villa A1/ });
    expect(within(a1).getByText('₹2.45 Cr')).toBeInTheDocument();

    await user.click(within(a1).getByRole('button', { name: 'Withdraw: Villa A1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the villa Villa A1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Villa A1 is now withdrawn.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The details, then the editor on intent.
    expect(screen.getByText('Prestige Group')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit the details' }));
    expect(await screen.findByRole('form', { name: 'Edit the project' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /Villa A1/ })).getByText('Withdrawn'),
      ).toBeInTheDocument(),
    );
  });

  it("says so when the project can't be found", async () => {
    stubFetch(() => Response.json({ message: 'Project not found' }, { status: 404 }));
    renderWithProviders(<ProjectOverview projectId={palmGrove._id} />);
    expect(await screen.findByText('Project not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Catalogue' })).toHaveAttribute('href', '/studio/catalogue');
  });
});
