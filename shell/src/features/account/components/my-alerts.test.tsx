import { screen, waitFor, within } from '@testing-library/react';
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
    expect(screen.getByRole('checkbox', { name: MY_ALERTS_TEXTS.priceDrops })).toBeChecked();
    await user.click(within(list).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(MY_ALERTS_TEXTS.none)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Searches that alert' })).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('says how to start when there are none, that alerts were stopped, and ticking price drops starts them', async () => {
    let settings = { price_drops: false, stopped: true, searches: [] };
    const bodies: unknown[] = [];
    stubFetch((url, init) => {
      if (init?.method === 'PUT' && url.pathname === '/api/v1/auth/users/alerts/price-drops') {
        bodies.push(JSON.parse(String(init.body)));
        settings = { ...settings, price_drops: true, stopped: false };
      }
      return jsonResponse({ status: 'success', data: settings });
    });
    const { user } = renderWithProviders(<MyAlertsSection userId="u1" />);
    expect(await screen.findByText(MY_ALERTS_TEXTS.stopped)).toBeInTheDocument();
    expect(screen.getByText(MY_ALERTS_TEXTS.none)).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: MY_ALERTS_TEXTS.priceDrops });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    await waitFor(() => expect(bodies).toEqual([{ price_drops: true }]));
    await waitFor(() => expect(screen.queryByText(MY_ALERTS_TEXTS.stopped)).toBeNull());
  });

  it('puts the box back and says so when the server refuses', async () => {
    stubFetch((_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(
            { statusCode: 503, error: 'Service Unavailable', message: 'Try again in a minute' },
            503,
          )
        : jsonResponse({ status: 'success', data: { price_drops: false, stopped: false, searches: [] } }),
    );
    const { user } = renderWithProviders(<MyAlertsSection userId="u1" />);
    const box = await screen.findByRole('checkbox', { name: MY_ALERTS_TEXTS.priceDrops });
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in a minute');
    expect(box).not.toBeChecked();
  });
});
