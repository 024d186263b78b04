import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@villa/shared/testing/fixtures';
import { renderWithProviders } from '@villa/shared/testing/render';
import { requestsTo, stubFetch } from '@villa/shared/testing/stub-fetch';
import { MANAGER_TEXTS, RelationshipManagerSection } from './relationship-manager.tsx';

const PATH = '/api/v1/client/relationship-manager';
const KAVYA = {
  name: 'Kavya Menon',
  designation: 'Senior relationship manager',
  image: '/api/v1/media/team/kavya.jpg',
  languages: ['English', 'Hindi', 'Kannada'],
};

afterEach(() => vi.unstubAllGlobals());

describe('Your relationship manager', () => {
  it('shows the assigned manager: photo, name, designation and languages', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ status: 'success', data: KAVYA }));
    renderWithProviders(<RelationshipManagerSection userId="u1" />);

    expect(screen.getByRole('heading', { name: 'Your relationship manager' })).toBeInTheDocument();
    expect(await screen.findByText('Kavya Menon')).toBeInTheDocument();
    expect(screen.getByText('Senior relationship manager')).toBeInTheDocument();
    expect(screen.getByText('Speaks English, Hindi and Kannada')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kavya Menon' })).toHaveAttribute('src', KAVYA.image);
    expect(requestsTo(fetchMock, PATH)).toHaveLength(1);
  });

  it('shows the first letter of the name when there is no photo, and one language as it is', async () => {
    stubFetch(() =>
      jsonResponse({ status: 'success', data: { ...KAVYA, image: null, languages: ['Tamil'] } }),
    );
    renderWithProviders(<RelationshipManagerSection userId="u1" />);

    expect(await screen.findByText('Kavya Menon')).toBeInTheDocument();
    expect(screen.getByText('Speaks Tamil')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('K')).toBeInTheDocument();
  });

  it('says honestly that none is assigned yet before the first enquiry', async () => {
    stubFetch(() => jsonResponse({ status: 'success', data: null }));
    renderWithProviders(<RelationshipManagerSection userId="u1" />);

    expect(await screen.findByText(MANAGER_TEXTS.none)).toBeInTheDocument();
    expect(screen.queryByText(/Speaks/)).toBeNull();
  });

  it('says when the manager cannot be loaded, and Retry asks again', async () => {
    let calls = 0;
    const fetchMock = stubFetch(() =>
      ++calls === 1
        ? jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'Boom' }, 500)
        : jsonResponse({ status: 'success', data: KAVYA }),
    );
    const { user } = renderWithProviders(<RelationshipManagerSection userId="u1" />);

    expect(await screen.findByText(MANAGER_TEXTS.failed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Kavya Menon')).toBeInTheDocument();
    expect(requestsTo(fetchMock, PATH).length).toBeGreaterThanOrEqual(2);
  });
});
