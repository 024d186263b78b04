import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { requestsTo, stubFetch } from '@villa/shared/testing/stub-fetch';
import { calendarAnswer, managersAnswer, meera, newLead } from '../../../testing/leads-data.ts';
import { admin, sales } from '../../../testing/studio-data.ts';
import { SalesCalendar } from './calendar-page.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const CALENDAR = '/api/v1/studio/calendar';

function answering() {
  return stubFetch((url) => {
    if (url.pathname === CALENDAR) return Response.json(calendarAnswer(url.searchParams.get('from')!));
    if (url.pathname === '/api/v1/studio/sales-managers') return Response.json(managersAnswer);
    return new Response('', { status: 404 });
  });
}

describe('the calendar', () => {
  it("shows a manager's week from today in India, day by day, with each booking's time, kind and buyer, and the clashes", async () => {
    // 23:00 on 26 Nov in London is 04:30 on 27 Nov in India: the week starts on India's day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T23:00:00.000Z'));
    const fetchMock = answering();
    renderWithProviders(<SalesCalendar staff={sales} />);
    expect(screen.getByText('Loading the calendar…')).toBeInTheDocument();

    const today = await screen.findByRole('region', { name: 'Today, Fri 27 Nov 2026' });
    expect(Object.fromEntries(requestsTo(fetchMock, CALENDAR)[0]!.searchParams)).toEqual({
      from: '2026-11-27',
      days: '7',
      manager: 'me',
    });
    const [call, visit] = within(today).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(call).toHaveTextContent('11:00–11:30CallPriya Sharmabooked by the buyerClash');
    expect(within(call).getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute(
      'href',
      `/studio/leads/${newLead._id}`,
    );
    expect(visit).toHaveTextContent('11:15–12:15Site visitArun MenonClash');
    expect(screen.getByText('Fri 27 Nov 2026 to Thu 3 Dec 2026')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Sat 28 Nov 2026' })).getByText('Nothing booked.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Sun 29 Nov 2026' })).getByRole('link', {
        name: 'Erased buyer',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Whose calendar' })).toBeNull();
  });

  it('moves a week at a time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T06:00:00.000Z'));
    const fetchMock = answering();
    const { user } = renderWithProviders(<SalesCalendar staff={sales} />);
    await screen.findByRole('region', { name: 'Today, Fri 27 Nov 2026' });
    expect(screen.getByRole('button', { name: 'This week' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('region', { name: 'Fri 4 Dec 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByRole('region', { name: 'Fri 20 Nov 2026' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, CALENDAR).map((url) => url.searchParams.get('from'))).toEqual([
      '2026-11-27',
      '2026-12-04',
      '2026-11-27',
      '2026-11-20',
    ]);
  });

  it("lets an admin see every manager's calendar, or one manager's", async () => {
    const fetchMock = answering();
    const { user } = renderWithProviders(<SalesCalendar staff={admin} />);
    const whose = await screen.findByRole('combobox', { name: 'Whose calendar' });
    expect(await within(whose).findByRole('option', { name: 'Kabir Shah (away)' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, CALENDAR)[0]?.searchParams.get('manager')).toBe('all');
    expect((await screen.findAllByText('with Meera Iyer')).length).toBeGreaterThan(0);
    await user.selectOptions(whose, 'Meera Iyer');
    await screen.findAllByText('with Meera Iyer');
    expect(requestsTo(fetchMock, CALENDAR).at(-1)?.searchParams.get('manager')).toBe(meera._id);
  });

  it('shows a failure with a retry', async () => {
    stubFetch(() => Response.json({ message: 'Failed to load the calendar' }, { status: 500 }));
    renderWithProviders(<SalesCalendar staff={sales} />);
    expect(await screen.findByText('Failed to load the calendar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
