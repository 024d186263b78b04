import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@villa/shared/testing/fixtures';
import { renderWithProviders } from '@villa/shared/testing/render';
import { stubFetch } from '@villa/shared/testing/stub-fetch';
import { MY_ALERTS_TEXTS, MyAlertsSection } from './my-alerts.tsx';

const SEARCH = {
  _id: '6745a1c0a1b2c3d4e5f6a001',
  filter_id: '6745a1c0a1b2c3d4e5f6b001',
  city: 'Hyderabad',
  filters: { bhk: '4' },
  created_at: '2026-11-27T05:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('Your SMS alerts', () => {
  it('lists each search with a link to its listing, and Remove takes it off', async () => {
    let searches = [SEARCH];
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'DELETE' && url.pathname === `/api/v1/auth/users/alerts/searches/${SEARCH._id}`)
        searches = [];
      return jsonResponse({ status: 'success', data: { price_drops: true, stopped: false, searches } });
    });
    const { user } = renderWithProviders(<MyAlertsSection userId="u1" />);
    const list = await screen.findByRole('list', { name: 'Searches that alert' });
    expect(
      within(list).getByText('New villas in Hyderabad like your search of 27 Nov 2026'),
    ).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      `/units?city=Hyderabad&filters=${SEARCH.filter_id}`,
    );
    expect(screen.getByText(MY_ALERTS_TEXTS.priceDrops)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(MY_ALERTS_TEXTS.priceDrops)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Searches that alert' })).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('says how to start when there are none, and that alerts were stopped from an SMS', async () => {
    stubFetch(() =>
      jsonResponse({ status: 'success', data: { price_drops: false, stopped: true, searches: [] } }),
    );
    renderWithProviders(<MyAlertsSection userId="u1" />);
    expect(await screen.findByText(MY_ALERTS_TEXTS.stopped)).toBeInTheDocument();
    expect(screen.getByText(MY_ALERTS_TEXTS.none)).toBeInTheDocument();
  });
});
