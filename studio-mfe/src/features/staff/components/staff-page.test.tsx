import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { stubFetch } from '@villa/shared/testing/stub-fetch';
import { admin, editor, sales } from '../../../testing/studio-data.ts';
import { StaffManager } from './staff-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the staff page', () => {
  it('changes a role and says so; the API refusing one shows its words', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url.pathname === '/api/v1/studio/staff')
        return Response.json({ status: 'success', data: [admin, editor] });
      if (init?.method === 'PATCH' && url.pathname === `/api/v1/studio/staff/${editor._id}`) {
        const { role } = JSON.parse(String(init.body)) as { role: string };
        return role === 'sales'
          ? Response.json({ status: 'success', data: { ...editor, role } })
          : Response.json({ message: 'The last admin stays an admin' }, { status: 422 });
      }
      return new Response('', { status: 404 });
    });
    const { user } = renderWithProviders(<StaffManager self={admin} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Ravi Kumar' }), 'sales');
    expect(await screen.findByText('Ravi Kumar is now sales.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Ravi Kumar' }), 'admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('The last admin stays an admin');
  });

  it('removes a person after asking, and offers no removal of oneself', async () => {
    let staff = [admin, editor, sales];
    stubFetch((url, init) => {
      if (init?.method === 'DELETE' && url.pathname === `/api/v1/studio/staff/${sales._id}`) {
        staff = staff.filter((member) => member._id !== sales._id);
        return Response.json({ status: 'success', data: sales });
      }
      if (url.pathname === '/api/v1/studio/staff') return Response.json({ status: 'success', data: staff });
      return new Response('', { status: 404 });
    });
    const { user } = renderWithProviders(<StaffManager self={admin} />);
    expect(await screen.findByRole('button', { name: 'Remove Meera Iyer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Asha Rao' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Meera Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Meera Iyer from the staff?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Meera Iyer is no longer on the staff.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Meera Iyer' })).toBeNull());
  });
});
