import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { requestsTo, stubFetch } from '@villa/shared/testing/stub-fetch';
import type { DeveloperSubmission } from '@villa/shared/contracts/entities';
import { paged, submission } from '../../../testing/moderation-data.ts';
import { admin, editor } from '../../../testing/studio-data.ts';
import { DeveloperSubmissions } from './developers-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe("the developers' submissions", () => {
  it('filters by a status of the contract, through the address', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/v1/studio/submissions/developers'
        ? Response.json(
            paged('submissions', url.searchParams.get('status') === 'declined' ? [] : [submission]),
          )
        : new Response('', { status: 404 }),
    );
    const { user } = renderWithProviders(<DeveloperSubmissions self={editor} />);
    const table = await screen.findByRole('table', { name: "Developers' submissions" });
    expect(within(table).getByRole('row', { name: /Lakeside Greens/ })).toHaveTextContent('New');
    const statuses = within(screen.getByRole('group', { name: 'Status' })).getAllByRole('button');
    expect(statuses.map((button) => button.textContent)).toEqual([
      'All',
      'New',
      'Contacted',
      'Onboarded',
      'Declined',
    ]);
    await user.click(screen.getByRole('button', { name: 'Declined' }));
    expect(await screen.findByText('No submissions here.')).toBeInTheDocument();
    expect(
      requestsTo(fetchMock, '/api/v1/studio/submissions/developers').at(-1)?.searchParams.get('status'),
    ).toBe('declined');
  });

  it('opens one and saves its status, owner and notes', async () => {
    let stored: DeveloperSubmission = submission;
    const fetchMock = stubFetch((url, init) => {
      if (url.pathname === '/api/v1/studio/submissions/developers/owners')
        return Response.json({ status: 'success', data: [admin, editor] });
      if (init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as {
          status: DeveloperSubmission['status'];
          notes: string;
        };
        stored = {
          ...stored,
          status: body.status,
          notes: body.notes,
          owner: { _id: editor._id, name: editor.name },
        };
        return Response.json({ status: 'success', data: stored });
      }
      if (url.pathname === '/api/v1/studio/submissions/developers')
        return Response.json(paged('submissions', [stored]));
      return new Response('', { status: 404 });
    });
    const { user } = renderWithProviders(<DeveloperSubmissions self={admin} />);
    await user.click(
      await screen.findByRole('button', { name: 'Open Lakeside Greens by Lakeside Builders' }),
    );
    const detail = screen.getByRole('region', { name: 'Lakeside Greens by Lakeside Builders' });
    expect(
      within(detail).getByText('Rahul Verma · rahul@lakeside.example · +919812345678'),
    ).toBeInTheDocument();
    expect(within(detail).getByText('PRM/KA/RERA/1251')).toBeInTheDocument();

    await user.click(within(detail).getByRole('radio', { name: 'Contacted' }));
    await user.click(within(detail).getByRole('combobox', { name: 'Owner' }));
    await user.click(await screen.findByRole('option', { name: 'Ravi Kumar' }));
    await user.type(within(detail).getByRole('textbox', { name: 'Notes' }), 'Called on Monday');
    await user.click(within(detail).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Lakeside Greens is contacted, owned by Ravi Kumar.')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      status: 'contacted',
      notes: 'Called on Monday',
      owner_staff_id: editor._id,
    });
  });

  it('offers an editor every person on the staff as the owner', async () => {
    stubFetch((url) =>
      url.pathname === '/api/v1/studio/submissions/developers/owners'
        ? Response.json({ status: 'success', data: [admin, editor] })
        : url.pathname === '/api/v1/studio/submissions/developers'
          ? Response.json(paged('submissions', [submission]))
          : new Response('', { status: 404 }),
    );
    const { user } = renderWithProviders(<DeveloperSubmissions self={editor} />);
    await user.click(
      await screen.findByRole('button', { name: 'Open Lakeside Greens by Lakeside Builders' }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    await vi.waitFor(async () =>
      expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
        'Asha Rao',
        'Ravi Kumar',
      ]),
    );
  });
});
