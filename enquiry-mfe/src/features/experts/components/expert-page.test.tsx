import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onVillaEvent } from '@villa/shared/contracts/events';
import type { SalesMember, SalesTeamResponse } from '@villa/shared/contracts/entities';
import { renderWithProviders } from '@villa/shared/testing/render';
import { ExpertPage } from './expert-page.tsx';

const member = (
  index: number,
  name: string,
  designation: string,
  exp: number,
  image: string | null,
): SalesMember => ({
  _id: `6742a1f0000000000000000${index}`,
  name,
  exp,
  location: 'Bangalore',
  designation,
  image,
  email: `${name.split(' ')[0]?.toLowerCase()}@villas.example.in`,
  phone: `+91 98450 1234${index}`,
  languages: ['English', 'Kannada'],
  city_ids: [],
});

const TEAM: SalesTeamResponse = {
  status: 'success',
  data: [
    member(1, 'Arjun Menon', 'Chief Sales Officer', 23, '/api/v1/media/team/1.svg'),
    member(2, 'Kavya Reddy', 'AVP Sales', 14, '/api/v1/media/team/2.svg'),
    member(3, 'Rohan Iyer', 'Chief Business Officer', 19, '/api/v1/media/team/3.svg'),
    member(4, 'Meera Nair', 'AVP Project Curation', 12, null),
    member(5, 'Sanjay Rao', 'Senior Villa Advisor', 11, '/api/v1/media/team/5.svg'),
    member(6, 'Divya Shetty', 'Villa Advisor', 16, '/api/v1/media/team/6.svg'),
  ],
};

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ExpertPage', () => {
  it('lists the six experts from /team with their details', async () => {
    const fetchMock = stubFetch(200, TEAM);
    renderWithProviders(<ExpertPage />, { route: '/connect-with-expert' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Connect with a villa expert' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No pressure, no jargon — just expert insights.')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    // The first screen is built without MUI (it loads with the enquiry, on intent).
    expect(document.querySelector('[class*="Mui"]')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/team', expect.objectContaining({ method: 'GET' }));

    const card = within(screen.getAllByRole('article')[0] as HTMLElement);
    expect(card.getByRole('heading', { name: 'Arjun Menon' })).toBeInTheDocument();
    expect(card.getByText('23 years of expertise')).toBeInTheDocument();
    expect(card.getByText('Chief Sales Officer')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Photo of Arjun Menon' })).toHaveAttribute(
      'src',
      '/api/v1/media/team/1.svg',
    );
    expect(card.getByRole('link', { name: 'arjun@villas.example.in' })).toHaveAttribute(
      'href',
      'mailto:arjun@villas.example.in',
    );
    expect(card.getByRole('link', { name: '+91 98450 12341' })).toHaveAttribute('href', 'tel:+919845012341');
    expect(card.getByText('Bangalore')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Meera Nair (no photo)' })).toBeInTheDocument();
  });

  it('opens an expert enquiry for the chosen expert', async () => {
    stubFetch(200, TEAM);
    const heard = vi.fn();
    const stop = onVillaEvent('enquiry:open', heard);
    const { user } = renderWithProviders(<ExpertPage />, { route: '/connect-with-expert?gclid=x1' });

    const cards = await screen.findAllByRole('article');
    await user.click(within(cards[2] as HTMLElement).getByRole('button', { name: 'Get Expert Advice' }));
    stop();

    expect(heard).toHaveBeenCalledExactlyOnceWith({
      expert_name: 'Rohan Iyer',
      is_connect_with_expert: true,
      withSchedule: true,
      title: 'Expert advice',
      source_url: `${window.location.origin}/connect-with-expert?gclid=x1`,
    });
  });

  it('says when the team cannot be loaded', async () => {
    stubFetch(500, { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' });
    renderWithProviders(<ExpertPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Something went wrong');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says when there are no experts', async () => {
    stubFetch(200, { status: 'success', data: [] });
    renderWithProviders(<ExpertPage />);
    expect(await screen.findByText('No experts available right now')).toBeInTheDocument();
  });
});
