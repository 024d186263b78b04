import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { requestsTo, stubFetch } from '@villa/shared/testing/stub-fetch';
import { lakeView, palmGrove, projectsPage } from '../../../testing/catalogue-data.ts';
import { CatalogueList } from './catalogue-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the catalogue list', () => {
  it('shows each project with its status and villas counted by state, linked to its page', async () => {
    stubFetch(() => Response.json(projectsPage([palmGrove, lakeView])));
    renderWithProviders(<CatalogueList />, { route: '/studio/catalogue' });
    const table = await screen.findByRole('table', { name: 'Projects' });
    const palm = within(table).getByRole('row', { name: /Palm Grove Villas/ });
    expect(within(palm).getByText('Published')).toBeInTheDocument();
    expect(within(palm).getByText('1 draft · 3 published')).toBeInTheDocument();
    expect(within(palm).getByRole('link', { name: 'Palm Grove Villas' })).toHaveAttribute(
      'href',
      `/studio/catalogue/${palmGrove._id}`,
    );
    const lake = within(table).getByRole('row', { name: /Lake View Residences/ });
    expect(within(lake).getByText('None')).toBeInTheDocument();
    // A draft may be published or archived; a published project withdrawn or archived.
    expect(within(lake).getByRole('button', { name: 'Publish: Lake View Residences' })).toBeInTheDocument();
    expect(within(palm).getByRole('button', { name: 'Withdraw: Palm Grove Villas' })).toBeInTheDocument();
    expect(screen.getByText('2 projects')).toBeInTheDocument();
  });

  it('filters by status and by a word of the name, in the address', async () => {
    const fetchMock = stubFetch((url) =>
      Response.json(
        projectsPage(url.searchParams.get('status') === 'draft' ? [lakeView] : [palmGrove, lakeView]),
      ),
    );
    const { user } = renderWithProviders(<CatalogueList />, { route: '/studio/catalogue' });
    await screen.findByRole('table', { name: 'Projects' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Draft' }));
    await user.type(screen.getByRole('textbox', { name: 'Name or builder' }), 'lake');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await vi.waitFor(() => expect(screen.queryByRole('row', { name: /Palm Grove Villas/ })).toBeNull());
    const last = requestsTo(fetchMock, '/api/v1/studio/projects').at(-1);
    expect(last?.searchParams.get('status')).toBe('draft');
    expect(last?.searchParams.get('search')).toBe('lake');
  });

  it('publishes after asking, and shows the API refusal in its words', async () => {
    let refuse = true;
    stubFetch((url, init) => {
      if (init?.method === 'POST' && url.pathname === `/api/v1/studio/projects/${lakeView._id}/status`) {
        if (refuse)
          return Response.json(
            { message: 'A project needs a photo before it is published' },
            { status: 422 },
          );
        return Response.json({ status: 'success', data: { _id: lakeView._id, status: 'published' } });
      }
      return Response.json(projectsPage([lakeView]));
    });
    const { user } = renderWithProviders(<CatalogueList />, { route: '/studio/catalogue' });
    await user.click(await screen.findByRole('button', { name: 'Publish: Lake View Residences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the project Lake View Residences?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A project needs a photo before it is published',
    );

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Lake View Residences is now published.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when no project matches the filter', async () => {
    stubFetch(() => Response.json(projectsPage([])));
    renderWithProviders(<CatalogueList />, { route: '/studio/catalogue?status=archived' });
    expect(await screen.findByText('No project matches.')).toBeInTheDocument();
  });
});
