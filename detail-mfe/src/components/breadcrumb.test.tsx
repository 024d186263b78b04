import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FROM_LISTING } from '@villa/shared/lib/paths';
import { useLocation } from '@villa/shared/router';
import { MemoryRouter, Route, Routes } from '@villa/shared/router-testing';
import { DetailBreadcrumb } from './breadcrumb.tsx';

/** Where the router is, and how many entries deep (back and forward move it). */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search} #${location.key}`}</p>;
}

function renderAt(entries: Parameters<typeof MemoryRouter>[0]['initialEntries']) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={(entries?.length ?? 1) - 1}>
      <Routes>
        <Route path="/unit/:slug" element={<DetailBreadcrumb current="Villa 12" />} />
        <Route path="/units" element={<p>The listing</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('DetailBreadcrumb', () => {
  it('goes back in history to the listing it was opened from, so the list is as it was', async () => {
    renderAt([
      { pathname: '/units', search: '?city=Mysore', key: 'listing' },
      { pathname: '/unit/villa-12/', search: '?city=Mysore', state: FROM_LISTING, key: 'unit' },
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Villas' }));
    expect(screen.getByText('The listing')).toBeInTheDocument();
    // The same entry as before, not a new one.
    expect(screen.getByTestId('where')).toHaveTextContent('/units?city=Mysore #listing');
  });

  it('without a city in its URL, loads the listing from the server, which knows the last city', () => {
    renderAt([{ pathname: '/unit/villa-12/', key: 'unit' }]);
    // A plain link to /units: the browser loads it (no client-side route), and the server sends it
    // on to the remembered city (api/src/plugins/app/web-apps/remembered-city.ts, its tests).
    expect(screen.getByRole('link', { name: 'Villas' })).toHaveAttribute('href', '/units');
  });

  it('links to the listing, keeping the city, when the page was opened some other way', async () => {
    renderAt([{ pathname: '/unit/villa-12/', search: '?city=Mysore', key: 'unit' }]);
    const link = screen.getByRole('link', { name: 'Villas' });
    expect(link).toHaveAttribute('href', '/units?city=Mysore');
    await userEvent.click(link);
    expect(screen.getByText('The listing')).toBeInTheDocument();
    expect(screen.getByTestId('where')).not.toHaveTextContent('#unit');
  });
});
