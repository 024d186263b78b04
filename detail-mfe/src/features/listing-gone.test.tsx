import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListingGone } from '@villa/shared/contracts/entities';
import { jsonResponse, notFound } from '@villa/shared/testing/fixtures';
import { renderWithProviders } from '@villa/shared/testing/render';
import { stubFetch } from '@villa/shared/testing/stub-fetch';
import { ProjectDetail } from './project/components/project-detail.tsx';
import { UnitDetail } from './unit/components/unit-detail.tsx';

const gone = (message: string, project: ListingGone['project'], city: string): ListingGone => ({
  statusCode: 410,
  error: 'Gone',
  message,
  project,
  city,
});

// A listing taken down, met in the browser (the API's 410): the page says so and where to look.
describe('a listing taken down', () => {
  it("a unit's page names its project and the villas of its city", async () => {
    stubFetch((url) =>
      url.pathname === '/api/v1/projects/units/slug/palm-meadows-b12'
        ? jsonResponse(
            gone('This villa is no longer listed', { slug: 'palm-meadows', name: 'Palm Meadows' }, 'Hosur'),
            410,
          )
        : notFound(`Route GET:${url.pathname} not found`),
    );
    renderWithProviders(<UnitDetail slug="palm-meadows-b12" />);
    expect(await screen.findByText('This villa is no longer listed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Palm Meadows' })).toHaveAttribute(
      'href',
      '/project/palm-meadows/',
    );
    expect(screen.getByRole('link', { name: 'Villas in Hosur' })).toHaveAttribute(
      'href',
      '/units?city=Hosur',
    );
    expect(document.title).toBe('This villa is no longer listed | VillaNest');
  });

  it("a project's page offers the villas of its city", async () => {
    stubFetch((url) =>
      url.pathname === '/api/v1/projects/slug/palm-meadows'
        ? jsonResponse(gone('This project is no longer listed', null, 'Mysore'), 410)
        : notFound(`Route GET:${url.pathname} not found`),
    );
    renderWithProviders(<ProjectDetail slug="palm-meadows" />);
    expect(await screen.findByText('This project is no longer listed')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Villas in Mysore']);
  });
});
