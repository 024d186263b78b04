import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { stubFetch } from '@villa/shared/testing/stub-fetch';
import { lakeView, palmGrove, projectsPage, villaA1Record } from '../../../testing/catalogue-data.ts';
import { ownersPage, pendingListing, rejectedListing } from '../../../testing/owners-data.ts';
import { OwnersQueue } from './owners-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const route = '/studio/submissions/owners';

describe("the owners' listings queue", () => {
  it('lists each listing with its villa, place, owner, photos, age and status', async () => {
    stubFetch(() => Response.json(ownersPage([pendingListing, rejectedListing])));
    renderWithProviders(<OwnersQueue />, { route });
    const table = await screen.findByRole('table', { name: "Owners' listings" });
    const pending = within(table).getByRole('row', { name: /Duplex B-17/ });
    expect(within(pending).getByText('2 days')).toBeInTheDocument();
    expect(within(pending).getByText('Whitefield, Bengaluru')).toBeInTheDocument();
    expect(within(pending).getByText('₹3.20 Cr')).toBeInTheDocument();
    expect(within(pending).getByText('Suresh Nair')).toBeInTheDocument();
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Duplex C-4/ })).toHaveTextContent('Rejected');
  });

  it('opens a listing and approves it into a project of its city, then links to the draft villa', async () => {
    let decided = false;
    stubFetch((url, init) => {
      if (init?.method === 'POST' && url.pathname.endsWith('/approve')) {
        const { project_id: projectId } = JSON.parse(String(init.body)) as { project_id: string };
        expect(projectId).toBe(palmGrove._id);
        decided = true;
        return Response.json({
          status: 'success',
          data: {
            submission: { ...pendingListing, review_status: 'approved' },
            unit: { ...villaA1Record, name: 'Duplex B-17', status: 'draft' },
          },
        });
      }
      if (url.pathname === '/api/v1/studio/projects')
        return Response.json(projectsPage([palmGrove, lakeView]));
      // Pending only: once approved, the listing leaves this list.
      return Response.json(ownersPage(decided ? [] : [pendingListing]));
    });
    const { user } = renderWithProviders(<OwnersQueue />, { route: `${route}?status=pending` });
    await user.click(
      await screen.findByRole('button', {
        name: 'Review the listing of Suresh Nair: Duplex B-17 · 4 bedrooms',
      }),
    );
    const review = await screen.findByRole('region', {
      name: 'Duplex B-17 · 4 bedrooms, Whitefield, Bengaluru',
    });
    expect(within(review).getByRole('link', { name: 'suresh@example.in' })).toHaveAttribute(
      'href',
      'mailto:suresh@example.in',
    );
    expect(within(review).getByRole('img', { name: /Photo 1 of the owner's villa/ })).toBeInTheDocument();

    await user.click(within(review).getByRole('button', { name: 'Approve into a draft villa' }));
    expect(await within(review).findByText('Choose the project the villa joins')).toBeInTheDocument();
    await user.click(within(review).getByRole('combobox', { name: 'Project in Bengaluru' }));
    // Only the projects of the owner's city.
    expect(screen.queryByRole('option', { name: /Lake View Residences/ })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Palm Grove Villas (Prestige Group)' }));
    await user.click(within(review).getByRole('button', { name: 'Approve into a draft villa' }));
    expect(
      await screen.findByText(/Approved: the draft villa Duplex B-17 is in Palm Grove Villas/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete and publish it' })).toHaveAttribute(
      'href',
      `/studio/villas/${villaA1Record._id}`,
    );
  });

  it('rejects a listing only with a reason, and shows the API refusal in the dialog', async () => {
    const reasons: string[] = [];
    stubFetch((url, init) => {
      if (init?.method === 'POST' && url.pathname.endsWith('/reject')) {
        const { reason } = JSON.parse(String(init.body)) as { reason: string };
        reasons.push(reason);
        if (reasons.length === 1)
          return Response.json({ message: 'This listing is decided already' }, { status: 422 });
        return Response.json({
          status: 'success',
          data: { submission: { ...pendingListing, review_status: 'rejected' }, owner_told: true },
        });
      }
      if (url.pathname === '/api/v1/studio/projects') return Response.json(projectsPage([]));
      return Response.json(ownersPage([pendingListing]));
    });
    const { user } = renderWithProviders(<OwnersQueue />, { route: `${route}?open=${pendingListing._id}` });
    const review = await screen.findByRole('region', { name: /Duplex B-17/ });
    expect(
      await within(review).findByText('No project in Bengaluru yet: create one in the catalogue first'),
    ).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the listing of Suresh Nair?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(reasons).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The photos are blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This listing is decided already')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Rejected the listing of Suresh Nair. The owner is sent the reason by SMS.'),
    ).toBeInTheDocument();
    expect(reasons).toEqual(['The photos are blurred', 'The photos are blurred']);
  });

  it('says when no listing is waiting, and when the queue fails to load', async () => {
    stubFetch(() => Response.json(ownersPage([])));
    const { unmount } = renderWithProviders(<OwnersQueue />, { route: `${route}?status=pending` });
    expect(await screen.findByText("No owner's listing here.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    unmount();

    stubFetch(() => Response.json({ message: "Failed to load the owners' listings" }, { status: 500 }));
    renderWithProviders(<OwnersQueue />, { route });
    expect(await screen.findByText("Failed to load the owners' listings")).toBeInTheDocument();
  });
});
